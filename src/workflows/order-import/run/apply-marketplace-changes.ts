import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { markPaymentCollectionAsPaid } from "@medusajs/medusa/core-flows"
import type { SalesOrder } from "../../../client/types"
import { MONETARY_PAYMENT_STATUS_PAID } from "../../../protocol/schema"
import { convertPaidMarketplaceDraftWorkflow } from "../workflows/convert-paid-marketplace-draft"
import type { OrderImportContext } from "./import-targets"

/** Re-reads changes from this much before the cursor: repeats are harmless, a gap would not be. */
const CURSOR_OVERLAP_MS = 1000
/** Where a store without a cursor starts: earlier orders came in with their state at import. */
const FIRST_LOOK_BACK_MS = 24 * 60 * 60 * 1000

/** Where the feed of changes starts: a second before the cursor (A25), or a day back for a store without one. */
export function changesSince(cursor: Date | null, now = Date.now()): Date {
  return cursor ? new Date(cursor.getTime() - CURSOR_OVERLAP_MS) : new Date(now - FIRST_LOOK_BACK_MS)
}

/** A marketplace-paid order whose Medusa payment is still open gets it marked paid. */
async function takeOverPayment(ctx: OrderImportContext, order: SalesOrder): Promise<boolean> {
  if (order.MonetaryPaymentStatus !== MONETARY_PAYMENT_STATUS_PAID) return false
  const [row] = await ctx.service.listOrderImports({ remote_order_id: order.Id }, { take: 1 })
  if (!row?.medusa_order_id || (row.state !== "created" && row.state !== "completed")) return false
  const query = ctx.container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "is_draft_order", "payment_collections.id", "payment_collections.status"],
    filters: { id: row.medusa_order_id },
  })
  const open = (data[0]?.payment_collections ?? []).find((c: { status?: string } | null) => c?.status === "not_paid")
  if (!open) return false
  // Recorded first, and only by one run: the capture's event queues a write-back, which must
  // not echo PaidAmount back, and a second run at the same time must not capture again.
  if (!(await ctx.service.claimOrderPaidWriteBack(row.id))) return false
  try {
    const input = { order_id: row.medusa_order_id, payment_collection_id: open.id }
    // Imported as a draft ("import only paid orders"): now paid, it becomes an order.
    if (data[0].is_draft_order) await convertPaidMarketplaceDraftWorkflow(ctx.container).run({ input })
    else await markPaymentCollectionAsPaid(ctx.container).run({ input })
  } catch (error) {
    await ctx.service.mergeOrderWriteBack(row.id, { paid: false })
    throw error
  }
  return true
}

/**
 * Spec 4.2 rule 4's second feed: orders the marketplace changed since the cursor. What Medusa
 * takes over today is payment; the cursor moves only when every change was applied.
 */
export async function applyMarketplaceChanges(ctx: OrderImportContext): Promise<{ applied: number; failed: number }> {
  const { ordersChangedCursor } = await ctx.service.getImportRunState()
  const since = changesSince(ordersChangedCursor)
  let newest = ordersChangedCursor
  let applied = 0
  let failed = 0
  const logger = ctx.container.resolve(ContainerRegistrationKeys.LOGGER)
  for await (const page of ctx.client.salesOrders.changedSincePages(since)) {
    const takenOver: Array<{ remote_order_id: string; modified: Date }> = []
    for (const order of page) {
      const modified = order.MarketplaceModificationDate
      try {
        if (await takeOverPayment(ctx, order)) applied++
        if (modified) takenOver.push({ remote_order_id: order.Id, modified })
      } catch (error) {
        failed++
        logger.warn(`marketplace-exchange: change of marketplace order ${order.Id} not applied: ${(error as Error).message}`)
      }
      if (modified && (!newest || modified > newest)) newest = modified
    }
    // What the poll compares with (utils/poll-news.ts): a change not taken over stays news.
    await ctx.service.noteMarketplaceModified(takenOver)
  }
  if (!failed && newest !== ordersChangedCursor) await ctx.service.saveImportRunState({ ordersChangedCursor: newest })
  return { applied, failed }
}
