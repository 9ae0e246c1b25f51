import type { EntityValues } from "../protocol/edm"
import { PRODUCT_TYPE } from "../protocol/schema"
import type { SandboxClock } from "./clock"
import { notFound } from "./http/errors"
import { missingIdentifiers } from "./rules/common"
import type { SandboxListing } from "./state"
import type { EntityStore } from "./store"

/**
 * The marketplace's listings: they follow stock (spec 1 rules 8 and 9), the marketplace may end
 * one for its own reasons (A39), and a listing outlives its product at the service (A38).
 */
export class MarketplaceListings {
  constructor(
    protected readonly store: EntityStore,
    protected readonly clock: SandboxClock
  ) {}

  protected get state() {
    return this.store.state
  }

  /** A single product's stock, or the sum of a variation set's variations (those it still sells after their delete too, A49). */
  listingQuantity(productId: string): number {
    const product = this.store.require("Products", productId)
    if (product.ProductType === PRODUCT_TYPE.variationSet) {
      const variations = this.store.list("ProductVariations", "ProductId", productId)
      const stranded = Object.values(this.state.listings[productId]?.strandedVariations ?? {})
      if (variations.length || stranded.length)
        return variations.reduce((sum, [, v]) => sum + Number(v.StockAmount ?? 0), 0) + stranded.reduce((sum, v) => sum + v.quantity, 0)
    }
    return Number(product.StockAmount ?? 0)
  }

  /**
   * A49 (as A38 for a product): with the fault `deletedVariationsKeepSelling`, a variation deleted
   * while it had stock stays on the live listing with that stock, and no ReviseInventoryStatus can
   * reach it any more; only one revised to stock 0 before its delete is gone from the marketplace.
   */
  variationDeleted(variation: EntityValues): void {
    const productId = String(variation.ProductId)
    const listing = this.state.listings[productId]
    const quantity = Number(variation.StockAmount ?? 0)
    if (!listing?.active || listing.takenDownAt || quantity <= 0) return
    ;(listing.strandedVariations ??= {})[String(variation.Id)] = {
      sku: variation.Sku === null || variation.Sku === undefined ? null : String(variation.Sku),
      price: variation.Price === null || variation.Price === undefined ? null : String(variation.Price),
      quantity,
      deletedAt: this.clock.now().toISOString(),
    }
  }

  /**
   * Spec 1 rules 8 and 9: stock down to nothing ends the listing, stock up (re)lists it; a
   * listing the marketplace took down stays ended whatever stock arrives (A39).
   */
  syncListing(productId: string): void {
    const quantity = this.listingQuantity(productId)
    const listing = this.state.listings[productId]
    if (listing?.takenDownAt) return this.noteIdentifiers(productId)
    // A49: what the listing still sells of deleted variations stays with it.
    const stranded =
      listing?.strandedVariations && Object.keys(listing.strandedVariations).length
        ? { strandedVariations: listing.strandedVariations }
        : {}
    if (quantity > 0) this.state.listings[productId] = { active: true, quantity, endedAt: null, ...stranded }
    else if (!listing || listing.active) {
      this.state.listings[productId] = { active: false, quantity: 0, endedAt: listing ? this.clock.now().toISOString() : null }
    }
    this.noteIdentifiers(productId)
  }

  /**
   * A35: eBay.de requires a GTIN, an MPN and a Brand since 2015-06-29 (spec 2.1), but the service
   * lists a product without them. The listing says so, as the marketplace would show it.
   */
  noteIdentifiers(productId: string): void {
    const listing = this.state.listings[productId]
    if (!listing) return
    const missing = missingIdentifiers(this.store.require("Products", productId))
    if (!missing.length) delete listing.note
    else listing.note = `listed without ${missing.join(", ")}: eBay.de would show 'Does not apply' and may hide the listing`
  }

  /**
   * A38: deleting a product at the service does not end its listing, as DeleteAccountData does
   * not (spec 4.3). A live listing goes on selling, and nothing can revise it any more.
   */
  productDeleted(productId: string): void {
    const listing = this.state.listings[productId]
    if (!listing) return
    listing.productDeletedAt = this.clock.now().toISOString()
    listing.note = listing.active
      ? `product deleted at the service while listed: the listing stays live on eBay.de with ${listing.quantity} available, ` +
        "and nothing can revise or end it through the service any more"
      : "product deleted at the service after its listing had ended"
  }

  /** DeleteAccountData's `Listings` (spec 4.3, type 0): the service forgets ended listings; live ones stay live (A38). */
  forgetEndedListings(): void {
    for (const [productId, listing] of Object.entries(this.state.listings)) if (!listing.active) delete this.state.listings[productId]
  }

  /** A39: the marketplace ends a listing for its own reasons (a policy takedown); it stays ended until relisted. */
  takeDown(productId: string): SandboxListing {
    const known = this.state.listings[productId]
    if (!known && !this.store.get("Products", productId)) throw notFound(`a listing of Products(${productId}L)`)
    const listing = known ?? { active: false, quantity: 0, endedAt: null }
    const now = this.clock.now().toISOString()
    this.state.listings[productId] = {
      ...listing,
      active: false,
      quantity: 0,
      endedAt: listing.active ? now : listing.endedAt,
      takenDownAt: listing.takenDownAt ?? now,
    }
    return this.state.listings[productId]
  }

  /** A39: the marketplace lifts its takedown; from then on stock decides again (spec 1 rules 8 and 9). */
  relist(productId: string): SandboxListing {
    if (!this.store.get("Products", productId))
      throw notFound(`Products(${productId}L) at the service, so no listing of it can be relisted`)
    const listing = this.state.listings[productId]
    if (listing) delete listing.takenDownAt
    this.syncListing(productId)
    return this.state.listings[productId]
  }

  isListed(productId: string): boolean {
    return Boolean(this.state.listings[productId]?.active)
  }
}
