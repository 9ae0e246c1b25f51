import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { enqueue, enqueueProducts } from "../../../queue/enqueue"
import { ordersToRetry, stockVariantsOf } from "../utils/stock-shortage"
import { readVariantStock } from "../store/read-variant-stock"

/**
 * Stock moved for these variants: the marketplace orders waiting for it are tried again at once,
 * per account (the store's stock is every account's), oldest first and only as far as the stock
 * now goes in the account's channel (utils/stock-shortage.ts), each through its own `sales_order`
 * task of its account, as the poll and Retry import it. Answers how many were queued.
 */
export async function retryOrdersWaitingForStock(container: MedusaContainer, variantIds: string[]): Promise<number> {
  if (!variantIds.length) return 0
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  let queued = 0
  for (const accountId of await service.accountIdsForWork()) queued += await retryAccountOrders(container, accountId, variantIds)
  return queued
}

/** retryOrdersWaitingForStock for one account's orders. */
async function retryAccountOrders(container: MedusaContainer, accountId: string, variantIds: string[]): Promise<number> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const waiting = await service.listOrdersWaitingForStock(accountId)
  if (!waiting.length) return 0
  const settings = await service.getSettings(accountId)
  const channelId = settings.sync.sales_channel_id
  if (!settings.sync.import_orders || !channelId) return 0
  const needed = waiting.flatMap((order) => order.reasons.flatMap((r) => (r.variant_id ? [r.variant_id] : [])))
  const chosen = ordersToRetry(waiting, variantIds, await readVariantStock(container, needed, channelId))
  if (!chosen.length) return 0
  const reopened: string[] = []
  for (const order of chosen) if (await service.reopenOrderImport(accountId, order.id)) reopened.push(order.remote_order_id)
  await enqueue(container, (queue) => queue.enqueueSalesOrders(accountId, reopened).then(() => reopened), { delayMs: 250 })
  return reopened.length
}

/**
 * The variants a held order was owed, from its ledger row as it was before it is imported again:
 * while its import runs, the stock lane keeps them off the marketplace
 * (OWED_TO_WAITING_ORDERS_SQL), and its new reservation counts too, so once it is in, their
 * stock is sent again (afterHeldImport).
 */
export function heldVariantsOf(row: { state: string; reasons?: unknown } | null): string[] {
  return row && (row.state === "claimed" || row.state === "parked") ? stockVariantsOf(row.reasons as never) : []
}

/** A held order is in: the stock of the products it waited for is worked out again without its hold. */
export async function afterHeldImport(container: MedusaContainer, variantIds: string[]): Promise<void> {
  if (!variantIds.length) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product_variant", fields: ["product_id"], filters: { id: variantIds } })
  await enqueueProducts(
    container,
    (data as Array<{ product_id: string | null }>).map((v) => v.product_id).filter((id): id is string => Boolean(id))
  )
}
