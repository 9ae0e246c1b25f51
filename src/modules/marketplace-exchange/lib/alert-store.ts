import { generateEntityId } from "@medusajs/framework/utils"
import { sql, SqlContext } from "./sql"

const TABLE = "marketplace_exchange_alert"

/** The conditions the plugin alerts on, one key each (the alert table keeps one open per key). */
export const ALERT_KEYS = {
  importFailing: "import-failing",
  connection: "connection",
  refused: (productId: string) => `refused:${productId}`,
  parked: (remoteOrderId: string) => `parked:${remoteOrderId}`,
}

/**
 * Opens the alert for a condition unless one is open: true only for the caller that opened it,
 * so a condition seen by every attempt, on every instance, raises one notification.
 */
export async function openAlert(context: SqlContext, alert: { key: string; title: string; description: string | null }): Promise<boolean> {
  const rows = await sql<{ id: string }>(
    context,
    `insert into ${TABLE} (id, key, raised_at, title, description) values (?, ?, now(), ?, ?)
     on conflict (key) where deleted_at is null do nothing returning id`,
    [generateEntityId(undefined, "mxalert"), alert.key, alert.title, alert.description]
  )
  return rows.length > 0
}

/** The condition cleared: its next occurrence raises a new alert. Answers whether one was open. */
export async function closeAlert(context: SqlContext, key: string): Promise<boolean> {
  const rows = await sql<{ id: string }>(context, `delete from ${TABLE} where key = ? returning id`, [key])
  return rows.length > 0
}
