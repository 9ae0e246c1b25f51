import type { EdmValue } from "../protocol/edm"
import { CATALOG_PROFILE_TYPE, DELETE_ACCOUNT_DATA_TYPES, DISCOUNT_OFFER_TYPE, OperationName } from "../protocol/schema"
import { type Faults, revisesFalse } from "./faults"
import { notFound, violation } from "./http/errors"
import type { Marketplace } from "./marketplace"
import type { AccountProfiles } from "./state"
import type { EntityStore } from "./store"

export type OperationParams = Record<string, EdmValue | null>
type Handler = (params: OperationParams, context: { store: EntityStore; marketplace: Marketplace; faults: Faults }) => boolean | string

/** SetCatalogProfile's type (spec 4.3) -> the name the account's profiles are kept under. */
const PROFILE_TYPE_NAMES = Object.fromEntries(Object.entries(CATALOG_PROFILE_TYPE).map(([name, type]) => [String(type), name])) as Record<
  string,
  keyof AccountProfiles
>

const id = (value: EdmValue | null | undefined) => (value === null || value === undefined ? null : String(value))

/** Spec 4.3: the service operations, on the sandbox's store. Parameters arrive typed. */
export const OPERATION_HANDLERS: Record<OperationName, Handler> = {
  ReviseInventoryStatus(params, { store, marketplace, faults }) {
    const productId = id(params.productId)!
    store.require("Products", productId)
    const variationId = id(params.productVariationId)
    if (variationId && String(store.require("ProductVariations", variationId).ProductId) !== productId) {
      throw notFound(`ProductVariations(${variationId}L) of Products(${productId}L)`)
    }
    const stock = params.stockAmount
    if (stock !== null && stock !== undefined && (typeof stock !== "number" || stock < 0 || stock > 999)) {
      throw violation("stockAmountInvalid", `stockAmount ${stock} is outside 0 to 999.`)
    }
    for (const name of ["price", "discountOfferPrice"]) {
      if (params[name] !== null && params[name] !== undefined && !(Number(params[name]) > 0)) {
        throw violation("priceInvalid", `${name} ${params[name]} must be above 0.`)
      }
    }
    if (params.price && !variationId) bestOfferStillBelow(store.require("Products", productId), String(params.price))
    // A49: a service that does not take the values now answers false to a valid request and changes nothing.
    if (revisesFalse(faults, productId)) return false
    const changes: Record<string, EdmValue> = {}
    if (stock !== null && stock !== undefined) changes.StockAmount = stock
    if (params.price) changes.Price = params.price
    if (Object.keys(changes).length) store.update(variationId ? "ProductVariations" : "Products", variationId ?? productId, changes)
    if (params.discountOfferPrice) reviseDiscountOffer(store, productId, variationId, String(params.discountOfferPrice))
    marketplace.syncListing(productId)
    return true
  },

  SetMarketplaceCategory(params, { store }) {
    const productId = id(params.productId)!
    const product = store.require("Products", productId)
    // Spec 4.3: categories take effect only with DisableAutomatch; otherwise matching applies.
    const applied = product.DisableAutomatch === true
    store.state.marketplaceCategories[productId] = {
      categoryId1: id(params.categoryId1)!,
      categoryId2: id(params.categoryId2),
      autoMatched: params.autoMatched === true,
      applied,
    }
    return applied
  },

  ProductIsListed(params, { store, marketplace }) {
    const productId = id(params.productId)!
    store.require("Products", productId)
    return marketplace.isListed(productId)
  },

  GetSalesOrderHistory(params, { marketplace, faults }) {
    return marketplace.history(id(params.salesOrderId)!, faults.unknownHistoryAction)
  },

  DeleteAccountData(params, { store, marketplace, faults }) {
    // A39: a refused reset answers false and empties nothing.
    if (faults.refuseReset) return false
    const sets = DELETE_ACCOUNT_DATA_TYPES[params.type as keyof typeof DELETE_ACCOUNT_DATA_TYPES]
    for (const set of sets) {
      // Spec 4.3: active marketplace listings are not ended (A38); type 0 forgets the ended ones.
      if (set === "Listings") marketplace.forgetEndedListings()
      else if (set === "Products") {
        for (const [productId] of store.list("Products")) marketplace.productDeleted(productId)
        store.removeAll("Products")
      } else store.removeAll(set)
    }
    return true
  },

  SetCatalogProfile(params, { store }) {
    const catalogId = id(params.catalogId)!
    store.require("Catalogs", catalogId)
    const type = String(params.type)
    // A28: without a profile id the catalog falls back to the account's default profile of the type.
    const profileId = id(params.profilId ?? params.profileId)
    // A39: a profile the account does not hold is not assigned; the answer is false.
    if (profileId !== null && !store.state.accountProfiles[PROFILE_TYPE_NAMES[type]]?.includes(profileId)) return false
    const profiles = (store.state.catalogProfiles[catalogId] ??= {})
    if (profileId === null) delete profiles[type]
    else profiles[type] = profileId
    return true
  },

  // A59: a product's own profile, as SetCatalogProfile assigns a catalog's.
  SetProductProfile(params, { store }) {
    const productId = id(params.productId)!
    store.require("Products", productId)
    const type = String(params.type)
    const profileId = id(params.profileId ?? params.profilId)
    if (profileId !== null && !store.state.accountProfiles[PROFILE_TYPE_NAMES[type]]?.includes(profileId)) return false
    const profiles = (store.state.productProfiles[productId] ??= {})
    if (profileId === null) delete profiles[type]
    else profiles[type] = profileId
    return true
  },
}

/**
 * Spec 2.1 and 8: the auto-accept price must stay below the sales price, also when the price
 * moves by ReviseInventoryStatus (A26): a lower price under the thresholds is refused whole.
 */
function bestOfferStillBelow(product: Record<string, EdmValue | null>, price: string) {
  const accept = product.BestOfferAutoAcceptPrice
  if (accept !== null && accept !== undefined && !(Number(accept) < Number(price))) {
    throw violation("bestOfferOrder", `price ${price} is not above BestOfferAutoAcceptPrice ${accept}; lower the Best Offer prices first.`)
  }
}

/** discountOfferPrice of ReviseInventoryStatus: the product's (or variation's) UVP offer. */
function reviseDiscountOffer(store: EntityStore, productId: string, variationId: string | null, price: string) {
  const offer = store
    .list("DiscountOffers", "ProductId", productId)
    .find(([, o]) => (o.ProductVariationId ?? null) === variationId && o.Type === DISCOUNT_OFFER_TYPE.recommendedRetailPrice)
  if (offer) store.update("DiscountOffers", offer[0], { Price: price })
  else
    store.insert("DiscountOffers", {
      ProductId: productId,
      ProductVariationId: variationId,
      Price: price,
      Type: DISCOUNT_OFFER_TYPE.recommendedRetailPrice,
    })
}
