import { InjectManager, MedusaContext, MedusaError } from "@medusajs/framework/utils"
import { sql, SqlContext } from "../lib/sql"
import type { Constructor, ServiceBase } from "./base"

const SYNC_TABLE = "marketplace_exchange_product_sync"
const JSON_COLUMNS = new Set([
  "snapshot",
  "problems",
  "refusals",
  "stale_stock",
  "pending_creates",
  "last_error_words",
  "stock_error_words",
])
const COLUMNS = new Set([...JSON_COLUMNS, "remote_product_id", "status", "last_error", "last_pushed_at", "stock_sent_at", "stock_error"])

// Arrays travel as one JSON text: the driver would spread a bound array into a list.

/** Each product's sync state (models/product-sync-state.ts): what was pushed, and the stock the marketplace's sales made stale. */
/** A pushed product as an order's items are mapped to it: its remote id, type and variations by variant id. */
export type PushedProduct = {
  product_id: string
  remote_product_id: string | null
  product_type: number | null
  variations: Record<string, { remoteId: string; retired?: boolean; unmatched?: boolean }> | null
}

export const WithProductSync = <T extends Constructor<ServiceBase>>(Base: T) => {
  class ProductSync extends Base {
    async getProductSyncState(productId: string) {
      const [row] = await this.listProductSyncStates({ product_id: productId }, { take: 1 })
      return row
    }

    /** The sync states of these products in one read, by product id (the drain's tasks load theirs together). */
    async getProductSyncStates(productIds: string[]) {
      const rows = await this.listProductSyncStates({ product_id: productIds })
      return new Map(rows.map((row) => [row.product_id, row]))
    }

    /**
     * Writes a product's sync state, each JSON column replaced whole, creating the row when the
     * product has none. The data layer's update merges object properties into a JSON column, so a
     * key removed from the snapshot (a deleted variation, an ended strike price, a settled create)
     * would come back; here it stays gone.
     */
    @InjectManager()
    async saveProductSyncState(
      productId: string,
      changes: Record<string, unknown>,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
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
        `update ${SYNC_TABLE} set ${[...sets, "updated_at = now()"].join(", ")} where product_id = ? and deleted_at is null returning id`,
        [...values, productId]
      )
      if (rows.length) return
      await this.createProductSyncStates({ product_id: productId, ...changes })
    }

    /**
     * The marketplace sold these variations (remote ids): their stock at the service moved, so the
     * next sync of their products sends it again. The sold variations' keys (variant id, "" for a
     * single product) go to `stale_stock`, appended in SQL so that a sync saving its snapshot
     * meanwhile cannot drop them. Answers the Medusa product ids to sync.
     */
    @InjectManager()
    async markSoldStockStale(
      items: Array<{ productId: string; variationId: string | null }>,
      @MedusaContext() context: SqlContext = {}
    ): Promise<string[]> {
      const remoteIds = [...new Set(items.map((i) => i.productId))]
      if (!remoteIds.length) return []
      const rows = await sql<{
        product_id: string
        remote_product_id: string
        snapshot: { variations?: Record<string, { remoteId: string }> } | null
      }>(
        context,
        `select product_id, remote_product_id, snapshot from ${SYNC_TABLE} where deleted_at is null and remote_product_id in (select ` +
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
          `update ${SYNC_TABLE} set stale_stock = (select coalesce(jsonb_agg(distinct k), '[]'::jsonb)
             from jsonb_array_elements_text(coalesce(stale_stock, '[]'::jsonb) || ?::jsonb) k)
           where product_id = ? and deleted_at is null`,
          [JSON.stringify(keys), row.product_id]
        )
      }
      return rows.map((r) => r.product_id)
    }

    /**
     * Every listing's stock is unknown (stock and price were switched off while another system
     * drove them): each product's and variation's stock goes again with its next sync,
     * whatever the snapshot says. One statement however many products.
     */
    @InjectManager()
    async markAllStockStale(@MedusaContext() context: SqlContext = {}): Promise<void> {
      await sql(
        context,
        `update ${SYNC_TABLE} set stale_stock = (select coalesce(jsonb_agg(distinct k), '[]'::jsonb) from (
             select jsonb_array_elements_text(coalesce(stale_stock, '[]'::jsonb)) as k
             union select '' where (snapshot ->> 'productType') = '0'
             union select jsonb_object_keys(case when jsonb_typeof(snapshot -> 'variations') = 'object'
               then snapshot -> 'variations' else '{}'::jsonb end)
           ) keys), updated_at = now()
         where deleted_at is null and remote_product_id is not null and snapshot is not null`,
        []
      )
    }

    /** The stock lane sent these keys: they are no longer stale (removed in SQL, as markSoldStockStale adds them). */
    @InjectManager()
    async clearStaleStock(productId: string, keys: string[], @MedusaContext() context: SqlContext = {}): Promise<void> {
      if (!keys.length) return
      await sql(
        context,
        `update ${SYNC_TABLE} set stale_stock = (select coalesce(jsonb_agg(k), '[]'::jsonb)
           from jsonb_array_elements_text(coalesce(stale_stock, '[]'::jsonb)) k
           where k <> all(array(select jsonb_array_elements_text(?::jsonb))))
         where product_id = ? and deleted_at is null`,
        [JSON.stringify(keys), productId]
      )
    }

    /**
     * What the plugin pushed of the products an order's items name (looked up by their
     * ids, not by reading every product's snapshot): by remote product id (indexed), and for items
     * that name only a variation (A13: ProductId may be missing), by remote variation id.
     */
    @InjectManager()
    async pushedProductsOf(
      remote: { productIds: string[]; variationIds: string[] },
      @MedusaContext() context: SqlContext = {}
    ): Promise<PushedProduct[]> {
      const select = `select product_id, remote_product_id, snapshot -> 'productType' as product_type,
        snapshot -> 'variations' as variations from ${SYNC_TABLE} where deleted_at is null and snapshot is not null`
      const found = remote.productIds.length
        ? await sql<PushedProduct>(context, `${select} and remote_product_id in (select jsonb_array_elements_text(?::jsonb))`, [
            JSON.stringify([...new Set(remote.productIds)]),
          ])
        : []
      const known = new Set(found.flatMap((row) => Object.values(row.variations ?? {}).map((v) => v.remoteId)))
      const orphans = [...new Set(remote.variationIds)].filter((id) => !known.has(id))
      if (!orphans.length) return found
      const more = await sql<PushedProduct>(
        context,
        `${select} and exists (select 1 from jsonb_each(case when jsonb_typeof(snapshot -> 'variations') = 'object'
             then snapshot -> 'variations' else '{}'::jsonb end) v
           where v.value ->> 'remoteId' in (select jsonb_array_elements_text(?::jsonb)))`,
        [JSON.stringify(orphans)]
      )
      const seen = new Set(found.map((row) => row.product_id))
      return [...found, ...more.filter((row) => !seen.has(row.product_id))]
    }

    /** Products whose pushed variations include these variants: a deleted variant names no product. */
    @InjectManager()
    async findProductsOfVariants(variantIds: string[], @MedusaContext() context: SqlContext = {}): Promise<string[]> {
      if (!variantIds.length) return []
      const rows = await sql<{ product_id: string }>(
        context,
        `select product_id from ${SYNC_TABLE} where deleted_at is null
           and jsonb_exists_any(snapshot -> 'variations', array(select jsonb_array_elements_text(?::jsonb)))`,
        [JSON.stringify(variantIds)]
      )
      return rows.map((r) => r.product_id)
    }
  }
  return ProductSync
}
