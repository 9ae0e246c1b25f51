import { sql, SqlContext } from "./sql"

/**
 * The order poll's lease on the settings row: at most one process polls at a time, across every
 * server and worker of the store, whatever scheduler runs the job (Redis: once per cluster; the
 * in-memory engine: each instance ticks on its own). The database decides, on its own clock,
 * whether a poll is due and nobody holds the lease, in one update: two instances that tick at
 * once cannot both win. A process that dies keeps the lease only until it runs out.
 */
const SETTINGS_TABLE = "marketplace_exchange_connection_setting"

/** A lease lasts this long unless its holder renews it (a heartbeat every third of it). */
export const POLL_LEASE_MS = 60_000
/** A tick a little early (the scheduler's jitter) still counts as due. */
export const POLL_DUE_SLACK_MS = 1_000

const FREE = "(poll_lease_until is null or poll_lease_until < now())"
const DUE =
  "(last_poll_at is null or last_poll_at <= now() - ((order_poll_seconds * 1000 - ?) * interval '1 millisecond'))" +
  " and (next_poll_at is null or next_poll_at <= now())"

const claimSql = (condition: string) => `
update ${SETTINGS_TABLE}
set poll_lease_owner = ?, poll_lease_until = now() + (? * interval '1 millisecond'), last_poll_at = now(), updated_at = now()
where id = ? and deleted_at is null and ${condition}
returning last_poll_at`

/**
 * Takes the lease when a poll is due (the interval since the last poll, or the backoff, has
 * passed) and nobody holds it; `force` (Import now) only needs it free. Answers the poll's start
 * (the database's time) or null.
 */
export async function claimPollLease(
  context: SqlContext,
  settingsId: string,
  owner: string,
  options: { force?: boolean } = {}
): Promise<Date | null> {
  const [row] = options.force
    ? await sql<{ last_poll_at: Date }>(context, claimSql(FREE), [owner, POLL_LEASE_MS, settingsId])
    : await sql<{ last_poll_at: Date }>(context, claimSql(`${FREE} and ${DUE}`), [owner, POLL_LEASE_MS, settingsId, POLL_DUE_SLACK_MS])
  return row ? new Date(row.last_poll_at) : null
}

/** The holder's heartbeat: false when the lease is no longer its own (it ran out and another process took it). */
export async function renewPollLease(context: SqlContext, settingsId: string, owner: string): Promise<boolean> {
  const rows = await sql(
    context,
    `update ${SETTINGS_TABLE} set poll_lease_until = now() + (? * interval '1 millisecond')
     where id = ? and poll_lease_owner = ? and poll_lease_until >= now() returning id`,
    [POLL_LEASE_MS, settingsId, owner]
  )
  return rows.length > 0
}

/**
 * Gives the lease back with the poll's outcome: failures in a row and, while backing off, when
 * the next poll is due (null: the normal interval), and how the poll asked (A31). Only the
 * holder's release counts.
 */
export async function releasePollLease(
  context: SqlContext,
  settingsId: string,
  owner: string,
  outcome: { pollFailures: number; nextPollAt: Date | null; orderFilter?: unknown }
): Promise<void> {
  // The order filter's form (A31) rides on this write: the health view reads what the poller learned.
  await sql(
    context,
    `update ${SETTINGS_TABLE} set poll_lease_owner = null, poll_lease_until = null, poll_failures = ?, next_poll_at = ?,
       poll_order_filter = coalesce(?::jsonb, poll_order_filter), updated_at = now()
     where id = ? and poll_lease_owner = ?`,
    [outcome.pollFailures, outcome.nextPollAt, outcome.orderFilter ? JSON.stringify(outcome.orderFilter) : null, settingsId, owner]
  )
}

/** Who polls right now and since when (the health view and Import now), or null. */
export async function currentPollLease(context: SqlContext, settingsId: string): Promise<{ owner: string; since: Date } | null> {
  const [row] = await sql<{ poll_lease_owner: string; last_poll_at: Date }>(
    context,
    `select poll_lease_owner, last_poll_at from ${SETTINGS_TABLE}
     where id = ? and deleted_at is null and poll_lease_owner is not null and poll_lease_until >= now()`,
    [settingsId]
  )
  return row ? { owner: row.poll_lease_owner, since: new Date(row.last_poll_at) } : null
}
