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

/** A1: protocol headers the client sends on every data request. */
export const REQUEST_PROTOCOL_HEADERS = { DataServiceVersion: "1.0", MaxDataServiceVersion: "2.0" } as const
/** Spec 4.1 and 9: headers of every successful response. */
export const RESPONSE_PROTOCOL_HEADERS = { "Cache-Control": "no-cache", DataServiceVersion: "1.0;" } as const
/**
 * A21: the protocol version an answer is written in. 1.0, as the spec's header says: a JSON feed
 * is then a bare array under `d`, an expanded collection a bare array. 2.0 only where an answer
 * must use it (a page with a next link), under its own header: a feed is `{"results": [...],
 * "__next": ...}`, an expanded collection `{"results": [...]}` (WCF Data Services, service-facts
 * "Transport"; the vendor's connector unwraps `results` only under a 2.0 header).
 */
export type ResponseVersion = "1.0" | "2.0"
export const responseVersionHeaders = (version: ResponseVersion) => ({ DataServiceVersion: `${version};` })

/**
 * A21: whether a request's `MaxDataServiceVersion` ("1.0", "2.0;NetFx", "3.0") allows an answer
 * in `version`. A request without one allows every version, as WCF Data Services reads it; one it
 * does not allow is answered 400 rather than in a version the client cannot read.
 */
export function allowsResponseVersion(maxDataServiceVersion: string | undefined, version: ResponseVersion): boolean {
  const max = /^\s*(\d+)\.(\d+)/.exec(maxDataServiceVersion ?? "")
  if (!max) return true
  const [major, minor] = version.split(".").map(Number)
  return Number(max[1]) > major || (Number(max[1]) === major && Number(max[2]) >= minor)
}
/** A21: entries per page of a feed, before a next link is given. */
export const DEFAULT_PAGE_SIZE = 100
/**
 * A42: a feed without `$orderby` is in key order (oldest Id first), as a WCF Data Service pages by
 * its key; so the first page of Products holds the products created first in the account.
 */
export const FEED_ORDER = "Id ascending" as const

/**
 * A6: how far one `$expand` reaches: at most 3 steps in a path (the vendor's connector needs 2,
 * evidence P1, OR1) and 10,000 inlined entities in one answer. Navigation runs both ways
 * (Products/Catalogs/Products, ChildCatalogs/ParentCatalogs), so without a bound one short URL
 * could make an answer of millions of entities; beyond it the answer is a 400 naming the bound.
 */
export const EXPAND_LIMITS = { depth: 3, entities: 10_000 } as const

/**
 * The navigation properties of SalesOrders that `$expand` takes (spec 4.2 rule 3): what the client
 * asks for, and the first step of every path on SalesOrders. Paths go on below them as on every
 * set (A6): the vendor's connector reads `SalesOrderItems/Product` and
 * `SalesOrderItems/ProductVariation` (evidence OR1), both navigation properties of an item (spec
 * 2.7), so rule 3's list names the first steps and does not end the path. The client needs no path.
 */
export const SALES_ORDER_EXPANDS = ["SalesOrderItems", "Buyer", "Address", "ShippingAddress"] as const

/** Spec 2.2: image Type 1 = list image, 2 = offer image, 3..12 = further images (at most 10). */
export const PRODUCT_IMAGE_TYPE = { list: 1, offer: 2, firstFurther: 3, lastFurther: 12 } as const

/** Spec 2.1 ProductType. */
export const PRODUCT_TYPE = { single: 0, variationSet: 1, productSet: 2 } as const

/** Spec 2.5: the only DiscountOffers Type the spec shows. */
export const DISCOUNT_OFFER_TYPE = { recommendedRetailPrice: 1 } as const

/**
 * A12: the ShippingStatus integers the spec observes (0, 1, 2). The plugin sends only 1
 * (shipped); 2 is accepted from the service but never sent, its meaning not being known (A24).
 */
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
  /** A56: a variation's own pictures, positions 0 (its base image) to 11 (vendor VP1). */
  variationPicturesPerVariation: 12,
  productSpecificsPerProduct: 15,
  trackingNumbersPerItem: 8,
} as const

/**
 * A16: the service's "internal translation table" for UnitType (spec 2.1) is not shown. This is
 * the table the sandbox applies and the mapper uses to warn early. Keys are compared after
 * lower-casing and removing spaces, dots and hyphens.
 */
export const UNIT_TYPE_ALIASES: Record<string, (typeof UNIT_TYPES)[number]> = {
  kg: "Kg",
  kilo: "Kg",
  kilogram: "Kg",
  kilogramm: "Kg",
  kilograms: "Kg",
  "100g": "100g",
  "100gr": "100g",
  "100gramm": "100g",
  "100gram": "100g",
  "100grams": "100g",
  "10g": "10g",
  "10gr": "10g",
  "10gramm": "10g",
  "10gram": "10g",
  "10grams": "10g",
  l: "L",
  ltr: "L",
  liter: "L",
  litre: "L",
  liters: "L",
  litres: "L",
  "100ml": "100ml",
  "100milliliter": "100ml",
  "100millilitre": "100ml",
  "10ml": "10ml",
  "10milliliter": "10ml",
  "10millilitre": "10ml",
  m: "M",
  meter: "M",
  metre: "M",
  meters: "M",
  metres: "M",
  lfm: "M",
  m2: "M2",
  "m²": "M2",
  qm: "M2",
  sqm: "M2",
  quadratmeter: "M2",
  squaremeter: "M2",
  squaremetre: "M2",
  m3: "M3",
  "m³": "M3",
  cbm: "M3",
  kubikmeter: "M3",
  cubicmeter: "M3",
  cubicmetre: "M3",
  unit: "Unit",
  units: "Unit",
  stück: "Unit",
  stk: "Unit",
  st: "Unit",
  piece: "Unit",
  pieces: "Unit",
  pcs: "Unit",
  pc: "Unit",
}

/** Canonical UnitType for a merchant's spelling, or undefined when the table has no entry. */
export function normalizeUnitType(value: string): (typeof UNIT_TYPES)[number] | undefined {
  return UNIT_TYPE_ALIASES[value.toLowerCase().replace(/[\s.\-]/g, "")]
}
