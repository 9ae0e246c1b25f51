import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../modules/marketplace-exchange/service"
import { isImportDue } from "../workflows/order-import/utils/import-schedule"
import { importMarketplaceOrders } from "../workflows/order-import/run/import-orders"

/**
 * Ticks every minute and imports marketplace orders when the interval setting (default 2
 * minutes) says so. Stores that have not entered a connection yet are left alone.
 */
export default async function importMarketplaceOrdersJob(container: MedusaContainer) {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  if (!(await service.getConnectionCredentials())) return
  const [{ importIntervalMinutes }, { lastImportAt }] = await Promise.all([service.getSyncSettings(), service.getImportRunState()])
  if (!isImportDue(lastImportAt, importIntervalMinutes)) return
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const summary = await importMarketplaceOrders(container)
    if (summary.created || summary.parked || summary.failed || summary.changed) {
      logger.info(
        `marketplace-exchange: order import: ${summary.created} created, ${summary.parked} parked, ${summary.failed} to retry, ` +
          `${summary.changed} changes taken over`
      )
    }
  } catch (error) {
    logger.warn(`marketplace-exchange: order import stopped: ${(error as Error).message}`)
  }
}

export const config = { name: "marketplace-exchange-import-orders", schedule: "* * * * *" }
