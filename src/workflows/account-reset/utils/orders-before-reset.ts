import { codedMessage, type CodedMessage } from "../../../messages"

/**
 * What stands in the way of emptying the account's sales orders: once DeleteAccountData
 * (spec 4.3, types 0, 8, 10, 12) has run, the service holds none of them, so an order the store
 * has not imported by then is lost to it.
 */
export interface OrdersLeft {
  /** Ledger rows whose import did not finish (claimed, or created without ForeignOrderId written). */
  unfinished: number
  /** Ledger rows held back (parked): they wait for the merchant's fix and Retry (A30). */
  held: number
  /** Orders the service holds that were not imported because the import cannot run (`cannotImport` says why). */
  notImported: number
  /** Why orders cannot be imported (settings missing), in the merchant's words; it matters only while orders wait at the service. */
  cannotImport: CodedMessage | null
  /** Why the import before the reset may not have taken everything yet: it is still running, or stopped early. */
  importNotDone: CodedMessage | null
}

/**
 * The refusal a merchant reads (coded), naming how many orders stand in the way of
 * each kind and, as its reason, why the import could not take them; null when nothing does and
 * the sales orders may be emptied.
 */
export function resetRefusal(left: OrdersLeft): CodedMessage | null {
  if (!left.held && !left.unfinished && !left.notImported) return left.importNotDone
  return codedMessage("refusal.reset.orders_left", {
    held_part: left.held ? codedMessage("refusal.reset.part.held", { count: left.held }) : null,
    unfinished_part: left.unfinished ? codedMessage("refusal.reset.part.unfinished", { count: left.unfinished }) : null,
    service_part: left.notImported ? codedMessage("refusal.reset.part.at_service", { count: left.notImported }) : null,
    why: left.importNotDone ?? (left.notImported ? left.cannotImport : null),
  })
}

/** An imported order whose payment or shipping the service has not been told yet (the write-back's plan is not empty). */
export interface PendingWriteBack {
  remote_order_id: string
  /** The marketplace's own order number, as the merchant knows it; the service's id when the ledger has none. */
  platform_order_id: string | null
  /** The store's order number (Medusa's display id). */
  display_id: string | null
}

/** How many pending orders the refusal names one by one; the count says how many there are in all. */
export const PENDING_NAMED = 20

/**
 * The refusal (coded) while imported orders still wait for their payment or shipping to be
 * reported: once DeleteAccountData empties the sales orders, the service no longer holds them
 * (A41), so the marketplace would never learn of it. Each order is named by its marketplace
 * order number and the store's order number, data in either language: "12-34567 (#5)". Null when
 * none waits, or the merchant confirmed that the sales orders may go anyway.
 */
export function writeBackPendingRefusal(pending: PendingWriteBack[], confirmed: boolean): CodedMessage | null {
  if (!pending.length || confirmed) return null
  const named = pending
    .slice(0, PENDING_NAMED)
    .map((o) => `${o.platform_order_id ?? o.remote_order_id}${o.display_id ? ` (#${o.display_id})` : ""}`)
  return codedMessage("refusal.reset.write_back_pending", {
    count: pending.length,
    orders: named.join(", ") + (pending.length > PENDING_NAMED ? ", …" : ""),
  })
}
