import { generateEntityId } from "@medusajs/framework/utils"
import {
  backoffMs,
  CLAIM_SQL,
  ClaimedTask,
  ENQUEUE_SQL,
  HEARTBEAT_SQL,
  LEASE_MS,
  MAX_ATTEMPTS,
  PRIORITY,
  TASK_OUTCOMES,
  TASK_TABLE,
  TaskOutcome,
} from "./queue"
import { countsByState, sql, SqlContext, StateCount } from "./sql"
import { WORKER_ID } from "./worker-id"

/** The task queue's reads and writes, for the module service's methods (which give the context). */

/** Adds (or coalesces) one task per entity; `delayMs` lets a burst of events settle. */
export async function enqueueTasks(
  context: SqlContext,
  kind: ClaimedTask["kind"],
  entityIds: string[],
  options: { delayMs?: number; batchId?: string; background?: boolean } = {}
) {
  // A Sync all's batch waits behind event work; a merchant's "Sync now" of some products does not.
  const priority = options.background ? PRIORITY.background : PRIORITY.urgent
  for (const entityId of new Set(entityIds)) {
    await sql(context, ENQUEUE_SQL, [
      generateEntityId(undefined, "mxtask"),
      kind,
      entityId,
      options.delayMs ?? 0,
      options.batchId ?? null,
      priority,
    ])
  }
}

// Bindings in the order the statement names them: lease (candidates), lease (live work),
// lease (locked row), limit, this process, lease (update).
export const claimTasks = (context: SqlContext, limit: number, workerId = WORKER_ID) =>
  sql<ClaimedTask>(context, CLAIM_SQL, [LEASE_MS, LEASE_MS, LEASE_MS, limit, workerId, LEASE_MS])

/** Renews a running task's lease; false when it is no longer this process's (closed, or taken over after a freeze). */
export async function heartbeat(context: SqlContext, id: string, workerId = WORKER_ID): Promise<boolean> {
  return (await sql(context, HEARTBEAT_SQL, [id, workerId])).length > 0
}

/**
 * Closes a task this process holds. A claim another worker took over (this one froze past its
 * lease) is left to that worker: its run, not this late one, decides how the task ends.
 */
const closeTask = (context: SqlContext, id: string, state: "done" | "failed", message: string | null, outcome: TaskOutcome | null = null) =>
  sql(
    context,
    `update ${TASK_TABLE} set state = ?, last_error = ?, outcome = ?, locked_at = null, locked_by = null, updated_at = now()
     where id = ? and locked_by = ?`,
    [state, message, outcome, id, WORKER_ID]
  )

/**
 * A task ran through: it is done with what it did (its outcome), and so are earlier tasks of
 * its entity that failed or whose worker died (this run did their work with the newer state).
 */
export async function completeTask(
  context: SqlContext,
  task: Pick<ClaimedTask, "id" | "kind" | "entity_id">,
  outcome: TaskOutcome | null = null
) {
  await closeTask(context, task.id, "done", null, outcome)
  await sql(
    context,
    `update ${TASK_TABLE} set state = 'done', outcome = 'superseded', locked_at = null, locked_by = null, updated_at = now()
     where kind = ? and entity_id = ? and id <> ? and deleted_at is null
       and (state = 'failed' or (state = 'running' and locked_at < now() - (? * interval '1 millisecond')))`,
    [task.kind, task.entity_id, task.id, LEASE_MS]
  )
}

/** Queues again every entity of this kind whose task failed (the merchant fixed the settings that stopped them). */
export async function requeueFailed(context: SqlContext, kind: ClaimedTask["kind"]): Promise<number> {
  const rows = await sql<{ entity_id: string }>(
    context,
    `select distinct entity_id from ${TASK_TABLE} where kind = ? and state = 'failed' and deleted_at is null`,
    [kind]
  )
  await enqueueTasks(
    context,
    kind,
    rows.map((r) => r.entity_id)
  )
  return rows.length
}

/**
 * A failed run: transient failures come back after a backoff until `maxAttempts`, permanent
 * ones (and exhausted ones) stay failed with the message. When newer work for the entity is
 * already pending, this task is superseded and simply closed.
 */
export async function failTask(
  context: SqlContext,
  task: ClaimedTask,
  message: string,
  permanent: boolean,
  maxAttempts = MAX_ATTEMPTS,
  backoffCapMs?: number
): Promise<"retry" | "failed" | "superseded"> {
  const [newer] = await sql<{ id: string }>(
    context,
    `select id from ${TASK_TABLE} where kind = ? and entity_id = ? and state = 'pending' and deleted_at is null`,
    [task.kind, task.entity_id]
  )
  if (newer) {
    await closeTask(context, task.id, "done", message, "superseded")
    // The newer task finishes this one's work: a batch follows it there.
    if (task.batch_id)
      await sql(context, `update ${TASK_TABLE} set batch_id = coalesce(batch_id, ?) where id = ?`, [task.batch_id, newer.id])
    return "superseded"
  }
  if (permanent || task.attempts >= maxAttempts) {
    await closeTask(context, task.id, "failed", message)
    return "failed"
  }
  const requeued = await sql(
    context,
    `update ${TASK_TABLE} set state = 'pending', last_error = ?, locked_at = null, locked_by = null,
       run_after = now() + (? * interval '1 millisecond'), updated_at = now()
     where id = ? and locked_by = ? returning id`,
    [message, backoffMs(task.attempts, Math.random, backoffCapMs), task.id, WORKER_ID]
  )
  // Not ours any more: the worker that took the task over runs it.
  return requeued.length ? "retry" : "superseded"
}

