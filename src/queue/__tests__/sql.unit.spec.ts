import { backoffMs, DEFAULT_BACKOFF_CAP_MS } from "../sql"

describe("backoffMs", () => {
  const low = () => 0
  const high = () => 0.999999

  it("doubles from 5 s with up to half of it as jitter", () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, high))).toEqual([5000, 10000, 20000, 40000])
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, low))).toEqual([2500, 5000, 10000, 20000])
  })

  it("never waits longer than the cap, however many attempts failed (stock never gives up)", () => {
    expect(backoffMs(8, high)).toBe(DEFAULT_BACKOFF_CAP_MS)
    expect(backoffMs(500, high)).toBe(DEFAULT_BACKOFF_CAP_MS)
    expect(backoffMs(500, low)).toBe(DEFAULT_BACKOFF_CAP_MS / 2)
  })

  it("follows the cap the plugin option sets", () => {
    expect(backoffMs(1, high, 1000)).toBe(1000)
    expect(backoffMs(30, high, 60_000)).toBe(60_000)
    expect(backoffMs(2, high, 60_000)).toBe(10_000)
  })
})
