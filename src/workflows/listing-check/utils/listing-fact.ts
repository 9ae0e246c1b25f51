import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"

/**
 * What the service last said of a product's marketplace listing (ProductIsListed, spec 4.3), as
 * stored on its sync row. `removed`: the plugin ended it and deleted the product. A null state
 * (shown as `unchecked`) means not known since the product was sent or the last check failed.
 */
export const LISTING_FACTS = ["listed", "ended_out_of_stock", "not_active", "removed"] as const
export type ListingFact = (typeof LISTING_FACTS)[number]

/** Why a listing is asked about now: the moments its state can change. */
export type CheckReason = "created" | "ended_at_zero" | "back_from_zero"

/**
 * The quantity the service offers on the marketplace as our records say: a single product's
 * stock, or the sum of a variation set's live variations (the service lists the set, spec 2.1).
 */
export function offeredQuantity(snapshot: ProductSnapshot | null): number {
  if (!snapshot) return 0
  const variations = Object.values(snapshot.variations).filter((v) => !v.retired)
  if (snapshot.productType === 1 && variations.length) return variations.reduce((sum, v) => sum + Math.max(0, Number(v.stock) || 0), 0)
  return Math.max(0, Number(snapshot.fields.StockAmount) || 0)
}

/**
 * Reads ProductIsListed's answer against what we sent: `true` is listed; `false` after we sent
 * nothing to sell (or the merchant ended it) is the marketplace ending it at stock 0 (spec 1
 * rule 8); `false` while we offer stock means the marketplace does not sell it for reasons of
 * its own, which the merchant must look into.
 */
export function listingFactOf(listed: boolean, offered: number, endedByMerchant: boolean): ListingFact {
  if (listed) return "listed"
  return offered <= 0 || endedByMerchant ? "ended_out_of_stock" : "not_active"
}

/**
 * Whether a sync's push is a moment to ask the service (one request, only then): a product just
 * created, its stock gone to 0 (the marketplace should end it, rule 8), or raised from 0 (rule 9
 * lists it again). Null: nothing to ask; a sync that changes nothing sends nothing, and a listing
 * whose last check got no answer is the sweep's (it is due again within minutes).
 */
export function checkReasonAfterPush(before: ProductSnapshot | null, after: ProductSnapshot | null): CheckReason | null {
  if (!after) return null
  if (!before || before.remoteId !== after.remoteId) return "created"
  const was = offeredQuantity(before)
  const now = offeredQuantity(after)
  if (was > 0 && now === 0) return "ended_at_zero"
  if (was === 0 && now > 0) return "back_from_zero"
  return null
}

/** The state a screen shows: the fact, or `unchecked` when none is known. */
export type ShownListingState = ListingFact | "unchecked"
export const shownListingState = (fact: string | null | undefined): ShownListingState =>
  (LISTING_FACTS as readonly string[]).includes(fact ?? "") ? (fact as ListingFact) : "unchecked"

/**
 * What the push should have caused (spec 1 rules 8 and 9): a listing at 0 ends, one with stock
 * is listed. A different answer may only be the marketplace being slower than the service (A40),
 * so it is asked again soon.
 */
export function expectedFact(offered: number): ListingFact {
  return offered > 0 ? "listed" : "ended_out_of_stock"
}
