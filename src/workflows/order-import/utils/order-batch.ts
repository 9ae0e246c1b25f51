import type { TaskBatchRow } from "../../../modules/marketplace-exchange/types"

/** Why a poll read no further page (the rest comes with the next poll), or null. */
export type PollStop = "page_limit" | "time_budget" | "lease_lost" | null

/** What a poll queued: the orders of the feed that were news, all orders queued (with unfinished ones), and where it stopped. */
export interface PollFound {
  fetched: number
  queued: number
  stopped: PollStop
}

/** What an import (a poll and the order tasks it queued) did, as Import now answers it. */
export interface OrderImportSummary {
  /** Orders of the feed that were news. */
  fetched: number
  created: number
  resumed: number
  parked: number
  skipped: number
  /** Imports that failed: their tasks try again after a backoff. */
  failed: number
  /** Changes taken over from orders imported earlier (payment on the marketplace). */
  changed: number
  /** Orders the service no longer holds (404): closed, not asked again. */
  closed: number
  /** Why the poll stopped before the end of the feed (the rest comes with the next poll), or null. */
  stopped: PollStop
}

const COUNTED = ["created", "resumed", "parked", "skipped", "failed", "changed", "closed"] as const

/**
 * The summary of a poll's batch of sales-order tasks, and whether the batch is done: every task
 * ran (one whose run failed and that waits out its backoff counts as failed, and is done for
 * this answer; one superseded by a newer task of its order is not in the rows).
 */
export function batchSummary(found: PollFound, rows: TaskBatchRow[]): { summary: OrderImportSummary; done: boolean } {
  const summary: OrderImportSummary = {
    fetched: found.fetched,
    created: 0,
    resumed: 0,
    parked: 0,
    skipped: 0,
    failed: 0,
    changed: 0,
    closed: 0,
    stopped: found.stopped,
  }
  let done = true
  for (const row of rows) {
    if (row.state === "running" || (row.state === "pending" && !row.retrying)) done = false
    else if (row.state === "failed" || (row.retrying && !row.result)) summary.failed += row.count
    else if ((COUNTED as readonly string[]).includes(row.result ?? "")) summary[row.result as (typeof COUNTED)[number]] += row.count
  }
  return { summary, done }
}

/**
 * What the one task of a Retry came to (its batch, queued with its result cleared): its run's
 * result; `failed` once it failed and kept for good, or a run since the Retry failed and waits
 * out its backoff (its result says so); null while it is still to run or runs. A waiting task
 * whose earlier run failed is still to run: the Retry made it due.
 */
export function retryResult(rows: TaskBatchRow[]): string | null {
  const row = rows[0]
  if (!row || row.state === "running") return null
  if (row.state === "failed") return "failed"
  if (row.state === "pending") return row.result ?? null
  return row.result ?? "unchanged"
}
