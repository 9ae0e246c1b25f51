import { InjectManager, MedusaContext } from "@medusajs/framework/utils"
import { deadLocalWorkers, MISSED_HEARTBEATS_MS } from "./dead-local-workers"
import {
  backoffMs,
  CLAIM_SQL,
  ClaimedTask,
  HEARTBEAT_SQL,
  LEASE_MS,
  MAX_ATTEMPTS,
  TASK_TABLE,
  TaskClaim,
  TaskFailure,
  TaskOutcome,
} from "./sql"
import { sql, SqlContext } from "../modules/marketplace-exchange/lib/sql"
import { WORKER_ID } from "./worker-id"
import type { Constructor, ServiceBase } from "../modules/marketplace-exchange/service/base"
import { closeTask, enqueueTasks, freeTasksOfDeadLocalWorkers, localHolders } from "./statements"

/** How often a claim first looks for tasks of dead processes of this host. */
const DEAD_WORKER_CHECK_MS = 15_000

/**
 * The task queue's writes and claims (sql.ts has its SQL and retry rule; what the admin
 * reads of it is views.ts). A claim names this process (WORKER_ID), and only the process
 * holding a task renews, saves or closes it.
 */
export const WithQueue = <T extends Constructor<ServiceBase>>(Base: T) => {
  class Queue extends Base {
    /** When a claim last looked for tasks of dead processes of this host (0: at the first claim, so right after a restart). */
    private deadWorkersCheckedAt = 0
    /** When a known task of a gone process becomes free (nextDeadWorkerTaskFreeAt): the first claim after it looks at once. */
    private deadWorkerTaskFreeAt: number | null = null

    /** Adds (or coalesces) a task per product of the account; `delayMs` lets a burst of events settle. */
    @InjectManager()
    async enqueueProductSync(
      accountId: string,
      productIds: string[],
      options: { delayMs?: number; batchId?: string; background?: boolean } = {},
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await enqueueTasks(context, "product", productIds, { ...options, accountId })
    }

    /**
     * Queues the listing sweep: the minute's (one task for the store: a second tick while one
     * waits is the same task), or, with `check`, a merchant's own check (Check listing, Reconcile
     * now) as a task of its own, which asks `only` those listings (or whatever is due, first in
     * line the requested) within `budgetMs`, and keeps its report for the request waiting on it.
     */
    @InjectManager()
    async enqueueListingSweep(
      accountId: string,
      check?: { id: string; only: string[] | null; budgetMs: number },
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      if (!check) return void (await enqueueTasks(context, "listing_sweep", ["sweep"], { accountId }))
      await enqueueTasks(context, "listing_sweep", [check.id], { accountId, payload: { only: check.only, budget_ms: check.budgetMs } })
    }

    /** Queues a Sync all's own task, which queues the channel's products into the batch in the background. */
    @InjectManager()
    async startSyncAll(
      accountId: string,
      batchId: string,
      payload: ({ sales_channel_id: string } | { listed: true }) & { expected: number },
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await enqueueTasks(context, "sync_all", [batchId], { accountId, batchId, payload })
    }

    /**
     * Queues work on these marketplace orders of the account (by the service's SalesOrders id,
     * unique only within its account): each task imports its order when the ledger has not
     * finished it, takes over what the marketplace changed (the row's payload), and writes back
     * payment and shipping. `batchId`: the poll (or the Retry) that waits for them;
     * `keepBackoff`: an order waiting out a failed run's backoff keeps it (the poll).
     */
    @InjectManager()
    async enqueueSalesOrders(
      accountId: string,
      remoteOrderIds: string[],
      options: {
        batchId?: string
        payloadOf?: (remoteOrderId: string) => Record<string, unknown> | undefined
        keepBackoff?: boolean
      } = {},
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await enqueueTasks(context, "sales_order", remoteOrderIds, { ...options, accountId })
    }

    /**
     * Saves a running task's progress in its payload (merged), only while this process holds it:
     * a worker taken over after a freeze never writes over the progress of the one that took it.
     * False when the task is no longer this process's.
     */
    @InjectManager()
    async saveTaskProgress(claim: TaskClaim, progress: Record<string, unknown>, @MedusaContext() context: SqlContext = {}) {
      const rows = await sql(
        context,
        `update ${TASK_TABLE} set payload = coalesce(payload, '{}'::jsonb) || ?::jsonb, locked_at = now(), updated_at = now()
         where id = ? and state = 'running' and locked_by = ? and attempts = ? and deleted_at is null returning id`,
        [JSON.stringify(progress), claim.id, WORKER_ID, claim.attempts]
      )
      return rows.length > 0
    }

    /**
     * Claims due tasks (CLAIM_SQL), of one account when `accountId` is given, at most
     * `limited.allowance` of the limited kind (what this process may still run of it; none
     * limited: any number of any kind); first (every 15 s at
     * most) frees those of dead processes of this host.
     */
    @InjectManager()
    async claimTasks(
      limit: number,
      options: { limited?: { kind: string; allowance: number }; accountId?: string } = {},
      @MedusaContext() context: SqlContext = {}
    ): Promise<ClaimedTask[]> {
      const freeable = this.deadWorkerTaskFreeAt !== null && Date.now() >= this.deadWorkerTaskFreeAt
      if (freeable || Date.now() - this.deadWorkersCheckedAt >= DEAD_WORKER_CHECK_MS) {
        this.deadWorkersCheckedAt = Date.now()
        this.deadWorkerTaskFreeAt = null
        await freeTasksOfDeadLocalWorkers(context)
      }
      // No kind limited: the limited lane names no kind there is, and the others take everything.
      const { kind, allowance } = options.limited ?? { kind: "", allowance: 0 }
      const account = [options.accountId ?? null, options.accountId ?? null]
      return sql<ClaimedTask>(context, CLAIM_SQL, [
        ...[kind, ...account, LEASE_MS, limit, allowance],
        ...[...account, kind, LEASE_MS, limit],
        ...[...account, kind, LEASE_MS, limit],
        ...[...account, LEASE_MS, LEASE_MS, limit],
        WORKER_ID,
        LEASE_MS,
      ])
    }

    /** When the next waiting task is due (a retry after its backoff), or null when none waits. */
    @InjectManager()
    async nextTaskDueAt(@MedusaContext() context: SqlContext = {}): Promise<Date | null> {
      const [row] = await sql<{ due: Date | null }>(
        context,
        `select min(run_after) as due from ${TASK_TABLE} where state = 'pending' and deleted_at is null`,
        []
      )
      return row?.due ? new Date(row.due) : null
    }

    /**
     * When the first task of a gone process of this host (a crash before a restart) becomes free to
     * take over (two missed heartbeats after its last one), or null when none waits for that: the
     * drain comes back then, not at the minute's job. Tasks free already are the claim's to take.
     */
    @InjectManager()
    async nextDeadWorkerTaskFreeAt(@MedusaContext() context: SqlContext = {}): Promise<Date | null> {
      const rows = await sql<{ locked_by: string; last: Date }>(
        context,
        `select locked_by, min(locked_at) as last from ${TASK_TABLE}
         where state = 'running' and deleted_at is null and locked_by like ?
           and locked_at >= now() - (? * interval '1 millisecond') group by locked_by`,
        [localHolders(), MISSED_HEARTBEATS_MS]
      )
      const dead = new Set(deadLocalWorkers(rows.map((r) => r.locked_by)))
      const times = rows.filter((r) => dead.has(r.locked_by)).map((r) => new Date(r.last).getTime() + MISSED_HEARTBEATS_MS)
      const freeAt = times.length ? Math.min(...times) : null
      this.deadWorkerTaskFreeAt = freeAt
      return freeAt === null ? null : new Date(freeAt)
    }

    /** Renews a running task's lease (live work is never taken over); false when it is no longer this process's. */
    @InjectManager()
    async heartbeatTask(claim: TaskClaim, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
      return (await sql(context, HEARTBEAT_SQL, [claim.id, WORKER_ID, claim.attempts])).length > 0
    }

    /**
     * A task ran through: it is done with what it did (its outcome, and its kind's `result` merged
     * into its payload in the same statement), and so are earlier tasks of its entity that failed
     * or whose worker died (this run did their work with the newer state).
     */
    @InjectManager()
    async completeTask(
      task: Pick<ClaimedTask, "id" | "kind" | "account_id" | "entity_id" | "attempts">,
      outcome: TaskOutcome | null = null,
      result: Record<string, unknown> | null = null,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await closeTask(context, task, "done", null, outcome, result)
      await sql(
        context,
        `update ${TASK_TABLE} set state = 'done', outcome = 'superseded', locked_at = null, locked_by = null, updated_at = now()
         where kind = ? and account_id = ? and entity_id = ? and id <> ? and deleted_at is null
           and (state = 'failed' or (state = 'running' and locked_at < now() - (? * interval '1 millisecond')))`,
        [task.kind, task.account_id, task.entity_id, task.id, LEASE_MS]
      )
    }

    /**
     * A failed run: transient failures come back after a backoff (capped by the plugin option
     * retryBackoffCapMs) until `maxAttempts`, permanent ones (and exhausted ones) stay failed with
     * the message. When newer work for the entity is already pending, this task is superseded and simply closed.
     */
    @InjectManager()
    async failTask(
      task: ClaimedTask,
      failure: TaskFailure,
      permanent: boolean,
      maxAttempts = MAX_ATTEMPTS,
      @MedusaContext() context: SqlContext = {}
    ): Promise<"retry" | "failed" | "superseded"> {
      const [newer] = await sql<{ id: string }>(
        context,
        `select id from ${TASK_TABLE} where kind = ? and account_id = ? and entity_id = ? and state = 'pending' and deleted_at is null`,
        [task.kind, task.account_id, task.entity_id]
      )
      if (newer) {
        await closeTask(context, task, "done", failure, "superseded")
        // The newer task finishes this one's work: a batch follows it there.
        if (task.batch_id)
          await sql(context, `update ${TASK_TABLE} set batch_id = coalesce(batch_id, ?) where id = ?`, [task.batch_id, newer.id])
        return "superseded"
      }
      if (permanent || task.attempts >= maxAttempts) {
        await closeTask(context, task, "failed", failure)
        return "failed"
      }
      const requeued = await sql(
        context,
        `update ${TASK_TABLE} set state = 'pending', last_error = ?, last_error_words = ?::jsonb, locked_at = null, locked_by = null,
           run_after = now() + (? * interval '1 millisecond'), updated_at = now()
         where id = ? and locked_by = ? and attempts = ? returning id`,
        [
          failure.message,
          failure.words ? JSON.stringify(failure.words) : null,
          backoffMs(task.attempts, Math.random, this.options_.retryBackoffCapMs),
          task.id,
          WORKER_ID,
          task.attempts,
        ]
      )
      // Not ours any more: the worker that took the task over runs it.
      return requeued.length ? "retry" : "superseded"
    }

    /**
     * Makes the account's tasks of `kind` that wait out a backoff for something the merchant decides (their
     * last error's code starts with `codePrefix`: the product creates held for the account scan,
     * `wait.*` of catalog/failures.ts) due now; those backing off from an outage keep their backoff.
     * Answers how many.
     */
    @InjectManager()
    async wakeTasksWaitingFor(
      kind: ClaimedTask["kind"],
      accountId: string,
      codePrefix: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<number> {
      const rows = await sql(
        context,
        `update ${TASK_TABLE} set run_after = now(), updated_at = now()
         where kind = ? and account_id = ? and state = 'pending' and run_after > now() and deleted_at is null
           and starts_with(last_error_words->>'code', ?) returning id`,
        [kind, accountId, codePrefix]
      )
      return rows.length
    }

    /**
     * After an account's settings save: queues again its entities of `kind` whose task stopped for good (the
     * settings may have stopped it), and those whose task runs now, which read the settings before
     * the save and may fail on them (a missing connection closes a task for good): its failure is
     * then superseded by the task queued here, which runs with the saved settings. A running task
     * whose lease ran out (a dead worker's) is left to the claim that takes it over. Answers how many.
     */
    @InjectManager()
    async requeueForNewSettings(kind: ClaimedTask["kind"], accountId: string, @MedusaContext() context: SqlContext = {}): Promise<number> {
      const rows = await sql<{ entity_id: string }>(
        context,
        `select distinct entity_id from ${TASK_TABLE} where kind = ? and account_id = ? and deleted_at is null
           and (state = 'failed' or (state = 'running' and locked_at >= now() - (? * interval '1 millisecond')))`,
        [kind, accountId, LEASE_MS]
      )
      await enqueueTasks(
        context,
        kind,
        rows.map((r) => r.entity_id),
        { accountId }
      )
      return rows.length
    }

    /**
     * Forgets finished tasks after a while so the queue table stays small; failed ones stay visible.
     * A periodic check that ended (`shortLived`: thousands a day; its outcome is kept elsewhere),
     * done or failed, goes after ten minutes, long after Import now or a merchant's check has read it.
     */
    @InjectManager()
    async pruneTasks(olderThanMs: number, shortLived: string[] = [], @MedusaContext() context: SqlContext = {}): Promise<number> {
      const rows = await sql<{ id: string }>(
        context,
        `delete from ${TASK_TABLE}
         where (state = 'done' and updated_at < now() - (? * interval '1 millisecond'))
            or (state in ('done', 'failed') and kind in (select jsonb_array_elements_text(?::jsonb))
                and updated_at < now() - interval '10 minutes')
         returning id`,
        [olderThanMs, JSON.stringify(shortLived)]
      )
      return rows.length
    }
  }
  return Queue
}
