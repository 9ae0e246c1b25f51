import { TASK_HOLDS } from "../../../queue/sql"

/**
 * The order poll's schedule, on the run-state row (models/run-state.ts). The poll itself is a
 * task of the queue (the flow's kind, one per account), claimed, leased and fenced as
 * every task is, so no second lease design exists for orders. Whether a poll is due is decided by
 * the database on its own clock: before it is queued (a tick), and again as it starts, in one
 * statement with its start, so of two polls queued in the same instant only one asks.
 */
const RUN_STATE_TABLE = "marketplace_exchange_run_state"

/**
 * The poll task's kind and entity: one poll per account (the account is part of the task's key,
 * so each account's poll runs once across the cluster, beside the others'). The flow registers
 * the kind; the module queues it.
 */
export const ORDER_POLL_TASK = { kind: "order_poll", entity: "poll" } as const

/** A tick a little early (the scheduler's jitter) still counts as due. */
export const POLL_DUE_SLACK_MS = 1_000

/**
 * The run-state row `alias` says no poll is due (bound: the merchant's interval in seconds as read,
 * POLL_DUE_SLACK_MS): one started within the interval, or a backoff holds the next one.
 */
const notDue = (alias: string) => `((${alias}.last_poll_at is not null
      and ${alias}.last_poll_at > now() - ((? * 1000 - ?) * interval '1 millisecond'))
    or (${alias}.next_poll_at is not null and ${alias}.next_poll_at > now()))`

/** Whether the account's poll is due (bound: account id, the interval in seconds, POLL_DUE_SLACK_MS). */
export const POLL_DUE_SQL = `select not exists (
  select 1 from ${RUN_STATE_TABLE} s where s.account_id = ? and s.deleted_at is null and ${notDue("s")}) as due`

/** What an asked poll (Import now, a test) carries in its task's payload: it runs whatever the schedule. */
export const ASKED_POLL_PAYLOAD = { asked: true } as const

/**
 * A poll starts (bound: the account's run-state id and the account, the claim, the claim again, whether it was asked, the
 * interval in seconds, POLL_DUE_SLACK_MS): its time (the database's) is the last poll's, for the
 * schedule and the health view. No row when the claim no longer holds (the queue's TASK_HOLDS),
 * or when a scheduled poll is no longer due: a tick that read the poll as due in the instant a
 * worker claimed one queues a second, which would ask right after the first. The check and the
 * write are one statement on the run-state row, so of two claims racing only one starts.
 */
export const MARK_POLL_STARTED_SQL = `
insert into ${RUN_STATE_TABLE} (id, account_id, last_poll_at) select ?, ?, now() where ${TASK_HOLDS}
on conflict (id) do update set last_poll_at = now(), updated_at = now()
where ${TASK_HOLDS} and (?::boolean or not ${notDue(RUN_STATE_TABLE)})
returning last_poll_at`

/**
 * A poll's outcome: failures in a row and, while backing off, when the next poll is due (null:
 * the normal interval), how the poll asked (A31) with the connection it asked on, and an idle
 * poll's import state (`columns`, each bound after the connection); then the account and the
 * claim, which must still hold.
 */
export const recordPollOutcomeSql = (columns: string[]) => `
update ${RUN_STATE_TABLE} set poll_failures = ?, next_poll_at = ?,
  poll_order_filter = coalesce(?::jsonb, poll_order_filter),
  poll_order_filter_connection = coalesce(?, poll_order_filter_connection),
  ${columns.map((column) => `${column} = ?, `).join("")}updated_at = now()
where account_id = ? and deleted_at is null and ${TASK_HOLDS}`

/** When the account's poll running now started (bound: account id). */
export const LAST_POLL_AT_SQL = `select last_poll_at from ${RUN_STATE_TABLE} where account_id = ? and deleted_at is null`
