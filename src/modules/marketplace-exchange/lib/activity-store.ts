import { generateEntityId } from "@medusajs/framework/utils"
import type { ActivityInput } from "./activity-log"
import { sql, SqlContext } from "./sql"

const TABLE = "marketplace_exchange_activity"

/** Deletes events older than the retention (in days), a bounded number per call so a job tick stays short. */
export async function pruneActivity(context: SqlContext, retentionDays: number, limit = 50_000): Promise<number> {
  const rows = await sql<{ id: string }>(
    context,
    `delete from ${TABLE} where id in (
       select id from ${TABLE} where at < now() - make_interval(days => ?) order by at limit ?
     ) returning id`,
    [retentionDays, limit]
  )
  return rows.length
}

/**
 * Writes a batch of the activity log in one statement (the batch as one JSON bind): every write
 * to the service is an event, so the log must cost next to nothing beside the write itself;
 * creating the rows through the ORM cost the store about 1 ms of CPU each (`npm run bench`, real path).
 */
export async function insertActivity(context: SqlContext, events: ActivityInput[]): Promise<void> {
  if (!events.length) return
  const rows = events.map((e) => ({
    id: generateEntityId(undefined, "mxact"),
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
    duration_ms: e.duration_ms === null || e.duration_ms === undefined ? null : Math.round(e.duration_ms),
  }))
  await sql(
    context,
    `insert into ${TABLE} (id, at, product_id, order_id, remote_order_id, area, action, subject, outcome, code, message, duration_ms,
                          created_at, updated_at)
     select e.id, e.at, e.product_id, e.order_id, e.remote_order_id, e.area, e.action, e.subject, e.outcome, e.code, e.message,
            e.duration_ms, now(), now()
     from jsonb_to_recordset(?::jsonb) as e(id text, at timestamptz, product_id text, order_id text, remote_order_id text, area text,
                                            action text, subject text, outcome text, code text, message text, duration_ms integer)`,
    [JSON.stringify(rows)]
  )
}
