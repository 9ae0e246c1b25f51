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
