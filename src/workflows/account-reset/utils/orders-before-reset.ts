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