/** When the next waiting task is due (a retry after its backoff), or null when none waits. */
export async function nextDueAt(context: SqlContext): Promise<Date | null> {
  const [row] = await sql<{ due: Date | null }>(
    context,
    `select min(run_after) as due from ${TASK_TABLE} where state = 'pending' and deleted_at is null`,
    []
  )
  return row?.due ? new Date(row.due) : null
}

/** Forgets finished tasks after a while so the table stays small; failed ones stay visible. */
export async function pruneTasks(context: SqlContext, olderThanMs: number): Promise<number> {
  const rows = await sql<{ id: string }>(
    context,
    `delete from ${TASK_TABLE} where state = 'done' and updated_at < now() - (? * interval '1 millisecond') returning id`,
    [olderThanMs]
  )
  return rows.length
}

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
  /** Live running tasks by the process that holds them (`host:pid`): which server or worker is busy. */
  runningBy: Array<{ worker: string; running: number }>
}

/**
 * A task the service failed before: waiting for its next try, or being tried again right now
 * (its claim counted one more attempt). During an outage a retry runs about as long as it
 * waits, so leaving the running ones out would hide the outage half of the time.
 */
const RETRYING = `last_error is not null and ((state = 'pending' and attempts > 0)
  or (state = 'running' and attempts > 1 and locked_at >= now() - (? * interval '1 millisecond')))`

/** The queue at a glance: what waits and since when, what runs, what failed, and what waits for the service. */
export async function queueHealth(context: SqlContext): Promise<QueueHealth> {
  const [row] = await sql<{
    waiting: string
    running: string
    failed: string
    oldest: Date | null
    retrying: string
    retrying_since: Date | null
    last_error: string | null
  }>(
    context,
    `select count(*) filter (where state = 'pending') as waiting,
       count(*) filter (where state = 'running' and locked_at >= now() - (? * interval '1 millisecond')) as running,
       count(*) filter (where state = 'failed') as failed, min(created_at) filter (where state = 'pending') as oldest,
       count(*) filter (where ${RETRYING}) as retrying,
       min(created_at) filter (where ${RETRYING}) as retrying_since,
       (array_agg(last_error order by updated_at desc) filter (where ${RETRYING}))[1] as last_error
     from ${TASK_TABLE} where deleted_at is null`,
    [LEASE_MS, LEASE_MS, LEASE_MS, LEASE_MS]
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
    // Claims made before the column existed name no process.
    runningBy: byWorker.map((r) => ({ worker: r.worker ?? "unknown", running: Number(r.running) })),
  }
}

/**
 * The entity's work not yet done: a task waiting or running, with when it runs and why the
 * last try failed. Screens poll while there is some, so they change as soon as it is done.
 */
export async function pendingWorkOf(context: SqlContext, kind: ClaimedTask["kind"], entityId: string) {
  const [row] = await sql<{ state: "pending" | "running"; run_after: Date; last_error: string | null }>(
    context,
    `select state, run_after, last_error from ${TASK_TABLE}
     where kind = ? and entity_id = ? and deleted_at is null
       and (state = 'pending' or (state = 'running' and locked_at >= now() - (? * interval '1 millisecond')))
     order by (state = 'running') desc, run_after limit 1`,
    [kind, entityId, LEASE_MS]
  )
  return row ? { state: row.state, runAfter: new Date(row.run_after), lastError: row.last_error } : null
}

/** The entity's last finished run (done or failed, not superseded): what it did, when, and why it failed. */
export async function lastRunOf(context: SqlContext, kind: ClaimedTask["kind"], entityId: string) {
  const [row] = await sql<{ state: "done" | "failed"; outcome: TaskOutcome | null; updated_at: Date; last_error: string | null }>(
    context,
    `select state, outcome, updated_at, last_error from ${TASK_TABLE}
     where kind = ? and entity_id = ? and deleted_at is null and state in ('done', 'failed') and outcome is distinct from 'superseded'
     order by updated_at desc limit 1`,
    [kind, entityId]
  )
  return row ? { state: row.state, outcome: row.outcome, at: new Date(row.updated_at), error: row.last_error } : null
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
}

/**
 * Counts for the progress bar; per batch when given. A task superseded by a newer one of its
 * entity is not counted (the newer one carries the batch and is counted instead).
 */
export async function countTasks(context: SqlContext, batchId?: string): Promise<TaskCounts> {
  const scope = `deleted_at is null and outcome is distinct from 'superseded' ${batchId ? "and batch_id = ?" : ""}`
  const params = batchId ? [batchId] : []
  const [rows, [latest]] = await Promise.all([
    sql<StateCount & { outcome: string | null; retrying: string }>(
      context,
      `select state, outcome, count(*) as count,
         count(*) filter (where state in ('pending', 'running') and attempts > 0 and last_error is not null) as retrying
       from ${TASK_TABLE} where ${scope} group by state, outcome`,
      params
    ),
    sql<{ last_error: string }>(
      context,
      `select last_error from ${TASK_TABLE} where ${scope} and state <> 'done' and last_error is not null order by updated_at desc limit 1`,
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
  }
}
