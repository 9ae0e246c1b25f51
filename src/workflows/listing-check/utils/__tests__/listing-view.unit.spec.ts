import { listingStateView, NOT_ACTIVE_WARNING } from "../listing-view"

describe("listingStateView", () => {
  const at = new Date("2026-11-26T08:00:00Z")

  it("shows the service's last answer with its time", () => {
    expect(listingStateView({ remote_product_id: "1001", listing_state: "listed", listing_checked_at: at })).toEqual({
      state: "listed",
      checked_at: "2026-11-26T08:00:00.000Z",
      warning: null,
    })
  })

  it("says unchecked, with the last time known, when the last check got no answer", () => {
    expect(listingStateView({ remote_product_id: "1001", listing_state: null, listing_checked_at: at })).toMatchObject({
      state: "unchecked",
      checked_at: "2026-11-26T08:00:00.000Z",
    })
  })

  it("warns with what to do for a listing that is not active", () => {
    expect(listingStateView({ remote_product_id: "1001", listing_state: "not_active", listing_checked_at: at }).warning).toBe(
      NOT_ACTIVE_WARNING
    )
  })

  it("says removed once the plugin deleted the product, and nothing for a product not at the service", () => {
    expect(listingStateView({ status: "removed", remote_product_id: null, listing_state: "removed" }).state).toBe("removed")
    expect(listingStateView({ status: "pending", remote_product_id: null, listing_state: null }).state).toBeNull()
    expect(listingStateView(undefined)).toEqual({ state: null, checked_at: null, warning: null })
  })
})
