import type { CatalogEntry } from "../types"

/**
 * What keeps a product (or a part of it) from the marketplace, and what the merchant does about
 * it: validate-product.ts, unreadable-metadata.ts, ensure-catalogs.ts. Fields the service wants
 * and Medusa has no column for are edited under "Marketplace fields" on the product page, so a
 * fix names that drawer's field, never a metadata key.
 */
export const PRODUCT_PROBLEMS = {
  "problem.listed_by_other_account": {
    params: ["account", "site"],
    en: "eBay allows one listing of an item per site: the account “{account}” already lists this product on {site}.",
    de: "eBay erlaubt je Website ein Angebot eines Artikels: Das Konto „{account}“ bietet dieses Produkt schon auf {site} an.",
    fix: {
      en: "Remove the product from the sales channel of one of the two accounts; until then this account does not list it.",
      de: "Entfernen Sie das Produkt aus dem Vertriebskanal eines der beiden Konten; bis dahin stellt dieses Konto es nicht ein.",
    },
  },
  "problem.title_too_short": {
    params: ["title", "min", "max"],
    en: 'The title "{title}" is shorter than {min} characters.',
    de: "Der Titel „{title}“ ist kürzer als {min} Zeichen.",
    fix: {
      en: "Give the product a title of {min} to {max} characters.",
      de: "Geben Sie dem Produkt einen Titel mit {min} bis {max} Zeichen.",
    },
  },
  "problem.title_too_long": {
    params: ["length", "max", "over"],
    fixAt: "marketplace_title",
    en: "The title has {length} characters; eBay allows {max}.",
    de: "Der Titel hat {length} Zeichen; eBay erlaubt {max}.",
    fix: {
      en:
        "Enter an eBay title of at most {max} characters under Marketplace fields, shorten the title by {over} characters, " +
        "or let long titles be shortened automatically (Settings → Title and prices on eBay).",
      de:
        "Tragen Sie unter „Marktplatz-Felder“ einen eBay-Titel mit höchstens {max} Zeichen ein, kürzen Sie den Titel um {over} " +
        "Zeichen, oder lassen Sie lange Titel automatisch kürzen (Einstellungen → Titel und Preise bei eBay).",
    },
  },
  "problem.no_description": {
    params: [],
    en: "The product has no description and no EAN, UPC or ISBN.",
    de: "Das Produkt hat weder eine Beschreibung noch eine EAN, UPC oder ISBN.",
    fix: {
      en: "Add a description, or an EAN or UPC on the variant (or the ISBN under Marketplace fields).",
      de: "Ergänzen Sie eine Beschreibung oder eine EAN bzw. UPC an der Variante (oder die ISBN unter „Marktplatz-Felder“).",
    },
  },
  "problem.no_price": {
    params: ["currency"],
    en: "The product has no price in {currency}.",
    de: "Das Produkt hat keinen Preis in {currency}.",
    fix: {
      en: "Add a {currency} price to its variant (or to the marketplace region).",
      de: "Ergänzen Sie an der Variante (oder für die Marktplatz-Region) einen Preis in {currency}.",
    },
  },
  "problem.variant_no_price": {
    params: ["variant", "currency"],
    en: "Variant {variant} has no price in {currency}.",
    de: "Variante {variant} hat keinen Preis in {currency}.",
    fix: { en: "Add a {currency} price to the variant.", de: "Ergänzen Sie an der Variante einen Preis in {currency}." },
  },
  "problem.variant_no_sku": {
    params: ["variant"],
    en: "Variant {variant} has no SKU; eBay tells variations apart by their SKU.",
    de: "Variante {variant} hat keine Artikelnummer (SKU); eBay unterscheidet Varianten an ihrer SKU.",
    fix: { en: "Give every variant a SKU.", de: "Geben Sie jeder Variante eine SKU." },
  },
  "problem.duplicate_sku": {
    params: ["count", "sku"],
    en: '{count} variants share the SKU "{sku}".',
    de: "{count} Varianten haben dieselbe SKU „{sku}“.",
    fix: { en: "Give each variant its own SKU.", de: "Geben Sie jeder Variante eine eigene SKU." },
  },
  "problem.unknown_condition": {
    params: ["value"],
    fixAt: "condition",
    en: 'The condition "{value}" is not one eBay knows.',
    de: "Der Zustand „{value}“ ist eBay nicht bekannt.",
    fix: {
      en: "Choose New or Used as the condition under Marketplace fields.",
      de: "Wählen Sie unter „Marktplatz-Felder“ „Neu“ oder „Gebraucht“ als Zustand.",
    },
  },
  "problem.unknown_unit": {
    params: ["value", "units"],
    fixAt: "unit_type",
    en: 'The unit "{value}" is not a unit eBay knows.',
    de: "Die Einheit „{value}“ ist eBay nicht bekannt.",
    fix: {
      en: "Choose one of {units} as the unit under Marketplace fields.",
      de: "Wählen Sie unter „Marktplatz-Felder“ eine der Einheiten {units}.",
    },
  },
  "problem.unit_without_quantity": {
    params: [],
    fixAt: "unit_quantity",
    en: "A unit is set without a unit quantity, so no base price can be shown.",
    de: "Eine Einheit ist ohne Menge angegeben, daher kann kein Grundpreis angezeigt werden.",
    fix: {
      en: "Enter the unit quantity under Marketplace fields, e.g. 0.5 for half a kilogram.",
      de: "Tragen Sie unter „Marktplatz-Felder“ die Menge ein, z. B. 0,5 für ein halbes Kilogramm.",
    },
  },
  "problem.images_dropped": {
    params: ["count", "max"],
    en: { one: "{count} image beyond eBay's {max} is not listed.", other: "{count} images beyond eBay's {max} are not listed." },
    de: {
      one: "{count} Bild über die {max} von eBay hinaus wird nicht gelistet.",
      other: "{count} Bilder über die {max} von eBay hinaus werden nicht gelistet.",
    },
    fix: { en: "Order the images so the ones that matter come first.", de: "Ordnen Sie die Bilder so, dass die wichtigen zuerst kommen." },
  },
  "problem.image_unreachable": {
    params: ["url"],
    en: "The image {url} is not at a public http(s) address eBay can fetch.",
    de: "Das Bild {url} liegt nicht unter einer öffentlichen http(s)-Adresse, die eBay abrufen kann.",
    fix: {
      en: "Serve product images from a public address.",
      de: "Stellen Sie die Produktbilder unter einer öffentlichen Adresse bereit.",
    },
  },
  "problem.variant_image_unreachable": {
    params: ["url", "value"],
    en: 'The image {url} of "{value}" is not at a public http(s) address eBay can fetch.',
    de: "Das Bild {url} von „{value}“ liegt nicht unter einer öffentlichen http(s)-Adresse, die eBay abrufen kann.",
    fix: {
      en: "Serve variant images from a public address.",
      de: "Stellen Sie die Variantenbilder unter einer öffentlichen Adresse bereit.",
    },
  },
  "problem.option_length": {
    params: ["variant", "text", "length", "min", "max"],
    en: 'Variant {variant}: the option "{text}" has {length} characters; eBay takes {min} to {max}.',
    de: "Variante {variant}: Die Option „{text}“ hat {length} Zeichen; eBay erlaubt {min} bis {max} Zeichen.",
    fix: { en: "Give the option {min} to {max} characters.", de: "Geben Sie der Option {min} bis {max} Zeichen." },
  },
  "problem.option_value_length": {
    params: ["variant", "text", "length", "min", "max"],
    en: 'Variant {variant}: the value "{text}" has {length} characters; eBay takes {min} to {max}.',
    de: "Variante {variant}: Der Wert „{text}“ hat {length} Zeichen; eBay erlaubt {min} bis {max} Zeichen.",
    fix: { en: "Give the value {min} to {max} characters.", de: "Geben Sie dem Wert {min} bis {max} Zeichen." },
  },
  "problem.no_gtin": {
    params: [],
    en: "The product has no GTIN (EAN, UPC or ISBN); eBay requires one.",
    de: "Das Produkt hat keine GTIN (EAN, UPC oder ISBN); eBay verlangt eine.",
    fix: {
      en: "Enter the EAN or UPC in the variant's EAN, UPC or Barcode field, or the ISBN under Marketplace fields.",
      de: "Tragen Sie die EAN oder UPC im Feld EAN, UPC oder Barcode der Variante ein, oder die ISBN unter „Marktplatz-Felder“.",
    },
  },
  "problem.variations_no_gtin": {
    params: [],
    en: "The variations go to eBay without a GTIN: the exchange service takes no EAN or UPC per variation, and eBay requires one.",
    de: "Die Varianten gehen ohne GTIN zu eBay: Der Austauschdienst nimmt keine EAN oder UPC je Variante an, eBay verlangt aber eine.",
    fix: {
      en: "Nothing to fix on the variants. For books, the ISBN under Marketplace fields is sent for the whole product.",
      de: "An den Varianten ist nichts zu ändern. Bei Büchern wird die ISBN unter „Marktplatz-Felder“ für das ganze Produkt gesendet.",
    },
  },
  "problem.no_mpn": {
    params: [],
    fixAt: "mpn",
    en: "The product has no manufacturer part number (MPN); eBay requires one.",
    de: "Das Produkt hat keine Herstellernummer (MPN); eBay verlangt eine.",
    fix: { en: "Enter the MPN under Marketplace fields.", de: "Tragen Sie die MPN unter „Marktplatz-Felder“ ein." },
  },
  "problem.no_brand": {
    params: [],
    fixAt: "brand",
    en: "The product has no brand; eBay requires one.",
    de: "Das Produkt hat keine Marke; eBay verlangt eine.",
    fix: { en: "Enter the brand under Marketplace fields.", de: "Tragen Sie die Marke unter „Marktplatz-Felder“ ein." },
  },
  "problem.accept_price_not_below_price": {
    params: ["accept", "price"],
    fixAt: "best_offer_auto_accept_price",
    en: "The auto-accept price {accept} is not below the price {price}.",
    de: "Der Annahmepreis {accept} liegt nicht unter dem Preis {price}.",
    fix: {
      en: "Under Marketplace fields, keep the decline price below the auto-accept price, and that below the price.",
      de: "Halten Sie unter „Marktplatz-Felder“ den Ablehnungspreis unter dem Annahmepreis und diesen unter dem Preis.",
    },
  },
  "problem.accept_price_without_price": {
    params: ["accept"],
    fixAt: "best_offer_auto_accept_price",
    en: "The auto-accept price {accept} is set, but the product has no price.",
    de: "Ein Annahmepreis ({accept}) ist gesetzt, das Produkt hat aber keinen Preis.",
    fix: {
      en: "Under Marketplace fields, keep the decline price below the auto-accept price, and that below the price.",
      de: "Halten Sie unter „Marktplatz-Felder“ den Ablehnungspreis unter dem Annahmepreis und diesen unter dem Preis.",
    },
  },
  "problem.minimum_price_not_below_accept": {
    params: ["minimum", "accept"],
    fixAt: "best_offer_minimum_price",
    en: "The decline price {minimum} is not below the auto-accept price {accept}.",
    de: "Der Ablehnungspreis {minimum} liegt nicht unter dem Annahmepreis {accept}.",
    fix: {
      en: "Under Marketplace fields, keep the decline price below the auto-accept price, and that below the price.",
      de: "Halten Sie unter „Marktplatz-Felder“ den Ablehnungspreis unter dem Annahmepreis und diesen unter dem Preis.",
    },
  },
  "problem.minimum_price_without_accept": {
    params: ["minimum"],
    fixAt: "best_offer_minimum_price",
    en: "The decline price {minimum} is set without an auto-accept price.",
    de: "Ein Ablehnungspreis ({minimum}) ist ohne Annahmepreis gesetzt.",
    fix: {
      en: "Under Marketplace fields, keep the decline price below the auto-accept price, and that below the price.",
      de: "Halten Sie unter „Marktplatz-Felder“ den Ablehnungspreis unter dem Annahmepreis und diesen unter dem Preis.",
    },
  },
  "problem.unreadable_amount": {
    params: ["field", "value"],
    fixAt: "{field}",
    en: 'The {field} "{value}" cannot be read as an amount, so it is not sent.',
    de: "{field} „{value}“ ist kein lesbarer Betrag und wird daher nicht gesendet.",
    fix: {
      en: "Enter an amount such as 15.00 or 15,00 (at most two decimals) under Marketplace fields.",
      de: "Tragen Sie unter „Marktplatz-Felder“ einen Betrag wie 15,00 oder 15.00 ein (höchstens zwei Nachkommastellen).",
    },
  },
  "problem.unreadable_number": {
    params: ["field", "value"],
    fixAt: "{field}",
    en: 'The {field} "{value}" cannot be read as a number, so it is not sent.',
    de: "{field} „{value}“ ist keine lesbare Zahl und wird daher nicht gesendet.",
    fix: {
      en: "Enter a number such as 0.5 or 0,5 under Marketplace fields.",
      de: "Tragen Sie unter „Marktplatz-Felder“ eine Zahl wie 0,5 oder 0.5 ein.",
    },
  },
  "problem.unreadable_percent": {
    params: ["field", "value"],
    fixAt: "{field}",
    en: 'The {field} "{value}" cannot be read as a percentage, so it is not sent.',
    de: "{field} „{value}“ ist kein lesbarer Prozentsatz und wird daher nicht gesendet.",
    fix: {
      en: "Enter a percentage such as 19 or 7,5 under Marketplace fields.",
      de: "Tragen Sie unter „Marktplatz-Felder“ einen Prozentsatz wie 19 oder 7,5 ein.",
    },
  },
  "problem.unreadable_category": {
    params: ["field", "value"],
    fixAt: "{field}",
    en: 'The {field} "{value}" is not an eBay category number, so the categories stay as eBay has them.',
    de: "{field} „{value}“ ist keine eBay-Kategorienummer; die Kategorien bleiben daher, wie eBay sie hat.",
    fix: {
      en: "Enter eBay's numeric category id, such as 15687, under Marketplace fields.",
      de: "Tragen Sie unter „Marktplatz-Felder“ die numerische eBay-Kategorie-ID ein, z. B. 15687.",
    },
  },
  "problem.category_name_length": {
    params: ["name", "min", "max"],
    en: 'The category "{name}" is not listed: eBay wants names of {min} to {max} characters.',
    de: "Die Kategorie „{name}“ wird nicht gelistet: eBay verlangt Namen mit {min} bis {max} Zeichen.",
    fix: { en: "Rename the category.", de: "Benennen Sie die Kategorie um." },
  },
  "problem.listing_not_active": {
    params: [],
    en:
      "eBay does not sell this listing although stock is offered: eBay ended it for a reason of its own " +
      "(a policy takedown, a blocked or expired listing).",
    de:
      "eBay verkauft dieses Angebot nicht, obwohl Bestand angeboten wird: eBay hat es aus eigenem Grund beendet " +
      "(eine Richtlinienentfernung, ein gesperrtes oder abgelaufenes Angebot).",
    fix: {
      en:
        "Look the listing up in your eBay seller account and resolve the reason there; " +
        "then press Check listing, or wait for the next check.",
      de:
        "Suchen Sie das Angebot in Ihrem eBay-Verkäuferkonto und beheben Sie dort den Grund; " +
        "drücken Sie dann „Angebot prüfen“ oder warten Sie auf die nächste Prüfung.",
    },
  },
  "problem.kept_as_variation_set": {
    params: [],
    en:
      "With one variant left, the product would list as a single product. It keeps its variation listing, with one variation, " +
      "so the eBay listing keeps its sales history and watchers.",
    de:
      "Mit nur noch einer Variante würde das Produkt als Einzelprodukt gelistet. Es behält sein Variantenangebot mit einer " +
      "Variante, damit das eBay-Angebot seine Verkaufshistorie und seine Beobachter behält.",
    fix: {
      en:
        "To list it as a single product, press List anew as single product: the listing ends, and a new one starts without " +
        "its sales history and watchers.",
      de:
        "Um es als Einzelprodukt anzubieten, drücken Sie „Neu einstellen als Einzelprodukt“: Das Angebot endet, und ein neues " +
        "beginnt ohne seine Verkaufshistorie und Beobachter.",
    },
  },
  "problem.kept_as_single": {
    params: ["variants", "sku"],
    en:
      "With {variants} variants, the product would list as a variation set. It keeps its single listing, so the eBay listing " +
      "keeps its sales history and watchers; that listing sells the variant {sku} alone, at its stock and price.",
    de:
      "Mit {variants} Varianten würde das Produkt als Variantenset gelistet. Es behält sein Einzelangebot, damit das " +
      "eBay-Angebot seine Verkaufshistorie und seine Beobachter behält; dieses Angebot verkauft nur die Variante {sku}, " +
      "mit ihrem Bestand und Preis.",
    fix: {
      en:
        "To sell all its variants, press List anew as variation set: the listing ends, and a new one starts without its " +
        "sales history and watchers.",
      de:
        "Um alle Varianten anzubieten, drücken Sie „Neu einstellen als Variantenset“: Das Angebot endet, und ein neues beginnt " +
        "ohne seine Verkaufshistorie und Beobachter.",
    },
  },
  // A50: the service lost the product; a deleted product's listing may stay live (A38).
  "problem.listing_gone_at_service": {
    params: ["remote_id"],
    en:
      "The exchange service no longer holds this product (product {remote_id}), but its eBay listing may still be live: " +
      "nothing can change or end it from here any more, not even its stock.",
    de:
      "Die Marktplatz-Schnittstelle hat dieses Produkt nicht mehr (Produkt {remote_id}), sein eBay-Angebot ist aber " +
      "möglicherweise noch aktiv: Von hier aus lässt es sich nicht mehr ändern oder beenden, auch sein Bestand nicht.",
    fix: {
      en: "End the listing in your eBay seller account, then press List again to create the product anew.",
      de: "Beenden Sie das Angebot in Ihrem eBay-Verkäuferkonto und drücken Sie dann „Erneut einstellen“, um das Produkt neu anzulegen.",
    },
  },
} as const satisfies Record<string, CatalogEntry>
