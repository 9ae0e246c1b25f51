/**
 * Fixed values of the exchange service: paths, the session rule, the integer classifications
 * the spec names and the limits the service enforces. Spec sections and assumption ids
 * (docs/service-assumptions.md) are given beside each.
 */

/** Path of the data API below `{base_url}` (spec 9), in the spelling the spec writes requests in. */
export const SERVICE_PATH = "/publicapi/v1/api.svc"
/** The mixed-case spelling responses use in links (spec, "Address placeholders"). */
export const SERVICE_PATH_IN_LINKS = "/PublicApi/v1/Api.svc"
/** Login path below `{auth_url}` (spec 5.1). */
export const LOGIN_PATH = "/Authentication_JSON_AppService.axd/Login"
/** Session cookie name and lifetime (spec 5.1 rules 4 and 5). */
export const SESSION_COOKIE_NAME = ".ASPXAUTH"
export const SESSION_LIFETIME_SECONDS = 20 * 60

/** Navigation properties `$expand` accepts on SalesOrders (spec 4.2 rule 3). */
export const SALES_ORDER_EXPANDS = ["SalesOrderItems", "Buyer", "Address", "ShippingAddress"] as const

/** Spec 2.2: image Type 1 = list image, 2 = offer image, 3..12 = further images (at most 10). */
export const PRODUCT_IMAGE_TYPE = { list: 1, offer: 2, firstFurther: 3, lastFurther: 12 } as const

/** Spec 2.1 ProductType. */
export const PRODUCT_TYPE = { single: 0, variationSet: 1, productSet: 2 } as const

/** Spec 2.5: the only DiscountOffers Type the spec shows. */
export const DISCOUNT_OFFER_TYPE = { recommendedRetailPrice: 1 } as const

/** A12: meaning decided for the ShippingStatus integers the spec observes (0, 1, 2). */
export const SHIPPING_STATUS = { notShipped: 0, shipped: 1, delivered: 2 } as const

/** A11: MonetaryPaymentStatus 1 means the buyer paid on the marketplace. */
export const MONETARY_PAYMENT_STATUS_PAID = 1

/** Spec 2.1 ConditionId values. */
export const CONDITION_IDS = ["neu", "gebraucht"] as const

/** Spec 2.1 UnitType canonical values; variants are normalised (see A16 for the table). */
export const UNIT_TYPES = ["Kg", "100g", "10g", "L", "100ml", "10ml", "M", "M2", "M3", "Unit"] as const

/** Service-facts limits the service enforces beyond single properties. */
export const LIMITS = {
  furtherImages: 10,
  variationImagesPerValue: 12,
  productSpecificsPerProduct: 15,
  trackingNumbersPerItem: 8,
} as const

