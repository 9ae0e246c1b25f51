import type { CodedMessage } from "../messages/types"
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

/**
 * How long a task may work with what another task read of Medusa's data (a region's
 * currency, a channel's stock locations, an order's shipping option): another instance's change
 * reaches this one's tasks within a second. The plugin's settings are not read this way: a task
 * checks their row's version (service/settings.ts), so a save is seen by the next task on every instance.
 */
export const TASK_READ_TTL_MS = 1000

/** The backoff's cap unless the plugin option `retryBackoffCapMs` sets another. */
export const DEFAULT_BACKOFF_CAP_MS = 10 * 60 * 1000

/** Capped exponential backoff with jitter: 5 s, 10 s, 20 s ... at most the cap (10 minutes). */
export function backoffMs(attempts: number, random = Math.random, capMs = DEFAULT_BACKOFF_CAP_MS): number {
  const base = Math.min(capMs, 5000 * 2 ** Math.max(0, attempts - 1))
  return Math.round(base / 2 + (random() * base) / 2)
}

/**
 * One pending row per (kind, account, entity): a second event for it only moves the due time up, and
 * raises its priority (an event for a product waiting in a Sync all makes it urgent); with
 * `keepBackoff` (the last binding), a task waiting out a retry's backoff keeps its time (every
 * order poll queues a failing order again: that must not make it due).
 * Set-based: the rows come as one JSON array of `{id, entity_id, payload}` (a page of a Sync all is one statement,
 * not one per product), distinct by entity (one statement may not touch a row twice). A row may
 * carry its own payload (a marketplace change for a sales order), merged into a waiting task's.
 * With `unlessRunning` (bound before the rows' kind), nothing is queued for an entity whose run
 * is live (the order poll: a tick while one polls queues none). Answers the ids of the tasks
 * queued or merged into.
 */
export const ENQUEUE_SQL = `
insert into ${TASK_TABLE} (id, kind, account_id, entity_id, state, attempts, run_after, batch_id, priority, payload, created_at, updated_at)
select r.id, ?, ?, r.entity_id, 'pending', 0, now() + (? * interval '1 millisecond'), ?, ?, coalesce(r.payload, ?::jsonb), now(), now()
from jsonb_to_recordset(?::jsonb) as r(id text, entity_id text, payload jsonb)
where not (?::boolean and exists (
  select 1 from ${TASK_TABLE} live
  where live.kind = ? and live.account_id = ? and live.entity_id = r.entity_id and live.deleted_at is null
    and live.state = 'running' and live.locked_at >= now() - (${LEASE_MS} * interval '1 millisecond')))
on conflict (kind, account_id, entity_id) where state = 'pending' and deleted_at is null
do update set run_after = case when ?::boolean and ${TASK_TABLE}.attempts > 0 then ${TASK_TABLE}.run_after
                             else least(${TASK_TABLE}.run_after, excluded.run_after) end,
              batch_id = coalesce(excluded.batch_id, ${TASK_TABLE}.batch_id),
              priority = greatest(${TASK_TABLE}.priority, excluded.priority),
              payload = case when excluded.payload is null then ${TASK_TABLE}.payload
                             else coalesce(${TASK_TABLE}.payload, '{}'::jsonb) || excluded.payload end,
              updated_at = now()
returning id`

/** Rows per enqueue statement: a 100,000-product catalog is queued in a few dozen statements. */
export const ENQUEUE_CHUNK = 5000

/** Task priorities (Task.priority): event work before a Sync all's batch. */
export const PRIORITY = { urgent: 1, background: 0 } as const

/** A row a claim may take: pending and due, or running with a lease nobody renewed. */
const CLAIMABLE = (alias: string) => `(${alias}.state = 'pending' and ${alias}.run_after <= now())
      or (${alias}.state = 'running' and ${alias}.locked_at < now() - (? * interval '1 millisecond'))`

/** No other task of the row's entity is running with a renewed lease (its live work goes first). */
const NO_LIVE_WORK = (alias: string) => `not exists (
      select 1 from ${TASK_TABLE} r
      where r.kind = ${alias}.kind and r.account_id = ${alias}.account_id and r.entity_id = ${alias}.entity_id
        and r.id <> ${alias}.id and r.deleted_at is null
        and r.state = 'running' and r.locked_at >= now() - (? * interval '1 millisecond'))`

