import type { CatalogEntry } from "../types"

/**
 * The activity log in the merchant's words: what a write to the service carried,
 * said as what happened to the listing or order, never the request (its operation and address
 * stay beside it for support). `activity.sent`, `.refused` and `.failed` wrap what was sent.
 */
export const ACTIVITY = {
  "activity.sent": { params: ["what"], en: "{what} sent to eBay.", de: "{what} an eBay gesendet." },
  "activity.refused": { params: ["what"], en: "{what} refused by the exchange service.", de: "{what} vom Austauschdienst abgelehnt." },
  "activity.failed": {
    params: ["what"],
    en: "{what} not sent: no usable answer from the exchange service.",
    de: "{what} nicht gesendet: keine verwertbare Antwort vom Austauschdienst.",
  },
  "activity.stock_and_price": {
    params: ["stock", "price"],
    en: "Stock {stock} and price {price}",
    de: "Bestand {stock} und Preis {price}",
  },
  "activity.stock": { params: ["stock"], en: "Stock {stock}", de: "Bestand {stock}" },
  "activity.price": { params: ["price"], en: "Price {price}", de: "Preis {price}" },
  "activity.strike_price_of": { params: ["price"], en: "Strike price {price}", de: "Streichpreis {price}" },
  "activity.strike_price": { params: [], en: "The strike price", de: "Der Streichpreis" },
  "activity.strike_price_removed": { params: [], en: "The removal of the strike price", de: "Die Löschung des Streichpreises" },
  "activity.categories_chosen": { params: [], en: "The chosen eBay categories", de: "Die gewählten eBay-Kategorien" },
  "activity.listing_created": { params: [], en: "A new listing", de: "Ein neues Angebot" },
  "activity.listing_updated": { params: [], en: "The listing's details", de: "Die Angebotsdaten" },
  "activity.listing_deleted": { params: [], en: "The removal of the listing", de: "Die Löschung des Angebots" },
  "activity.property": { params: ["property"], en: "The {property}", de: "{property}" },
  "activity.variation_created": { params: [], en: "A new variation", de: "Eine neue Variante" },
  "activity.variation_updated": { params: [], en: "A variation's details", de: "Die Daten einer Variante" },
  "activity.variation_deleted": { params: [], en: "The removal of a variation", de: "Die Löschung einer Variante" },
  "activity.image_added": { params: [], en: "A new image", de: "Ein neues Bild" },
  "activity.image_removed": { params: [], en: "The removal of an image", de: "Die Löschung eines Bildes" },
  "activity.variation_property": { params: ["property"], en: "A variation's {property}", de: "{property} einer Variante" },
  "activity.variation_reference": {
    params: [],
    en: "A variation's store reference",
    de: "Die Variantenreferenz des Shops",
  },
  "activity.specifics": { params: [], en: "The variation specifics", de: "Die Variantenmerkmale" },
  "activity.item_specifics": { params: [], en: "The item specifics", de: "Die Artikelmerkmale" },
  "activity.gpsr": { params: [], en: "The product safety data (GPSR)", de: "Die Produktsicherheitsangaben (GPSR)" },
  "activity.category_created": { params: [], en: "A new shop category", de: "Eine neue Shop-Kategorie" },
  "activity.category_updated": { params: [], en: "A shop category's name", de: "Der Name einer Shop-Kategorie" },
  "activity.category_moved": {
    params: [],
    en: "A shop category's place in the tree",
    de: "Die Einordnung einer Shop-Kategorie",
  },
  "activity.category_reference": {
    params: [],
    en: "A shop category's store reference",
    de: "Die Kategoriereferenz des Shops",
  },
  "activity.category_deleted": { params: [], en: "The removal of a shop category", de: "Die Löschung einer Shop-Kategorie" },
  "activity.category_links": { params: [], en: "The product's shop categories", de: "Die Shop-Kategorien des Produkts" },
  "activity.catalog_profile": {
    params: [],
    en: "A category's payment, return or shipping profile",
    de: "Das Zahlungs-, Rückgabe- oder Versandprofil einer Kategorie",
  },
  "activity.product_profile": {
    params: [],
    en: "The product's payment, return or shipping profile",
    de: "Das Zahlungs-, Rückgabe- oder Versandprofil des Produkts",
  },
  "activity.account_emptied": { params: [], en: "The emptying of the account", de: "Das Leeren des Kontos" },
  "activity.order_number": { params: [], en: "The store's order number", de: "Die Bestellnummer des Shops" },
  "activity.payment": { params: [], en: "The payment", de: "Die Zahlung" },
  "activity.order_shipping": { params: [], en: "The order's shipping status", de: "Der Versandstatus der Bestellung" },
  "activity.item_shipping": { params: [], en: "An item's shipping status", de: "Der Versandstatus eines Artikels" },
  "activity.tracking": { params: [], en: "The tracking numbers", de: "Die Sendungsnummern" },
  "activity.carrier": { params: [], en: "The carrier", de: "Der Versanddienstleister" },
  "activity.order_dismissed": {
    params: ["order", "who", "reason"],
    en: "Marketplace order {order} dismissed by {who}; it is never imported. Reason: {reason}",
    de: "Marktplatz-Bestellung {order} von {who} verworfen; sie wird nie übernommen. Grund: {reason}",
  },
  "activity.order_imported": {
    params: ["display", "order"],
    en: "Order #{display} (marketplace order {order})",
    de: "Bestellung #{display} (Marktplatz-Bestellung {order})",
  },
} as const satisfies Record<string, CatalogEntry>
