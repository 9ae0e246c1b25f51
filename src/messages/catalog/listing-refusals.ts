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
} as const satisfies Record<string, CatalogEntry>
