import { InjectManager, MedusaContext } from "@medusajs/framework/utils"
import { ImportRunState, importRunStateChanges, runStateIdOf } from "../lib/import-run-state"
import {
  ASKED_POLL_PAYLOAD,
  LAST_POLL_AT_SQL,
  MARK_POLL_STARTED_SQL,
  ORDER_POLL_TASK,
  POLL_DUE_SLACK_MS,
  POLL_DUE_SQL,
  recordPollOutcomeSql,
} from "../lib/order-poll"
import { ClaimedTask, LEASE_MS, LIVE_RUN_SQL, TASK_HOLDS_SQL, TaskClaim } from "../../../queue/sql"
import { connectionKey, SettingsSnapshot } from "../lib/settings-view"
import { sql, SqlContext } from "../lib/sql"
import { WORKER_ID } from "../../../queue/worker-id"
import type { Constructor, ServiceBase } from "./base"
import { enqueueTasks } from "../../../queue/statements"

/** Run-state columns of type json a poll's outcome may write. */
const JSON_RUN_COLUMNS = new Set(["last_import_error_words"])

/** What a poll task holds in its payload: whether it was asked (Import now), and what it did once it ran. */
export type OrderPollPayload = { asked?: boolean; outcome?: Record<string, unknown> }

/** A poll's start: when it began (the database's time), or why it did not. */
export type PollStart = { startedAt: Date } | { skipped: "taken_over" | "not_due" }

/**
 * The order poll as a task of the queue (lib/order-poll.ts), one per account: queued when due (or
 * at once for Import now), claimed and leased as every task is; its schedule and outcome in the
 * account's run-state row.
 */
export const WithOrderPoll = <T extends Constructor<ServiceBase>>(Base: T) => {
  class OrderPoll extends Base {
    /**
     * Queues the account's poll: `intervalSeconds` (the job's tick) only when due and none runs; `now` (Import
     * now, tests) whatever the schedule. Answers the task's id, null when not due.
     */
    @InjectManager()
    async enqueueOrderPoll(
      accountId: string,
      when: { intervalSeconds: number } | { now: true },
      @MedusaContext() context: SqlContext = {}
    ): Promise<string | null> {
      if ("intervalSeconds" in when) {
        const [{ due }] = await sql<{ due: boolean }>(context, POLL_DUE_SQL, [accountId, when.intervalSeconds, POLL_DUE_SLACK_MS])
        if (!due) return null
      }
      // A tick while a poll runs queues none; Import now queues one behind it. A poll queued as the
      // last one started is not due when it starts, and skips (markPollStarted).
      const [id] = await enqueueTasks(context, ORDER_POLL_TASK.kind, [ORDER_POLL_TASK.entity], {
        accountId,
        unlessRunning: !("now" in when),
        payload: "now" in when ? ASKED_POLL_PAYLOAD : undefined,
      })
      return id ?? null
    }

    /**
     * The account's poll of this claim starts now: answers its start (the database's time), the schedule's and
     * the health view's last poll. It does not start when the claim no longer holds (its task was
     * taken over), nor, unless it was asked (Import now), when a poll started within
     * `intervalSeconds` or a backoff holds the next: a second poll queued in the instant the first
     * was claimed would ask the service again right after it (lib/order-poll.ts).
     */
    @InjectManager()
    async markPollStarted(
      accountId: string,
      claim: Pick<ClaimedTask, "id" | "attempts" | "payload">,
      intervalSeconds: number,
      @MedusaContext() context: SqlContext = {}
    ): Promise<PollStart> {
      const fence = [claim.id, WORKER_ID, claim.attempts]
      const asked = (claim.payload as OrderPollPayload | null)?.asked === true
      const [row] = await sql<{ last_poll_at: Date }>(context, MARK_POLL_STARTED_SQL, [
        runStateIdOf(accountId),
        accountId,
        ...fence,
        ...fence,
        asked,
        intervalSeconds,
        POLL_DUE_SLACK_MS,
      ])
      if (row) return { startedAt: new Date(row.last_poll_at) }
      const [{ holds }] = await sql<{ holds: boolean }>(context, TASK_HOLDS_SQL, fence)
      return { skipped: holds ? "not_due" : "taken_over" }
    }

    /**
     * The account's poll's outcome: failures in a row and, while backing off, when the next poll is due (null:
     * the normal interval); `orderFilter` is how the poll asked (A31), kept with the connection of
     * the settings it asked with (`askedWith`), for the health view; an idle poll's import state
     * (`run`) rides on the same statement. Written only while the poll's claim holds.
     */
    @InjectManager()
    async recordPollOutcome(
      accountId: string,
      outcome: {
        pollFailures: number
        nextPollAt: Date | null
        orderFilter?: unknown
        askedWith?: SettingsSnapshot
        run?: Pick<
          Partial<ImportRunState>,
          "lastImportAt" | "lastImportError" | "lastImportErrorWords" | "failingSince" | "ordersChangedCursor"
        >
      },
      claim: TaskClaim,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      const { orderFilter, askedWith, run } = outcome
      const asked = orderFilter && askedWith ? { form: orderFilter, connection: connectionKey(askedWith.connection) } : undefined
      const changes = Object.entries(run ? importRunStateChanges(run) : {}).filter(([, value]) => value !== undefined)
      await sql(context, recordPollOutcomeSql(changes.map(([column]) => column)), [
        outcome.pollFailures,
        outcome.nextPollAt,
        asked ? JSON.stringify(asked.form) : null,
        asked?.connection ?? null,
        // A json column's value as its text: the driver's own rendering of an object is not JSON for every shape.
        ...changes.map(([column, value]) => (JSON_RUN_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value)),
        accountId,
        claim.id,
        WORKER_ID,
        claim.attempts,
      ])
    }

    /** Who polls the account right now (the process holding its poll's task) and since when, or null. */
    @InjectManager()
    async currentPoll(accountId: string, @MedusaContext() context: SqlContext = {}): Promise<{ owner: string; since: Date } | null> {
      const [run] = await sql<{ locked_by: string | null }>(context, LIVE_RUN_SQL, [
        ORDER_POLL_TASK.kind,
        accountId,
        ORDER_POLL_TASK.entity,
        LEASE_MS,
      ])
      if (!run) return null
      const [state] = await sql<{ last_poll_at: Date | null }>(context, LAST_POLL_AT_SQL, [accountId])
      return { owner: run.locked_by ?? "unknown", since: state?.last_poll_at ? new Date(state.last_poll_at) : new Date() }
    }
  }
  return OrderPoll
}