/** Only the account's tasks when one is bound (twice: the account, or null for every account's). */
const OF_ACCOUNT = `(?::text is null or t.account_id = ?::text)`

/**
 * Due pending rows of one priority, oldest due first, along the partial (priority, run_after)
 * index of pending rows; not of the limited kind (bound first), which has its own lane.
 */
const pendingOf = (priority: keyof typeof PRIORITY, limit: string) => `
  select t.id from ${TASK_TABLE} t
  where t.state = 'pending' and t.priority = ${PRIORITY[priority]} and t.deleted_at is null and t.run_after <= now()
    and ${OF_ACCOUNT} and t.kind <> ? and ${NO_LIVE_WORK("t")}
  order by t.run_after
  limit ${limit}
  for update of t skip locked`

/**
 * Due pending rows of the limited kind (the one a process runs only so many of at once, as the
 * flow that owns it registered: the drain says how many more it takes), found by the unique
 * (kind, entity_id) index of pending rows: a few hundred at most.
 */
const limitedPending = `
  select t.id from ${TASK_TABLE} t
  where t.state = 'pending' and t.kind = ? and t.deleted_at is null and t.run_after <= now()
    and ${OF_ACCOUNT} and ${NO_LIVE_WORK("t")}
  order by t.priority desc, t.run_after
  limit least(?, ?)
  for update of t skip locked`

/**
 * Claims due tasks, at most one per entity: never a task of an entity that has live work (a
 * running task whose lease is renewed), and of the rest the newest (a pending task before an
 * expired running one, which the pending one's run supersedes). Rows are locked with SKIP
 * LOCKED and the state is checked again on the locked row, so two instances never take one
 * task, nor two tasks of one entity, at once.
 *
 * A claim walks the pending index, urgent work first, and stops at its LIMIT, so it
 * costs the same with 100,000 tasks waiting as with 10 (bench/queue-claim.bench.ts). A pending
 * row is already the only one of its entity (the unique index), so nothing is ranked; expired
 * running rows, rare (a dead worker), are taken only where their entity has no pending row (it
 * may be waiting out a retry's backoff: its run supersedes them), and only the entity's newest.
 * The limited kind comes first but only as many as the process may still run of it.
 *
 * Bindings: the limited kind, the account (twice), lease, limit, its allowance; the account
 * (twice), the limited kind, lease, limit (urgent); the same (background); the account (twice),
 * lease, lease, limit (expired); this process; lease (update). A claim for one account takes only
 * its tasks (the drain's lane per account); without one, any account's.
 */
export const CLAIM_SQL = `
with limited as (${limitedPending}),
urgent as (${pendingOf("urgent", "greatest(0, ? - (select count(*) from limited))")}),
background as (${pendingOf("background", "greatest(0, ? - (select count(*) from limited) - (select count(*) from urgent))")}),
expired as (
  select t.id from ${TASK_TABLE} t
  where t.state = 'running' and t.deleted_at is null and ${OF_ACCOUNT} and t.locked_at < now() - (? * interval '1 millisecond')
    and ${NO_LIVE_WORK("t")}
    and not exists (
      select 1 from ${TASK_TABLE} p
      where p.kind = t.kind and p.account_id = t.account_id and p.entity_id = t.entity_id and p.state = 'pending'
        and p.deleted_at is null)
    -- Only the newest expired run of an entity: two of them never run side by side.
    and not exists (
      select 1 from ${TASK_TABLE} n
      where n.kind = t.kind and n.account_id = t.account_id and n.entity_id = t.entity_id and n.state = 'running'
        and n.deleted_at is null
        and (n.created_at > t.created_at or (n.created_at = t.created_at and n.id > t.id)))
  order by t.locked_at
  limit greatest(0, ? - (select count(*) from limited) - (select count(*) from urgent) - (select count(*) from background))
  for update of t skip locked
),
picked as (select id from limited union all select id from urgent union all select id from background union all select id from expired)
update ${TASK_TABLE} t set state = 'running', locked_at = now(), locked_by = ?, attempts = t.attempts + 1, updated_at = now()
-- The picked ids as an array: found by the primary key, never a join the planner sizes by the guessed limits.
where t.id = any(array(select id from picked)) and (${CLAIMABLE("t")})
returning t.id, t.kind, t.account_id, t.entity_id, t.attempts, t.batch_id, t.payload`

