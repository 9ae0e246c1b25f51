/**
 * What stands in the way of emptying the account's sales orders (issue 29): once DeleteAccountData
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
  /** Why orders cannot be imported (settings missing); it matters only while orders wait at the service. */
  cannotImport: string | null
  /** Why the import before the reset may not have taken everything yet: it is still running, or stopped early. */
  importNotDone: string | null
}

const orders = (n: number) => `${n} marketplace order${n === 1 ? "" : "s"}`

/**
 * The refusal a merchant reads, naming how many orders stand in the way and what to do about
 * each kind; null when nothing does and the sales orders may be emptied.
 */
export function resetRefusal(left: OrdersLeft): string | null {
  const parts: string[] = []
  if (left.held)
    parts.push(
      `${orders(left.held)} ${left.held === 1 ? "waits" : "wait"} for you (Marketplace → Marketplace orders, "Waiting for you"): ` +
        `fix what is named there and press Retry`
    )
  if (left.unfinished)
    parts.push(`${orders(left.unfinished)} could not be imported completely yet: press "Import orders now", or wait for the next poll`)
  if (left.notImported)
    parts.push(
      `the service holds ${orders(left.notImported)} the store has not imported` +
        (left.cannotImport ? `, and ${lowerFirst(left.cannotImport)}` : "")
    )
  if (left.importNotDone) parts.push(lowerFirst(left.importNotDone))
  if (!parts.length) return null
  const count = left.held + left.unfinished + left.notImported
  return (
    `The sales orders were not emptied: ${parts.join("; ")}. ` +
    `After the reset the exchange service no longer holds ${count ? (count === 1 ? "that order" : "those orders") : "its orders"}, ` +
    `so the store could never import ${count === 1 ? "it" : "them"}. Import or resolve the held orders first, then empty the account again.`
  )
}

function lowerFirst(text: string): string {
  return text ? text[0].toLowerCase() + text.slice(1).replace(/\.$/, "") : text
}
