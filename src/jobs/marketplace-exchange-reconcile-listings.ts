import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../modules/marketplace-exchange/service"
import { catchUpChannelProductsWorkflow } from "../workflows/channel-products"
import { reconcileListingsWorkflow } from "../workflows/reconcile"

/**
 * Every hour, for each account: compares the read model of its channel's products with Medusa's
 * channel page by page (a product swapped for another leaves the counts equal), and makes sure
 * each Medusa product is listed once at the account's service, whatever a crash or a late commit
 * left behind. Accounts without a connection are not reconciled with the service.
 */
export default async function reconcileListingsJob(container: MedusaContainer) {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  for (const accountId of await service.accountIdsForWork()) await reconcileAccount(container, service, accountId)
}

/** One account's hour: one read of its settings for the whole run; a failure is its own (the next account goes on). */
async function reconcileAccount(container: MedusaContainer, service: MarketplaceExchangeModuleService, accountId: string) {
  const settings = await service.getSettings(accountId)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const salesChannelId = settings.sync.sales_channel_id
  if (salesChannelId) {
    const caughtUp = await catchUpChannelProductsWorkflow(container).run({
      input: { accountId, salesChannelId, always: true },
      throwOnError: false,
    })
    if (caughtUp.errors?.length)
      logger.warn(`marketplace-exchange: the channel's products were not compared: ${caughtUp.errors[0].error.message}`)
  }
  if (!(await service.clientFor(settings).catch(() => null))) return
  const { errors } = await reconcileListingsWorkflow(container).run({ input: { settings }, throwOnError: false })
  if (errors?.length) logger.warn(`marketplace-exchange: reconciliation of listings stopped: ${errors[0].error.message}`)
}

export const config = { name: "marketplace-exchange-reconcile-listings", schedule: "17 * * * *" }
