import { claimSize, gapBetweenChecksMs } from "../sweep-pace"

describe("the sweep's pace", () => {
  it("spaces checks evenly over the minute", () => {
    expect(gapBetweenChecksMs(60)).toBe(1000)
    expect(gapBetweenChecksMs(600)).toBe(100)
    expect(gapBetweenChecksMs(7)).toBe(8572)
  })

  it("never spaces by less than a minute's share for a nonsense budget", () => {
    expect(gapBetweenChecksMs(0)).toBe(60_000)
    expect(gapBetweenChecksMs(-5)).toBe(60_000)
  })

  it("claims what the minute's budget has left, in small rounds", () => {
    expect(claimSize(60, 0)).toBe(10)
    expect(claimSize(60, 55)).toBe(5)
    expect(claimSize(60, 60)).toBe(0)
    expect(claimSize(60, 75)).toBe(0)
    expect(claimSize(3, 0)).toBe(3)
  })
})
