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
      one:
        "{orders} marketplace order waits for stock of {products} product(s). It is imported as soon as the stock arrives " +
        "(or try it now: Marketplace → Retry all).",
      other:
        "{orders} marketplace orders wait for stock of {products} product(s). They are imported as soon as the stock arrives " +
        "(or try them now: Marketplace → Retry all).",
    },
    de: {
      one:
        "{orders} Marktplatz-Bestellung wartet auf Bestand von {products} Produkt(en). Sie wird übernommen, sobald er da ist " +
        "(oder jetzt versuchen: Marktplatz → Alle erneut versuchen).",
      other:
        "{orders} Marktplatz-Bestellungen warten auf Bestand von {products} Produkt(en). Sie werden übernommen, sobald er da ist " +
        "(oder jetzt versuchen: Marktplatz → Alle erneut versuchen).",
    },
  },
  "alert.order_waits.title": {
    params: ["order"],
    en: "Marketplace: order {order} waits for you",
    de: "Marktplatz: Bestellung {order} wartet auf Sie",
  },
  "alert.order_waits": {
    params: ["reason"],
    en: "It was not imported: {reason} Marketplace → Orders says what to do, and Retry imports it then.",
    de: "Sie wurde nicht übernommen: {reason} Marktplatz → Bestellungen sagt, was zu tun ist; „Erneut versuchen“ übernimmt sie dann.",
  },
  "alert.product_refused.title": {
    params: ["title"],
    en: "Marketplace refused a change of “{title}”",
    de: "Der Marktplatz hat eine Änderung an „{title}“ abgelehnt",
  },
  "alert.product_refused": {
    params: ["subject", "error", "more"],
    en: "{subject}: {error} (and {more} more). See the product's Marketplace box.",
    de: "{subject}: {error} (und {more} weitere). Siehe den Marktplatz-Bereich des Produkts.",
  },
  "alert.product_refused_once": {
    params: ["subject", "error"],
    en: "{subject}: {error}. See the product's Marketplace box.",
    de: "{subject}: {error}. Siehe den Marktplatz-Bereich des Produkts.",
  },
  "alert.service_unreachable.title": {
    params: [],
    en: "Marketplace: the exchange service cannot be reached",
    de: "Marktplatz: Der Austauschdienst ist nicht erreichbar",
  },
  "alert.service_unreachable": {
    params: ["error"],
    en: "The service says: {error} Stock, prices and orders wait until it answers again; check Settings → Marketplace exchange.",
    de:
      "Der Dienst meldet: {error} Bestand, Preise und Bestellungen warten, bis er wieder antwortet; " +
      "prüfen Sie Einstellungen → Marketplace exchange.",
  },
  "alert.stock_not_taken.title": {
    params: ["title"],
    en: "Marketplace does not take the stock of “{title}”",
    de: "Der Marktplatz übernimmt den Bestand von „{title}“ nicht",
  },
  "alert.stock_not_taken": {
    params: ["since"],
    en:
      "Since {since} the exchange service has not taken this product's stock (it answers “false”). The stock is sent again " +
      "every few minutes by itself; until it arrives, eBay sells the quantity it had before. This clears once the stock arrives.",
    de:
      "Seit {since} übernimmt die Marktplatz-Schnittstelle den Bestand dieses Produkts nicht (sie antwortet „false“). Der " +
      "Bestand wird alle paar Minuten von selbst erneut gesendet; bis er ankommt, verkauft eBay die bisherige Menge. Diese " +
      "Meldung verschwindet, sobald der Bestand angekommen ist.",
  },
  "alert.import_failing.title": {
    params: [],
    en: "Marketplace: orders are not being imported",
    de: "Marktplatz: Bestellungen werden nicht übernommen",
  },
  "alert.import_failing": {
    params: ["since", "error"],
    en: "The order import has failed since {since}: {error}",
    de: "Die Übernahme der Bestellungen schlägt seit {since} fehl: {error}",
  },
} as const satisfies Record<string, CatalogEntry>
