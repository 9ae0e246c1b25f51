import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { markPaymentCollectionAsPaid } from "@medusajs/medusa/core-flows"
import type { SalesOrder } from "../../../client/types"
import { MONETARY_PAYMENT_STATUS_PAID } from "../../../protocol/schema"
import { ORDER_CLAIM_LEASE_MS } from "../../../modules/marketplace-exchange/types"
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

/** What taking over an order's payment came to; `not_ready` keeps the change news and the cursor where it is. */
type TakeOver = "applied" | "nothing" | "not_ready"

/**
 * A marketplace-paid order whose Medusa payment is still open gets it marked paid; one imported
 * as a draft ("import only paid orders") becomes an order, also when a resumed import already
 * marked its payment. An order whose import is still under way is looked at again later.
 */
async function takeOverPayment(ctx: OrderImportContext, order: SalesOrder): Promise<TakeOver> {
  if (order.MonetaryPaymentStatus !== MONETARY_PAYMENT_STATUS_PAID) return "nothing"
  const [row] = await ctx.service.listOrderImports({ remote_order_id: order.Id }, { take: 1 })
  // Not the store's order, parked (its retry reads the order as it is now), or closed (gone at the service, issue 29).
  if (!row || row.state === "parked" || row.state === "closed") return "nothing"
  // An import under way (a live claim) reads the order itself; look again once it is done. A claim
  // left by a failed attempt is not waited for: its next attempt reads the payment as it is then.
  if (row.state === "claimed") {
    const live = row.claimed_at && Date.now() - new Date(row.claimed_at).getTime() < ORDER_CLAIM_LEASE_MS
    return live ? "not_ready" : "nothing"
  }
  if (!row.medusa_order_id) return "nothing"
  const query = ctx.container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "is_draft_order", "payment_collections.id", "payment_collections.status"],
    filters: { id: row.medusa_order_id },
  })
  if (!data[0]) return "nothing"
  const open = (data[0].payment_collections ?? []).find((c: { status?: string } | null) => c?.status === "not_paid")
  const draft = Boolean(data[0].is_draft_order)
  if (!open && !draft) return "nothing"
  // Recorded first: the capture's event queues a write-back, which must not echo PaidAmount back.
  // Runs are kept apart by the poll's task (one at a time per store); a second capture would be refused by Medusa anyway.
  const flipped = open ? await ctx.service.claimOrderPaidWriteBack(row.id) : false
  try {
    if (draft) {
      await convertPaidMarketplaceDraftWorkflow(ctx.container).run({
        input: { order_id: row.medusa_order_id, payment_collection_id: open?.id ?? null },
      })
    } else {
      await markPaymentCollectionAsPaid(ctx.container).run({ input: { order_id: row.medusa_order_id, payment_collection_id: open.id } })
    }
  } catch (error) {
    if (flipped) await ctx.service.mergeOrderWriteBack(row.id, { paid: false })
    throw error
  }
  return "applied"
}

/**
 * Spec 4.2 rule 4's second feed: orders the marketplace changed since the cursor. What Medusa
 * takes over today is payment; the cursor moves only when every change was applied.
 * `ordersChangedCursor`: as the run read it at its start (it moves only here, in the poll's task).
 */
export async function applyMarketplaceChanges(
  ctx: OrderImportContext,
  ordersChangedCursor: Date | null
): Promise<{ applied: number; failed: number }> {
  const since = changesSince(ordersChangedCursor)
  let newest = ordersChangedCursor
  let applied = 0
  let failed = 0
  /** Changes of orders whose import is under way: read again by the next run. */
  let deferred = 0
  const logger = ctx.container.resolve(ContainerRegistrationKeys.LOGGER)
  for await (const page of ctx.client.salesOrders.changedSincePages(since)) {
    const takenOver: Array<{ remote_order_id: string; modified: Date }> = []
    for (const order of page) {
      const modified = order.MarketplaceModificationDate
      try {
        const outcome = await takeOverPayment(ctx, order)
        if (outcome === "applied") applied++
        if (outcome === "not_ready") deferred++
        else if (modified) takenOver.push({ remote_order_id: order.Id, modified })
      } catch (error) {
        failed++
        logger.warn(`marketplace-exchange: change of marketplace order ${order.Id} not applied: ${(error as Error).message}`)
      }
      if (modified && (!newest || modified > newest)) newest = modified
    }
    // What the poll compares with (utils/poll-news.ts): a change not taken over stays news.
    await ctx.service.noteMarketplaceModified(takenOver)
  }
  if (!failed && !deferred && newest !== ordersChangedCursor) await ctx.service.saveImportRunState({ ordersChangedCursor: newest })
  return { applied, failed }
}
