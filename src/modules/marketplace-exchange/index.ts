import { Module } from "@medusajs/framework/utils"
import checkConfiguration from "./loaders/check-configuration"
import MarketplaceExchangeModuleService from "./service"

export const MARKETPLACE_EXCHANGE_MODULE = "marketplaceExchange"

export default Module(MARKETPLACE_EXCHANGE_MODULE, {
  service: MarketplaceExchangeModuleService,
  loaders: [checkConfiguration],
})

export type { MarketplaceExchangeOptions } from "./lib/connection-settings"
/** The sync settings' one schema, and a save's body made from it (zod: Node code, so not in types.ts). */
export { SYNC_SETTINGS_BODY, SYNC_SETTINGS_SCHEMA } from "./lib/settings-schema"
/** What names an account, in a save's body and a new account's (zod, as above). */
export { ACCOUNT_IDENTITY_BODY, NEW_ACCOUNT_IDENTITY_BODY } from "./lib/account-identity"
/** This process as the task queue names it (`host:pid`); Node code, so not in the admin-safe types.ts. */
export { WORKER_ID } from "../../queue/worker-id"
