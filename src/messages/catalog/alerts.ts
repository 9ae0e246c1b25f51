import type { CatalogEntry } from "../types"

/**
 * Alerts in Medusa's notification bell, one per condition (alerts/alerts.ts): the bell keeps
 * the text it was sent with, so each says what stays true while the condition lasts, and the
 * counts live on the plugin's pages.
 */
export const ALERTS = {
  "alert.orders_wait_for_stock.title": {
    params: [],
    en: "Marketplace orders wait for stock",
    de: "Marktplatz-Bestellungen warten auf Bestand",
  },
  "alert.orders_wait_for_stock": {
    params: ["orders", "products"],
    plural: "orders",
    en: {
      one: "{orders} marketplace order waits for stock of {products} product(s). It is imported as soon as the stock arrives.",
      other: "{orders} marketplace orders wait for stock of {products} product(s). They are imported as soon as the stock arrives.",
    },
    de: {
      one: "{orders} Marktplatz-Bestellung wartet auf Bestand von {products} Produkt(en). Sie wird übernommen, sobald er da ist.",
      other: "{orders} Marktplatz-Bestellungen warten auf Bestand von {products} Produkt(en). Sie werden übernommen, sobald er da ist.",
    },
  },
  "alert.order_waits.title": {
    params: ["order"],
    en: "Marketplace: order {order} waits for you",
    de: "Marktplatz: Bestellung {order} wartet auf Sie",
  },
  "alert.order_waits": {
    params: ["reason", "fix"],
    en: "It was not imported: {reason} {fix}",
    de: "Sie wurde nicht übernommen: {reason} {fix}",
  },
} as const satisfies Record<string, CatalogEntry>
