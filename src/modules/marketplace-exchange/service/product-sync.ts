import { generateEntityId, InjectManager, MedusaContext, MedusaError } from "@medusajs/framework/utils"
import { SYNC_TABLE } from "../lib/product-sync-table"
import { sql, SqlContext } from "../lib/sql"
import type { Constructor, ServiceBase } from "./base"

const JSON_COLUMNS = new Set([
  "snapshot",
  "problems",
  "refusals",
  "stale_stock",
  "pending_creates",
  "last_error_words",
  "stock_error_words",
])
const COLUMNS = new Set([
  ...JSON_COLUMNS,
  "remote_product_id",
  "status",
  "last_error",
  "last_pushed_at",
  "stock_sent_at",
  "stock_error",
  "list_anew_at",
])

// Arrays travel as one JSON text: the driver would spread a bound array into a list.

/** Each product's value before setListingsEnded, for a compensation to restore. */
export type EndedBefore = Array<{ product_id: string; ended_at: Date | null; existed: boolean }>

/** A pushed product as an order's items are mapped to it: its remote id, type and variations by variant id. */
export type PushedProduct = {
  product_id: string
  remote_product_id: string | null
  product_type: number | null
  variations: Record<string, { remoteId: string; retired?: boolean; unmatched?: boolean }> | null
}

/**
 * The product_sync table's sync states (models/product-sync-state.ts): what each account pushed
 * for each product (a row per account and product: each account's listing is its own, so every
 * method names the account first), the stock the marketplace's sales made stale, and the
 * merchant's listing actions on the rows. The sweep's listing facts (listing-facts.ts) and the
 * move-in's marks and the create's fence (move-in-marks.ts) are layers of their own on the same
 * rows. Flows that need several tables at once (applying a move-in plan) call these within their
 * transaction.
 */
