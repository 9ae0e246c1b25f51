import { generateEntityId, InjectManager, InjectTransactionManager, MedusaContext, MedusaError } from "@medusajs/framework/utils"
import type { MoveInMark } from "../lib/account-scan-outcomes"
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

/** A50: a product the service lost keeps its remote id for the merchant, but no listing check asks it. */
const NOT_GONE = "and status <> 'gone_at_service'"

/** A claim keeps other instances off a listing this long; a check that died is due again after it. */
const LISTING_CHECK_CLAIM_MS = 5 * 60_000
/** A check that got no answer (an outage) is tried again after this long, not in a hot loop. */
const LISTING_RECHECK_AFTER_FAILURE_MS = 5 * 60_000

// Arrays travel as one JSON text: the driver would spread a bound array into a list.

/** Each product's value before setListingsEnded, for a compensation to restore. */
export type EndedBefore = Array<{ product_id: string; ended_at: Date | null; existed: boolean }>

/** A listing the sweep asks the service about. */
export interface DueListingCheck {
  product_id: string
  remote_product_id: string
  ended_at: Date | null
  snapshot: unknown
}

/** A pushed product as an order's items are mapped to it: its remote id, type and variations by variant id. */
export type PushedProduct = {
  product_id: string
  remote_product_id: string | null
  product_type: number | null
  variations: Record<string, { remoteId: string; retired?: boolean; unmatched?: boolean }> | null
}

