import type { StoredSettings } from "./settings-view"

/** How the order poll asks its question (A31), as the polling process learned it. */
export type OrderFilterState = { form: "joined" | "separate"; since: string | null; reason: string | null }

/** How the order import went, for the schedule and the health view. */
export interface ImportRunState {
  lastImportAt: Date | null
  lastImportError: string | null
  ordersChangedCursor: Date | null
  /** When the import started failing; null while it works. */
  failingSince: Date | null
  /** Start of the last poll. */
  lastPollAt: Date | null
  /** Polls failed in a row (the backoff's exponent). */
  pollFailures: number
  /** While backing off: when the next poll is due. */
  nextPollAt: Date | null
  /** How the last poll asked for orders (A31), as the polling process knows it; null before the first. */
  orderFilter: OrderFilterState | null
}

export function importRunStateOf(stored: StoredSettings | undefined): ImportRunState {
  return {
    lastImportAt: stored?.last_import_at ? new Date(stored.last_import_at) : null,
    lastImportError: stored?.last_import_error ?? null,
    ordersChangedCursor: stored?.orders_changed_cursor ? new Date(stored.orders_changed_cursor) : null,
    failingSince: stored?.import_failing_since ? new Date(stored.import_failing_since) : null,
    lastPollAt: stored?.last_poll_at ? new Date(stored.last_poll_at) : null,
    pollFailures: stored?.poll_failures ?? 0,
    nextPollAt: stored?.next_poll_at ? new Date(stored.next_poll_at) : null,
    orderFilter: stored?.poll_order_filter ?? null,
  }
}

export function importRunStateChanges(input: Partial<ImportRunState>): Partial<StoredSettings> {
  const changes: Partial<StoredSettings> = {}
  if (input.lastImportAt !== undefined) changes.last_import_at = input.lastImportAt
  if (input.lastImportError !== undefined) changes.last_import_error = input.lastImportError
  if (input.ordersChangedCursor !== undefined) changes.orders_changed_cursor = input.ordersChangedCursor
  if (input.failingSince !== undefined) changes.import_failing_since = input.failingSince
  if (input.lastPollAt !== undefined) changes.last_poll_at = input.lastPollAt
  if (input.pollFailures !== undefined) changes.poll_failures = input.pollFailures
  if (input.nextPollAt !== undefined) changes.next_poll_at = input.nextPollAt
  return changes
}
