import type { ExchangeClient } from "../../client"
import { PRODUCT_TYPE } from "../../protocol/schema"

/** The listing still sells after its stock went to 0: the product must not be deleted at the service. */
export class ListingStillLiveError extends Error {
  constructor(readonly remoteId: string) {
    super(
      `The marketplace listing of product ${remoteId} is still live after its stock was set to 0, so the product was kept at the ` +
        "service (deleted, nothing could revise its stock any more). It is tried again."
    )
    this.name = "ListingStillLiveError"
  }
}

export interface EndListingOptions {
  /** ProductType as known (spec 2.1): a single product (0) has no variations to ask for. */
  productType?: number
  /** Filled with what was zeroed (a variation id, null for the product), for a caller that may give the stock back. */
  zeroed?: Array<string | null>
}

/**
 * Ends a product's marketplace listing: stock 0 for every variation the service holds (asked,
 * not taken from our records, unless the product is known to be single) and for the product,
 * which ends it (spec 1 rule 8); then ProductIsListed must answer false.
 */
export async function endListing(client: ExchangeClient, remoteId: string, options: EndListingOptions = {}): Promise<void> {
  const { productType, zeroed } = options
  const variations = productType === PRODUCT_TYPE.single ? [] : await client.products.variations(remoteId)
  for (const variation of variations) {
    await client.operations.reviseInventoryStatus({ productId: remoteId, productVariationId: variation.Id, stockAmount: 0 })
    zeroed?.push(String(variation.Id))
  }
  await client.operations.reviseInventoryStatus({ productId: remoteId, stockAmount: 0 })
  zeroed?.push(null)
  if (await client.operations.productIsListed(remoteId)) throw new ListingStillLiveError(remoteId)
}

/**
 * End before delete: the service may leave a deleted product's listing live (A38, as spec 4.3
 * says of DeleteAccountData), and then nothing could revise its stock while it sells. So the
 * listing is ended and confirmed ended first; when it will not end, the product is kept and
 * ListingStillLiveError says so (retried like an outage: the marketplace may end it later).
 */
export async function endThenDelete(client: ExchangeClient, remoteId: string, productType?: number): Promise<void> {
  await endListing(client, remoteId, { productType })
  await client.products.delete(remoteId)
}
