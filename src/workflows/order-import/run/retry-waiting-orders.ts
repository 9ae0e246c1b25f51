import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { enqueue, enqueueProducts } from "../../../queue/enqueue"
import { type AccountWaitingOrders, ordersToRetry, stockVariantsOf } from "../utils/stock-shortage"
import { readChannelLocations, readVariantStock } from "../store/read-variant-stock"

/**
 * Stock moved for these variants: the marketplace orders waiting for it are tried again at once,
 * over every account as one line (the store's stock is every account's): oldest first, and only
 * as far as the stock now goes in each account's channel, counting what an earlier order of any
 * account sharing a location takes (utils/stock-shortage.ts), each through its own `sales_order`
 * task of its account, as the poll and Retry import it. Answers how many were queued.
 */
export async function retryOrdersWaitingForStock(container: MedusaContainer, variantIds: string[]): Promise<number> {
  if (!variantIds.length) return 0
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const accounts: AccountWaitingOrders[] = []
  for (const accountId of await service.accountIdsForWork()) {
    const waiting = await service.listOrdersWaitingForStock(accountId)
    if (!waiting.length) continue
    const { sync } = await service.getSettings(accountId)
    if (!sync.import_orders || !sync.sales_channel_id) continue
    const needed = waiting.flatMap((order) => order.reasons.flatMap((r) => (r.variant_id ? [r.variant_id] : [])))
    const [stock, locationIds] = await Promise.all([
      readVariantStock(container, needed, sync.sales_channel_id),
      readChannelLocations(container, sync.sales_channel_id),
    ])
    accounts.push({ accountId, waiting, stock, locationIds })
  }
  let queued = 0
  for (const { accountId, orders } of ordersToRetry(accounts, variantIds)) {
    if (!orders.length) continue
    const reopened: string[] = []
    for (const order of orders) if (await service.reopenOrderImport(accountId, order.id)) reopened.push(order.remote_order_id)
    await enqueue(container, (queue) => queue.enqueueSalesOrders(accountId, reopened).then(() => reopened), { delayMs: 250 })
    queued += reopened.length
  }
  return queued
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
