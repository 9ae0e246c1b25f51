import type { ProductFields } from "../../../modules/marketplace-exchange/types"
import type { GpsrGap } from "./gpsr"
import type { TitleSource } from "./marketplace-title"
import type { PriceRule } from "./price-rule"
import type { HeldSpecific, ProductSpecific } from "./product-specifics"

/*
 * The remote shape a Medusa product should have, as the mapping (map-product.ts) makes it and the
 * plans (plan-content.ts, plan-stock-and-price.ts) and checks (validate-product.ts) read it.
 */

export type { ProductFields }

export interface DesiredVariation {
  variantId: string
  sku: string | null
  /** The marketplace's price: the store's by the price rule. */
  price: string | null
  stock: number
  specifics: Array<{ name: string; value: string }>
}

export interface DesiredImage {
  url: string
  type: number
}

/** The remote shape a Medusa product should have: what the push makes true. */
export interface DesiredProduct {
  productId: string
  productType: 0 | 1
  /**
   * A51: the type its variants would make it is not the type the service lists it as, which it
   * keeps until the merchant lists it anew: how many variants it has, and its first variant's Sku
   * (its id without one): a single product kept sells that variant alone.
   */
  keptType?: { variants: number; variant: string }
  /** Products properties (spec 2.1), Price and StockAmount included. */
  fields: ProductFields
  variations: DesiredVariation[]
  images: DesiredImage[]
  /** Images that did not fit the service's slots (spec 2.2: 10 further images). */
  droppedImages: string[]
  /** Images not at an http(s) address: the service cannot fetch them, so they take no slot. */
  unreachableImages: string[]
  catalogIds: string[]
  /** Strike prices: Type 1 DiscountOffers, per variant (null: the product itself). */
  offers: Array<{ variantId: string | null; price: string }>
  /**
   * Spec 2.4: images per value of one characteristic (colour-like first), each value's images
   * on the specifics record of its first variation (`variantId`), positions 1 to 12.
   */
  variationImages: Array<{ name: string; value: string; variantId: string; urls: string[] }>
  /** Categories the merchant chose (SetMarketplaceCategory); null leaves matching to the service. */
  marketplaceCategory: MarketplaceCategory | null
  /**
   * Spec 2.1: a GTIN is mandatory on the marketplace. True when one is sent: the product's Ean,
   * Upc or Isbn. A variation set's variants may have theirs, but ProductVariations carry none
   * (spec 2.3), so they do not count.
   */
  hasGtin: boolean
  /**
   * Metadata values a merchant typed that cannot be read as what they stand for (a price of
   * "15 EUR", a category id "15687x"). Their properties are left out of `fields` (the service
   * keeps what it has; a create goes without them) and validation names each one.
   */
  unreadable: UnreadableValue[]
  /** Variation images not at an http(s) address: the service cannot fetch them, so they take no position. */
  unreachableVariationImages: Array<{ value: string; url: string }>
  /** Where the Title comes from: the merchant's marketplace title, the store's, or the store's cut at a word. */
  titleSource: TitleSource
  /** The rule the prices followed: the settings' with the product's own parts over it. */
  priceRule: PriceRule
  /** A single product's item specifics (spec 2.1, A8: at most 15); a variation set has none. */
  specifics: ProductSpecific[]
  /** Specifics that stay back (too long, or past 15), each warned of on its own. */
  heldSpecifics: HeldSpecific[]
  /** GPSR data as the product's optional attributes (A45), of a single product and a variation set alike. */
  optionalAttributes: Array<{ name: string; value: string }>
  /** What the GPSR data lacks: a warning each, nothing held back. */
  gpsrGaps: GpsrGap[]
  /** The brand chosen for the GPSR data when the settings hold none of that name (the product's own brand applies). */
  gpsrBrandUnknown?: string
}

export interface UnreadableValue {
  /** The metadata key (shared/metadata-keys.ts). */
  key: string
  value: string
}

export interface MarketplaceCategory {
  categoryId1: string
  categoryId2: string | null
}
