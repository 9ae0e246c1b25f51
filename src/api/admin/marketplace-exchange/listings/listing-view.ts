import type { CodedMessage, ParamValue } from "../../../../messages"
import { listingStateView } from "../../../../workflows/listing-check/utils/listing-view"
import type { VariationSnapshot } from "../../../../modules/marketplace-exchange/types"
import type { StorePrices } from "../store-prices"
import { variationView } from "../variation-view"
import type { ListingRowAnswer } from "./listing-answer"

type Row = Record<string, unknown>
/** A problem as stored; rows written by versions before messages had codes carry none. */
type StoredProblem = {
  field: string
  severity: string
  code?: string
  params?: Record<string, ParamValue>
  message: string
  fix?: string | null
}

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])
const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null)

/**
 * One row of the listings grid from the query's row: its account (`accountName`: the name of
 * the row's), the state, the remote id, stock and price last sent per variation (from the
 * snapshot of what the service holds) with the store's price beside each (the price rule makes
 * them differ), problems split into errors and warnings, the service's refusals with its code
 * and message, and when anything last reached the service.
 */
export function listingView(row: Row, accountName: string, store?: StorePrices): ListingRowAnswer {
  const problems = asArray<StoredProblem>(row.problems)
  const refusals = asArray<{ subject: string; code: string | null; message: string; at?: string }>(row.refusals)
  const snapshotVariations = (row.variations ?? {}) as Record<string, VariationSnapshot>
  const variations = Object.entries(snapshotVariations)
    .filter(([, v]) => !v.retired)
    .map(([variantId, v]) => variationView(variantId, v, store?.variants[variantId] ?? null))
  // A product without variations (spec 2.1, ProductType 0) carries stock and price itself.
  const single =
    row.product_type === 0 && row.product_stock !== undefined
      ? { stock: Number(row.product_stock ?? 0), price: (row.product_price as string | null) ?? null }
      : null
  const listing = listingStateView(row as Parameters<typeof listingStateView>[0])
  const shown = (p: StoredProblem) => ({
    field: p.field,
    code: p.code ?? null,
    params: p.params ?? {},
    message: p.message,
    fix: p.fix ?? null,
  })
  const warnings = problems.filter((p) => p.severity === "warning").map(shown)
  if (listing.warning && (row.state === "not_active" || row.state === "gone_at_service")) warnings.unshift({ ...listing.warning })
  const sentTimes = [iso(row.last_pushed_at), iso(row.stock_sent_at), iso(row.product_stock_sent_at), ...variations.map((v) => v.sent_at)]
  return {
    account_id: row.account_id as string,
    account_name: accountName,
    product_id: row.product_id as string,
    title: (row.title as string | null) ?? null,
    /** The title the service holds when it is not the store's (an eBay title, or the store's shortened). */
    marketplace_title: row.sent_title && row.sent_title !== (row.title as string | null)?.trim() ? (row.sent_title as string) : null,
    thumbnail: (row.thumbnail as string | null) ?? null,
    product_status: row.product_status as string,
    state: row.state as ListingRowAnswer["state"],
    /** The one severity the row shows, the worst it carries (listing-states.ts SEVERITY_SQL). */
    severity: (row.severity as ListingRowAnswer["severity"] | null) ?? "none",
    ended: Boolean(row.ended_at),
    ended_at: iso(row.ended_at),
    /** The service's last answer to ProductIsListed and when; `state` above is the grid's. */
    listing: { state: listing.state, checked_at: listing.checked_at },
    sync_status: (row.sync_status as string | null) ?? null,
    remote_product_id: (row.remote_product_id as string | null) ?? null,
    stock: single?.stock ?? null,
    price: single?.price ?? null,
    store_price: single ? (store?.price ?? null) : null,
    variations,
    problems: problems.filter((p) => p.severity !== "warning").map(shown),
    warnings,
    refusals: refusals.map(({ subject, code, message, at }) => ({ subject, code, message, since: at ?? null })),
    error: (row.last_error as string | null) ?? (row.stock_error as string | null) ?? null,
    error_words: ((row.last_error ? row.last_error_words : row.stock_error_words) ?? null) as CodedMessage | null,
    last_sent_at:
      sentTimes
        .filter((t): t is string => Boolean(t))
        .sort()
        .pop() ?? null,
  }
}
