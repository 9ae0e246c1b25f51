/**
 * The task queue's SQL and its retry rule. Plain PostgreSQL through the module's own
 * connection (Medusa's data layer): `ON CONFLICT` on the partial unique index coalesces
 * events, `FOR UPDATE SKIP LOCKED` lets several instances drain without running a task twice.
 */
export const TASK_TABLE = "marketplace_exchange_sync_task"

/**
 * A running task whose worker has not renewed its lease for this long is taken to be dead.
 * Live work renews it every HEARTBEAT_MS, so a slow push (an outage, Retry-After waits) is
 * never taken over; only a killed or frozen worker's task is.
 */
export const LEASE_MS = 2 * 60 * 1000
export const HEARTBEAT_MS = 20 * 1000
/** Attempts before a transient failure becomes a visible, permanent one (for kinds that give up at all). */
export const MAX_ATTEMPTS = 8

/** The backoff's cap unless the plugin option `retryBackoffCapMs` sets another. */
export const DEFAULT_BACKOFF_CAP_MS = 10 * 60 * 1000

/** Capped exponential backoff with jitter: 5 s, 10 s, 20 s ... at most the cap (10 minutes). */
export function backoffMs(attempts: number, random = Math.random, capMs = DEFAULT_BACKOFF_CAP_MS): number {
  const base = Math.min(capMs, 5000 * 2 ** Math.max(0, attempts - 1))
  return Math.round(base / 2 + (random() * base) / 2)
}

/**
 * One pending row per (kind, entity): a second event for it only moves the due time up, and
 * raises its priority (an event for a product waiting in a Sync all makes it urgent).
 */
export const ENQUEUE_SQL = `
insert into ${TASK_TABLE} (id, kind, entity_id, state, attempts, run_after, batch_id, priority, created_at, updated_at)
values (?, ?, ?, 'pending', 0, now() + (? * interval '1 millisecond'), ?, ?, now(), now())
on conflict (kind, entity_id) where state = 'pending' and deleted_at is null
do update set run_after = least(${TASK_TABLE}.run_after, excluded.run_after),
              batch_id = coalesce(excluded.batch_id, ${TASK_TABLE}.batch_id),
              priority = greatest(${TASK_TABLE}.priority, excluded.priority),
              updated_at = now()`

/** Task priorities (SyncTask.priority): event work before a Sync all's batch. */
export const PRIORITY = { urgent: 1, background: 0 } as const

/** A row a claim may take: pending and due, or running with a lease nobody renewed. */
const CLAIMABLE = (alias: string) => `(${alias}.state = 'pending' and ${alias}.run_after <= now())
      or (${alias}.state = 'running' and ${alias}.locked_at < now() - (? * interval '1 millisecond'))`

/**
 * Claims due tasks, at most one per entity: never a task of an entity that has live work (a
 * running task whose lease is renewed), and of the rest the newest (a pending task before an
 * expired running one, which the pending one's run supersedes). Rows are locked with SKIP
 * LOCKED and the state is checked again on the locked row, so two instances never take one
 * task, nor two tasks of one entity, at once.
 */
export const CLAIM_SQL = `
with candidates as (
  select c.id, c.run_after, c.priority,
         row_number() over (partition by c.kind, c.entity_id order by (c.state = 'pending') desc, c.created_at desc) as rank
  from ${TASK_TABLE} c
  where c.deleted_at is null
    and (${CLAIMABLE("c")})
    and not exists (
      select 1 from ${TASK_TABLE} r
      where r.kind = c.kind and r.entity_id = c.entity_id and r.id <> c.id and r.deleted_at is null
        and r.state = 'running' and r.locked_at >= now() - (? * interval '1 millisecond'))
),
picked as (
  select t.id from ${TASK_TABLE} t join candidates k on k.id = t.id
  where k.rank = 1 and (${CLAIMABLE("t")})
  order by k.priority desc, k.run_after
  limit ?
  for update of t skip locked
)
update ${TASK_TABLE} t set state = 'running', locked_at = now(), locked_by = ?, attempts = t.attempts + 1, updated_at = now()
from picked
where t.id = picked.id and (${CLAIMABLE("t")})
returning t.id, t.kind, t.entity_id, t.attempts, t.batch_id`

/**
 * Renews the lease of live work; false when the task is no longer this worker's (closed, or
 * taken over while this worker was frozen: the claim then names the process that took it).
 */
export const HEARTBEAT_SQL =
  `update ${TASK_TABLE} set locked_at = now() where id = ? and state = 'running' and locked_by = ? and ` + `deleted_at is null returning id`

/**
 * What a done task's run did (decided in workflows/queue/task-outcome.ts), so a batch says how
 * many were sent, had nothing to send, were held back or refused, instead of "done":
 * superseded ones handed their work to a newer task of the same entity and are not counted.
 */
export const TASK_OUTCOMES = ["sent", "unchanged", "parked", "refused", "removed", "skipped", "superseded"] as const
export type TaskOutcome = (typeof TASK_OUTCOMES)[number]

export interface ClaimedTask {
  id: string
  kind: "product" | "order"
  entity_id: string
  attempts: number
  batch_id: string | null
}