/**
 * The product_sync table (models/product-sync-state.ts), all its SQL in one layer: what each
 * account pushed for each product (a row per account and product: each account's listing is its
 * own, so every method names the account first) and the stock the marketplace's sales made stale; the merchant's
 * listing actions on the rows; the listing facts the sweep records; and the move-in's marks on a
 * product's row (the create's fence, the linked listing, the take-over). Flows that need several
 * tables at once (applying a move-in plan) call these within their transaction.
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

    // The listing facts on the sync rows: what ProductIsListed last answered, when, and
    // when the sweep asks again. The database picks, on its own clock, which listings are due and how
    // many checks the minute still allows, so instances that sweep at once share one budget.

    /**
     * Records the service's answer for a product: the fact and now, next due after the merchant's
     * interval (or soon, when the answer is not what the push should have caused); or, with `fact`
     * undefined, that the check got no answer: the state becomes unknown (shown unchecked with when
     * it was last known) and is asked again soon, or at the next regular check with
     * `recheckSoon: false` (a 404 or a refusal, which asking again in minutes would only repeat).
     * The regular check is `checkHours` (LISTING_CHECK_HOURS) away, as the caller's run read the
     * settings: they are never read again here.
     */
    @InjectManager()
    async recordListingFact(
      accountId: string,
      productId: string,
      fact: string | null | undefined,
      options: { checkHours: number; recheckSoon?: boolean },
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      const regular = `now() + (${Number(options.checkHours)} * interval '1 hour')`
      if (fact === undefined) {
        // An outage passes, so soon; a 404 or a refusal would answer the same: the next regular check.
        const due = options.recheckSoon === false ? regular : `now() + (? * interval '1 millisecond')`
        await sql(
          context,
          `update ${SYNC_TABLE} set listing_state = null, listing_check_due_at = ${due}, updated_at = now()
           where account_id = ? and product_id = ? and deleted_at is null`,
          options.recheckSoon === false ? [accountId, productId] : [LISTING_RECHECK_AFTER_FAILURE_MS, accountId, productId]
        )
        return
      }
      // An answer that contradicts what the push should have caused (A40) is asked again soon, not in a day.
      const due = options.recheckSoon ? `now() + (${LISTING_RECHECK_AFTER_FAILURE_MS} * interval '1 millisecond')` : regular
      await sql(
        context,
        `update ${SYNC_TABLE} set listing_state = ?, listing_checked_at = now(), listing_check_due_at = ${due}, updated_at = now()
         where account_id = ? and product_id = ? and deleted_at is null`,
        [fact, accountId, productId]
      )
    }

    /** Puts these products' listings first in the sweep's line (the bulk "check listing"). Answers how many are at the service. */
    @InjectManager()
    async requestListingChecks(
      accountId: string,
      productIds: string[] | "all",
      @MedusaContext() context: SqlContext = {}
    ): Promise<number> {
      const rows = await sql<{ id: string }>(
        context,
        `update ${SYNC_TABLE} set listing_check_due_at = to_timestamp(0), updated_at = now()
         where account_id = ? and deleted_at is null and remote_product_id is not null ${NOT_GONE}
           ${productIds === "all" ? "" : "and product_id in (select jsonb_array_elements_text(?::jsonb))"}
         returning id`,
        productIds === "all" ? [accountId] : [accountId, JSON.stringify(productIds)]
      )
      return rows.length
    }

    /**
     * The account's listing checks answered in the last minute, on every instance: the sweep's
     * share of the account's budget (its own subscription's calls) is what is left.
     */
    @InjectManager()
    async listingChecksInLastMinute(accountId: string, @MedusaContext() context: SqlContext = {}): Promise<number> {
      const [row] = await sql<{ count: number }>(
        context,
        `select count(*)::int as count from ${SYNC_TABLE}
         where account_id = ? and deleted_at is null and listing_checked_at > now() - interval '1 minute'`,
        [accountId]
      )
      return Number(row?.count ?? 0)
    }

    /**
     * Claims up to `limit` due listings, earliest due first (requested ones at the epoch, then the
     * oldest due, then those never scheduled), skipping rows another instance holds: each walk follows the
     * due index with LIMIT, never sorting the whole catalog. A claim pushes the due time out.
     * `only`: a merchant's "check listing" asks its selection only; the sweep takes whatever is due.
     */
    @InjectManager()
    async claimDueListingChecks(
      accountId: string,
      limit: number,
      only?: string[],
      @MedusaContext() context: SqlContext = {}
    ): Promise<DueListingCheck[]> {
      if (limit <= 0 || (only && !only.length)) return []
      const among = only ? "and product_id in (select jsonb_array_elements_text(?::jsonb))" : ""
      const claim = (condition: string, order: string, take: number) =>
        sql<DueListingCheck>(
          context,
          `update ${SYNC_TABLE} t set listing_check_due_at = now() + (? * interval '1 millisecond')
           from (select id from ${SYNC_TABLE}
                 where account_id = ? and deleted_at is null and remote_product_id is not null ${NOT_GONE} and ${condition} ${among}
                 ${order} limit ? for update skip locked) due
           where t.id = due.id
           returning t.product_id, t.remote_product_id, t.ended_at, t.snapshot`,
          [LISTING_CHECK_CLAIM_MS, accountId, ...(only ? [JSON.stringify(only)] : []), take]
        )
      const scheduled = await claim("listing_check_due_at <= now()", "order by listing_check_due_at", limit)
      if (scheduled.length >= limit) return scheduled
      return [...scheduled, ...(await claim("listing_check_due_at is null", "", limit - scheduled.length))]
    }

    /** Gives claimed listings back to the line (the sweep stopped on an outage before asking them). */
    @InjectManager()
    async releaseListingChecks(accountId: string, productIds: string[], @MedusaContext() context: SqlContext = {}): Promise<void> {
      if (!productIds.length) return
      await sql(
        context,
        `update ${SYNC_TABLE} set listing_check_due_at = now()
         where account_id = ? and deleted_at is null and product_id in (select jsonb_array_elements_text(?::jsonb))`,
        [accountId, JSON.stringify(productIds)]
      )
    }

    /** The account's listings by state for the health panel: not_active ones need the merchant. */
    @InjectManager()
    async countListingFacts(
      accountId: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<{ not_active: number; unchecked: number; due: number }> {
      const [row] = await sql<{ not_active: number; unchecked: number; due: number }>(
        context,
        `select count(*) filter (where listing_state = 'not_active')::int as not_active,
                count(*) filter (where listing_state is null)::int as unchecked,
                count(*) filter (where listing_check_due_at is null or listing_check_due_at <= now())::int as due
         from ${SYNC_TABLE} where account_id = ? and deleted_at is null and remote_product_id is not null ${NOT_GONE}`,
        [accountId]
      )
      return { not_active: Number(row?.not_active ?? 0), unchecked: Number(row?.unchecked ?? 0), due: Number(row?.due ?? 0) }
    }

    /**
     * What the service answered the product sync's writes that only writes meet, for the service
     * check (A55), which only reads: products it no longer holds (A50), and products whose stock
     * it has not taken (A49: `false` to ReviseInventoryStatus, tried again), since the earliest.
     */
    @InjectManager()
    async countWriteAnswersMet(
      accountId: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<{ gone_at_service: number; stock_not_taken: number; stock_not_taken_since: string | null }> {
      const [row] = await sql<{ gone: number; not_taken: number; since: string | null }>(
        context,
        `select count(*) filter (where status = 'gone_at_service')::int as gone,
                count(*) filter (where snapshot->>'stockNotTakenSince' is not null)::int as not_taken,
                min(snapshot->>'stockNotTakenSince') as since
         from ${SYNC_TABLE} where account_id = ? and deleted_at is null`,
        [accountId]
      )
      return {
        gone_at_service: Number(row?.gone ?? 0),
        stock_not_taken: Number(row?.not_taken ?? 0),
        stock_not_taken_since: row?.since ?? null,
      }
    }

    /**
     * Another account on the same eBay site that lists the product or is creating it: eBay forbids
     * listing one item under two user ids on one site, so this account holds it back while that one
     * keeps it (one ended or lost at the service keeps nothing). The earliest such account; null when none.
     */
    @InjectManager()
    async siteHolderOf(
      accountId: string,
      productId: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<{ id: string; name: string; site: string } | null> {
      const [holder] = await sql<{ id: string; name: string; site: string }>(
        context,
        `select a.id, a.name, a.marketplace_site as site from ${SYNC_TABLE} s
           join marketplace_exchange_account a on a.id = s.account_id and a.deleted_at is null
           join marketplace_exchange_account mine on mine.id = ? and mine.marketplace_site = a.marketplace_site
         where s.product_id = ? and s.account_id <> ? and s.deleted_at is null
           and s.status not in ('removed', 'gone_at_service')
           and (s.remote_product_id is not null or s.pending_creates -> 'product' is not null)
         order by a.created_at limit 1`,
        [accountId, productId, accountId]
      )
      return holder ?? null
    }

    // The move-in's marks on a product's row (service/account-scan.ts applies a plan).
    /**
     * Puts a product's create on record as an intent (`pending_creates.product`) unless an
     * applied move-in decided otherwise for it (a listing to link, or a create held back); a
     * take-over mark does not stand in the way (the new listing gets our ForeignId) and goes.
     * Answers whether the create may go, or which account on the same eBay site lists the product
     * (siteHolderOf: checked under a lock per site and product, so of two accounts' creates one
     * goes). The one fence between a create and apply: both write
     * the product's row, so the row lock orders them; apply links only rows with no create on
     * record, and this writes no intent once a link is recorded.
     */
    @InjectTransactionManager()
    async fenceProductCreate(
      accountId: string,
      productId: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<true | false | { listedBy: { id: string; name: string; site: string } }> {
      // One create at a time per eBay site and product: two accounts' tasks never both find the other's row empty.
      await sql(
        context,
        `select pg_advisory_xact_lock(hashtext('mx-site-create:' || coalesce((select marketplace_site from marketplace_exchange_account
           where id = ?), 'ebay.de') || ':' || ?))`,
        [accountId, productId]
      )
      const listedBy = await this.siteHolderOf(accountId, productId, context)
      if (listedBy) return { listedBy }
      const intent = JSON.stringify({ product: new Date().toISOString() })
      const rows = await sql(
        context,
        `insert into ${SYNC_TABLE} (id, account_id, product_id, pending_creates) values (?, ?, ?, ?::jsonb)
         on conflict (account_id, product_id) where deleted_at is null do update
           set pending_creates = coalesce(${SYNC_TABLE}.pending_creates, '{}'::jsonb) || excluded.pending_creates,
             move_in = null, updated_at = now()
           where ${SYNC_TABLE}.move_in is null or ${SYNC_TABLE}.move_in -> 'take_over' is not null
         returning id`,
        [generateEntityId(undefined, "mxprod"), accountId, productId, intent]
      )
      return rows.length > 0
    }

    /**
     * Records the listing linked at move-in as the product's snapshot, read from the service by
     * its task; a listing the service no longer holds (null) is forgotten, and the product is
     * listed anew. Only while the link is still the one decided and nothing was recorded since:
     * answers whether it was.
     */
    @InjectManager()
    async recordLinkedListing(
      accountId: string,
      productId: string,
      remoteId: string,
      snapshot: Record<string, unknown> | object | null,
      @MedusaContext() context: SqlContext = {}
    ): Promise<boolean> {
      const rows = await sql(
        context,
        `update ${SYNC_TABLE} set snapshot = ?::jsonb, remote_product_id = ?, move_in = null, updated_at = now()
         where account_id = ? and product_id = ? and deleted_at is null and snapshot is null
           and move_in -> 'link' ->> 'remote_product_id' = ?
         returning id`,
        [snapshot ? JSON.stringify(snapshot) : null, snapshot ? remoteId : null, accountId, productId, remoteId]
      )
      return rows.length > 0
    }

    /**
     * Takes the product's take-over mark: its snapshot no longer keeps the old system's
     * ForeignIds, so its run writes ours. Answers whether the mark was still there.
     */
    @InjectManager()
    async takeOverForeignIds(accountId: string, productId: string, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
      const rows = await sql(
        context,
        `update ${SYNC_TABLE} set snapshot = snapshot - 'foreignIdsKept', move_in = null, updated_at = now()
         where account_id = ? and product_id = ? and deleted_at is null and move_in -> 'take_over' is not null returning id`,
        [accountId, productId]
      )
      return rows.length > 0
    }

    /**
     * A new plan replaces what an earlier one decided and no run has acted on yet (within the
     * plan's transaction, so a refusal rolls it back); a take-over stays: the merchant said the
     * old connector is off.
     */
    @InjectManager()
    async forgetUnactedMoveIns(accountId: string, @MedusaContext() context: SqlContext = {}): Promise<void> {
      await sql(
        context,
        `update ${SYNC_TABLE} set move_in = null, remote_product_id = case when snapshot is null then null else remote_product_id end,
           updated_at = now()
         where account_id = ? and move_in is not null and move_in -> 'take_over' is null and deleted_at is null`,
        [accountId]
      )
    }

    /**
     * The links of a plan that cannot be: the product keeps another listing (`held_by` is itself),
     * or another product keeps that listing (`held_by` names it).
     */
    @InjectManager()
    async listingsTakenFrom(
      accountId: string,
      links: Array<{ productId: string; remoteId: string }>,
      @MedusaContext() context: SqlContext = {}
    ): Promise<Array<{ product_id: string; remote_product_id: string; held_by: string }>> {
      return sql(
        context,
        `select l.product_id, l.remote_id as remote_product_id, s.product_id as held_by
         from jsonb_to_recordset(?::jsonb) as l(product_id text, remote_id text)
         join ${SYNC_TABLE} s on s.account_id = ? and s.deleted_at is null and (
           (s.product_id = l.product_id and s.snapshot is not null and s.remote_product_id is distinct from l.remote_id)
           or (s.product_id <> l.product_id and s.remote_product_id = l.remote_id))`,
        [JSON.stringify(links.map((l) => ({ product_id: l.productId, remote_id: l.remoteId }))), accountId]
      )
    }

    /**
     * Marks products with a plan's decision (a listing to link, a create held back). A row with a
     * create on record (fenceProductCreate) is not marked: the row lock orders the two, and
     * moveInMarksNotTaken then names it.
     */
    @InjectManager()
    async markMoveIns(
      accountId: string,
      marks: Array<{ product_id: string; remote_id: string | null; move_in: MoveInMark }>,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await sql(
        context,
        `insert into ${SYNC_TABLE} (id, account_id, product_id, remote_product_id, move_in)
         select r ->> 'id', ?, r ->> 'product_id', r ->> 'remote_id', r -> 'move_in' from jsonb_array_elements(?::jsonb) r
         on conflict (account_id, product_id) where deleted_at is null do update
           set remote_product_id = excluded.remote_product_id, move_in = excluded.move_in, updated_at = now()
           where ${SYNC_TABLE}.snapshot is null and ${SYNC_TABLE}.pending_creates -> 'product' is null`,
        [accountId, JSON.stringify(marks.map((mark) => ({ id: generateEntityId(undefined, "mxprod"), ...mark })))]
      )
    }

    /** Products of these marks whose row did not take its mark: a create of theirs was on record first. */
    @InjectManager()
    async moveInMarksNotTaken(
      accountId: string,
      marks: Array<{ product_id: string; move_in: MoveInMark }>,
      @MedusaContext() context: SqlContext = {}
    ): Promise<string[]> {
      const rows = await sql<{ product_id: string }>(
        context,
        `select s.product_id from jsonb_array_elements(?::jsonb) r
         join ${SYNC_TABLE} s on s.account_id = ? and s.product_id = r ->> 'product_id' and s.deleted_at is null
         where s.snapshot is null and s.move_in is distinct from r -> 'move_in'`,
        [JSON.stringify(marks), accountId]
      )
      return rows.map((row) => row.product_id)
    }

    /**
     * The old connector is off: listings linked by an earlier plan (their snapshot keeps the old
     * ForeignIds) get ours on their next run, which takes the mark (a run under way now would save
     * its snapshot over a change made here).
     */
    @InjectManager()
    async markForeignIdTakeOver(
      accountId: string,
      productIds: string[],
      scanId: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await sql(
        context,
        `update ${SYNC_TABLE} set move_in = ?::jsonb, updated_at = now()
         where account_id = ? and product_id in (select jsonb_array_elements_text(?::jsonb))
           and snapshot -> 'foreignIdsKept' is not null and deleted_at is null`,
        [JSON.stringify({ take_over: true, scan_id: scanId } satisfies MoveInMark), accountId, JSON.stringify(productIds)]
      )
    }

    /** A scan dismissed: the creates a plan held back may go. */
    @InjectManager()
    async releaseHeldCreates(accountId: string, @MedusaContext() context: SqlContext = {}): Promise<void> {
      await sql(
        context,
        `update ${SYNC_TABLE} set move_in = null, updated_at = now()
         where account_id = ? and move_in -> 'held' is not null and deleted_at is null`,
        [accountId]
      )
    }
  }
  return ProductSync
}
