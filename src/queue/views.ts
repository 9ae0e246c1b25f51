import { InjectManager, MedusaContext } from "@medusajs/framework/utils"
import type { CodedMessage } from "../messages/types"
import { BATCH_RESULTS_SQL, ClaimedTask, type TaskBatchRow, LEASE_MS, TASK_BY_ID_SQL, TASK_OUTCOMES, TASK_TABLE, TaskOutcome } from "./sql"
import { countsByState, sql, SqlContext, StateCount } from "../modules/marketplace-exchange/lib/sql"
import type { Constructor, ServiceBase } from "../modules/marketplace-exchange/service/base"

/** The queue at a glance: tasks waiting and running, failed ones, and since when the oldest waits. */
export interface QueueHealth {
  waiting: number
  running: number
  failed: number
  oldestWaitingSince: Date | null
  /** Tasks waiting to be tried again after the service failed them. */
  retrying: number
  /** Since when the oldest of those has waited for the service. */
  retryingSince: Date | null
  lastError: string | null
  /** The same in the merchant's words; null for a task of an older version. */
  lastErrorWords: CodedMessage | null
  /** Live running tasks by the process that holds them (`host:pid`): which server or worker is busy. */
  runningBy: Array<{ worker: string; running: number }>
}

/** A batch's (or the whole queue's) tasks: by state, done ones by what they did, and those waiting for the service. */
export interface TaskCounts {
  pending: number
  running: number
  done: number
  failed: number
  outcomes: Record<Exclude<TaskOutcome, "superseded">, number>
  /** Waiting for another try after the service failed them; the newest reason of any not done. */
  retrying: number
  last_error: string | null
  last_error_words: CodedMessage | null
}

/**
 * A task the service failed before: waiting for its next try, or being tried again right now
 * (its claim counted one more attempt). During an outage a retry runs about as long as it
 * waits, so leaving the running ones out would hide the outage half of the time.
 */
const RETRYING = `last_error is not null and ((state = 'pending' and attempts > 0)
  or (state = 'running' and attempts > 1 and locked_at >= now() - (? * interval '1 millisecond')))`

