import { generateEntityId, InjectManager, MedusaContext } from "@medusajs/framework/utils"
import { ActivityInput, ActivityLog, ActivityStep } from "../lib/activity-log"
import { activityScope, ActivitySubject, currentActivitySubject } from "../lib/activity-scope"
import { sql, SqlContext } from "../lib/sql"
import type { Constructor, ServiceBase } from "./base"
import { FIRST_ACCOUNT_ID } from "../lib/first-account"

const ACTIVITY_TABLE = "marketplace_exchange_activity"
const ALERT_TABLE = "marketplace_exchange_alert"
/** Events one prune deletes at most, so a job tick stays short. */
const PRUNE_LIMIT = 50_000

/** What the plugin did (the activity log, models/activity-event.ts) and what the merchant must act on (the alerts). */
export const WithActivity = <T extends Constructor<ServiceBase>>(Base: T) => {
  class Activity extends Base {
    /** Every write to the service and every order import step, buffered into the activity table. */
    protected readonly activity: ActivityLog

    /** Medusa's module hooks: a process shutting down writes what its activity log still buffers. */
    readonly __hooks = {
      onApplicationPrepareShutdown: () => this.flushActivity(),
    }

    constructor(...args: any[]) {
      super(...args)
      const logger = (args[0] as { logger?: { warn(message: string): void } }).logger
      this.activity = new ActivityLog(
        (events) => this.insertActivityEvents(events),
        (message) => logger?.warn(message)
      )
    }

    /**
     * Runs `work` with its writes and steps logged under `subject`, merged into the subject around
     * it. The drain runs each task inside one, the order import each order, so a write is logged
     * with its product or order without every step passing it down.
     */
    async withActivitySubject<R>(subject: ActivitySubject, work: () => Promise<R>): Promise<R> {
      return activityScope.run({ ...currentActivitySubject(), ...subject }, work)
    }

    /** Logs a step of the plugin's work (an order import step, say), under the product or order the running work is about. */
    async recordActivity(step: ActivityStep): Promise<void> {
      this.activity.record(step)
    }

    /** Resolves once every event recorded so far is in the database (a shutdown waits for it, see `__hooks`). */
    async flushActivity(): Promise<void> {
      await this.activity.flush()
    }

    /**
     * Writes a batch of the activity log in one statement (the batch as one JSON bind): every write
     * to the service is an event, so the log must cost next to nothing beside the write itself;
     * creating the rows through the ORM cost the store about 1 ms of CPU each (`npm run bench`, real path).
     */
    @InjectManager()
    protected async insertActivityEvents(events: ActivityInput[], @MedusaContext() context: SqlContext = {}): Promise<void> {
      if (!events.length) return
      const rows = events.map((e) => ({
        id: generateEntityId(undefined, "mxact"),
        account_id: e.account_id ?? FIRST_ACCOUNT_ID,
        at: e.at.toISOString(),
        product_id: e.product_id ?? null,
        order_id: e.order_id ?? null,
        remote_order_id: e.remote_order_id ?? null,
        area: e.area,
        action: e.action,
        subject: e.subject ?? null,
        outcome: e.outcome,
        code: e.code ?? null,
        message: e.message ?? null,
        words: e.words ?? null,
        duration_ms: e.duration_ms === null || e.duration_ms === undefined ? null : Math.round(e.duration_ms),
      }))
      await sql(
        context,
        `insert into ${ACTIVITY_TABLE} (id, account_id, at, product_id, order_id, remote_order_id, area, action, subject, outcome, code,
                                        message, words, duration_ms, created_at, updated_at)
         select e.id, e.account_id, e.at, e.product_id, e.order_id, e.remote_order_id, e.area, e.action, e.subject, e.outcome, e.code,
                e.message, e.words, e.duration_ms, now(), now()
         from jsonb_to_recordset(?::jsonb) as e(id text, account_id text, at timestamptz, product_id text, order_id text,
                                                remote_order_id text, area text, action text, subject text, outcome text,
                                                code text, message text, words jsonb, duration_ms integer)`,
        [JSON.stringify(rows)]
      )
    }

    /** Deletes the account's events older than its retention (in days), at most PRUNE_LIMIT per call; answers how many. */
    @InjectManager()
    async pruneActivity(accountId: string, retentionDays: number, @MedusaContext() context: SqlContext = {}): Promise<number> {
      const rows = await sql<{ id: string }>(
        context,
        `delete from ${ACTIVITY_TABLE} where id in (
           select id from ${ACTIVITY_TABLE} where account_id = ? and at < now() - make_interval(days => ?) order by at limit ?
         ) returning id`,
        [accountId, retentionDays, PRUNE_LIMIT]
      )
      return rows.length
    }

    /**
     * Opens the alert for a condition (lib/alert-keys.ts) unless one is open: `opened` only for
     * the caller that opened it, so a condition seen by every attempt, on every instance, raises
     * one notification. An open alert whose words changed (a count) says so with the notification
     * to bring up to date (`stale`), without a second one.
     */
    @InjectManager()
    async openAlert(
      accountId: string,
      alert: { key: string; title: string; description: string | null },
      @MedusaContext() context: SqlContext = {}
    ): Promise<{ opened: boolean; stale: string | null }> {
      const rows = await sql<{ inserted: boolean; notification_id: string | null }>(
        context,
        `insert into ${ALERT_TABLE} (id, account_id, key, raised_at, title, description) values (?, ?, ?, now(), ?, ?)
         on conflict (account_id, key) where deleted_at is null
         do update set title = excluded.title, description = excluded.description, updated_at = now()
           where (${ALERT_TABLE}.title, ${ALERT_TABLE}.description) is distinct from (excluded.title, excluded.description)
         returning (xmax = 0) as inserted, notification_id`,
        [generateEntityId(undefined, "mxalert"), accountId, alert.key, alert.title, alert.description]
      )
      const [row] = rows
      return { opened: row?.inserted === true, stale: row && !row.inserted ? row.notification_id : null }
    }

    /** The bell's notification an open alert raised, to keep its words current. */
    @InjectManager()
    async rememberAlertNotification(
      accountId: string,
      key: string,
      notificationId: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await sql(context, `update ${ALERT_TABLE} set notification_id = ? where account_id = ? and key = ? and deleted_at is null`, [
        notificationId,
        accountId,
        key,
      ])
    }

    /** The condition cleared: its next occurrence raises a new alert. Answers whether one was open. */
    @InjectManager()
    async closeAlert(accountId: string, key: string, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
      const rows = await sql<{ id: string }>(context, `delete from ${ALERT_TABLE} where account_id = ? and key = ? returning id`, [
        accountId,
        key,
      ])
      return rows.length > 0
    }
  }
  return Activity
}
