import { LEASE_MS, PRIORITY, TASK_TABLE } from "./queue"

/**
 * The order poll as a task of the queue: one task of kind `order_poll` for the store,
 * claimed, leased and fenced as every task is, so no second lease design exists for orders. Whether
 * a poll is due is decided by the database on its own clock when it is queued, from the run-state
 * row (models/run-state.ts): two instances that tick at once queue one task (the queue's pending
 * row per entity), and none is queued while a poll runs.
 */
const RUN_STATE_TABLE = "marketplace_exchange_run_state"

/** The poll task's entity: one poll for the store. */
export const ORDER_POLL_ENTITY = "poll"

/** A tick a little early (the scheduler's jitter) still counts as due. */
export const POLL_DUE_SLACK_MS = 1_000

const RUNNING_POLL = `select 1 from ${TASK_TABLE} p
  where p.kind = 'order_poll' and p.entity_id = '${ORDER_POLL_ENTITY}' and p.deleted_at is null
    and p.state = 'running' and p.locked_at >= now() - (${LEASE_MS} * interval '1 millisecond')`

/**
 * The run-state row `alias` says no poll is due (bound: the merchant's interval in seconds as read,
 * POLL_DUE_SLACK_MS): one started within the interval, or a backoff holds the next one.
 */
const notDue = (alias: string) => `((${alias}.last_poll_at is not null
      and ${alias}.last_poll_at > now() - ((? * 1000 - ?) * interval '1 millisecond'))
    or (${alias}.next_poll_at is not null and ${alias}.next_poll_at > now()))`

const NOT_DUE = `select 1 from ${RUN_STATE_TABLE} s where s.id = ? and s.deleted_at is null and ${notDue("s")}`

/** What an asked poll (Import now, a test) carries in its task's payload: it runs whatever the schedule. */
export const ASKED_POLL_PAYLOAD = { asked: true } as const

const enqueuePollSql = (condition: string) => `
insert into ${TASK_TABLE} (id, kind, entity_id, state, attempts, run_after, priority, payload, created_at, updated_at)
select ?, 'order_poll', '${ORDER_POLL_ENTITY}', 'pending', 0, now(), ${PRIORITY.urgent}, ?::jsonb, now(), now()
${condition}
on conflict (kind, entity_id) where state = 'pending' and deleted_at is null
do update set run_after = least(${TASK_TABLE}.run_after, excluded.run_after),
              payload = coalesce(${TASK_TABLE}.payload, '{}'::jsonb) || coalesce(excluded.payload, '{}'::jsonb),
              updated_at = now()
returning id`

/**
 * Queues the poll. `due` (the job's tick; bound: task id, payload, run-state id, the merchant's
 * interval in seconds as read, POLL_DUE_SLACK_MS): only when no poll runs, the interval since the
 * last poll has passed and no backoff holds it. `now` (Import now, a test; bound: task id,
 * payload): queued whatever the schedule, behind a poll that runs. Answers the task's id, none when not due.
 */
export const ENQUEUE_POLL_SQL = {
  due: enqueuePollSql(`where not exists (${RUNNING_POLL}) and not exists (${NOT_DUE})`),
  now: enqueuePollSql(""),
}

/**
 * The poll's claim still holds (bound: task id, process, attempt): a poll whose task was taken
 * over while it froze writes nothing of its schedule or outcome, as it writes nothing to its task.
 */
const CLAIM_HOLDS = `exists (select 1 from ${TASK_TABLE} c
  where c.id = ? and c.state = 'running' and c.locked_by = ? and c.attempts = ? and c.deleted_at is null)`

/** Whether the poll's claim still holds (bound: the claim): why a poll did not start. */
export const CLAIM_HOLDS_SQL = `select ${CLAIM_HOLDS} as holds`

/**
 * A poll starts (bound: run-state id, the claim, the claim again, whether it was asked, the
 * interval in seconds, POLL_DUE_SLACK_MS): its time (the database's) is the last poll's, for the
 * schedule and the health view. No row when the claim no longer holds, or when a scheduled poll is
 * no longer due: a tick whose statement read the poll as waiting in the instant a worker claimed it
 * queues a second one, which would ask right after the first. The check and the write are one
 * statement on the run-state row, so of two claims racing only one starts.
 */
export const MARK_POLL_STARTED_SQL = `
insert into ${RUN_STATE_TABLE} (id, last_poll_at) select ?, now() where ${CLAIM_HOLDS}
on conflict (id) do update set last_poll_at = now(), updated_at = now()
where ${CLAIM_HOLDS} and (?::boolean or not ${notDue(RUN_STATE_TABLE)})
returning last_poll_at`

/**
 * A poll's outcome: failures in a row and, while backing off, when the next poll is due (null:
 * the normal interval), how the poll asked (A31) with the connection it asked on, and an idle
 * poll's import state (`columns`, each bound after the connection); then the run-state id and the
 * claim, which must still hold.
 */
export const recordPollOutcomeSql = (columns: string[]) => `
update ${RUN_STATE_TABLE} set poll_failures = ?, next_poll_at = ?,
  poll_order_filter = coalesce(?::jsonb, poll_order_filter),
  poll_order_filter_connection = coalesce(?, poll_order_filter_connection),
  ${columns.map((column) => `${column} = ?, `).join("")}updated_at = now()
where id = ? and ${CLAIM_HOLDS}`

/** The poll running right now: the process holding its task and when the poll started. */
export const CURRENT_POLL_SQL = `
select p.locked_by, s.last_poll_at from ${TASK_TABLE} p
left join ${RUN_STATE_TABLE} s on s.id = ? and s.deleted_at is null
where p.kind = 'order_poll' and p.entity_id = '${ORDER_POLL_ENTITY}' and p.deleted_at is null
  and p.state = 'running' and p.locked_at >= now() - (${LEASE_MS} * interval '1 millisecond')
order by p.locked_at desc limit 1`