/** What the admin reads of the queue: its health, a batch's progress, an entity's pending work and last run. */
export const WithQueueViews = <T extends Constructor<ServiceBase>>(Base: T) => {
  class QueueViews extends Base {
    /**
     * The queue at a glance: what waits and since when, what runs, what failed, and what waits for
     * the service. `leaveOut`: kinds that are not sync work (the periodic checks, as the registry says).
     */
    @InjectManager()
    async queueHealth(leaveOut: string[] = [], @MedusaContext() context: SqlContext = {}): Promise<QueueHealth> {
      const [row] = await sql<{
        waiting: string
        running: string
        failed: string
        oldest: Date | null
        retrying: string
        retrying_since: Date | null
        last_error: string | null
        last_error_words: CodedMessage | null
      }>(
        context,
        `select count(*) filter (where state = 'pending') as waiting,
           count(*) filter (where state = 'running' and locked_at >= now() - (? * interval '1 millisecond')) as running,
           count(*) filter (where state = 'failed') as failed, min(created_at) filter (where state = 'pending') as oldest,
           count(*) filter (where ${RETRYING}) as retrying,
           min(created_at) filter (where ${RETRYING}) as retrying_since,
           (array_agg(last_error order by updated_at desc) filter (where ${RETRYING}))[1] as last_error,
           (array_agg(last_error_words order by updated_at desc) filter (where ${RETRYING}))[1] as last_error_words
         from ${TASK_TABLE} where deleted_at is null and kind not in (select jsonb_array_elements_text(?::jsonb))`,
        [LEASE_MS, LEASE_MS, LEASE_MS, LEASE_MS, LEASE_MS, JSON.stringify(leaveOut)]
      )
      const byWorker = await sql<{ worker: string | null; running: string }>(
        context,
        `select locked_by as worker, count(*) as running from ${TASK_TABLE}
         where deleted_at is null and state = 'running' and locked_at >= now() - (? * interval '1 millisecond')
         group by locked_by order by locked_by`,
        [LEASE_MS]
      )
      const date = (value: Date | null | undefined) => (value ? new Date(value) : null)
      return {
        waiting: Number(row?.waiting ?? 0),
        running: Number(row?.running ?? 0),
        failed: Number(row?.failed ?? 0),
        oldestWaitingSince: date(row?.oldest),
        retrying: Number(row?.retrying ?? 0),
        retryingSince: date(row?.retrying_since),
        lastError: row?.last_error ?? null,
        lastErrorWords: row?.last_error_words ?? null,
        // Claims made before the column existed name no process.
        runningBy: byWorker.map((r) => ({ worker: r.worker ?? "unknown", running: Number(r.running) })),
      }
    }

    /**
     * The sync work that waits or runs, per account (the health tiles of a store with several
     * accounts); `leaveOut` as for queueHealth. Accounts with none are left out.
     */
    @InjectManager()
    async queueWorkByAccount(leaveOut: string[] = [], @MedusaContext() context: SqlContext = {}): Promise<Map<string, number>> {
      const rows = await sql<{ account_id: string; work: string }>(
        context,
        `select account_id, count(*) as work from ${TASK_TABLE}
         where deleted_at is null and kind not in (select jsonb_array_elements_text(?::jsonb))
           and (state = 'pending' or (state = 'running' and locked_at >= now() - (? * interval '1 millisecond')))
         group by account_id`,
        [JSON.stringify(leaveOut), LEASE_MS]
      )
      return new Map(rows.map((row) => [row.account_id, Number(row.work)]))
    }

    /**
     * Counts for the progress bar; per batch when given. A task superseded by a newer one of its
     * entity is not counted (the newer one carries the batch and is counted instead). The kinds
     * come from the flows' registry: `periodic` checks are left out; a `batchStarter` (Sync all's
     * own task, keyed by its batch id) is no work of the batch but says how much is still to be queued.
     */
    @InjectManager()
    async countTasks(
      batchId?: string,
      kinds: { periodic?: string[]; batchStarters?: string[] } = {},
      @MedusaContext() context: SqlContext = {}
    ): Promise<TaskCounts & { known: boolean }> {
      const starters = kinds.batchStarters ?? []
      const counts = await countBatchWork(context, batchId, kinds.periodic ?? [], starters)
      const queuing = batchId ? await batchStarterOf(context, batchId, starters) : null
      const total = counts.pending + counts.running + counts.done + counts.failed
      if (!queuing) return { ...counts, known: total > 0 }
      // A Sync all still queuing its products: those not yet queued wait (or, when it failed, failed
      // with it), so the progress bar starts at the catalog's size and never runs backwards.
      const missing = Math.max(0, queuing.expected - total)
      if (queuing.state === "failed") return { ...counts, failed: counts.failed + missing, ...lastErrorOf(queuing), known: true }
      if (queuing.state === "done") return { ...counts, known: true }
      return { ...counts, pending: counts.pending + missing, ...(counts.last_error ? {} : lastErrorOf(queuing)), known: true }
    }

    /** A task by id, whatever its kind (a caller waiting on the task it queued); null once pruned. */
    @InjectManager()
    async taskById(id: string, @MedusaContext() context: SqlContext = {}) {
      const [row] = await sql<{
        state: "pending" | "running" | "done" | "failed"
        payload: Record<string, unknown> | null
        last_error: string | null
        last_error_words: CodedMessage | null
      }>(context, TASK_BY_ID_SQL, [id])
      return row ?? null
    }

    /** The tasks of a batch of one kind (a poll's sales orders, a Retry's one), by state and by what their runs did (BATCH_RESULTS_SQL). */
    @InjectManager()
    async batchResults(batchId: string, kind: ClaimedTask["kind"], @MedusaContext() context: SqlContext = {}): Promise<TaskBatchRow[]> {
      return sql<TaskBatchRow>(context, BATCH_RESULTS_SQL, [batchId, kind])
    }

    /**
     * The entity's work in the queue: a task waiting or running, with when it runs and why the last
     * try failed (screens poll while there is some, so they change as soon as it is done), and its
     * last finished run (done or failed, not superseded): what it did, when, why it failed, and
     * what its kind kept of it (`kept`, the payload).
     */
    @InjectManager()
    async taskStatusOf(kind: ClaimedTask["kind"], accountId: string, entityId: string, @MedusaContext() context: SqlContext = {}) {
      const [[pending], [lastRun]] = await Promise.all([
        sql<{ state: "pending" | "running"; run_after: Date; last_error: string | null; last_error_words: CodedMessage | null }>(
          context,
          `select state, run_after, last_error, last_error_words from ${TASK_TABLE}
           where kind = ? and account_id = ? and entity_id = ? and deleted_at is null
             and (state = 'pending' or (state = 'running' and locked_at >= now() - (? * interval '1 millisecond')))
           order by (state = 'running') desc, run_after limit 1`,
          [kind, accountId, entityId, LEASE_MS]
        ),
        sql<{
          state: "done" | "failed"
          outcome: TaskOutcome | null
          updated_at: Date
          last_error: string | null
          last_error_words: CodedMessage | null
          payload: Record<string, unknown> | null
        }>(
          context,
          `select state, outcome, updated_at, last_error, last_error_words, payload from ${TASK_TABLE}
           where kind = ? and account_id = ? and entity_id = ? and deleted_at is null and state in ('done', 'failed')
             and outcome is distinct from 'superseded'
           order by updated_at desc limit 1`,
          [kind, accountId, entityId]
        ),
      ])
      return {
        pending: pending
          ? {
              state: pending.state,
              runAfter: new Date(pending.run_after),
              lastError: pending.last_error,
              lastErrorWords: pending.last_error_words,
            }
          : null,
        lastRun: lastRun
          ? {
              state: lastRun.state,
              outcome: lastRun.outcome,
              at: new Date(lastRun.updated_at),
              error: lastRun.last_error,
              errorWords: lastRun.last_error_words,
              kept: lastRun.payload,
            }
          : null,
      }
    }
  }
  return QueueViews
}

