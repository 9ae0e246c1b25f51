import { sql, SqlContext } from "./sql"

const TABLE = "marketplace_exchange_product_sync"

/**
 * Stock the marketplace changed by selling: the sold variations' keys (variant id, "" for a
 * single product) in `stale_stock`, appended and removed in SQL so that a sync saving its
 * snapshot meanwhile cannot drop them.
 */
export async function markSold(context: SqlContext, items: Array<{ productId: string; variationId: string | null }>): Promise<string[]> {
  const remoteIds = [...new Set(items.map((i) => i.productId))]
  if (!remoteIds.length) return []
  const rows = await sql<{
    product_id: string
    remote_product_id: string
    snapshot: { variations?: Record<string, { remoteId: string }> } | null
  }>(
    context,
    `select product_id, remote_product_id, snapshot from ${TABLE} where deleted_at is null and remote_product_id in (select ` +
      `jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(remoteIds)]
  )
  for (const row of rows) {
    const variations = Object.entries(row.snapshot?.variations ?? {})
    const keys = items
      .filter((i) => i.productId === row.remote_product_id)
      .map((i) => (i.variationId ? variations.find(([, v]) => v.remoteId === i.variationId)?.[0] : ""))
      .filter((key): key is string => key !== undefined)
    if (!keys.length) continue
    await sql(
      context,
      `update ${TABLE} set stale_stock = (select coalesce(jsonb_agg(distinct k), '[]'::jsonb)
         from jsonb_array_elements_text(coalesce(stale_stock, '[]'::jsonb) || ?::jsonb) k)
       where product_id = ? and deleted_at is null`,
      [JSON.stringify(keys), row.product_id]
    )
  }
  return rows.map((r) => r.product_id)
}

export async function clear(context: SqlContext, productId: string, keys: string[]): Promise<void> {
  if (!keys.length) return
  await sql(
    context,
    `update ${TABLE} set stale_stock = (select coalesce(jsonb_agg(k), '[]'::jsonb)
       from jsonb_array_elements_text(coalesce(stale_stock, '[]'::jsonb)) k
       where k <> all(array(select jsonb_array_elements_text(?::jsonb))))
     where product_id = ? and deleted_at is null`,
    [JSON.stringify(keys), productId]
  )
}