export const WithProductSync = <T extends Constructor<ServiceBase>>(Base: T) => {
  class ProductSync extends Base {
    async getProductSyncState(accountId: string, productId: string) {
      const [row] = await this.listProductSyncStates({ account_id: accountId, product_id: productId }, { take: 1 })
      return row
    }

    /** The account's sync states of these products in one read, by product id (the drain's tasks load theirs together). */
    async getProductSyncStates(accountId: string, productIds: string[]) {
      const rows = await this.listProductSyncStates({ account_id: accountId, product_id: productIds })
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
      accountId: string,
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
        `update ${SYNC_TABLE} set ${[...sets, "updated_at = now()"].join(", ")}
         where account_id = ? and product_id = ? and deleted_at is null returning id`,
        [...values, accountId, productId]
      )
      if (rows.length) return
      await this.createProductSyncStates({ account_id: accountId, product_id: productId, ...changes })
    }

    /**
     * The marketplace sold these variations (remote ids): their stock at the service moved, so the
     * next sync of their products sends it again. The sold variations' keys (variant id, "" for a
     * single product) go to `stale_stock`, appended in SQL so that a sync saving its snapshot
     * meanwhile cannot drop them. Answers the Medusa product ids to sync.
     */
    @InjectManager()
    async markSoldStockStale(
      accountId: string,
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
        `select product_id, remote_product_id, snapshot from ${SYNC_TABLE} where account_id = ? and deleted_at is null and ` +
          `remote_product_id in (select jsonb_array_elements_text(?::jsonb))`,
        [accountId, JSON.stringify(remoteIds)]
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
           where account_id = ? and product_id = ? and deleted_at is null`,
          [JSON.stringify(keys), accountId, row.product_id]
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
    async markAllStockStale(accountId: string, @MedusaContext() context: SqlContext = {}): Promise<void> {
      await sql(
        context,
        `update ${SYNC_TABLE} set stale_stock = (select coalesce(jsonb_agg(distinct k), '[]'::jsonb) from (
             select jsonb_array_elements_text(coalesce(stale_stock, '[]'::jsonb)) as k
             union select '' where (snapshot ->> 'productType') = '0'
             union select jsonb_object_keys(case when jsonb_typeof(snapshot -> 'variations') = 'object'
               then snapshot -> 'variations' else '{}'::jsonb end)
           ) keys), updated_at = now()
         where account_id = ? and deleted_at is null and remote_product_id is not null and snapshot is not null`,
        [accountId]
      )
    }

    /**
     * Takes one problem (by its message code) off every product's stored problems, in one
     * statement: a note a setting made true for all of them at once (A53: eBay's display of the
     * safety data, once the merchant confirmed it). Answers how many products carried it.
     */
    @InjectManager()
    async dropProductProblem(accountId: string, code: string, @MedusaContext() context: SqlContext = {}): Promise<number> {
      const rows = await sql(
        context,
        `update ${SYNC_TABLE} set problems = (select coalesce(jsonb_agg(p), '[]'::jsonb)
             from jsonb_array_elements(problems) p where p ->> 'code' is distinct from ?)
         where account_id = ? and deleted_at is null and jsonb_typeof(problems) = 'array'
           and problems @> jsonb_build_array(jsonb_build_object('code', ?::text))
         returning product_id`,
        [code, accountId, code]
      )
      return rows.length
    }

    /** The stock lane sent these keys: they are no longer stale (removed in SQL, as markSoldStockStale adds them). */
    @InjectManager()
    async clearStaleStock(accountId: string, productId: string, keys: string[], @MedusaContext() context: SqlContext = {}): Promise<void> {
      if (!keys.length) return
      await sql(
        context,
        `update ${SYNC_TABLE} set stale_stock = (select coalesce(jsonb_agg(k), '[]'::jsonb)
           from jsonb_array_elements_text(coalesce(stale_stock, '[]'::jsonb)) k
           where k <> all(array(select jsonb_array_elements_text(?::jsonb))))
         where account_id = ? and product_id = ? and deleted_at is null`,
        [JSON.stringify(keys), accountId, productId]
      )
    }

    /**
     * What the plugin pushed of the products an order's items name (looked up by their
     * ids, not by reading every product's snapshot): by remote product id (indexed), and for items
     * that name only a variation (A13: ProductId may be missing), by remote variation id.
     */
    @InjectManager()
    async pushedProductsOf(
      accountId: string,
      remote: { productIds: string[]; variationIds: string[] },
      @MedusaContext() context: SqlContext = {}
    ): Promise<PushedProduct[]> {
      const select = `select product_id, remote_product_id, snapshot -> 'productType' as product_type,
        snapshot -> 'variations' as variations from ${SYNC_TABLE} where account_id = ? and deleted_at is null and snapshot is not null`
      const found = remote.productIds.length
        ? await sql<PushedProduct>(context, `${select} and remote_product_id in (select jsonb_array_elements_text(?::jsonb))`, [
            accountId,
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
        [accountId, JSON.stringify(orphans)]
      )
      const seen = new Set(found.map((row) => row.product_id))
      return [...found, ...more.filter((row) => !seen.has(row.product_id))]
    }

    /**
     * Products whose pushed variations include these variants, under any account: a deleted
     * variant names no product, and its product is every account's to sync again (the store
     * event queues a task per account).
     */
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

    // The merchant's listing actions on the rows: end or relist, and forget what the service refused; each with its compensation.

    /**
     * Ends (stock 0 from the next sync on) or relists these products; a product never sent gets its
     * row, so it is created ended. Answers each product's value before, for a compensation to restore.
     */
    @InjectManager()
    async setListingsEnded(
      accountId: string,
      productIds: string[],
      ended: boolean,
      @MedusaContext() context: SqlContext = {}
    ): Promise<EndedBefore> {
      if (!productIds.length) return []
      const before = await sql<{ product_id: string; ended_at: Date | null }>(
        context,
        `select product_id, ended_at from ${SYNC_TABLE}
         where account_id = ? and deleted_at is null and product_id in (select jsonb_array_elements_text(?::jsonb))`,
        [accountId, JSON.stringify(productIds)]
      )
      const known = new Map(before.map((row) => [row.product_id, row.ended_at]))
      await sql(
        context,
        `update ${SYNC_TABLE} set ended_at = ${ended ? "now()" : "null"}, updated_at = now()
         where account_id = ? and deleted_at is null and product_id in (select jsonb_array_elements_text(?::jsonb))`,
        [accountId, JSON.stringify(productIds)]
      )
      const missing = productIds.filter((id) => !known.has(id))
      if (ended && missing.length) {
        // Ids and product ids as one JSON text each: one bind however many products.
        await sql(
          context,
          `insert into ${SYNC_TABLE} (id, account_id, product_id, status, ended_at)
           select r ->> 'id', ?, r ->> 'product_id', 'pending', now() from jsonb_array_elements(?::jsonb) r
           on conflict (account_id, product_id) where deleted_at is null do update set ended_at = now()`,
          [accountId, JSON.stringify(missing.map((id) => ({ id: generateEntityId(undefined, "mxprod"), product_id: id })))]
        )
      }
      return productIds.map((id) => ({ product_id: id, ended_at: known.get(id) ?? null, existed: known.has(id) }))
    }

    /** Puts back what setListingsEnded changed (a compensation). */
    @InjectManager()
    async restoreListingsEnded(accountId: string, before: EndedBefore, @MedusaContext() context: SqlContext = {}): Promise<void> {
      for (const row of before) {
        if (!row.existed) {
          await sql(
            context,
            `delete from ${SYNC_TABLE} where account_id = ? and product_id = ? and snapshot is null and remote_product_id is null`,
            [accountId, row.product_id]
          )
          continue
        }
        await sql(context, `update ${SYNC_TABLE} set ended_at = ? where account_id = ? and product_id = ? and deleted_at is null`, [
          row.ended_at,
          accountId,
          row.product_id,
        ])
      }
    }

    /**
     * Forgets what the service refused for these products, so their next sync sends it again.
     * Answers the refusals before, for a compensation.
     */
    @InjectManager()
    async clearProductRefusals(
      accountId: string,
      productIds: string[],
      @MedusaContext() context: SqlContext = {}
    ): Promise<Array<{ product_id: string; refusals: unknown }>> {
      if (!productIds.length) return []
      return sql<{ product_id: string; refusals: unknown }>(
        context,
        `with before as (
           select product_id, refusals from ${SYNC_TABLE}
           where account_id = ? and deleted_at is null and refusals is not null
             and product_id in (select jsonb_array_elements_text(?::jsonb))
         )
         update ${SYNC_TABLE} t set refusals = null, updated_at = now() from before
         where t.account_id = ? and t.product_id = before.product_id and t.deleted_at is null
         returning before.product_id, before.refusals`,
        [accountId, JSON.stringify(productIds), accountId]
      )
    }

    /** Puts refusals back (a compensation). */
    @InjectManager()
    async restoreProductRefusals(
      accountId: string,
      rows: Array<{ product_id: string; refusals: unknown }>,
      @MedusaContext() context: SqlContext = {}
    ) {
      for (const row of rows) {
        await sql(context, `update ${SYNC_TABLE} set refusals = ?::jsonb where account_id = ? and product_id = ? and deleted_at is null`, [
          JSON.stringify(row.refusals),
          accountId,
          row.product_id,
        ])
      }
    }

    /**
     * A50: the service answered 404 for the product itself outside a sync (the listing check), so
     * it no longer holds it: marked `gone_at_service` with why, while the row still names that
     * remote id (a List again or a new create meanwhile is not undone). Answers whether it was.
     */
    @InjectManager()
    async markProductGone(
      accountId: string,
      productId: string,
      remoteProductId: string,
      words: { message: string; words: unknown },
      @MedusaContext() context: SqlContext = {}
    ): Promise<boolean> {
      const rows = await sql(
        context,
        `update ${SYNC_TABLE} set status = 'gone_at_service', last_error = ?, last_error_words = ?::jsonb, stock_error = null,
           stock_error_words = null, listing_state = null, updated_at = now()
         where account_id = ? and product_id = ? and remote_product_id = ? and deleted_at is null returning id`,
        [words.message, JSON.stringify(words.words), accountId, productId, remoteProductId]
      )
      return rows.length > 0
    }

    /**
     * List again (A50): forgets what the plugin knew of a product the service no longer holds
     * (its remote ids, what was pushed, pending and refused, the listing's facts), so its next run
     * creates it anew. Only while it is gone; answers the row as it was (for a compensation), or
     * null when it was not gone.
     */
    @InjectManager()
    async forgetGoneProduct(
      accountId: string,
      productId: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<Record<string, unknown> | null> {
      const [before] = await sql<Record<string, unknown>>(
        context,
        `select status, snapshot, remote_product_id, pending_creates, refusals, stale_stock, problems, last_error,
           last_error_words, stock_error, stock_error_words
         from ${SYNC_TABLE} where account_id = ? and product_id = ? and deleted_at is null and status = 'gone_at_service' for update`,
        [accountId, productId]
      )
      if (!before) return null
      await sql(
        context,
        `update ${SYNC_TABLE} set status = 'pending', snapshot = null, remote_product_id = null, pending_creates = null,
           refusals = null, stale_stock = null, problems = null, last_error = null, last_error_words = null, stock_error = null,
           stock_error_words = null, listing_state = null, listing_checked_at = null, listing_check_due_at = null, updated_at = now()
         where account_id = ? and product_id = ? and deleted_at is null`,
        [accountId, productId]
      )
      return before
    }
  }
  return ProductSync
}
