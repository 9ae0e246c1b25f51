import { generateEntityId } from "@medusajs/framework/utils"
import { backoffMs, CLAIM_SQL, ClaimedTask, ENQUEUE_SQL, HEARTBEAT_SQL, LEASE_MS, MAX_ATTEMPTS, TASK_TABLE } from "./queue"
import { countsByState, sql, SqlContext, StateCount } from "./sql"

/** The task queue's reads and writes, for the module service's methods (which give the context). */

/** Adds (or coalesces) one task per entity; `delayMs` lets a burst of events settle. */
export async function enqueueTasks(context: SqlContext, kind: ClaimedTask["kind"], entityIds: string[], options: { delayMs?: number; batchId?: string } = {}) {
  for (const entityId of new Set(entityIds)) {
    await sql(context, ENQUEUE_SQL, [generateEntityId(undefined, "mxtask"), kind, entityId, options.delayMs ?? 0, options.batchId ?? null])
  }
}

// Bindings in the order the statement names them: lease (candidates), lease (live work), lease (locked row), limit, lease (update).
export const claimTasks = (context: SqlContext, limit: number) => sql<ClaimedTask>(context, CLAIM_SQL, [LEASE_MS, LEASE_MS, LEASE_MS, limit, LEASE_MS])

/** Renews a running task's lease; false when it is no longer running (closed, or taken over after a freeze). */
export async function heartbeat(context: SqlContext, id: string): Promise<boolean> {
  return (await sql(context, HEARTBEAT_SQL, [id])).length > 0
}

const closeTask = (context: SqlContext, id: string, state: "done" | "failed", message: string | null) =>
  sql(context, `update ${TASK_TABLE} set state = ?, last_error = ?, locked_at = null, updated_at = now() where id = ?`, [state, message, id])

/**
 * A task ran through: it is done, and so are earlier tasks of its entity that failed or whose
 * worker died (this run did their work with the newer state).
 */
export async function completeTask(context: SqlContext, task: Pick<ClaimedTask, "id" | "kind" | "entity_id">) {
  await closeTask(context, task.id, "done", null)
  await sql(
    context,
    `update ${TASK_TABLE} set state = 'done', locked_at = null, updated_at = now()
     where kind = ? and entity_id = ? and id <> ? and deleted_at is null
       and (state = 'failed' or (state = 'running' and locked_at < now() - (? * interval '1 millisecond')))`,
    [task.kind, task.entity_id, task.id, LEASE_MS]
  )
}

/** Queues again every entity of this kind whose task failed (the merchant fixed the settings that stopped them). */
export async function requeueFailed(context: SqlContext, kind: ClaimedTask["kind"]): Promise<number> {
  const rows = await sql<{ entity_id: string }>(context, `select distinct entity_id from ${TASK_TABLE} where kind = ? and state = 'failed' and deleted_at is null`, [kind])
  await enqueueTasks(context, kind, rows.map((r) => r.entity_id))
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
  const [newer] = await sql<{ id: string }>(context, `select id from ${TASK_TABLE} where kind = ? and entity_id = ? and state = 'pending' and deleted_at is null`, [task.kind, task.entity_id])
  if (newer) {
    await closeTask(context, task.id, "done", message)
    return "superseded"
  }
  if (permanent || task.attempts >= maxAttempts) {
    await closeTask(context, task.id, "failed", message)
    return "failed"
  }
  await sql(context, `update ${TASK_TABLE} set state = 'pending', last_error = ?, locked_at = null, run_after = now() + (? * interval '1 millisecond'), updated_at = now() where id = ?`, [message, backoffMs(task.attempts, Math.random, backoffCapMs), task.id])
  return "retry"
}

/** When the next waiting task is due (a retry after its backoff), or null when none waits. */
export async function nextDueAt(context: SqlContext): Promise<Date | null> {
  const [row] = await sql<{ due: Date | null }>(context, `select min(run_after) as due from ${TASK_TABLE} where state = 'pending' and deleted_at is null`, [])
  return row?.due ? new Date(row.due) : null
}

/** Forgets finished tasks after a while so the table stays small; failed ones stay visible. */
export async function pruneTasks(context: SqlContext, olderThanMs: number): Promise<number> {
  const rows = await sql<{ id: string }>(context, `delete from ${TASK_TABLE} where state = 'done' and updated_at < now() - (? * interval '1 millisecond') returning id`, [olderThanMs])
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
  const [row] = await sql<{ waiting: string; running: string; failed: string; oldest: Date | null; retrying: string; retrying_since: Date | null; last_error: string | null }>(
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
  const date = (value: Date | null | undefined) => (value ? new Date(value) : null)
  return {
    waiting: Number(row?.waiting ?? 0),
    running: Number(row?.running ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestWaitingSince: date(row?.oldest),
    retrying: Number(row?.retrying ?? 0),
    retryingSince: date(row?.retrying_since),
    lastError: row?.last_error ?? null,
  }
}

/** Counts by state, for the progress bar; per batch when given. */
export async function countTasks(context: SqlContext, batchId?: string) {
  const rows = await sql<StateCount>(
    context,
    `select state, count(*) as count from ${TASK_TABLE} where deleted_at is null ${batchId ? "and batch_id = ?" : ""} group by state`,
    batchId ? [batchId] : []
  )
  return countsByState(rows, ["pending", "running", "done", "failed"] as const)
}
