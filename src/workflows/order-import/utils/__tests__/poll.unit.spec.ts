import { isNews } from "../poll-news"
import { importFailingTooLong, MAX_BACKOFF_MS, nextPollDue, pollDelayMs, pollTiming, POLL_LATE_AFTER_MS } from "../poll-schedule"

const at = (iso: string) => new Date(iso)
const row = (state: "claimed" | "created" | "completed" | "parked" | "closed" | "dismissed", modified: string | null = null) => ({
  remote_order_id: "7",
  state,
  marketplace_modified_at: modified ? at(modified) : null,
})

describe("pollDelayMs", () => {
  it("is the interval while polls go through", () => {
    expect(pollDelayMs(20, 0)).toBe(20_000)
  })
  it("doubles with each failure in a row, up to 15 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => pollDelayMs(20, n))).toEqual([40_000, 80_000, 160_000, 320_000, 640_000, 900_000, 900_000])
    expect(pollDelayMs(20, 1000)).toBe(MAX_BACKOFF_MS)
  })
  it("never polls more often than the merchant's interval, even when it is longer than the cap", () => {
    expect(pollDelayMs(3600, 3)).toBe(3_600_000)
  })
})

describe("nextPollDue", () => {
  it("is the backoff's time while failing", () => {
    expect(nextPollDue({ lastPollAt: at("2026-01-01T10:00:00Z"), nextPollAt: at("2026-01-01T10:05:00Z") }, 20)).toEqual(
      at("2026-01-01T10:05:00Z")
    )
  })
  it("is the interval after the last poll, or the next tick before the first", () => {
    expect(nextPollDue({ lastPollAt: at("2026-01-01T10:00:00Z"), nextPollAt: null }, 20)).toEqual(at("2026-01-01T10:00:20Z"))
    expect(nextPollDue({ lastPollAt: null, nextPollAt: null }, 20)).toBeNull()
  })
})

describe("isNews", () => {
  const cursor = at("2026-01-01T10:00:00.500Z")
  it("an order without ForeignOrderId is news unless the ledger finished or parked it", () => {
    expect(isNews({ Id: "7", ForeignOrderId: null }, undefined, cursor)).toBe(true)
    expect(isNews({ Id: "7", ForeignOrderId: "" }, row("claimed"), cursor)).toBe(true)
    expect(isNews({ Id: "7", ForeignOrderId: null }, row("created"), cursor)).toBe(true)
    expect(isNews({ Id: "7", ForeignOrderId: null }, row("parked"), cursor)).toBe(false)
    expect(isNews({ Id: "7", ForeignOrderId: null }, row("completed"), cursor)).toBe(false)
    // A closed row's order is gone at the service; it is never asked for again.
    expect(isNews({ Id: "7", ForeignOrderId: null }, row("closed"), cursor)).toBe(false)
    // A dismissed one the merchant gave up: the feed shows it every time, and it is never imported.
    expect(
      isNews({ Id: "7", ForeignOrderId: null, MarketplaceModificationDate: at("2026-01-01T11:00:00Z") }, row("dismissed"), cursor)
    ).toBe(false)
  })
  it("a change after the cursor is news, also for an order the store never imported", () => {
    expect(
      isNews({ Id: "7", ForeignOrderId: "1001", MarketplaceModificationDate: at("2026-01-01T10:00:00.600Z") }, undefined, cursor)
    ).toBe(true)
    expect(isNews({ Id: "7", ForeignOrderId: "1001", MarketplaceModificationDate: at("2026-01-01T09:00:00Z") }, undefined, null)).toBe(true)
  })
  it("the overlap's re-read of the last change taken over is not news", () => {
    const order = { Id: "7", ForeignOrderId: "1001", MarketplaceModificationDate: cursor }
    expect(isNews(order, row("completed", "2026-01-01T10:00:00.500Z"), cursor)).toBe(false)
    expect(isNews(order, undefined, cursor)).toBe(false)
    expect(isNews(order, row("parked"), cursor)).toBe(false)
    expect(isNews(order, row("closed"), cursor)).toBe(false)
    expect(isNews(order, row("dismissed"), cursor)).toBe(false)
  })
  it("a change in the cursor's second that the ledger has not taken over is news", () => {
    const order = { Id: "7", ForeignOrderId: "1001", MarketplaceModificationDate: at("2026-01-01T10:00:00.200Z") }
    expect(isNews(order, row("completed", "2026-01-01T09:59:00Z"), cursor)).toBe(true)
    expect(isNews(order, row("completed"), cursor)).toBe(true)
  })
  it("a new order placed before 'import orders placed since' is the old system's; one the ledger started goes on", () => {
    const since = at("2026-11-01T00:00:00Z")
    const older = { Id: "7", ForeignOrderId: null, CheckoutCompletionDate: at("2026-10-31T23:59:59Z") }
    const newer = { Id: "8", ForeignOrderId: null, CheckoutCompletionDate: at("2026-11-01T00:00:00Z") }
    expect(isNews(older, undefined, cursor, since)).toBe(false)
    expect(isNews(newer, undefined, cursor, since)).toBe(true)
    expect(isNews(older, row("claimed"), cursor, since)).toBe(true)
    // Without a checkout date the last change tells; with neither, the order is imported (a lost order is worse).
    expect(
      isNews({ Id: "9", ForeignOrderId: null, MarketplaceModificationDate: at("2026-10-01T00:00:00Z") }, undefined, cursor, since)
    ).toBe(false)
    expect(isNews({ Id: "9", ForeignOrderId: null }, undefined, cursor, since)).toBe(true)
    expect(isNews(older, undefined, cursor, null)).toBe(true)
  })
  it("an order without a modification date that has its ForeignOrderId is not news", () => {
    expect(isNews({ Id: "7", ForeignOrderId: "1001", MarketplaceModificationDate: null }, row("completed"), cursor)).toBe(false)
  })
})

