import type { CatalogEntry } from "../types"

/**
 * Refusals of the listings grid and the marketplace fields (src/messages/refusal.ts): products
 * not known or outside the channel, an edit too large, product safety data that cannot be saved.
 */
export const LISTING_REFUSALS = {
  "refusal.product.unknown": {
    params: ["ids", "count"],
    en: {
      one: "No product {ids} exists in this store; nothing was changed.",
      other: "No products {ids} exist in this store; nothing was changed.",
    },
    de: {
      one: "Das Produkt {ids} gibt es in diesem Shop nicht; nichts wurde geändert.",
      other: "Die Produkte {ids} gibt es in diesem Shop nicht; nichts wurde geändert.",
    },
  },
  "refusal.list_anew.not_on_service": {
    params: ["id"],
    en: "Product {id} has no listing to replace: it is not on the marketplace yet, and is first listed as its variants make it.",
    de:
      "Das Produkt {id} hat kein Angebot, das ersetzt werden könnte: Es ist noch nicht auf dem Marktplatz und wird zuerst so " +
      "eingestellt, wie seine Varianten es ergeben.",
  },
  "refusal.list_anew.no_type_change": {
    params: ["id", "count"],
    en: {
      one: "Product {id} is listed as its one variant makes it (a single product): there is no type change to make; its listing stays.",
      other:
        "Product {id} is listed as its {count} variants make it (a variation set): there is no type change to make; its listing stays.",
    },
    de: {
      one:
        "Das Produkt {id} ist so eingestellt, wie seine eine Variante es ergibt (als Einzelprodukt): Es gibt keinen Wechsel der Art; " +
        "sein Angebot bleibt.",
      other:
        "Das Produkt {id} ist so eingestellt, wie seine {count} Varianten es ergeben (als Variantenset): Es gibt keinen Wechsel der " +
        "Art; sein Angebot bleibt.",
    },
  },
  "refusal.list_anew.as_single_only": {
    params: ["id"],
    en: "Product {id} has one variant and is listed as a variation set: it can be listed anew only as a single product.",
    de: "Das Produkt {id} hat eine Variante und ist als Variantenset eingestellt: Es kann nur als Einzelprodukt neu eingestellt werden.",
  },
  "refusal.list_anew.as_variation_set_only": {
    params: ["id", "count"],
    en: "Product {id} has {count} variants and is listed as a single product: it can be listed anew only as a variation set.",
    de:
      "Das Produkt {id} hat {count} Varianten und ist als Einzelprodukt eingestellt: " +
      "Es kann nur als Variantenset neu eingestellt werden.",
  },
  "refusal.product.outside_channel": {
    params: ["ids", "count"],
    en: {
      one: "{ids} is not in the marketplace's sales channel: add it to the channel first, or leave it out of the selection.",
      other: "{ids} are not in the marketplace's sales channel: add them to the channel first, or leave them out of the selection.",
    },
    de: {
      one: "{ids} ist nicht im Vertriebskanal des Marktplatzes: Fügen Sie es zuerst dem Kanal hinzu oder lassen Sie es aus der Auswahl.",
      other:
        "{ids} sind nicht im Vertriebskanal des Marktplatzes: Fügen Sie sie zuerst dem Kanal hinzu oder lassen Sie sie aus der Auswahl.",
    },
  },
  "refusal.listings.edit_too_many": {
    params: ["count", "max"],
    en:
      "The filter matches {count} products; an edit of their fields takes at most {max} at once. " +
      "Narrow the filter and apply it part by part.",
    de:
      "Der Filter trifft {count} Produkte; eine Bearbeitung ihrer Felder nimmt höchstens {max} auf einmal. Grenzen Sie den Filter ein " +
      "und wenden Sie sie in Teilen an.",
  },
  "refusal.listings.still_reading": {
    params: [],
    en: "The plugin is still reading the products of the marketplace's sales channel: try the action on the filter again in a minute.",
    de: "Das Plugin liest die Produkte des Marktplatz-Kanals noch: Versuchen Sie die Aktion für den Filter in einer Minute erneut.",
  },
  "refusal.gpsr.invalid": {
    params: ["part", "problem"],
    en: "Nothing was saved. Product safety data, {part}: {problem}",
    de: "Nichts wurde gespeichert. Produktsicherheitsangaben, {part}: {problem}",
  },
  "refusal.gpsr.brand_invalid": {
    params: ["brand", "part", "problem"],
    en: 'Nothing was saved. Product safety data of the brand "{brand}", {part}: {problem}',
    de: "Nichts wurde gespeichert. Produktsicherheitsangaben der Marke „{brand}“, {part}: {problem}",
  },
  "refusal.product.not_gone": {
    params: ["id"],
    en: "The exchange service still holds product {id} as far as the plugin knows, so there is nothing to list again: " + "use Sync now.",
    de:
      "Die Marktplatz-Schnittstelle hat das Produkt {id} nach Kenntnis des Plugins noch; es gibt nichts erneut einzustellen: " +
      "Nutzen Sie „Jetzt synchronisieren“.",
  },
} as const satisfies Record<string, CatalogEntry>
