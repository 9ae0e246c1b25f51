import { Module } from "@medusajs/framework/utils"
import checkConfiguration from "./loaders/check-configuration"
import MarketplaceExchangeModuleService from "./service"

export const MARKETPLACE_EXCHANGE_MODULE = "marketplaceExchange"

export default Module(MARKETPLACE_EXCHANGE_MODULE, {
  service: MarketplaceExchangeModuleService,
  loaders: [checkConfiguration],
})

export type { MarketplaceExchangeOptions } from "./lib/connection-settings"
/** This process as the task queue names it (`host:pid`); Node code, so not in the admin-safe types.ts. */
export { WORKER_ID } from "./lib/worker-id"
