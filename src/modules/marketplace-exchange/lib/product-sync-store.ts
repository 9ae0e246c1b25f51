import { sql, SqlContext } from "./sql"

const TABLE = "marketplace_exchange_product_sync"
const JSON_COLUMNS = new Set(["snapshot", "problems", "refusals", "stale_stock", "pending_creates"])
const COLUMNS = new Set([...JSON_COLUMNS, "remote_product_id", "status", "last_error", "last_pushed_at", "stock_sent_at", "stock_error"])

/**
 * Writes a product's sync state, each JSON column replaced whole. The data layer's update
 * merges object properties into a JSON column, so a key removed from the snapshot (a deleted
 * variation, an ended strike price, a settled create) would come back; here it stays gone.
 * Answers false when the product has no row yet (the caller creates it).
 */
export async function replaceSyncState(context: SqlContext, productId: string, changes: Record<string, unknown>): Promise<boolean> {
  const names = Object.keys(changes).filter((name) => changes[name] !== undefined)
  for (const name of names) if (!COLUMNS.has(name)) throw new Error(`Unknown sync state column ${name}`)
  const sets = names.map((name) => (JSON_COLUMNS.has(name) ? `${name} = ?::jsonb` : `${name} = ?`))
  const values = names.map((name) => {
    const value = changes[name]
    if (value === null) return null
    return JSON_COLUMNS.has(name) ? JSON.stringify(value) : value instanceof Date ? value.toISOString() : value
  })
  const rows = await sql<{ id: string }>(
    context,
    `update ${TABLE} set ${[...sets, "updated_at = now()"].join(", ")} where product_id = ? and deleted_at is null returning id`,
    [...values, productId]
  )
  return rows.length > 0
}
