/**
 * The task queue's SQL and its retry rule. Plain PostgreSQL through the module's own
 * connection (Medusa's data layer): `ON CONFLICT` on the partial unique index coalesces
 * events, `FOR UPDATE SKIP LOCKED` lets several instances drain without running a task twice.
 */
export const TASK_TABLE = "marketplace_exchange_sync_task"

/** A running task whose worker has been silent this long is taken to be dead and runs again. */
export const LEASE_MS = 10 * 60 * 1000
/** Attempts before a transient failure becomes a visible, permanent one. */
export const MAX_ATTEMPTS = 8

/** Capped exponential backoff with jitter: 5 s, 10 s, 20 s ... at most 10 minutes. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(10 * 60 * 1000, 5000 * 2 ** Math.max(0, attempts - 1))
  return Math.round(base / 2 + (random() * base) / 2)
}

/** One pending row per (kind, entity): a second event for it only moves the due time up. */
export const ENQUEUE_SQL = `
insert into ${TASK_TABLE} (id, kind, entity_id, state, attempts, run_after, batch_id, created_at, updated_at)
values (?, ?, ?, 'pending', 0, now() + (? * interval '1 millisecond'), ?, now(), now())
on conflict (kind, entity_id) where state = 'pending' and deleted_at is null
do update set run_after = least(${TASK_TABLE}.run_after, excluded.run_after),
              batch_id = coalesce(excluded.batch_id, ${TASK_TABLE}.batch_id),
              updated_at = now()`

/**
 * Claims due tasks. A task is skipped while another task for the same entity runs (a fresh
 * one is created when events arrive during a run), so one product is never pushed twice at
 * once. A running task past its lease is reclaimed.
 */
export const CLAIM_SQL = `
update ${TASK_TABLE} t set state = 'running', locked_at = now(), attempts = t.attempts + 1, updated_at = now()
where t.id in (
  select c.id from ${TASK_TABLE} c
  where c.deleted_at is null
    and ((c.state = 'pending' and c.run_after <= now())
      or (c.state = 'running' and c.locked_at < now() - (? * interval '1 millisecond')))
    and not exists (
      select 1 from ${TASK_TABLE} r
      where r.kind = c.kind and r.entity_id = c.entity_id and r.id <> c.id and r.deleted_at is null
        and r.state = 'running' and r.locked_at >= now() - (? * interval '1 millisecond'))
  order by c.run_after
  limit ?
  for update skip locked)
returning t.id, t.kind, t.entity_id, t.attempts, t.batch_id`

export interface ClaimedTask {
  id: string
  kind: "product" | "order"
  entity_id: string
  attempts: number
  batch_id: string | null
}
