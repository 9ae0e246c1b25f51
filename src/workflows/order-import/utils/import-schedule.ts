/** Due when the merchant's interval has passed since the last run began (a little slack for the minute tick). */
export function isImportDue(lastImportAt: Date | null, intervalMinutes: number, now = new Date()): boolean {
  if (!lastImportAt) return true
  return now.getTime() - lastImportAt.getTime() >= intervalMinutes * 60_000 - 5_000
}

/** The import has failed for at least the merchant's alert threshold (import_alert_minutes). */
export function importFailingTooLong(failingSince: Date | null, alertMinutes: number, now = new Date()): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= alertMinutes * 60_000
}
