/**
 * How the move-in scan reads the account's variations (A53): the set-level feed
 * (`GET ProductVariations`, A43), or each variation set's through its product
 * (`Products(<Id>L)/ProductVariations`) once the service refused that feed. Learned per
 * connection (settings-view.ts connectionKey), by a scan or by a test of the feed, and kept on
 * the run-state row (models/run-state.ts `scan_variation_reading`).
 */
export type ScanVariationForm = "set" | "per_product"

export interface ScanVariationReading {
  form: ScanVariationForm
  /** When this form was learned on the connection (ISO); a form recorded again keeps its time. */
  since: string
  /** What the service answered when it refused the feed; null for `set`. */
  reason: string | null
}

/** As stored: with the connection it was learned on. */
export type StoredScanVariationReading = ScanVariationReading & { connection: string }

const FORMS: readonly string[] = ["set", "per_product"]

/** The stored reading, when it was learned on `connection`: another connection is another account, read as new. */
export function scanVariationReadingOf(stored: unknown, connection: string | undefined): ScanVariationReading | null {
  const value = stored as Partial<StoredScanVariationReading> | null | undefined
  if (!value || connection === undefined || value.connection !== connection || !FORMS.includes(String(value.form))) return null
  return { form: value.form as ScanVariationForm, since: String(value.since), reason: value.reason ?? null }
}

/**
 * The record to store for a reading learned now on `connection`: the same form on the same
 * connection keeps the time it was first learned (the health view says "since"), with the newest reason.
 */
export function nextScanVariationReading(
  stored: unknown,
  learned: { form: ScanVariationForm; reason?: string | null },
  connection: string,
  now: Date
): StoredScanVariationReading {
  const before = scanVariationReadingOf(stored, connection)
  const since = before?.form === learned.form ? before.since : now.toISOString()
  return { form: learned.form, since, reason: learned.form === "set" ? null : (learned.reason ?? null), connection }
}
