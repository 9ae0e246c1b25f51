/**
 * A listing's state as the grid filters it. `listed`, `not_listed`, `parked` and `not_sent` are
 * exclusive (a product is in one of them); `refused` and `warning` are marks that a listed or
 * parked product may carry as well.
 */
export const LISTING_STATES = ["listed", "not_listed", "parked", "refused", "warning", "not_sent"] as const
export type ListingState = (typeof LISTING_STATES)[number]

/** SQL over the product (`p`) and its sync row (`s`, absent when never sent): the exclusive state. */
export const STATE_SQL = `case
  when s.id is null then 'not_sent'
  when s.status = 'parked' then 'parked'
  when s.ended_at is not null then 'not_listed'
  when s.remote_product_id is not null then 'listed'
  when s.status = 'pending' and s.last_pushed_at is null then 'not_sent'
  else 'not_listed'
end`

const REFUSED_SQL = `coalesce(jsonb_array_length(case when jsonb_typeof(s.refusals) = 'array' then s.refusals end), 0) > 0`
const WARNING_SQL = `exists (select 1
  from jsonb_array_elements(case when jsonb_typeof(s.problems) = 'array' then s.problems else '[]'::jsonb end) pr
  where pr ->> 'severity' = 'warning')`

/** The WHERE part for a filter by states (any of them): exclusive states by the CASE, marks by their own test. */
export function stateCondition(states: readonly ListingState[]): string {
  const parts: string[] = []
  const exclusive = states.filter((s) => s !== "refused" && s !== "warning")
  if (exclusive.length) parts.push(`(${STATE_SQL}) in (${exclusive.map((s) => `'${s}'`).join(", ")})`)
  if (states.includes("refused")) parts.push(REFUSED_SQL)
  if (states.includes("warning")) parts.push(WARNING_SQL)
  return parts.length ? `(${parts.join(" or ")})` : "true"
}

export const MARKS_SQL = { refused: REFUSED_SQL, warning: WARNING_SQL }
