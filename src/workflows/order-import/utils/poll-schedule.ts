/**
 * When the order poll runs (issue 18): every `order_poll_seconds`, and while the service fails,
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
