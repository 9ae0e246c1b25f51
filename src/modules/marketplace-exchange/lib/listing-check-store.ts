import { sql, SqlContext } from "./sql"

/**
 * The listing facts on the sync rows (issue 29): what ProductIsListed last answered, when, and
 * when the sweep asks again. The database picks, on its own clock, which listings are due and how
 * many checks the minute still allows, so instances that sweep at once share one budget.
 */
const TABLE = "marketplace_exchange_product_sync"

/** A claim keeps other instances off a listing this long; a check that died is due again after it. */
export const LISTING_CHECK_CLAIM_MS = 5 * 60_000
/** A check that got no answer (an outage) is tried again after this long, not in a hot loop. */
export const LISTING_RECHECK_AFTER_FAILURE_MS = 5 * 60_000

export interface DueListingCheck {
  product_id: string
  remote_product_id: string
  ended_at: Date | null
  snapshot: unknown
}

/**
 * Records the service's answer for a product: the fact and now, next due after the merchant's
 * interval (or soon, when the answer is not what the push should have caused); or, with `fact`
 * undefined, that the check got no answer: the state becomes unknown (shown unchecked with when
 * it was last known) and is asked again soon, or at the next regular check with
 * `recheckSoon: false` (a 404 or a refusal, which asking again in minutes would only repeat).
 * The regular check is `checkHours` (LISTING_CHECK_HOURS) away, as the caller's run read the
 * settings: this store never reads them again (issue 28).
 */
export async function recordListingFact(
  context: SqlContext,
  productId: string,
  fact: string | null | undefined,
  options: { checkHours: number; recheckSoon?: boolean }
): Promise<void> {
  const regular = `now() + (${Number(options.checkHours)} * interval '1 hour')`
  if (fact === undefined) {
    // An outage passes, so soon; a 404 or a refusal would answer the same: the next regular check.
    const due = options.recheckSoon === false ? regular : `now() + (? * interval '1 millisecond')`
    await sql(
      context,
      `update ${TABLE} set listing_state = null, listing_check_due_at = ${due}, updated_at = now()
       where product_id = ? and deleted_at is null`,
      options.recheckSoon === false ? [productId] : [LISTING_RECHECK_AFTER_FAILURE_MS, productId]
    )
    return
  }
  // An answer that contradicts what the push should have caused (A40) is asked again soon, not in a day.
  const due = options.recheckSoon ? `now() + (${LISTING_RECHECK_AFTER_FAILURE_MS} * interval '1 millisecond')` : regular
  await sql(
    context,
    `update ${TABLE} set listing_state = ?, listing_checked_at = now(), listing_check_due_at = ${due}, updated_at = now()
     where product_id = ? and deleted_at is null`,
    [fact, productId]
  )
}

/** Puts these products' listings first in the sweep's line (the bulk "check listing"). Answers how many are at the service. */
export async function requestListingChecks(context: SqlContext, productIds: string[] | "all"): Promise<number> {
  const rows = await sql<{ id: string }>(
    context,
    `update ${TABLE} set listing_check_due_at = to_timestamp(0), updated_at = now()
     where deleted_at is null and remote_product_id is not null
       ${productIds === "all" ? "" : "and product_id in (select jsonb_array_elements_text(?::jsonb))"}
     returning id`,
    productIds === "all" ? [] : [JSON.stringify(productIds)]
  )
  return rows.length
}

/** Listing checks answered in the last minute, on every instance: the sweep's share of the budget is what is left. */
export async function listingChecksInLastMinute(context: SqlContext): Promise<number> {
  const [row] = await sql<{ count: number }>(
    context,
    `select count(*)::int as count from ${TABLE} where deleted_at is null and listing_checked_at > now() - interval '1 minute'`,
    []
  )
  return Number(row?.count ?? 0)
}

/**
 * Claims up to `limit` due listings, earliest due first (requested ones at the epoch, then the
 * oldest due, then those never scheduled), skipping rows another instance holds: each walk follows the
 * due index with LIMIT, never sorting the whole catalog. A claim pushes the due time out.
 */
export async function claimDueListingChecks(context: SqlContext, limit: number, only?: string[]): Promise<DueListingCheck[]> {
  if (limit <= 0 || (only && !only.length)) return []
  // A merchant's "check listing" asks its selection only; the sweep takes whatever is due.
  const among = only ? "and product_id in (select jsonb_array_elements_text(?::jsonb))" : ""
  const claim = (condition: string, order: string, take: number) =>
    sql<DueListingCheck>(
      context,
      `update ${TABLE} t set listing_check_due_at = now() + (? * interval '1 millisecond')
       from (select id from ${TABLE} where deleted_at is null and remote_product_id is not null and ${condition} ${among}
             ${order} limit ? for update skip locked) due
       where t.id = due.id
       returning t.product_id, t.remote_product_id, t.ended_at, t.snapshot`,
      [LISTING_CHECK_CLAIM_MS, ...(only ? [JSON.stringify(only)] : []), take]
    )
  const scheduled = await claim("listing_check_due_at <= now()", "order by listing_check_due_at", limit)
  if (scheduled.length >= limit) return scheduled
  return [...scheduled, ...(await claim("listing_check_due_at is null", "", limit - scheduled.length))]
}

/** Gives claimed listings back to the line (the sweep stopped on an outage before asking them). */
export async function releaseListingChecks(context: SqlContext, productIds: string[]): Promise<void> {
  if (!productIds.length) return
  await sql(
    context,
    `update ${TABLE} set listing_check_due_at = now()
     where deleted_at is null and product_id in (select jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(productIds)]
  )
}

/** Listings by state for the health panel: not_active ones need the merchant. */
export async function countListingFacts(context: SqlContext): Promise<{ not_active: number; unchecked: number; due: number }> {
  const [row] = await sql<{ not_active: number; unchecked: number; due: number }>(
    context,
    `select count(*) filter (where listing_state = 'not_active')::int as not_active,
            count(*) filter (where listing_state is null)::int as unchecked,
            count(*) filter (where listing_check_due_at is null or listing_check_due_at <= now())::int as due
     from ${TABLE} where deleted_at is null and remote_product_id is not null`,
    []
  )
  return { not_active: Number(row?.not_active ?? 0), unchecked: Number(row?.unchecked ?? 0), due: Number(row?.due ?? 0) }
}

/** The store's functions on one connection, for the module's `listingFacts()`. */
export const listingFactsOn = (context: SqlContext) => ({
  record: (productId: string, fact: string | null | undefined, options: { checkHours: number; recheckSoon?: boolean }) =>
    recordListingFact(context, productId, fact, options),
  request: (productIds: string[] | "all") => requestListingChecks(context, productIds),
  checksInLastMinute: () => listingChecksInLastMinute(context),
  claimDue: (limit: number, only?: string[]) => claimDueListingChecks(context, limit, only),
  release: (productIds: string[]) => releaseListingChecks(context, productIds),
  count: () => countListingFacts(context),
})
export type ListingFacts = ReturnType<typeof listingFactsOn>
