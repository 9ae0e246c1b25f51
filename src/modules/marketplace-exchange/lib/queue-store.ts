import { generateEntityId } from "@medusajs/framework/utils"
import {
  backoffMs,
  CLAIM_SQL,
  ClaimedTask,
  ENQUEUE_CHUNK,
  ENQUEUE_SQL,
  HEARTBEAT_SQL,
  LEASE_MS,
  MAX_ATTEMPTS,
  PRIORITY,
  TASK_TABLE,
  TaskOutcome,
} from "./queue"
import { sql, SqlContext } from "./sql"
import { WORKER_ID } from "./worker-id"

/** The task queue's reads and writes, for the module service's methods (which give the context). */

/** Adds (or coalesces) one task per entity, a chunk of entities per statement; `delayMs` lets a burst of events settle. */
export async function enqueueTasks(
  context: SqlContext,
  kind: ClaimedTask["kind"],
  entityIds: string[],
  options: { delayMs?: number; batchId?: string; background?: boolean; payload?: Record<string, unknown> } = {}
) {
  // A Sync all's batch waits behind event work; a merchant's "Sync now" of some products does not.
  const priority = options.background ? PRIORITY.background : PRIORITY.urgent
  const ids = [...new Set(entityIds)]
  for (let start = 0; start < ids.length; start += ENQUEUE_CHUNK) {
    const rows = ids.slice(start, start + ENQUEUE_CHUNK).map((entity_id) => ({ id: generateEntityId(undefined, "mxtask"), entity_id }))
    await sql(context, ENQUEUE_SQL, [
      kind,
      options.delayMs ?? 0,
      options.batchId ?? null,
      priority,
      options.payload ? JSON.stringify(options.payload) : null,
      JSON.stringify(rows),
    ])
  }
}

/**
 * Saves a running task's progress in its payload (merged), only while this process holds it:
 * a worker taken over after a freeze never writes over the progress of the one that took it.
 */
export async function saveTaskProgress(context: SqlContext, id: string, progress: Record<string, unknown>, workerId = WORKER_ID) {
  const rows = await sql(
    context,
    `update ${TASK_TABLE} set payload = coalesce(payload, '{}'::jsonb) || ?::jsonb, locked_at = now(), updated_at = now()
     where id = ? and state = 'running' and locked_by = ? and deleted_at is null returning id`,
    [JSON.stringify(progress), id, workerId]
  )
  return rows.length > 0
}

// Bindings in the order the statement names them: urgent (live work, limit), background (live
// work, limit), expired (lease, live work, limit), this process, lease (update).
export const claimTasks = (context: SqlContext, limit: number, workerId = WORKER_ID) =>
  sql<ClaimedTask>(context, CLAIM_SQL, [LEASE_MS, limit, LEASE_MS, limit, LEASE_MS, LEASE_MS, limit, workerId, LEASE_MS])

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
