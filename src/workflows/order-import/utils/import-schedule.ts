/** Due when the merchant's interval has passed since the last run began (a little slack for the minute tick). */
export function isImportDue(lastImportAt: Date | null, intervalMinutes: number, now = new Date()): boolean {
  if (!lastImportAt) return true
  return now.getTime() - lastImportAt.getTime() >= intervalMinutes * 60_000 - 5_000
}
