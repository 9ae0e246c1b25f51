import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { likePattern } from "../list-query"
import { ListingState, MARKS_SQL, STATE_SQL, stateCondition } from "./listing-states"

type Knex = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> }

export interface ListingFilter {
  salesChannelId: string
  q?: string
  state?: ListingState[]
}

/**
 * The marketplace channel's products joined to what the plugin stored of them, in one query:
 * Medusa's product-sales channel link (index on the channel), the product, and our sync row
 * (unique on product_id), so products never sent are in the list too. A search matches the
 * title, a variant's SKU, or the Medusa or marketplace product id.
 */
function scope(filter: ListingFilter): { from: string; bindings: unknown[] } {
  const bindings: unknown[] = [filter.salesChannelId]
  const conditions = ["psc.sales_channel_id = ?", "psc.deleted_at is null"]
  if (filter.q) {
    const like = likePattern(filter.q)
    conditions.push(`(p.title ilike ? or p.id = ? or s.remote_product_id = ?
      or exists (select 1 from product_variant v where v.product_id = p.id and v.deleted_at is null and v.sku ilike ?))`)
    bindings.push(like, filter.q, filter.q, like)
  }
  if (filter.state?.length) conditions.push(stateCondition(filter.state))
  return {
    from: `from product_sales_channel psc
      join product p on p.id = psc.product_id and p.deleted_at is null
      left join marketplace_exchange_product_sync s on s.product_id = p.id and s.deleted_at is null
      where ${conditions.join(" and ")}`,
    bindings,
  }
}

const knexOf = (container: MedusaContainer) => container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as Knex

/** One page of listings, by title, with the total for the filter. */
export async function findListings(container: MedusaContainer, filter: ListingFilter, page: { limit: number; offset: number }) {
  const knex = knexOf(container)
  const { from, bindings } = scope(filter)
  const [rows, counted] = await Promise.all([
    knex.raw(
      `select p.id as product_id, p.title, p.thumbnail, p.status as product_status, (${STATE_SQL}) as state,
         ${MARKS_SQL.refused} as refused, ${MARKS_SQL.warning} as warning,
         s.status as sync_status, s.remote_product_id, s.problems, s.refusals, s.last_error, s.stock_error,
         s.last_pushed_at, s.stock_sent_at, s.ended_at, s.status, s.listing_state, s.listing_checked_at,
         s.snapshot -> 'variations' as variations, s.snapshot -> 'productType' as product_type,
         s.snapshot -> 'fields' -> 'StockAmount' as product_stock, s.snapshot -> 'fields' -> 'Price' as product_price,
         s.snapshot ->> 'stockSentAt' as product_stock_sent_at
       ${from} order by lower(p.title) asc, p.id asc limit ? offset ?`,
      [...bindings, page.limit, page.offset]
    ),
    knex.raw(`select count(*)::int as count ${from}`, bindings),
  ])
  return { rows: rows.rows, count: Number(counted.rows[0]?.count ?? 0) }
}

/** Every product id the filter matches (for a bulk action on the whole filter), by title. */
export async function findListingIds(container: MedusaContainer, filter: ListingFilter): Promise<string[]> {
  const { from, bindings } = scope(filter)
  const { rows } = await knexOf(container).raw(`select p.id ${from} order by lower(p.title) asc, p.id asc`, bindings)
  return rows.map((row) => String(row.id))
}

/** Which of these ids are products of the channel: a bulk action on others is refused by name. */
export async function productsInChannel(container: MedusaContainer, salesChannelId: string, ids: string[]): Promise<Set<string>> {
  const { rows } = await knexOf(container).raw(
    `select psc.product_id from product_sales_channel psc join product p on p.id = psc.product_id and p.deleted_at is null
     where psc.sales_channel_id = ? and psc.deleted_at is null and psc.product_id in (select jsonb_array_elements_text(?::jsonb))`,
    [salesChannelId, JSON.stringify(ids)]
  )
  return new Set(rows.map((row) => String(row.product_id)))
}
