import type { MessageTexts } from "../types"

/**
 * The names of the marketplace fields as the merchant sees them under "Marketplace fields", for
 * a message's `field` parameter: a message names the field by its key, each reader gets it in
 * their language: English as it reads inside a sentence, German with its article (it starts the sentence).
 */
export const FIELD_NAMES = {
  best_offer_auto_accept_price: { en: "auto-accept price", de: "Der Annahmepreis" },
  best_offer_minimum_price: { en: "decline price", de: "Der Ablehnungspreis" },
  vat_percent: { en: "VAT", de: "Die Mehrwertsteuer" },
  unit_quantity: { en: "unit quantity", de: "Die Menge je Einheit" },
  category_id_1: { en: "main eBay category", de: "Die eBay-Hauptkategorie" },
  category_id_2: { en: "second eBay category", de: "Die zweite eBay-Kategorie" },
  price_percent: { en: "price rule's percentage", de: "Der Prozentsatz der Preisregel" },
  price_fixed: { en: "price rule's amount to add", de: "Der Aufschlag der Preisregel" },
  price_ending: { en: "price rule's ending", de: "Die Preisendung der Preisregel" },
  title_rule: { en: "title rule", de: "Die Titelregel" },
  gpsr_brand: { en: "brand of the product safety data", de: "Die Marke der Produktsicherheitsangaben" },
  specific: { en: "item specific", de: "Das Artikelmerkmal" },
} as const satisfies Record<string, MessageTexts>

export type FieldName = keyof typeof FIELD_NAMES
