import { isImportDue } from "../import-schedule"

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
