import { importFailingTooLong, isImportDue } from "../import-schedule"

describe("isImportDue", () => {
  const now = new Date("2026-11-22T10:00:00Z")
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000)

  it("is due on the first run", () => expect(isImportDue(null, 2, now)).toBe(true))
  it("waits for the interval", () => expect(isImportDue(minutesAgo(1), 2, now)).toBe(false))
  it("is due when the interval has passed", () => expect(isImportDue(minutesAgo(2), 2, now)).toBe(true))
  it("allows a few seconds of slack for the minute tick", () =>
    expect(isImportDue(new Date(minutesAgo(2).getTime() + 3000), 2, now)).toBe(true))
  it("follows a longer interval", () => expect(isImportDue(minutesAgo(14), 15, now)).toBe(false))
})

describe("importFailingTooLong", () => {
  const since = new Date("2026-11-23T10:00:00Z")
  it("alerts only once the failing lasted the threshold", () => {
    expect(importFailingTooLong(null, 30, new Date("2026-11-23T12:00:00Z"))).toBe(false)
    expect(importFailingTooLong(since, 30, new Date("2026-11-23T10:29:59Z"))).toBe(false)
    expect(importFailingTooLong(since, 30, new Date("2026-11-23T10:30:00Z"))).toBe(true)
  })
})
