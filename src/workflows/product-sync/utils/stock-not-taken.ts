/** A49: how long the service may answer `false` to a product's stock before the bell says so. */
export const STOCK_NOT_TAKEN_ALERT_MS = 15 * 60 * 1000

/**
 * Whether the service has not taken a product's stock for long enough to alert (A49): `since` is
 * the snapshot's `stockNotTakenSince` (none: the stock was taken).
 */
export function stockNotTakenTooLong(since: string | undefined, now: Date): boolean {
  if (!since) return false
  const started = Date.parse(since)
  return Number.isFinite(started) && now.getTime() - started >= STOCK_NOT_TAKEN_ALERT_MS
}