describe("importFailingTooLong", () => {
  const since = new Date("2026-11-23T10:00:00Z")
  it("alerts only once the failing lasted the threshold", () => {
    expect(importFailingTooLong(null, 30, new Date("2026-11-23T12:00:00Z"))).toBe(false)
    expect(importFailingTooLong(since, 30, new Date("2026-11-23T10:29:59Z"))).toBe(false)
    expect(importFailingTooLong(since, 30, new Date("2026-11-23T10:30:00Z"))).toBe(true)
  })
})

describe("pollTiming", () => {
  const now = new Date("2026-11-26T12:00:00Z")
  const at = (seconds: number) => new Date(now.getTime() + seconds * 1000)
  const timing = (over: Partial<Parameters<typeof pollTiming>[0]>) =>
    pollTiming({ due: at(20), now, importOrders: true, configured: true, runningSince: null, ...over })

  it("says when the next poll runs, never a time in the past", () => {
    expect(timing({})).toEqual({ next_poll_at: at(20), late_since: null, reason: null })
    expect(timing({ due: null })).toEqual({ next_poll_at: now, late_since: null, reason: null })
    expect(timing({ due: at(-30) })).toEqual({ next_poll_at: now, late_since: null, reason: null })
  })

  it("says since when a due poll is late, and why none is coming", () => {
    const late = at(-POLL_LATE_AFTER_MS / 1000 - 1)
    expect(timing({ due: late })).toEqual({ next_poll_at: null, late_since: late, reason: "not_started" })
    expect(timing({ due: at(-49 * 60), importOrders: false })).toEqual({ next_poll_at: null, late_since: null, reason: "import_off" })
    expect(timing({ due: at(-49 * 60), configured: false })).toEqual({ next_poll_at: null, late_since: null, reason: "not_configured" })
    expect(timing({ due: at(-10), runningSince: at(-5) })).toEqual({ next_poll_at: null, late_since: null, reason: "running" })
  })
})
