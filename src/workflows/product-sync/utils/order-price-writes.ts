import { compareMoney } from "../../shared/money"

/** The three prices the service ties together (spec 2.1, spec 8): minimum < auto-accept < price. */
export type PriceField = "Price" | "BestOfferAutoAcceptPrice" | "BestOfferMinimumPrice"
export type PriceTriple = Record<PriceField, string | null>

/** Top to bottom: the order in which the rule nests them. */
const TOP_DOWN: PriceField[] = ["Price", "BestOfferAutoAcceptPrice", "BestOfferMinimumPrice"]

/** True when the three values satisfy the rule (absent thresholds constrain nothing). */
export function priceRuleHolds({ Price: price, BestOfferAutoAcceptPrice: accept, BestOfferMinimumPrice: minimum }: PriceTriple): boolean {
  if (accept !== null && (price === null || compareMoney(accept, price) >= 0)) return false
  if (minimum !== null && (accept === null || compareMoney(minimum, accept) >= 0)) return false
  return true
}

/** A value going up, or appearing where there was none, must make room above it first. */
function rises(before: string | null, after: string | null): boolean {
  if (after === null) return false
  return before === null || compareMoney(after, before) > 0
}

/**
 * The order in which to send the changed prices so that every state the service passes
 * through keeps minimum < auto-accept < price: rising values top-down (the price first, so the
 * auto-accept has room under it), then falling or removed values bottom-up (the minimum first,
 * so the auto-accept can come down onto it). When both ends keep the rule, every step between
 * keeps it too; the unit tests walk every combination.
 */
export function orderPriceWrites(before: PriceTriple, after: PriceTriple): PriceField[] {
  const changed = TOP_DOWN.filter((field) => (before[field] ?? null) !== (after[field] ?? null))
  const up = changed.filter((field) => rises(before[field], after[field]))
  const down = changed.filter((field) => !up.includes(field)).reverse()
  return [...up, ...down]
}
