import { STOCK_NOT_TAKEN_ALERT_MS, stockNotTakenTooLong } from "../stock-not-taken"

describe("stockNotTakenTooLong (A49)", () => {
  const now = new Date("2026-11-29T12:00:00Z")
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()

  it("alerts from 15 minutes of false on, not before", () => {
    expect(STOCK_NOT_TAKEN_ALERT_MS).toBe(15 * 60 * 1000)
    expect(stockNotTakenTooLong(ago(15 * 60 * 1000), now)).toBe(true)
    expect(stockNotTakenTooLong(ago(16 * 60 * 1000), now)).toBe(true)
    expect(stockNotTakenTooLong(ago(15 * 60 * 1000 - 1), now)).toBe(false)
  })

  it("never alerts for a stock that was taken or a time it cannot read", () => {
    expect(stockNotTakenTooLong(undefined, now)).toBe(false)
    expect(stockNotTakenTooLong("", now)).toBe(false)
    expect(stockNotTakenTooLong("yesterday", now)).toBe(false)
  })
})