/**
 * Renews the lease of live work; false when the task is no longer this claim's (closed, or taken
 * over while this worker was frozen: the claim then names the process that took it, and counts
 * one more attempt). The claim's attempt is its fencing token: a task this same process claimed
 * again after its lease ran out is a new claim, and the old one's late writes change nothing.
 */
export const HEARTBEAT_SQL =
  `update ${TASK_TABLE} set locked_at = now() where id = ? and state = 'running' and locked_by = ? and attempts = ? ` +
  `and deleted_at is null returning id`

/**
 * The fence of every write a task's run makes to another table (the order ledger, the poll's
 * run state): the running task's claim still holds (bindings: task id, process, attempt). A run
 * whose task was taken over or closed changes nothing more.
 */
export const TASK_HOLDS = `exists (select 1 from ${TASK_TABLE} held
  where held.id = ? and held.locked_by = ? and held.attempts = ? and held.state = 'running' and held.deleted_at is null)`

/** Whether a task's claim still holds (bindings: as TASK_HOLDS). */
export const TASK_HOLDS_SQL = `select ${TASK_HOLDS} as holds`

/** A task by id, whatever its kind: its state, payload and last error (a caller waiting on the task it queued). */
export const TASK_BY_ID_SQL = `select state, payload, last_error, last_error_words from ${TASK_TABLE} where id = ? and deleted_at is null`

/**
 * The tasks of a batch of one kind (a poll's sales orders, a Retry's one), by state, by what
 * their runs did (`result` in the payload, null until one ran through) and whether a run failed
 * and the task waits out its backoff. Bindings: batch id, kind.
 */
export const BATCH_RESULTS_SQL = `
select state, payload->>'result' as result, (state = 'pending' and attempts > 0) as retrying, count(*)::int as count
from ${TASK_TABLE}
where batch_id = ? and kind = ? and deleted_at is null and outcome is distinct from 'superseded'
group by 1, 2, 3`

/**
 * A batch's tasks of one kind by state, by what their runs did (`result`, null until one ran
 * through) and whether a run failed and the task waits out its backoff (`retrying`).
 */
export type TaskBatchRow = {
  state: "pending" | "running" | "done" | "failed"
  result: string | null
  retrying: boolean
  count: number
}

/** The live run of an entity (its lease renewed): who holds it and since when. Bindings: kind, account, entity, lease. */
export const LIVE_RUN_SQL = `
select locked_by, locked_at from ${TASK_TABLE}
where kind = ? and account_id = ? and entity_id = ? and deleted_at is null and state = 'running'
  and locked_at >= now() - (? * interval '1 millisecond')
order by locked_at desc limit 1`

/** The claim a running task's writes name: the process and the attempt it claimed (the fence). */
export type TaskClaim = Pick<ClaimedTask, "id" | "attempts">

/**
 * What a done task's run did (decided in task-outcome.ts), so a batch says how
 * many were sent, had nothing to send, were held back or refused, instead of "done":
 * superseded ones handed their work to a newer task of the same entity and are not counted.
 */
export const TASK_OUTCOMES = ["sent", "unchanged", "parked", "refused", "removed", "skipped", "superseded"] as const
export type TaskOutcome = (typeof TASK_OUTCOMES)[number]

/** Why a run failed: the English for the API and the logs, and the same as a code with parameters for the admin. */
export interface TaskFailure {
  message: string
  words: CodedMessage | null
}

/** The kinds of work (Task.kind); the flow that owns each registers how it runs (task-kind-registry.ts). */
export const TASK_KINDS = ["product", "sales_order", "sync_all", "order_poll", "account_scan", "listing_sweep"] as const
export type TaskKind = (typeof TASK_KINDS)[number]

export interface ClaimedTask {
  id: string
  kind: TaskKind
  /** The account the task works for: the same product or order is an entity of its own per account. */
  account_id: string
  entity_id: string
  attempts: number
  batch_id: string | null
  /** The kind's input and progress (Task.payload), null for most. */
  payload: Record<string, unknown> | null
}
