import { generateEntityId, InjectManager, MedusaContext } from "@medusajs/framework/utils"
import {
  likePattern,
  ListingState,
  Severity,
  severityCondition,
  SEVERITY_SQL,
  STATE_SQL,
  stateCondition,
  WARNING_CODE_SQL,
} from "../lib/listing-states"
import { sql, SqlContext } from "../lib/sql"
import type { Constructor, ServiceBase } from "./base"

const TABLE = "marketplace_exchange_channel_product"
const SYNC_TABLE = "marketplace_exchange_product_sync"

/** What the read model holds of one product of the marketplace's channel (models/channel-product.ts). */
export type ChannelProductRow = { product_id: string; sales_channel_id: string; title: string; skus: string[] }

/** The listings grid's filter: the channel, a search in titles, SKUs and ids, states (any of them). */
export interface ListingFilter {
  salesChannelId: string
  q?: string
  state?: ListingState[]
  /** By the one severity a row shows, and by a warning's code (the grid header's groups). */
  severity?: Severity[]
  warning?: string
}

/** An account with its sales channel: the grid of every account lists each account's channel. */
export type AccountChannel = { accountId: string; salesChannelId: string }

/** The grid's filter without its channel: the accounts' channels say which products it reads. */
export type ListingsFilter = Omit<ListingFilter, "salesChannelId">

/**
 * The accounts' channel products joined to what the plugin stored of them (module tables only):
 * each account's sync row (unique on account and product), so products never sent are in the list
 * too. A search matches the title, a variant's SKU, or the Medusa or marketplace product id.
 */
function scope(channels: AccountChannel[], filter: ListingsFilter): { from: string; bindings: unknown[] } {
  const [where, bindings] = ofChannels(channels)
  const conditions = [where, "c.deleted_at is null"]
  if (filter.q) {
    const like = likePattern(filter.q)
    conditions.push(`(c.title ilike ? or c.skus ilike ? or c.product_id = ? or s.remote_product_id = ?)`)
    bindings.push(like, like, filter.q, filter.q)
  }
  if (filter.state?.length) conditions.push(stateCondition(filter.state))
  if (filter.severity?.length) conditions.push(severityCondition(filter.severity))
  if (filter.warning) {
    conditions.push(WARNING_CODE_SQL)
    bindings.push(filter.warning)
  }
  return {
    from: `from ${TABLE} c
      left join ${SYNC_TABLE} s on s.account_id = c.account_id and s.product_id = c.product_id and s.deleted_at is null
      where ${conditions.join(" and ")}`,
    bindings,
  }
}

/** The rows of these accounts' channels: one account as before (the indexes' equality), several as one JSON list of pairs. */
function ofChannels(channels: AccountChannel[]): [string, unknown[]] {
  if (channels.length === 1) return ["c.account_id = ? and c.sales_channel_id = ?", [channels[0].accountId, channels[0].salesChannelId]]
  return [
    `(c.account_id, c.sales_channel_id) in (select p ->> 'accountId', p ->> 'salesChannelId' from jsonb_array_elements(?::jsonb) p)`,
    [JSON.stringify(channels)],
  ]
}

// Arrays travel as one JSON text: the driver would spread a bound array into a list.

/**
 * The read model of each account's channel products and the listings grid over it: kept by the
 * account's product tasks and the catch-up with Medusa's channel (workflows/channel-products). A
 * product in two accounts' channels is a row of each.
 */
