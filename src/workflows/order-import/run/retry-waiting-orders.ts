import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { scheduleDrain } from "../../queue/drain"
import { ordersToRetry } from "../utils/stock-shortage"
import { readVariantStock } from "./read-variant-stock"

/**
 * Stock moved for these variants: the marketplace orders waiting for it are tried again at once
 * (issue 32), oldest first and only as far as the stock now goes (utils/stock-shortage.ts), each
 * through its own `sales_order` task, as the poll and Retry import it. Answers how many were queued.
 */
export async function retryOrdersWaitingForStock(container: MedusaContainer, variantIds: string[]): Promise<number> {
  if (!variantIds.length) return 0
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const waiting = await service.listOrdersWaitingForStock()
  if (!waiting.length) return 0
  const settings = await service.getSettings()
  const channelId = settings.sync.salesChannelId
  if (!settings.sync.importOrders || !channelId) return 0
  const needed = waiting.flatMap((order) => order.reasons.flatMap((r) => (r.variant_id ? [r.variant_id] : [])))
  const chosen = ordersToRetry(waiting, variantIds, await readVariantStock(container, needed, channelId))
  if (!chosen.length) return 0
  const reopened: string[] = []
  for (const order of chosen) if (await service.reopenOrderImport(order.id)) reopened.push(order.remote_order_id)
  await service.enqueueSalesOrders(reopened)
  scheduleDrain(container)
  return reopened.length
}
