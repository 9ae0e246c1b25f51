import { MedusaError } from "@medusajs/framework/utils"
import { sql, SqlContext } from "./sql"

const TABLE = "marketplace_exchange_product_sync"
const JSON_COLUMNS = new Set(["snapshot", "problems", "refusals", "stale_stock", "pending_creates"])
const COLUMNS = new Set([...JSON_COLUMNS, "remote_product_id", "status", "last_error", "last_pushed_at", "stock_sent_at", "stock_error"])

/** Products whose pushed variations include these variants: a deleted variant names no product. */
export async function productsOfVariants(context: SqlContext, variantIds: string[]): Promise<string[]> {
  if (!variantIds.length) return []
  const rows = await sql<{ product_id: string }>(
    context,
    // The ids travel as one JSON text: the driver would spread a bound array into a list.
    `select product_id from ${TABLE} where deleted_at is null
       and jsonb_exists_any(snapshot -> 'variations', array(select jsonb_array_elements_text(?::jsonb)))`,
    [JSON.stringify(variantIds)]
  )
  return rows.map((r) => r.product_id)
}

/**
 * Writes a product's sync state, each JSON column replaced whole. The data layer's update
 * merges object properties into a JSON column, so a key removed from the snapshot (a deleted
 * variation, an ended strike price, a settled create) would come back; here it stays gone.
 * Answers false when the product has no row yet (the caller creates it).
 */
export async function replaceSyncState(context: SqlContext, productId: string, changes: Record<string, unknown>): Promise<boolean> {
  const names = Object.keys(changes).filter((name) => changes[name] !== undefined)
  for (const name of names)
    if (!COLUMNS.has(name)) throw new MedusaError(MedusaError.Types.INVALID_ARGUMENT, `Unknown sync state column ${name}`)
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
