/** A product's fields as the service's Products entity holds them (spec 2.1), by property name. */
export type ProductFields = Record<string, string | number | boolean | null>

/**
 * What was last pushed for a product, with the remote ids the service assigned. Kept by the
 * module (ProductSyncState.snapshot, this is its shape) so that the next push sends only what changed. It is
 * updated after every remote write that succeeded, so a push cut short resumes without
 * creating anything twice.
 */
export interface ProductSnapshot {
  remoteId: string
  productType: 0 | 1
  fields: ProductFields
  variations: Record<string, VariationSnapshot>
  images: Array<{ remoteId: string; url: string; type: number }>
  catalogIds: string[]
  /** Keyed by variant id, or "" for the product itself. */
  offers: Record<string, { remoteId: string; price: string }>
  /** Spec 2.4: per characteristic value, the specifics record holding its images. */
  variationImages?: Record<string, { specificRemoteId: string; images: Array<{ remoteId: string; url: string; position: number }> }>
  /**
   * A single product's item specifics by name (A8). Absent: not known (a snapshot of an
   * older version, or a listing linked at move-in); they are read from the service before the first write.
   */
  specifics?: Record<string, { remoteId: string; value: string }>
  /** The product's optional attributes (GPSR data, A45) by name; absent as `specifics` is. */
  optionalAttributes?: Record<string, { remoteId: string; value: string }>
  /** The categories last given with SetMarketplaceCategory. */
  marketplaceCategory?: { categoryId1: string; categoryId2: string | null } | null
  /** When the product's own stock or price last reached the service (ISO time). */
  stockSentAt?: string
  /**
   * Since when the service answers `false` to a stock of this product (A49, ISO time): the sync
   * tries it again with the queue's backoff, and after STOCK_NOT_TAKEN_ALERT_MS the bell says so.
   * Gone once a run's stock is answered `true`.
   */
  stockNotTakenSince?: string
  /**
   * Linked at move-in while the old connector still runs: the product and its
   * variations keep the other system's ForeignIds, which it may rely on; ours are never written.
   */
  foreignIdsKept?: boolean
}

export interface VariationSnapshot {
  remoteId: string
  sku: string | null
  price: string | null
  stock: number
  specifics: Array<{ remoteId: string; name: string; value: string }>
  /** Set when the variant left Medusa but had sold: kept on the marketplace at stock 0. */
  retired?: boolean
  /** When this variation's stock or price last reached the service (ISO time). */
  stockSentAt?: string
  /** Another system's ForeignId, read when the listing was linked at move-in; absent when it is the variant id. */
  foreignId?: string | null
  /**
   * A variation of a linked listing that no variant of the Medusa product matches (its key is
   * `unmatched:<remote id>`): the store does not sell it, so its stock goes to 0 and it is removed.
   */
  unmatched?: boolean
}

/** The snapshot key of a linked listing's variation that no variant matches. */
export const unmatchedKey = (remoteId: string) => `unmatched:${remoteId}`
