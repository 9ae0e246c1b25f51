import { coded } from "../../../messages"
import { shownListingState, type ShownListingState } from "./listing-fact"

/** What the merchant is told of a listing the marketplace does not sell although stock is offered. */
export const NOT_ACTIVE_WARNING = { field: "listing", ...coded("problem.listing_not_active", {}) }

/** What the merchant is told of a product the service lost (A50): its eBay listing may still be live (A38). */
export const goneWarning = (remoteId: string) => ({
  field: "listing",
  ...coded("problem.listing_gone_at_service", { remote_id: remoteId }),
})

type StoredListing = {
  status?: string | null
  remote_product_id?: string | null
  listing_state?: string | null
  listing_checked_at?: Date | string | null
}

/**
 * A product's listing as screens show it: the service's last answer and when it was
 * given, `unchecked` when none is known, `removed` once the plugin ended and deleted it, and null
 * when the product is not at the service. A listing that is not active carries its warning, as
 * does a product the service lost (A50).
 */
export function listingStateView(row: StoredListing | null | undefined): {
  state: ShownListingState | null
  checked_at: string | null
  warning: typeof NOT_ACTIVE_WARNING | ReturnType<typeof goneWarning> | null
} {
  const checkedAt = row?.listing_checked_at ? new Date(row.listing_checked_at).toISOString() : null
  // A50: gone at the service, nothing is known of the listing any more, and the warning says why.
  if (row?.status === "gone_at_service") return { state: null, checked_at: checkedAt, warning: goneWarning(row.remote_product_id ?? "") }
  const state = row?.status === "removed" ? "removed" : row?.remote_product_id ? shownListingState(row.listing_state) : null
  return { state, checked_at: checkedAt, warning: state === "not_active" ? NOT_ACTIVE_WARNING : null }
}
