import type { MessageTexts } from "../types"

/**
 * The service's product properties (spec 2.1) as a merchant calls them, for a message's
 * `property` parameter ("The title sent to eBay"); a property not named here is shown as the
 * service calls it.
 */
export const PROPERTY_NAMES = {
  Title: { en: "title", de: "Titel" },
  Description: { en: "description", de: "Beschreibung" },
  ShortDescription: { en: "short description", de: "Kurzbeschreibung" },
  Brand: { en: "brand", de: "Marke" },
  Mpn: { en: "manufacturer part number", de: "Herstellernummer" },
  Ean: { en: "EAN", de: "EAN" },
  Upc: { en: "UPC", de: "UPC" },
  Isbn: { en: "ISBN", de: "ISBN" },
  ConditionId: { en: "condition", de: "Zustand" },
  VatPercent: { en: "VAT", de: "Mehrwertsteuer" },
  UnitType: { en: "unit", de: "Einheit" },
  UnitQuantity: { en: "unit quantity", de: "Menge je Einheit" },
  BestOfferAutoAcceptPrice: { en: "auto-accept price", de: "Annahmepreis" },
  BestOfferMinimumPrice: { en: "decline price", de: "Ablehnungspreis" },
  ForeignId: { en: "store's product reference", de: "Produktreferenz des Shops" },
  DisableAutomatch: { en: "automatic category matching", de: "Automatische Kategoriezuordnung" },
  Price: { en: "price", de: "Preis" },
  StockAmount: { en: "stock", de: "Bestand" },
  Sku: { en: "SKU", de: "SKU" },
  ProductType: { en: "product type", de: "Produktart" },
} as const satisfies Record<string, MessageTexts>
