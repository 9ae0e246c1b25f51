import type { StoredRunState } from "./import-run-state"
import { sql, SqlContext } from "./sql"

/**
 * The order poll's lease on the run-state row (models/run-state.ts): at most one process polls at
 * a time, across every server and worker of the store, whatever scheduler runs the job (Redis:
 * once per cluster; the in-memory engine: each instance ticks on its own). The database decides,
 * on its own clock, whether a poll is due and nobody holds the lease, in one statement: two
 * instances that tick at once cannot both win. A process that dies keeps the lease only until it
 * runs out. The merchant's settings row is never written here (issue 28): the interval comes in
 * from the settings the poll read.
 */
const RUN_STATE_TABLE = "marketplace_exchange_run_state"

/** A lease lasts this long unless its holder renews it (a heartbeat every third of it). */
export const POLL_LEASE_MS = 60_000
/** A tick a little early (the scheduler's jitter) still counts as due. */
export const POLL_DUE_SLACK_MS = 1_000

const held = (column: string) => `${RUN_STATE_TABLE}.${column}`
const FREE = `(${held("poll_lease_until")} is null or ${held("poll_lease_until")} < now())`
const DUE =
  `(${held("last_poll_at")} is null or ${held("last_poll_at")} <= now() - ((? * 1000 - ?) * interval '1 millisecond'))` +
  ` and (${held("next_poll_at")} is null or ${held("next_poll_at")} <= now())`

/** Takes the lease in the row, or creates the row holding it (a store whose jobs never ran, or a test that emptied the tables). */
const claimSql = (condition: string) => `
insert into ${RUN_STATE_TABLE} (id, poll_lease_owner, poll_lease_until, last_poll_at)
values (?, ?, now() + (? * interval '1 millisecond'), now())
on conflict (id) do update
set poll_lease_owner = excluded.poll_lease_owner, poll_lease_until = excluded.poll_lease_until, last_poll_at = now(), updated_at = now()
where ${held("deleted_at")} is null and ${condition}
returning last_poll_at`

/**
 * Takes the lease when a poll is due (`intervalSeconds`, the merchant's interval as the poll read
 * it, or the backoff, has passed since the last poll) and nobody holds it; `force` (Import now)
 * only needs it free. Answers the poll's start (the database's time) or null.
 */
export async function claimPollLease(
  context: SqlContext,
  runStateId: string,
  owner: string,
  options: { force: true } | { force?: false; intervalSeconds: number }
): Promise<Date | null> {
  const [row] = options.force
    ? await sql<{ last_poll_at: Date }>(context, claimSql(FREE), [runStateId, owner, POLL_LEASE_MS])
    : await sql<{ last_poll_at: Date }>(context, claimSql(`${FREE} and ${DUE}`), [
        runStateId,
        owner,
        POLL_LEASE_MS,
        options.intervalSeconds,
        POLL_DUE_SLACK_MS,
      ])
  return row ? new Date(row.last_poll_at) : null
}

/** The holder's heartbeat: false when the lease is no longer its own (it ran out and another process took it). */
export async function renewPollLease(context: SqlContext, runStateId: string, owner: string): Promise<boolean> {
  const rows = await sql(
    context,
    `update ${RUN_STATE_TABLE} set poll_lease_until = now() + (? * interval '1 millisecond')
     where id = ? and poll_lease_owner = ? and poll_lease_until >= now() returning id`,
    [POLL_LEASE_MS, runStateId, owner]
  )
  return rows.length > 0
}

/** What a poll leaves in the run state with its lease: the outcome, and (A31) how it asked, on which connection. */
export interface PollRelease {
  pollFailures: number
  /** While backing off, when the next poll is due; null at the normal interval. */
  nextPollAt: Date | null
  /** How the poll asked for orders, and the key of the connection it asked on (settings-view.ts connectionKey). */
  orderFilter?: { form: unknown; connection: string }
  /** The import state of an idle poll (the last import now, no error), in the same statement. */
  changes?: Partial<Pick<StoredRunState, "last_import_at" | "last_import_error" | "import_failing_since">>
}

/**
 * Gives the lease back with the poll's outcome: failures in a row and, while backing off, when
 * the next poll is due (null: the normal interval), how the poll asked (A31), and an idle poll's
 * import state. Only the holder's release counts.
 */
export async function releasePollLease(context: SqlContext, runStateId: string, owner: string, outcome: PollRelease): Promise<void> {
  const changes = Object.entries(outcome.changes ?? {}).filter(([, value]) => value !== undefined)
  // The order filter's form (A31) rides on this write: the health view reads what the poller learned.
  await sql(
    context,
    `update ${RUN_STATE_TABLE} set poll_lease_owner = null, poll_lease_until = null, poll_failures = ?, next_poll_at = ?,
       poll_order_filter = coalesce(?::jsonb, poll_order_filter),
       poll_order_filter_connection = coalesce(?, poll_order_filter_connection),
       ${changes.map(([column]) => `${column} = ?, `).join("")}updated_at = now()
     where id = ? and poll_lease_owner = ?`,
    [
      outcome.pollFailures,
      outcome.nextPollAt,
      outcome.orderFilter ? JSON.stringify(outcome.orderFilter.form) : null,
      outcome.orderFilter?.connection ?? null,
      ...changes.map(([, value]) => value),
      runStateId,
      owner,
    ]
  )
}

/** Who polls right now and since when (the health view and Import now), or null. */
export async function currentPollLease(context: SqlContext, runStateId: string): Promise<{ owner: string; since: Date } | null> {
  const [row] = await sql<{ poll_lease_owner: string; last_poll_at: Date }>(
    context,
    `select poll_lease_owner, last_poll_at from ${RUN_STATE_TABLE}
     where id = ? and deleted_at is null and poll_lease_owner is not null and poll_lease_until >= now()`,
    [runStateId]
  )
  return row ? { owner: row.poll_lease_owner, since: new Date(row.last_poll_at) } : null
}
