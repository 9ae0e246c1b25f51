import { numberToPlainString, toMoney } from "./money"

/**
 * Numbers as merchants type them, in product metadata or the marketplace fields drawer. Merchants
 * of eBay.de write a decimal comma (`15,00`), others a point (`15.00`): both are the same number.
 * The service wants a point (spec 1 rule 5), so each reader gives the point form, or undefined for
 * text that is no number we can read without guessing: letters, a sign, a thousands separator
 * (`1.234,50` has two separators, and which one is the decimal one cannot be told for sure).
 */
const DECIMAL = /^(\d*)(?:[.,](\d+))?$/

/** A non-negative decimal, point form (`0,5` -> `0.5`); a JSON number in metadata is read as it is. */
export function readDecimal(value: unknown): string | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? numberToPlainString(value) : undefined
  if (typeof value !== "string") return undefined
  const m = DECIMAL.exec(value.trim())
  if (!m || (!m[1] && !m[2])) return undefined
  return m[2] === undefined ? m[1] : `${m[1] || "0"}.${m[2]}`
}

/** A Float property's value (VatPercent, UnitQuantity: A3, A32). */
export function readNumber(value: unknown): number | undefined {
  const text = readDecimal(value)
  return text === undefined ? undefined : Number(text)
}

/**
 * An amount of money with at most two decimals, as the service's Decimal wants it (`15,5` ->
 * `15.50`). A third decimal is not rounded away: `1.500` is how a German merchant writes fifteen
 * hundred, and a Best Offer threshold of 1.50 instead would sell far below what was meant.
 */
export function readAmount(value: unknown): string | undefined {
  const text = readDecimal(value)
  if (text === undefined || (text.split(".")[1]?.length ?? 0) > 2 || text.split(".")[0].length > 9) return undefined
  return toMoney(text)
}

/** The largest Int64 (spec 2: ids and operation parameters such as categoryId1 are Int64). */
const INT64_MAX = 9223372036854775807n

/**
 * A marketplace category id (spec 4.3 SetMarketplaceCategory: categoryId1/2 are Int64): digits
 * only, spaces around them dropped, above 0 and within Int64, without leading zeros. Anything
 * else is refused where it is typed, never sent as a literal the client cannot write.
 */
export function readCategoryId(value: unknown): string | undefined {
  const text = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : typeof value === "string" ? value.trim() : ""
  if (!/^\d{1,19}$/.test(text)) return undefined
  const id = BigInt(text)
  return id > 0n && id <= INT64_MAX ? id.toString() : undefined
}
