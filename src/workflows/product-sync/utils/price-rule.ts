import { PRICE_ENDINGS, PRICE_RULE_PERCENT, type PriceEnding, type PriceRule } from "../../../modules/marketplace-exchange/types"
import { readAmount } from "../../shared/merchant-numbers"
import { compareMoney, toMoney } from "../../shared/money"

/**
 * The marketplace's price from the store's, by the merchant's rule (peers let the
 * merchant add the marketplace's fees): store price × (1 + percent/100) + fixed, rounded up to
 * the chosen ending (`none`: up to the cent). Decimal arithmetic on cents, never floating point.
 */
export { NO_PRICE_RULE, type PriceRule } from "../../../modules/marketplace-exchange/types"

/** The largest amount a rule adds (lib/sync-settings.ts PriceRule.fixed). */
export const PRICE_RULE_FIXED_MAX = "999.99"

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

/** The amount one cent lower, never below 0.00 (a threshold that rounding made meet the one above it). */
export const centBelow = (amount: string): string => moneyOf(centsOf(amount) > 0n ? centsOf(amount) - 1n : 0n)

/** The parts of a product's own rule (the drawer's override): each one set replaces the settings' one. */
export type PriceRuleOverride = Partial<PriceRule>

/** The rule a product's prices follow: the settings' rule with the product's own parts over it. */
export const productPriceRule = (base: PriceRule, override: PriceRuleOverride): PriceRule => ({
  percent: override.percent ?? base.percent,
  fixed: override.fixed ?? base.fixed,
  ending: override.ending ?? base.ending,
})

const PERCENT = /^(-?)(\d{1,3})(?:[.,](\d{1,2}))?$/

/** A percentage as a merchant types it (`12`, `-5`, `7,5`): at most two decimals, within PRICE_RULE_PERCENT; else undefined. */
export function readPercent(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : ""
  const m = PERCENT.exec(text)
  if (!m) return undefined
  const percent = Number(`${m[1]}${m[2]}.${m[3] ?? "0"}`)
  return percent >= PRICE_RULE_PERCENT.min && percent <= PRICE_RULE_PERCENT.max ? percent : undefined
}

/** An amount to add (`1,50`): money with at most two decimals, 0 to PRICE_RULE_FIXED_MAX; else undefined. */
export function readFixed(value: unknown): string | undefined {
  const amount = readAmount(value)
  return amount !== undefined && compareMoney(amount, PRICE_RULE_FIXED_MAX) <= 0 ? amount : undefined
}

/** A price ending (`.99`, `,99`, `99`, `none`); else undefined. */
export function readEnding(value: unknown): PriceEnding | undefined {
  if (typeof value !== "string") return undefined
  const text = value.trim().replace(/^[,.]?/, ".")
  if (value.trim() === "none") return "none"
  return PRICE_ENDINGS.find((ending) => ending === text)
}
