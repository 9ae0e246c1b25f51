import type { CatalogEntry } from "../types"

/** What is wrong with a value typed in the marketplace fields drawer, said on the field (marketplace-fields.ts). */
export const FIELD_ERRORS = {
  "field.too_long": {
    params: ["max", "length"],
    en: "At most {max} characters (it has {length}).",
    de: "Höchstens {max} Zeichen (es sind {length}).",
  },
  "field.isbn": {
    params: [],
    en: "An ISBN has 10 or 13 digits (hyphens allowed).",
    de: "Eine ISBN hat 10 oder 13 Ziffern (Bindestriche erlaubt).",
  },
  "field.condition": { params: [], en: "Choose New or Used.", de: "Wählen Sie „Neu“ oder „Gebraucht“." },
  "field.unit": { params: ["units"], en: "Choose one of {units}.", de: "Wählen Sie eine dieser Einheiten: {units}." },
  "field.unit_quantity": { params: [], en: "A number above 0, such as 0.5 or 0,5.", de: "Eine Zahl über 0, etwa 0,5." },
  "field.vat": { params: [], en: "A percentage from 0 to 100, such as 19 or 7,5.", de: "Ein Prozentsatz von 0 bis 100, etwa 19 oder 7,5." },
  "field.amount": {
    params: [],
    en: "An amount such as 39.90 or 39,90 (at most two decimals).",
    de: "Ein Betrag wie 39,90 (höchstens zwei Nachkommastellen).",
  },
  "field.category_id": {
    params: [],
    en: "eBay's numeric category id, such as 15687.",
    de: "Die numerische eBay-Kategorie-ID, etwa 15687.",
  },
  "field.price_percent": {
    params: ["min", "max"],
    en: "A percentage from {min} to {max}, such as 12 or 7,5; empty: the settings' rule.",
    de: "Ein Prozentsatz von {min} bis {max}, etwa 12 oder 7,5; leer: die Regel der Einstellungen.",
  },
  "field.price_fixed": {
    params: ["max"],
    en: "An amount from 0 to {max}, such as 1.50 or 1,50; empty: the settings' rule.",
    de: "Ein Betrag von 0 bis {max}, etwa 1,50; leer: die Regel der Einstellungen.",
  },
  "field.price_ending": {
    params: [],
    en: "Choose an ending: none, .99, .95 or .90.",
    de: "Wählen Sie eine Endung: keine, ,99, ,95 oder ,90.",
  },
  "field.specific_empty": {
    params: [],
    en: "Give every item specific a name and a value, or remove it.",
    de: "Geben Sie jedem Artikelmerkmal einen Namen und einen Wert, oder entfernen Sie es.",
  },
  "field.specific_too_long": {
    params: ["name", "max"],
    en: 'The item specific "{name}": name and value may have at most {max} characters each.',
    de: "Artikelmerkmal „{name}“: Name und Wert dürfen höchstens je {max} Zeichen haben.",
  },
  "field.specific_twice": {
    params: ["name"],
    en: 'The item specific "{name}" is there twice: keep one.',
    de: "Das Artikelmerkmal „{name}“ steht zweimal da: Behalten Sie eines.",
  },
  "field.title_rule": {
    params: [],
    en: "Choose what happens to a title over 80 characters: hold the product back or shorten it automatically; empty: the settings' rule.",
    de:
      "Wählen Sie, was mit einem Titel über 80 Zeichen geschieht: Produkt zurückhalten oder automatisch kürzen; " +
      "leer: die Regel der Einstellungen.",
  },
  "field.gpsr_brand_unknown": {
    params: ["brand"],
    en: 'There is no product safety data for the brand "{brand}": enter it under Settings, Product safety (GPSR) per brand, first.',
    de:
      "Für die Marke „{brand}“ gibt es keine Produktsicherheitsangaben: Tragen Sie sie zuerst unter Einstellungen, " +
      "Produktsicherheit (GPSR) je Marke ein.",
  },
  "field.gpsr_email": {
    params: [],
    en: "Enter an e-mail address such as info@example.com.",
    de: "Geben Sie eine E-Mail-Adresse wie info@beispiel.de an.",
  },
  "field.gpsr_url": {
    params: [],
    en: "Enter a web address starting with https:// or http://.",
    de: "Geben Sie eine Webadresse an, die mit https:// oder http:// beginnt.",
  },
  "field.gpsr_country": {
    params: [],
    en: "Enter the two-letter country code, such as DE or GB.",
    de: "Geben Sie den zweistelligen Ländercode an, etwa DE oder GB.",
  },
  "field.gpsr_too_long": { params: ["max"], en: "At most {max} characters.", de: "Höchstens {max} Zeichen." },
  "field.gpsr_documents": {
    params: ["max"],
    en: "At most {max} documents, one web address per line.",
    de: "Höchstens {max} Dokumente, eine Webadresse je Zeile.",
  },
  "field.main_category_first": { params: [], en: "Enter the main category first.", de: "Tragen Sie zuerst die Hauptkategorie ein." },
} as const satisfies Record<string, CatalogEntry>