export const WithChannelProducts = <T extends Constructor<ServiceBase>>(Base: T) => {
  class ChannelProducts extends Base {
    /** Records these products as the account's channel's (or moves them to it), with their title and SKUs as read now. */
    @InjectManager()
    async recordChannelProducts(accountId: string, rows: ChannelProductRow[], @MedusaContext() context: SqlContext = {}): Promise<void> {
      if (!rows.length) return
      const values = rows.map((row) => ({
        id: generateEntityId(undefined, "mxcp"),
        product_id: row.product_id,
        sales_channel_id: row.sales_channel_id,
        title: row.title,
        sort_title: row.title.toLowerCase(),
        skus: row.skus.filter(Boolean).join(" ") || null,
      }))
      await sql(
        context,
        `insert into ${TABLE} (id, account_id, product_id, sales_channel_id, title, sort_title, skus)
         select r ->> 'id', ?, r ->> 'product_id', r ->> 'sales_channel_id', r ->> 'title', r ->> 'sort_title', r ->> 'skus'
         from jsonb_array_elements(?::jsonb) r
         on conflict (account_id, product_id) where deleted_at is null do update set
           sales_channel_id = excluded.sales_channel_id, title = excluded.title, sort_title = excluded.sort_title,
           skus = excluded.skus, updated_at = now()
         where (${TABLE}.sales_channel_id, ${TABLE}.title, ${TABLE}.skus) is distinct from
           (excluded.sales_channel_id, excluded.title, excluded.skus)`,
        [accountId, JSON.stringify(values)]
      )
    }

    /** Forgets these products of the account: out of its channel, or deleted. */
    @InjectManager()
    async forgetChannelProducts(accountId: string, productIds: string[], @MedusaContext() context: SqlContext = {}): Promise<void> {
      if (!productIds.length) return
      await sql(context, `delete from ${TABLE} where account_id = ? and product_id in (select jsonb_array_elements_text(?::jsonb))`, [
        accountId,
        JSON.stringify(productIds),
      ])
    }

    /** Which of these products the account's read model holds (a row to forget when one left its channel). */
    @InjectManager()
    async heldChannelProducts(accountId: string, productIds: string[], @MedusaContext() context: SqlContext = {}): Promise<string[]> {
      if (!productIds.length) return []
      const rows = await sql<{ product_id: string }>(
        context,
        `select product_id from ${TABLE}
         where account_id = ? and deleted_at is null and product_id in (select jsonb_array_elements_text(?::jsonb))`,
        [accountId, JSON.stringify(productIds)]
      )
      return rows.map((row) => row.product_id)
    }

    /** Forgets the account's products of every other channel (the merchant chose another one); answers how many. */
    @InjectManager()
    async forgetOtherChannels(accountId: string, salesChannelId: string, @MedusaContext() context: SqlContext = {}): Promise<number> {
      const rows = await sql<{ product_id: string }>(
        context,
        `delete from ${TABLE} where account_id = ? and sales_channel_id <> ? returning product_id`,
        [accountId, salesChannelId]
      )
      return rows.length
    }

    /** How many products the read model holds for the account's channel. */
    @InjectManager()
    async countChannelProducts(accountId: string, salesChannelId: string, @MedusaContext() context: SqlContext = {}): Promise<number> {
      const [row] = await sql<{ count: number }>(
        context,
        `select count(*)::int as count from ${TABLE} where account_id = ? and sales_channel_id = ? and deleted_at is null`,
        [accountId, salesChannelId]
      )
      return Number(row?.count ?? 0)
    }

    /** The channel's product ids in (`after`, `upTo`] (null: open), in id order: the catch-up compares them page by page. */
    @InjectManager()
    async channelProductIdsBetween(
      accountId: string,
      salesChannelId: string,
      after: string | null,
      upTo: string | null,
      @MedusaContext() context: SqlContext = {}
    ): Promise<string[]> {
      const rows = await sql<{ product_id: string }>(
        context,
        `select product_id from ${TABLE}
         where account_id = ? and sales_channel_id = ? and deleted_at is null
           and (?::text is null or product_id > ?) and (?::text is null or product_id <= ?)
         order by product_id`,
        [accountId, salesChannelId, after, after, upTo, upTo]
      )
      return rows.map((row) => row.product_id)
    }

    /** One page of the account's listings grid, by title, with the total for the filter: the product ids and what the plugin stored. */
    async findListings(
      accountId: string,
      filter: ListingFilter,
      page: { limit: number; offset: number }
    ): Promise<{ rows: Array<Record<string, unknown>>; count: number }> {
      return this.findListingsOf([{ accountId, salesChannelId: filter.salesChannelId }], filter, page)
    }

    /**
     * The same over several accounts' channels (the grid of every account): by title, a product of
     * two accounts once for each, the account's id settling the order; each row names its account.
     */
    @InjectManager()
    async findListingsOf(
      channels: AccountChannel[],
      filter: ListingsFilter,
      page: { limit: number; offset: number },
      @MedusaContext() context: SqlContext = {}
    ): Promise<{ rows: Array<Record<string, unknown>>; count: number }> {
      if (!channels.length) return { rows: [], count: 0 }
      const { from, bindings } = scope(channels, filter)
      const rows = await sql<Record<string, unknown>>(
        context,
        `select c.account_id, c.product_id, c.title, (${STATE_SQL}) as state,
           (${SEVERITY_SQL}) as severity,
           s.status as sync_status, s.remote_product_id, s.problems, s.refusals, s.last_error, s.stock_error,
           s.last_error_words, s.stock_error_words,
           s.last_pushed_at, s.stock_sent_at, s.ended_at, s.status, s.listing_state, s.listing_checked_at,
           s.snapshot -> 'variations' as variations, s.snapshot -> 'productType' as product_type,
           s.snapshot -> 'fields' -> 'StockAmount' as product_stock, s.snapshot -> 'fields' -> 'Price' as product_price,
           s.snapshot ->> 'stockSentAt' as product_stock_sent_at, s.snapshot -> 'fields' ->> 'Title' as sent_title
         ${from} order by c.sort_title asc, c.product_id asc, c.account_id asc limit ? offset ?`,
        [...bindings, page.limit, page.offset]
      )
      const [counted] = await sql<{ count: number }>(context, `select count(*)::int as count ${from}`, bindings)
      return { rows, count: Number(counted?.count ?? 0) }
    }

    /**
     * The warnings many products of the channel share, by code with how many carry each:
     * said once above the grid instead of on every row. Only those of two products or more, and
     * only warnings without parameters (the same words on every product: no brand, no MPN).
     */
    async countSharedWarnings(accountId: string, salesChannelId: string): Promise<Array<{ code: string; count: number }>> {
      return this.countSharedWarningsOf([{ accountId, salesChannelId }])
    }

    /** The same over several accounts' channels: a row counts once per account, as the grid of every account lists it. */
    @InjectManager()
    async countSharedWarningsOf(
      channels: AccountChannel[],
      @MedusaContext() context: SqlContext = {}
    ): Promise<Array<{ code: string; count: number }>> {
      if (!channels.length) return []
      const [where, bindings] = ofChannels(channels)
      return sql<{ code: string; count: number }>(
        context,
        `select pr ->> 'code' as code, count(distinct (c.account_id, c.product_id))::int as count
         from ${TABLE} c
         join ${SYNC_TABLE} s on s.account_id = c.account_id and s.product_id = c.product_id and s.deleted_at is null
         cross join lateral jsonb_array_elements(case when jsonb_typeof(s.problems) = 'array' then s.problems else '[]'::jsonb end) pr
         where ${where} and c.deleted_at is null
           and pr ->> 'severity' = 'warning' and pr ->> 'code' is not null
           and coalesce(pr -> 'params', '{}'::jsonb) = '{}'::jsonb
         group by 1 having count(distinct (c.account_id, c.product_id)) > 1 order by 2 desc, 1`,
        bindings
      )
    }

    /** Every product id the filter matches (a bulk action on the whole filter), by title. */
    @InjectManager()
    async findListingIds(accountId: string, filter: ListingFilter, @MedusaContext() context: SqlContext = {}): Promise<string[]> {
      const { from, bindings } = scope([{ accountId, salesChannelId: filter.salesChannelId }], filter)
      const rows = await sql<{ product_id: string }>(
        context,
        `select c.product_id ${from} order by c.sort_title asc, c.product_id asc`,
        bindings
      )
      return rows.map((row) => row.product_id)
    }
  }
  return ChannelProducts
}
