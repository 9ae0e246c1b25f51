import type { PriceRule } from "../../../modules/marketplace-exchange/types"
import { toMoney } from "../../shared/money"

/**
 * Issue 33: the marketplace's price from the store's, by the merchant's rule (peers let the
 * merchant add the marketplace's fees): store price × (1 + percent/100) + fixed, rounded up to
 * the chosen ending (`none`: up to the cent). Decimal arithmetic on cents, never floating point.
 */
export { NO_PRICE_RULE, type PriceRule } from "../../../modules/marketplace-exchange/types"

const SCALE = 10_000n

const centsOf = (amount: string) => BigInt(toMoney(amount).replace(".", ""))
const moneyOf = (cents: bigint) => {
  const negative = cents < 0n
  const abs = (negative ? -cents : cents).toString().padStart(3, "0")
  return `${negative ? "-" : ""}${abs.slice(0, -2)}.${abs.slice(-2)}`
}

/** The amount × (1 + percent/100) + fixed, in ten-thousandths of a cent (exact for two-decimal percentages). */
function scaled(amount: string, rule: PriceRule): bigint {
  const basisPoints = BigInt(Math.round(rule.percent * 100))
  return centsOf(amount) * (SCALE + basisPoints) + centsOf(rule.fixed) * SCALE
}

const ceilDiv = (a: bigint, b: bigint) => (a >= 0n ? (a + b - 1n) / b : a / b)
const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : (a - b + 1n) / b)

/** True when the rule leaves every price as it is. */
export const isNoRule = (rule: PriceRule) => rule.percent === 0 && centsOf(rule.fixed) === 0n && rule.ending === "none"

/** A selling price (variation, product, strike price) on the marketplace: the rule, rounded up to its ending. */
export function marketplacePrice(storePrice: string, rule: PriceRule): string {
  if (isNoRule(rule)) return toMoney(storePrice)
  const cents = ceilDiv(scaled(storePrice, rule), SCALE)
  if (rule.ending === "none") return moneyOf(cents)
  const ending = BigInt(rule.ending.slice(1))
  let target = floorDiv(cents, 100n) * 100n + ending
  if (target < cents) target += 100n
  return moneyOf(target)
}

/**
 * A Best Offer threshold (accept from, decline below) under the rule: scaled as the prices are,
 * rounded down to the cent and without the ending, so it stays below the price it was below.
 */
export function marketplaceThreshold(storeAmount: string, rule: PriceRule): string {
  if (isNoRule(rule)) return toMoney(storeAmount)
  return moneyOf(floorDiv(scaled(storeAmount, rule), SCALE))
}
