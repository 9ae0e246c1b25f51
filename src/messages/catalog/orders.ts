import type { CatalogEntry } from "../types"

/**
 * Why a marketplace order waits instead of becoming a Medusa order (its ledger row's reasons,
 * create-or-park-order.ts, map-sales-order.ts), and what the merchant does about it.
 */
export const ORDER_REASONS = {
  "import.orders_failing": {
    params: ["count"],
    en: {
      one: "1 marketplace order failed to import and is tried again.",
      other: "{count} marketplace orders failed to import and are tried again.",
    },
    de: {
      one: "1 Marktplatz-Bestellung ließ sich nicht übernehmen und wird erneut versucht.",
      other: "{count} Marktplatz-Bestellungen ließen sich nicht übernehmen und werden erneut versucht.",
    },
  },
  "import.retrying": {
    params: ["order", "reason"],
    en: "Marketplace order {order} was not imported and is tried again: {reason}",
    de: "Die Marktplatz-Bestellung {order} wurde nicht übernommen und wird erneut versucht: {reason}",
  },
  "import.under_way": {
    params: [],
    en: "another import of it is under way.",
    de: "Eine andere Übernahme der Bestellung läuft gerade.",
  },
  "import.interrupted": {
    params: [],
    en: "The import stopped part-way; it is tried again with the next run.",
    de: "Die Übernahme brach mittendrin ab; sie wird beim nächsten Lauf erneut versucht.",
  },
  "import.failed": {
    params: ["detail"],
    en: "The order import failed: {detail}",
    de: "Der Bestellimport ist fehlgeschlagen: {detail}",
  },
  "order.not_enough_stock": {
    params: ["sku", "missing", "ordered", "available"],
    en: "{missing} × {sku} missing: {ordered} ordered, {available} available at one location of the marketplace channel.",
    de: "{missing} × {sku} fehlen: {ordered} bestellt, {available} an einem Lagerort des Marktplatz-Kanals verfügbar.",
    fix: {
      en: "Add stock of {sku}: the order is imported as soon as there is enough.",
      de: "Erhöhen Sie den Bestand von {sku}: Die Bestellung wird übernommen, sobald genug da ist.",
    },
  },
  "order.not_enough_stock_unnamed": {
    params: [],
    en: "The store has too little stock of an item at the marketplace channel's locations.",
    de: "Der Shop hat von einem Artikel zu wenig Bestand an den Lagerorten des Marktplatz-Kanals.",
    fix: { en: "Add stock, then press Retry.", de: "Erhöhen Sie den Bestand und drücken Sie dann „Erneut versuchen“." },
  },
  "order.unknown_item": {
    params: ["title", "sku"],
    en: '"{title}" (SKU {sku}) matches no variant in the store.',
    de: "„{title}“ (SKU {sku}) passt zu keiner Variante im Shop.",
    fix: {
      en: "Give the variant that was sold this SKU, then press Retry.",
      de: "Geben Sie der verkauften Variante diese SKU und drücken Sie dann „Erneut versuchen“.",
    },
  },
  "order.currency_mismatch": {
    params: ["currency", "expected"],
    en: "The order is in {currency}, the marketplace region in {expected}.",
    de: "Die Bestellung ist in {currency}, die Marktplatz-Region in {expected}.",
    fix: {
      en: "Choose a region in {currency} for marketplace orders in the settings, then press Retry.",
      de: "Wählen Sie in den Einstellungen eine Region in {currency} für Marktplatz-Bestellungen und drücken Sie dann „Erneut versuchen“.",
    },
  },
  "order.no_currency": {
    params: [],
    en: "The order has no currency.",
    de: "Die Bestellung hat keine Währung.",
    fix: {
      en: "Ask the exchange service's support to correct the order.",
      de: "Bitten Sie den Support des Austauschdienstes, die Bestellung zu korrigieren.",
    },
  },
  "order.no_billing_address": {
    params: [],
    en: "The order has no complete billing address (street and country).",
    de: "Die Bestellung hat keine vollständige Rechnungsadresse (Straße und Land).",
    fix: {
      en: "Ask the exchange service's support to correct the order.",
      de: "Bitten Sie den Support des Austauschdienstes, die Bestellung zu korrigieren.",
    },
  },
  "order.no_email": {
    params: [],
    en: "The buyer has no e-mail address.",
    de: "Der Käufer hat keine E-Mail-Adresse.",
    fix: {
      en: "Ask the exchange service's support to correct the order.",
      de: "Bitten Sie den Support des Austauschdienstes, die Bestellung zu korrigieren.",
    },
  },
  "order.no_items": {
    params: [],
    en: "The order has no items.",
    de: "Die Bestellung hat keine Artikel.",
    fix: {
      en: "Ask the exchange service's support to correct the order.",
      de: "Bitten Sie den Support des Austauschdienstes, die Bestellung zu korrigieren.",
    },
  },
  "order.item_without_quantity": {
    params: ["title"],
    en: '"{title}" has no quantity or price.',
    de: "„{title}“ hat keine Menge oder keinen Preis.",
    fix: {
      en: "Ask the exchange service's support to correct the order.",
      de: "Bitten Sie den Support des Austauschdienstes, die Bestellung zu korrigieren.",
    },
  },
  "order.unreadable_values": {
    params: ["values"],
    en: "The exchange service sent values the store cannot read: {values}.",
    de: "Der Austauschdienst hat Werte gesendet, die der Shop nicht lesen kann: {values}.",
    fix: {
      en: "Ask the exchange service's support to correct the order, then press Retry.",
      de: "Bitten Sie den Support des Austauschdienstes, die Bestellung zu korrigieren, und drücken Sie dann „Erneut versuchen“.",
    },
  },
  "order.unreadable": {
    params: ["error"],
    en: "The order's data cannot be read: {error}",
    de: "Die Daten der Bestellung sind nicht lesbar: {error}",
    fix: {
      en: "Ask the exchange service's support to correct the order, then press Retry.",
      de: "Bitten Sie den Support des Austauschdienstes, die Bestellung zu korrigieren, und drücken Sie dann „Erneut versuchen“.",
    },
  },
  "order.rejected_by_store": {
    params: ["error"],
    en: "Medusa refused the order: {error}",
    de: "Medusa hat die Bestellung abgelehnt: {error}",
    fix: { en: "Fix what Medusa names, then press Retry.", de: "Beheben Sie, was Medusa nennt, und drücken Sie dann „Erneut versuchen“." },
  },
} as const satisfies Record<string, CatalogEntry>
