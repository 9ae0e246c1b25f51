import { InjectManager, MedusaContext } from "@medusajs/framework/utils"
import { NOT_GONE, SYNC_TABLE } from "../lib/product-sync-table"
import { sql, SqlContext } from "../lib/sql"
import type { Constructor, ServiceBase } from "./base"

/** A claim keeps other instances off a listing this long; a check that died is due again after it. */
const LISTING_CHECK_CLAIM_MS = 5 * 60_000
/** A check that got no answer (an outage) is tried again after this long, not in a hot loop. */
const LISTING_RECHECK_AFTER_FAILURE_MS = 5 * 60_000

/** A listing the sweep asks the service about. */
export interface DueListingCheck {
  product_id: string
  remote_product_id: string
  ended_at: Date | null
  snapshot: unknown
}

/**
 * The listing facts on the product_sync rows: what ProductIsListed last answered, when, and when
 * the sweep asks again. The database picks, on its own clock, which listings are due and how many
 * checks the minute still allows, so instances that sweep at once share one budget. Also what the
 * service answered the sync's writes, for the health panel and the service check.
 */
export const WithListingFacts = <T extends Constructor<ServiceBase>>(Base: T) => {
  class ListingFacts extends Base {
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
  }
  return ListingFacts
}
