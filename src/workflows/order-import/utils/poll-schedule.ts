/**
 * When the order poll runs: every `order_poll_seconds`, and while the service fails,
 * twice as long after each failure in a row, up to MAX_BACKOFF_MS, so a service that is down is
 * not asked 4,320 times a day; the first poll that goes through brings the interval back.
 */

/** The longest wait between polls while the service fails (unless the merchant's interval is longer). */
export const MAX_BACKOFF_MS = 15 * 60_000

/** The wait after `failures` failed polls in a row (0: the interval). */
export function pollDelayMs(intervalSeconds: number, failures: number): number {
  const interval = intervalSeconds * 1000
  if (failures <= 0) return interval
  return Math.max(interval, Math.min(interval * 2 ** Math.min(failures, 20), MAX_BACKOFF_MS))
}

/** When the next poll is due: the backoff's time while failing, else the interval after the last poll; null: at the next tick. */
export function nextPollDue(state: { lastPollAt: Date | null; nextPollAt: Date | null }, intervalSeconds: number): Date | null {
  if (state.nextPollAt) return state.nextPollAt
  if (!state.lastPollAt) return null
  return new Date(state.lastPollAt.getTime() + intervalSeconds * 1000)
}

/** The import has failed for at least the merchant's alert threshold (import_alert_minutes). */
export function importFailingTooLong(failingSince: Date | null, alertMinutes: number, now = new Date()): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= alertMinutes * 60_000
}

/** How long a due poll may wait for the scheduler's tick and a free place in the queue before it counts as late. */
export const POLL_LATE_AFTER_MS = 60_000

export type PollTiming = {
  /** When the next poll runs: never in the past (a due poll is "now"); null when none will run, or it is late. */
  next_poll_at: Date | null
  /** Since when a due poll has not started. */
  late_since: Date | null
  /** Why no poll is coming or it is late: the import switched off, the connection incomplete, a poll running, or none started. */
  reason: "import_off" | "not_configured" | "running" | "not_started" | null
}

/**
 * The order poll's timing as the health panel says it, from one snapshot: a due time
 * in the past is "now" for a minute, then "late since …" with the reason, never a next poll in
 * the past; no next poll at all while the import is off or the connection incomplete.
 */
export function pollTiming(input: {
  due: Date | null
  now: Date
  importOrders: boolean
  configured: boolean
  runningSince: Date | null
}): PollTiming {
  const none = (reason: PollTiming["reason"]): PollTiming => ({ next_poll_at: null, late_since: null, reason })
  if (!input.importOrders) return none("import_off")
  if (!input.configured) return none("not_configured")
  if (input.runningSince) return none("running")
  const { due, now } = input
  if (!due || due.getTime() >= now.getTime()) return { next_poll_at: due ?? now, late_since: null, reason: null }
  if (now.getTime() - due.getTime() <= POLL_LATE_AFTER_MS) return { next_poll_at: now, late_since: null, reason: null }
  return { next_poll_at: null, late_since: due, reason: "not_started" }
}
