/**
 * The sync settings' bounds and value types: pure (no Node code), so the admin's bundle (types.ts),
 * the settings schema (settings-schema.ts) and the flows share them.
 */

/** Where strike prices come from (spec 2.5: Type 1 is the UVP, a recommended retail price). */
export const STRIKE_PRICE_SOURCES = ["rrp_price_list", "sale_original_price"] as const
export type StrikePriceSource = (typeof STRIKE_PRICE_SOURCES)[number]

/**
 * Requests one instance has in flight at the service at once: 8 unless the merchant sets it,
 * 1 to 32. More is faster while the service keeps up; a service that answers 429 or slows
 * down under load wants fewer.
 */
export const MAX_REQUESTS_IN_FLIGHT = { default: 8, min: 1, max: 32 } as const

/** Units held back from the marketplace per variant, against overselling: none unless set. */
export const STOCK_BUFFER = { default: 0, min: 0, max: 999 } as const

/** The most units offered per variant whatever the stock, so one account never offers the whole pool: 0 is no cap. */
export const MAX_QUANTITY = { default: 0, min: 0, max: 99_999 } as const

/**
 * The eBay sites an account can sell on. eBay forbids listing one item under two user ids on the
 * same site, so the plugin keeps two accounts of one site from listing the same product.
 */
export const MARKETPLACE_SITES = [
  "ebay.de",
  "ebay.at",
  "ebay.ch",
  "ebay.com",
  "ebay.co.uk",
  "ebay.fr",
  "ebay.it",
  "ebay.es",
  "ebay.nl",
  "ebay.be",
  "ebay.pl",
  "ebay.ie",
] as const
export type MarketplaceSite = (typeof MARKETPLACE_SITES)[number]

/** What an account's name may be: what the merchant recognises it by on every screen. */
export const ACCOUNT_NAME_LENGTH = { min: 1, max: 60 } as const

/** Brand name -> GPSR data (manufacturer, responsible person, safety information and documents, identifiers). */
export type GpsrByBrand = Record<string, Record<string, unknown>>

/** Medusa's product attributes that travel as item specifics of a single product. */
export const SPECIFIC_ATTRIBUTES = ["material", "weight", "length", "width", "height", "origin_country", "hs_code", "mid_code"] as const
export type SpecificAttribute = (typeof SPECIFIC_ATTRIBUTES)[number]
/** Attribute -> the specific's name; an attribute left out goes under its default (DEFAULT_SPECIFIC_NAMES). */
export type SpecificNames = Partial<Record<SpecificAttribute, string>>

/** The names eBay.de expects. */
export const DEFAULT_SPECIFIC_NAMES: Record<SpecificAttribute, string> = {
  material: "Material",
  weight: "Gewicht",
  length: "Länge",
  width: "Breite",
  height: "Höhe",
  origin_country: "Herstellungsland",
  hs_code: "Zolltarifnummer",
  mid_code: "MID-Code",
}

/** What happens to a store title over eBay's limit when the product has no marketplace title. */
export const TITLE_OVERFLOWS = ["hold", "shorten"] as const
export type TitleOverflow = (typeof TITLE_OVERFLOWS)[number]

/** The endings a marketplace price is rounded up to; `none`: to the cent. */
export const PRICE_ENDINGS = ["none", ".99", ".95", ".90"] as const
export type PriceEnding = (typeof PRICE_ENDINGS)[number]

/** Marketplace price = store price × (1 + percent/100) + fixed, rounded up to the ending. */
export interface PriceRule {
  /** A percentage to add (PRICE_RULE_PERCENT), at most two decimals. */
  percent: number
  /** An amount to add after the percentage, a decimal string ("1.50"), 0 to 999.99. */
  fixed: string
  ending: PriceEnding
}

export const NO_PRICE_RULE: PriceRule = { percent: 0, fixed: "0.00", ending: "none" }

/** The percentage a price rule may add: a marketplace price below half the store's is a typo, above triple one too. */
export const PRICE_RULE_PERCENT = { min: -50, max: 200 } as const

/** The languages the bell's alerts are written in (src/messages has both texts of every code). */
export const ALERT_LANGUAGES = ["en", "de"] as const
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number]

/**
 * The merchant's carrier map: a shipment's shipping option or fulfillment provider (by id) to
 * the carrier's name at the marketplace, sent as CarrierUsed with the tracking numbers (A37).
 */
export interface CarrierMap {
  /** Shipping option id to carrier: wins over the provider's entry. */
  shipping_options: Record<string, string>
  /** Fulfillment provider id (e.g. `manual_manual`) to carrier. */
  fulfillment_providers: Record<string, string>
}

export const ACTIVITY_RETENTION_DAYS = { default: 30, min: 1, max: 365 } as const
export const IMPORT_ALERT_MINUTES = { default: 30, min: 5, max: 1440 } as const
/** Every listed product is asked ProductIsListed (spec 4.3) at least this often: daily unless set, up to weekly. */
export const LISTING_CHECK_HOURS = { default: 24, min: 1, max: 168 } as const
/** Listing checks per minute across all instances: one a second unless set, so stock updates keep their room. */
export const LISTING_CHECKS_PER_MINUTE = { default: 60, min: 1, max: 600 } as const
/** Seconds between order polls: often enough that the store does not sell a unit the marketplace sold. */
export const ORDER_POLL_SECONDS = { default: 20, min: 10, max: 3600 } as const
