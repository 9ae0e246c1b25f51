import os from "os"
import { generateEntityId } from "@medusajs/framework/utils"
import { deadLocalWorkers, MISSED_HEARTBEATS_MS } from "./dead-local-workers"
import { ClaimedTask, ENQUEUE_CHUNK, ENQUEUE_SQL, LEASE_MS, PRIORITY, TASK_TABLE, TaskClaim, TaskFailure, TaskOutcome } from "./sql"
import { sql, SqlContext } from "../modules/marketplace-exchange/lib/sql"
import { WORKER_ID } from "./worker-id"
import { FIRST_ACCOUNT_ID } from "../modules/marketplace-exchange/types"

/* The queue layer's statements that more than one of its methods runs (tasks.ts). */

/** Adds (or coalesces) one task per entity of one account (the first when not named), a chunk of entities per statement (ENQUEUE_SQL). */
export async function enqueueTasks(
  context: SqlContext,
  kind: ClaimedTask["kind"],
  entityIds: string[],
  options: {
    /** The account the tasks work for; the first account's when left out. */
    accountId?: string
    delayMs?: number
    batchId?: string
    background?: boolean
    payload?: Record<string, unknown>
    payloadOf?: (entityId: string) => Record<string, unknown> | undefined
    /** A task waiting out a retry's backoff keeps its time (ENQUEUE_SQL). */
    keepBackoff?: boolean
    /** Nothing is queued for an entity whose run is live (ENQUEUE_SQL). */
    unlessRunning?: boolean
  } = {}
): Promise<string[]> {
  // A Sync all's batch waits behind event work; a merchant's "Sync now" of some products does not.
  const priority = options.background ? PRIORITY.background : PRIORITY.urgent
  const accountId = options.accountId ?? FIRST_ACCOUNT_ID
  const ids = [...new Set(entityIds)]
  const queued: string[] = []
  for (let start = 0; start < ids.length; start += ENQUEUE_CHUNK) {
    const rows = ids
      .slice(start, start + ENQUEUE_CHUNK)
      .map((entity_id) => ({ id: generateEntityId(undefined, "mxtask"), entity_id, payload: options.payloadOf?.(entity_id) ?? null }))
    const answered = await sql<{ id: string }>(context, ENQUEUE_SQL, [
      kind,
      accountId,
      options.delayMs ?? 0,
      options.batchId ?? null,
      priority,
      options.payload ? JSON.stringify(options.payload) : null,
      JSON.stringify(rows),
      options.unlessRunning === true,
      kind,
      accountId,
      options.keepBackoff === true,
    ])
    queued.push(...answered.map((row) => row.id))
  }
  return queued
}

/**
 * Closes a task this claim holds. A claim taken over (this one froze past its lease, and another
 * worker, or this one, claimed it again) is left to the new claim: its run, not this late one,
 * decides how the task ends.
 */
export const closeTask = (
  context: SqlContext,
  claim: TaskClaim,
  state: "done" | "failed",
  failure: TaskFailure | null,
  outcome: TaskOutcome | null = null,
  result: Record<string, unknown> | null = null
) =>
  sql(
    context,
    `update ${TASK_TABLE} set state = ?, last_error = ?, last_error_words = ?::jsonb, outcome = ?, locked_at = null, locked_by = null,
       updated_at = now(), payload = case when ?::jsonb is null then payload else coalesce(payload, '{}'::jsonb) || ?::jsonb end
     where id = ? and locked_by = ? and attempts = ?`,
    [
      state,
      failure?.message ?? null,
      failure?.words ? JSON.stringify(failure.words) : null,
      outcome,
      ...Array(2).fill(result ? JSON.stringify(result) : null),
      claim.id,
      WORKER_ID,
      claim.attempts,
    ]
  )

/** A LIKE pattern for the processes of this host (`host:pid`, worker-id.ts). */
export const localHolders = () => `${os.hostname().replace(/[\\%_]/g, "\\$&")}:%`

/**
 * A store restarted after a crash, or a worker killed beside another on the same machine, need
 * not wait out the 2-minute lease: the tasks of a process of this host that is gone
 * (dead-local-workers.ts), and that missed two heartbeats, are made claimable by moving their
 * lease into the past, so the ordinary claim takes them (and every rule of the claim still applies).
 */
export async function freeTasksOfDeadLocalWorkers(context: SqlContext): Promise<void> {
  const rows = await sql<{ locked_by: string }>(
    context,
    `select distinct locked_by from ${TASK_TABLE} where state = 'running' and deleted_at is null and locked_by like ?`,
    [localHolders()]
  )
  const dead = deadLocalWorkers(rows.map((r) => r.locked_by))
  if (!dead.length) return
  await sql(
    context,
    `update ${TASK_TABLE} set locked_at = now() - (? * interval '1 millisecond'), updated_at = now()
     where state = 'running' and deleted_at is null and locked_at < now() - (? * interval '1 millisecond')
       and locked_by in (select jsonb_array_elements_text(?::jsonb))`,
    [LEASE_MS + 1000, MISSED_HEARTBEATS_MS, JSON.stringify(dead)]
  )
}