/** A batch's own task (Sync all's, keyed by its batch id): its state and how many it found to queue. */
async function batchStarterOf(context: SqlContext, batchId: string, starters: string[]) {
  if (!starters.length) return null
  const [row] = await sql<{ state: string; expected: string | null; last_error: string | null; last_error_words: CodedMessage | null }>(
    context,
    `select state, payload->>'expected' as expected, last_error, last_error_words from ${TASK_TABLE}
     where kind in (select jsonb_array_elements_text(?::jsonb)) and entity_id = ? and deleted_at is null
     order by created_at desc limit 1`,
    [JSON.stringify(starters), batchId]
  )
  return row
    ? { state: row.state, expected: Number(row.expected ?? 0), last_error: row.last_error, last_error_words: row.last_error_words }
    : null
}

/** A task's last error in both forms, for a count's `last_error` and `last_error_words`. */
const lastErrorOf = (row: { last_error: string | null; last_error_words: CodedMessage | null }) => ({
  last_error: row.last_error,
  last_error_words: row.last_error_words,
})

async function countBatchWork(
  context: SqlContext,
  batchId: string | undefined,
  leaveOut: string[],
  starters: string[]
): Promise<TaskCounts> {
  // A batch counts its work (its own starting task is told apart above); the whole queue counts
  // a batch still queuing as work waiting or running, a finished one not at all. The periodic
  // checks (`leaveOut`) are the queue's work too, but not sync work: the progress bar leaves them out.
  const starter = "kind in (select jsonb_array_elements_text(?::jsonb))"
  const kinds = batchId
    ? `not ${starter}`
    : `kind not in (select jsonb_array_elements_text(?::jsonb)) and (not ${starter} or state in ('pending', 'running'))`
  const scope = `deleted_at is null and ${kinds} and outcome is distinct from 'superseded' ${batchId ? "and batch_id = ?" : ""}`
  const params = batchId ? [JSON.stringify(starters), batchId] : [JSON.stringify(leaveOut), JSON.stringify(starters)]
  const [rows, [latest]] = await Promise.all([
    sql<StateCount & { outcome: string | null; retrying: string }>(
      context,
      `select state, outcome, count(*) as count,
         count(*) filter (where state in ('pending', 'running') and attempts > 0 and last_error is not null) as retrying
       from ${TASK_TABLE} where ${scope} group by state, outcome`,
      params
    ),
    sql<{ last_error: string; last_error_words: CodedMessage | null }>(
      context,
      `select last_error, last_error_words from ${TASK_TABLE}
       where ${scope} and state <> 'done' and last_error is not null order by updated_at desc limit 1`,
      params
    ),
  ])
  const byState = countsByState(
    Object.values(
      rows.reduce<Record<string, StateCount>>((sum, row) => {
        sum[row.state] = { state: row.state, count: String(Number(sum[row.state]?.count ?? 0) + Number(row.count)) }
        return sum
      }, {})
    ),
    ["pending", "running", "done", "failed"] as const
  )
  const outcomes = Object.fromEntries(TASK_OUTCOMES.filter((o) => o !== "superseded").map((o) => [o, 0])) as TaskCounts["outcomes"]
  for (const row of rows) {
    // A done task from before outcomes were recorded counts as sent, as it was shown then.
    const outcome = (row.outcome ?? "sent") as keyof TaskCounts["outcomes"]
    if (row.state === "done" && outcome in outcomes) outcomes[outcome] += Number(row.count)
  }
  return {
    ...byState,
    outcomes,
    retrying: rows.reduce((sum, row) => sum + Number(row.retrying), 0),
    last_error: latest?.last_error ?? null,
    last_error_words: latest?.last_error_words ?? null,
  }
}
