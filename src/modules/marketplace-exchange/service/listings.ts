import { generateEntityId, InjectManager, MedusaContext } from "@medusajs/framework/utils"
import { sql, SqlContext } from "../lib/sql"
import type { Constructor, ServiceBase } from "./base"

const SYNC_TABLE = "marketplace_exchange_product_sync"

/** Each product's value before setListingsEnded, for a compensation to restore. */
export type EndedBefore = Array<{ product_id: string; ended_at: Date | null; existed: boolean }>

// Arrays travel as one JSON text: the driver would spread a bound array into a list.

/** The merchant's listing actions on the sync rows: end or relist, and forget what the service refused; each with its compensation. */
export const WithListings = <T extends Constructor<ServiceBase>>(Base: T) => {
  class Listings extends Base {
    /**
     * Ends (stock 0 from the next sync on) or relists these products; a product never sent gets its
     * row, so it is created ended. Answers each product's value before, for a compensation to restore.
     */
    @InjectManager()
    async setListingsEnded(productIds: string[], ended: boolean, @MedusaContext() context: SqlContext = {}): Promise<EndedBefore> {
      if (!productIds.length) return []
      const before = await sql<{ product_id: string; ended_at: Date | null }>(
        context,
        `select product_id, ended_at from ${SYNC_TABLE}
         where deleted_at is null and product_id in (select jsonb_array_elements_text(?::jsonb))`,
        [JSON.stringify(productIds)]
      )
      const known = new Map(before.map((row) => [row.product_id, row.ended_at]))
      await sql(
        context,
        `update ${SYNC_TABLE} set ended_at = ${ended ? "now()" : "null"}, updated_at = now()
         where deleted_at is null and product_id in (select jsonb_array_elements_text(?::jsonb))`,
        [JSON.stringify(productIds)]
      )
      const missing = productIds.filter((id) => !known.has(id))
      if (ended && missing.length) {
        // Ids and product ids as one JSON text each: one bind however many products.
        await sql(
          context,
          `insert into ${SYNC_TABLE} (id, product_id, status, ended_at)
           select r ->> 'id', r ->> 'product_id', 'pending', now() from jsonb_array_elements(?::jsonb) r
           on conflict (product_id) where deleted_at is null do update set ended_at = now()`,
          [JSON.stringify(missing.map((id) => ({ id: generateEntityId(undefined, "mxprod"), product_id: id })))]
        )
      }
      return productIds.map((id) => ({ product_id: id, ended_at: known.get(id) ?? null, existed: known.has(id) }))
    }

    /** Puts back what setListingsEnded changed (a compensation). */
    @InjectManager()
    async restoreListingsEnded(before: EndedBefore, @MedusaContext() context: SqlContext = {}): Promise<void> {
      for (const row of before) {
        if (!row.existed) {
          await sql(context, `delete from ${SYNC_TABLE} where product_id = ? and snapshot is null and remote_product_id is null`, [
            row.product_id,
          ])
          continue
        }
        await sql(context, `update ${SYNC_TABLE} set ended_at = ? where product_id = ? and deleted_at is null`, [
          row.ended_at,
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
      productIds: string[],
      @MedusaContext() context: SqlContext = {}
    ): Promise<Array<{ product_id: string; refusals: unknown }>> {
      if (!productIds.length) return []
      return sql<{ product_id: string; refusals: unknown }>(
        context,
        `with before as (
           select product_id, refusals from ${SYNC_TABLE}
           where deleted_at is null and refusals is not null and product_id in (select jsonb_array_elements_text(?::jsonb))
         )
         update ${SYNC_TABLE} t set refusals = null, updated_at = now() from before
         where t.product_id = before.product_id and t.deleted_at is null returning before.product_id, before.refusals`,
        [JSON.stringify(productIds)]
      )
    }

    /** Puts refusals back (a compensation). */
    @InjectManager()
    async restoreProductRefusals(rows: Array<{ product_id: string; refusals: unknown }>, @MedusaContext() context: SqlContext = {}) {
      for (const row of rows) {
        await sql(context, `update ${SYNC_TABLE} set refusals = ?::jsonb where product_id = ? and deleted_at is null`, [
          JSON.stringify(row.refusals),
          row.product_id,
        ])
      }
    }
  }
  return Listings
}
