/**
 * A listing's state as the grid filters it. Exclusive (a product is in one of them): at the
 * service, what ProductIsListed last answered (`listed`, `ended_out_of_stock`, `not_active`, or
 * `unchecked` when nothing is known); `not_listed` (ended by the merchant, or sent but
 * not created); `removed` (ended and deleted by the plugin); `parked`; `not_sent`;
 * `gone_at_service` (the service lost the product, its eBay listing may be live: A50). What a product
 * carries besides (a refusal, a warning) is its severity (SEVERITY_SQL), filtered apart.
 */
export const LISTING_STATES = [
  "listed",
  "ended_out_of_stock",
  "not_active",
  "unchecked",
  "not_listed",
  "removed",
  "parked",
  "not_sent",
  "gone_at_service",
] as const
export type ListingState = (typeof LISTING_STATES)[number]

/** SQL over the channel's product and its sync row (`s`, absent when never sent): the exclusive state. */
export const STATE_SQL = `case
  when s.id is null then 'not_sent'
  when s.status = 'parked' then 'parked'
  when s.status = 'removed' then 'removed'
  when s.status = 'gone_at_service' then 'gone_at_service'
  when s.ended_at is not null then 'not_listed'
  when s.remote_product_id is not null then
    case when s.listing_state in ('listed', 'ended_out_of_stock', 'not_active') then s.listing_state else 'unchecked' end
  when s.status = 'pending' and s.last_pushed_at is null then 'not_sent'
  else 'not_listed'
end`

const REFUSED_SQL = `coalesce(jsonb_array_length(case when jsonb_typeof(s.refusals) = 'array' then s.refusals end), 0) > 0`
const WARNING_SQL = `(s.listing_state = 'not_active' and s.remote_product_id is not null and s.ended_at is null) or exists (select 1
  from jsonb_array_elements(case when jsonb_typeof(s.problems) = 'array' then s.problems else '[]'::jsonb end) pr
  where pr ->> 'severity' = 'warning')`

/** The WHERE part for a filter by states (any of them). */
export const stateCondition = (states: readonly ListingState[]) =>
  states.length ? `(${STATE_SQL}) in (${states.map((s) => `'${s}'`).join(", ")})` : "true"

/**
 * One severity per product, the worst of what it carries, as the grid shows it and
 * filters by it: `blocking` (not listed for a problem, or its sync stopped), `held_back` (listed,
 * but a change is held back by a problem or refused by the service), `warning` (listed as it is,
 * with something worth fixing, a listing eBay does not sell included), `none`.
 */
export const SEVERITIES = ["blocking", "held_back", "warning", "none"] as const
export type Severity = (typeof SEVERITIES)[number]

export const SEVERITY_SQL = `case
  when s.status in ('parked', 'failed', 'gone_at_service') then 'blocking'
  when s.status = 'attention' or ${REFUSED_SQL} then 'held_back'
  when ${WARNING_SQL} then 'warning'
  else 'none'
end`

/** The WHERE part for a filter by severities (any of them). */
export const severityCondition = (severities: readonly Severity[]) => `(${SEVERITY_SQL}) in (${severities.map((s) => `'${s}'`).join(", ")})`

/** The WHERE part for the products carrying one warning (by its code, bound as the one parameter). */
export const WARNING_CODE_SQL = `exists (select 1
  from jsonb_array_elements(case when jsonb_typeof(s.problems) = 'array' then s.problems else '[]'::jsonb end) pr
  where pr ->> 'severity' = 'warning' and pr ->> 'code' = ?)`

/** `%` and `_` are wildcards of LIKE: a merchant's search text means them literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
