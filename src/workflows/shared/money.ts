/**
 * Money as the service wants it (spec 1 rule 5): a decimal string with a dot and two places.
 * Medusa hands amounts over as numbers or decimal strings; rounding is done on the decimal
 * digits, half up, never through binary floating point (1.005 is 1.01, not 1.00).
 */
export function toMoney(value: number | string): string {
  const text = typeof value === "number" ? numberToPlainString(value) : value.trim()
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text)
  if (!m || (!m[2] && !m[3])) throw new NotAnAmountError(value)
  const [, sign, whole = "", fraction = ""] = m
  const padded = (fraction + "000").slice(0, 3)
  let cents = BigInt(whole || "0") * 100n + BigInt(padded.slice(0, 2))
  if (Number(padded[2]) >= 5) cents += 1n
  const abs = cents.toString().padStart(3, "0")
  const result = `${abs.slice(0, -2)}.${abs.slice(-2)}`
  return sign && cents !== 0n ? `-${result}` : result
}

/** A number's decimal digits without exponent notation. */
export function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new NotAnAmountError(value)
  const text = String(value)
  if (!/e/i.test(text)) return text
  return value.toFixed(20).replace(/0+$/, "").replace(/\.$/, "")
}

export function compareMoney(a: string, b: string): number {
  const cents = (x: string) => BigInt(toMoney(x).replace(".", ""))
  const diff = cents(a) - cents(b)
  return diff < 0n ? -1 : diff > 0n ? 1 : 0
}

/**
 * A value that is no amount: a bug or a broken price in Medusa, never a merchant's typing (that
 * is read by merchant-numbers.ts first). Plain, so the admin's bundle can use this file too.
 */
export class NotAnAmountError extends Error {
  constructor(value: unknown) {
    super(`Not an amount: ${String(value)}`)
    this.name = "NotAnAmountError"
  }
}
