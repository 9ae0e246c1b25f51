import type { CodedMessage } from "../../../../messages"
import { listingStateView } from "../../../../workflows/listing-check/utils/listing-view"
import type { Refusal } from "../../../../workflows/product-sync/utils/refusals"
import type { ProductSnapshot } from "../../../../modules/marketplace-exchange/types"
import type { ProductProblem } from "../../../../workflows/product-sync/utils/validate-product"
import type { StorePrices } from "../store-prices"
import { variationView } from "../variation-view"
import type { ProductSyncAnswer, ProductSyncStatus } from "./product-answer"
import { laneOf } from "../../../../modules/marketplace-exchange/types"

type StoredState = {
  status: ProductSyncStatus
  remote_product_id: string | null
  snapshot: unknown
  problems: unknown
  refusals: unknown
  last_error: string | null
  last_error_words?: CodedMessage | null
  stock_error: string | null
  stock_error_words?: CodedMessage | null
  last_pushed_at: Date | null
  stock_sent_at: Date | null
  listing_state?: string | null
  listing_checked_at?: Date | null
}

/** The English for API callers; the admin says it in its language (lanes.refusalFix). */
const REFUSAL_FIX = "Change it in Medusa to send the new value, or press Retry once the cause is fixed at the service."

/** A refusal as the admin shows it: the part, the service's code and message, and what to do. */
const refusalView = (r: Refusal) => ({ key: r.key, subject: r.subject, code: r.code, message: r.message, fix: REFUSAL_FIX, since: r.at })

/**
 * A product's marketplace state from what the plugin stored, per lane: stock and price (values
 * and time last sent per variation, refusals), and content (last sent, problems, refusals);
 * and the listing as the service last said it was, with when.
 */
export function productSyncView(
  productId: string,
  state: StoredState | undefined,
  skus: Record<string, string | null>,
  store: StorePrices = { price: null, variants: {} }
): ProductSyncAnswer {
  const snapshot = (state?.snapshot ?? null) as ProductSnapshot | null
  const refusals = ((state?.refusals ?? []) as Refusal[]).map((r) => ({ ...refusalView(r), lane: laneOf(r.key) }))
  const problems = (state?.problems ?? []) as ProductProblem[]
  const variations = Object.entries(snapshot?.variations ?? {}).map(([variantId, v]) => ({
    ...variationView(variantId, v, store.variants[variantId] ?? null, skus[variantId]),
    retired: Boolean(v.retired),
  }))
  // The newest time any stock or price reached the service: the product's own, or a variation's.
  const sentTimes = [
    state?.stock_sent_at ? new Date(state.stock_sent_at).toISOString() : null,
    snapshot?.stockSentAt ?? null,
    ...variations.map((v) => v.sent_at),
  ]
  const lastSent =
    sentTimes
      .filter((t): t is string => Boolean(t))
      .sort()
      .pop() ?? null
  return {
    product_id: productId,
    status: state?.status ?? "not_synced",
    remote_product_id: state?.remote_product_id ?? null,
    remote_variations: Object.fromEntries(variations.map((v) => [v.variant_id, v.remote_id])),
    last_pushed_at: state?.last_pushed_at ?? null,
    last_error: state?.last_error ?? null,
    last_error_words: state?.last_error_words ?? null,
    listing: listingStateView(state),
    problems: problems.map(({ blocks: _blocks, ...p }) => p),
    stock: {
      on_service: Boolean(snapshot),
      last_sent_at: lastSent,
      error: state?.stock_error ?? null,
      error_words: state?.stock_error_words ?? null,
      product: snapshot
        ? {
            stock: snapshot.productType === 0 ? Number(snapshot.fields.StockAmount ?? 0) : null,
            price: snapshot.fields.Price ?? null,
            store_price: store.price,
            sent_at: snapshot.stockSentAt ?? null,
          }
        : null,
      variations,
      refusals: refusals.filter((r) => r.lane === "stock").map(({ lane: _lane, ...r }) => r),
    },
    content: {
      last_sent_at: state?.last_pushed_at ?? null,
      error: state?.last_error ?? null,
      error_words: state?.last_error_words ?? null,
      held_back: problems.filter((p) => p.severity === "error" && p.blocks?.length).length,
      refusals: refusals.filter((r) => r.lane === "content").map(({ lane: _lane, ...r }) => r),
    },
  }
}
