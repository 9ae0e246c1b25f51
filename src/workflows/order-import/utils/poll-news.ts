import type { PolledLedgerRow } from "../../../modules/marketplace-exchange/types"

/** What a poll reads of an order: no $expand, just enough to tell whether it is news. */
export interface PolledOrder {
  Id: string
  ForeignOrderId?: string | null
  MarketplaceModificationDate?: Date | null
  /** When the buyer completed the checkout (A11): the order's date for "import orders placed since". */
  CheckoutCompletionDate?: Date | null
}

/**
 * Whether a new order was placed before the merchant's "import orders placed since":
 * then it is the old system's to handle. Its date is the checkout's (A11), else its last change;
 * an order with neither is imported (it cannot be told apart, and a lost order is the worse mistake).
 */
export function placedBefore(order: PolledOrder, since: Date | null): boolean {
  const placed = order.CheckoutCompletionDate ?? order.MarketplaceModificationDate
  return Boolean(since && placed && placed < since)
}

/** Ledger states whose import is not finished: the next run goes on with them. */
const UNFINISHED = new Set(["claimed", "created"])

/**
 * Whether a poll's answer (spec 4.2 rule 4: orders without ForeignOrderId, or changed since the
 * cursor less the re-read overlap) is news, to be queued as the order's task, so that an idle store
 * costs one request: an order without ForeignOrderId that the ledger has not finished or parked
 * (a parked one waits for the merchant); or a change newer than the cursor, or newer than what
 * the ledger took over for that order (two changes in the cursor's second). The overlap re-reads
 * the last change taken over every time, which is not news. A just-imported order has no change
 * noted yet, so the overlap brings it back once (one task, a GET if unpaid): kept on purpose, as a
 * payment stamped in the same tick as the import's read would otherwise never be taken over.
 */
export function isNews(
  order: PolledOrder,
  row: PolledLedgerRow | undefined,
  cursor: Date | null,
  placedSince: Date | null = null
): boolean {
  if (!order.ForeignOrderId) return row ? UNFINISHED.has(row.state) : !placedBefore(order, placedSince)
  const modified = order.MarketplaceModificationDate
  if (!modified) return false
  if (!cursor || modified > cursor) return true
  // Parked waits for the merchant; closed is gone at the service; dismissed the merchant gave up: none is the import's news.
  if (!row || row.state === "parked" || row.state === "closed" || row.state === "dismissed") return false
  return !row.marketplace_modified_at || modified > new Date(row.marketplace_modified_at)
}
