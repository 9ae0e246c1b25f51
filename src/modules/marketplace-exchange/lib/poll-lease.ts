/**
 * The order poll's lease on the run-state row (models/run-state.ts): at most one process polls at
 * a time, across every server and worker of the store, whatever scheduler runs the job (Redis:
 * once per cluster; the in-memory engine: each instance ticks on its own). The database decides,
 * on its own clock, whether a poll is due and nobody holds the lease, in one statement: two
 * instances that tick at once cannot both win. A process that dies keeps the lease only until it
 * runs out. The merchant's settings row is never written here (issue 28): the interval comes in
 * from the settings the poll read. The statements are here; the module's poll-lease layer
 * (service/poll-lease.ts) runs them.
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
 * Takes the lease when a poll is due (bound: the run-state id, the owner, POLL_LEASE_MS, then the
 * merchant's interval in seconds as the poll read it, and POLL_DUE_SLACK_MS); `force` (Import
 * now, bound without the last two) only needs it free. Answers the poll's start (the database's time).
 */
export const CLAIM_POLL_LEASE_SQL = { due: claimSql(`${FREE} and ${DUE}`), force: claimSql(FREE) }

/** The holder's heartbeat (bound: POLL_LEASE_MS, the run-state id, the owner): no row once the lease is no longer its own. */
export const RENEW_POLL_LEASE_SQL = `
update ${RUN_STATE_TABLE} set poll_lease_until = now() + (? * interval '1 millisecond')
where id = ? and poll_lease_owner = ? and poll_lease_until >= now() returning id`

/**
 * Gives the lease back with the poll's outcome: failures in a row and, while backing off, when
 * the next poll is due (null: the normal interval), how the poll asked (A31), and an idle poll's
 * import state (`columns`, each bound after the order filter). Only the holder's release counts.
 */
export const releasePollLeaseSql = (columns: string[]) => `
update ${RUN_STATE_TABLE} set poll_lease_owner = null, poll_lease_until = null, poll_failures = ?, next_poll_at = ?,
  poll_order_filter = coalesce(?::jsonb, poll_order_filter),
  poll_order_filter_connection = coalesce(?, poll_order_filter_connection),
  ${columns.map((column) => `${column} = ?, `).join("")}updated_at = now()
where id = ? and poll_lease_owner = ?`

/** Who polls right now and since when (the health view and Import now). */
export const CURRENT_POLL_LEASE_SQL = `
select poll_lease_owner, last_poll_at from ${RUN_STATE_TABLE}
where id = ? and deleted_at is null and poll_lease_owner is not null and poll_lease_until >= now()`
