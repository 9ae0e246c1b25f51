import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import type { DesiredProduct } from "./map-product"

/** What a create leaves: the product with the fields it carried, stock and price included. */
export function emptySnapshot(remoteId: string, desired: DesiredProduct, at: string): ProductSnapshot {
  return {
    remoteId,
    productType: desired.productType,
    fields: { ...desired.fields },
    variations: {},
    images: [],
    catalogIds: [],
    offers: {},
    // A new product holds no item specifics yet: none is read back before the first is written.
    specifics: {},
    optionalAttributes: {},
    stockSentAt: at,
  }
}
