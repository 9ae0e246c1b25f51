/**
 * Where the fields the service wants but Medusa has no column for come from: product metadata
 * keys, all prefixed `marketplace_` so one search finds them. The README lists them for
 * merchants. Ean and Upc come from the variant's own `ean` and `upc` fields, ShortDescription
 * from the product's subtitle.
 */
export const METADATA_KEYS = {
  isbn: "marketplace_isbn",
  mpn: "marketplace_mpn",
  brand: "marketplace_brand",
  /** `neu` or `gebraucht` (spec 2.1); `new`/`used` are accepted and translated. */
  condition: "marketplace_condition",
  unitQuantity: "marketplace_unit_quantity",
  /** One of the UnitType values of spec 2.1, or a spelling the translation table knows. */
  unitType: "marketplace_unit_type",
  vatPercent: "marketplace_vat_percent",
  bestOfferAutoAcceptPrice: "marketplace_best_offer_auto_accept_price",
  bestOfferMinimumPrice: "marketplace_best_offer_minimum_price",
  /** Marketplace category ids for SetMarketplaceCategory; setting one turns DisableAutomatch on. */
  categoryId1: "marketplace_category_id_1",
  categoryId2: "marketplace_category_id_2",
  /** The title that goes to eBay instead of the product's (at most 80 characters). */
  title: "marketplace_title",
  /** The product's own title rule (`hold` or `shorten`) over the settings' title_overflow; set in bulk from the grid. */
  titleRule: "marketplace_title_rule",
  /** The product's own price rule, each part over the settings' (percent, amount to add, ending). */
  pricePercent: "marketplace_price_percent",
  priceFixed: "marketplace_price_fixed",
  priceEnding: "marketplace_price_ending",
  /** The merchant's item specifics of a single product, a JSON list of { name, value }. */
  specifics: "marketplace_specifics",
  /** The product's own GPSR data (JSON), over its brand's from the settings. */
  gpsr: "marketplace_gpsr",
  /** The brand of gpsr_by_brand whose GPSR data the product takes, when not its own brand's (a reseller's goods, no brand). */
  gpsrBrand: "marketplace_gpsr_brand",
} as const

/** Metadata the plugin writes on the orders it imports, and reads to find them again. */
export const ORDER_METADATA_KEYS = {
  /** SalesOrders.Id: marks a marketplace order, and finds it after a crash before the ledger knew it. */
  remoteOrderId: "marketplace_order_id",
  /**
   * The account the order came from (a remote order id is unique only within its account); none
   * on orders imported before there were several: those are the first account's.
   */
  accountId: "marketplace_account_id",
  /** The marketplace's own order number, for the merchant. */
  platformOrderId: "marketplace_platform_order_id",
  /** On line items: SalesOrderItems.Id, where item shipping status goes back to. */
  remoteItemId: "marketplace_item_id",
  /** On the reservations the import makes (true): a second reservation of a line without it is not the import's. */
  importReservation: "marketplace_import_reservation",
} as const
