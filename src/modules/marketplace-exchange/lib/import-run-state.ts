import type { CodedMessage } from "../../../messages"
import { FIRST_ACCOUNT_ID } from "./first-account"

/** The first account's run-state row id (models/run-state.ts): the row the store had while it held one account. */
export const RUN_STATE_ID = "mxrun_default"

/**
 * Each account's run-state row id: one row per account (unique on account_id), so one account's
 * poll schedule, import health and learned order filter never meet another's. The first account
 * keeps the row it always had; another's id is derived from its own, so a write needs no read first.
 */
export function runStateIdOf(accountId: string): string {
  return accountId === FIRST_ACCOUNT_ID ? RUN_STATE_ID : `mxrun_${accountId}`
}

/** How the order poll asks its question (A31), as the polling process learned it. */
export type OrderFilterState = { form: "joined" | "separate"; since: string | null; reason: string | null }

/** The run-state row as stored: only the jobs write it. */
export type StoredRunState = {
  id: string
  account_id?: string
  account_check?: unknown
  /** How the move-in scan reads variations, with its connection (A53, scan-variation-reading.ts). */
  scan_variation_reading?: unknown
  import_failing_since?: Date | null
  last_poll_at?: Date | null
  poll_failures?: number
  next_poll_at?: Date | null
  poll_order_filter?: OrderFilterState | null
  /** The connection the filter's form was learned on (settings-view.ts connectionKey). */
  poll_order_filter_connection?: string | null
  last_import_at?: Date | null
  last_import_error?: string | null
  last_import_error_words?: CodedMessage | null
  orders_changed_cursor?: Date | null
  reconciled_at?: Date | null
  reconcile_report?: Record<string, unknown> | null
}

/** How the order import went, for the schedule and the health view. */
export interface ImportRunState {
  lastImportAt: Date | null
  lastImportError: string | null
  /** The same as a code of src/messages; null for an error stored before codes. */
  lastImportErrorWords: CodedMessage | null
  ordersChangedCursor: Date | null
  /** When the import started failing; null while it works. */
  failingSince: Date | null
  /** Start of the last poll. */
  lastPollAt: Date | null
  /** Polls failed in a row (the backoff's exponent). */
  pollFailures: number
  /** While backing off: when the next poll is due. */
  nextPollAt: Date | null
  /**
   * How the last poll asked for orders (A31), as the polling process knows it; null before the
   * first, and when the connection it was learned on is no longer the stored one (then the next
   * poll asks the joined question again).
   */
  orderFilter: OrderFilterState | null
}

/**
 * The run state as the jobs and the health view use it. The order filter's form needs the key of
 * the stored connection (settings-view.ts connectionKey) to be told: without it, it is null.
 */
export function importRunStateOf(stored: StoredRunState | undefined, connection?: string): ImportRunState {
  const learnedHere = connection !== undefined && stored?.poll_order_filter_connection === connection
  return {
    lastImportAt: stored?.last_import_at ? new Date(stored.last_import_at) : null,
    lastImportError: stored?.last_import_error ?? null,
    lastImportErrorWords: stored?.last_import_error_words ?? null,
    ordersChangedCursor: stored?.orders_changed_cursor ? new Date(stored.orders_changed_cursor) : null,
    failingSince: stored?.import_failing_since ? new Date(stored.import_failing_since) : null,
    lastPollAt: stored?.last_poll_at ? new Date(stored.last_poll_at) : null,
    pollFailures: stored?.poll_failures ?? 0,
    nextPollAt: stored?.next_poll_at ? new Date(stored.next_poll_at) : null,
    orderFilter: learnedHere ? (stored?.poll_order_filter ?? null) : null,
  }
}

export function importRunStateChanges(input: Partial<ImportRunState>): Partial<StoredRunState> {
  const changes: Partial<StoredRunState> = {}
  if (input.lastImportAt !== undefined) changes.last_import_at = input.lastImportAt
  if (input.lastImportError !== undefined) changes.last_import_error = input.lastImportError
  if (input.lastImportErrorWords !== undefined) changes.last_import_error_words = input.lastImportErrorWords
  if (input.ordersChangedCursor !== undefined) changes.orders_changed_cursor = input.ordersChangedCursor
  if (input.failingSince !== undefined) changes.import_failing_since = input.failingSince
  if (input.lastPollAt !== undefined) changes.last_poll_at = input.lastPollAt
  if (input.pollFailures !== undefined) changes.poll_failures = input.pollFailures
  if (input.nextPollAt !== undefined) changes.next_poll_at = input.nextPollAt
  return changes
}

/** When the listings were last reconciled, and what that found and did. */
export function reconcileReportOf(stored: StoredRunState | undefined): { at: Date | null; report: Record<string, unknown> | null } {
  return { at: stored?.reconciled_at ? new Date(stored.reconciled_at) : null, report: stored?.reconcile_report ?? null }
}
