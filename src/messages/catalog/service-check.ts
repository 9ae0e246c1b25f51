import type { CatalogEntry } from "../types"

/**
 * What the service check (A55, workflows/service-check) asked and found: each read in the
 * merchant's words (`service_check.request.*`, the `request` parameter of the others), how it
 * answered, the fallbacks it chose and what the service offers or sends that the plugin does not
 * expect. `said` is the service's own answer, without the request, or null.
 */
export const SERVICE_CHECK = {
  "service_check.request.login": { params: [], en: "The login", de: "Die Anmeldung" },
  "service_check.request.catalogs": { params: [], en: "The catalog list", de: "Die Katalogliste" },
  "service_check.request.products": { params: [], en: "The product list", de: "Die Artikelliste" },
  "service_check.request.product_variations": { params: [], en: "The list of all variations", de: "Die Liste aller Varianten" },
  "service_check.request.variations_of_product": { params: [], en: "The variations of one product", de: "Die Varianten eines Artikels" },
  "service_check.request.orders_joined": {
    params: [],
    en: "The query for new and changed orders at once",
    de: "Die Abfrage neuer und geänderter Bestellungen in einem",
  },
  "service_check.request.orders_unimported": { params: [], en: "The query for new orders", de: "Die Abfrage neuer Bestellungen" },
  "service_check.request.orders_changed": { params: [], en: "The query for changed orders", de: "Die Abfrage geänderter Bestellungen" },
  "service_check.request.product_is_listed": {
    params: [],
    en: "The listing state of a listed product",
    de: "Der Angebotsstatus eines eingestellten Artikels",
  },
  "service_check.request.order_history": {
    params: [],
    en: "The history of an imported order",
    de: "Der Verlauf einer importierten Bestellung",
  },
  "service_check.request.metadata": { params: [], en: "The service description", de: "Die Dienstbeschreibung" },
  "service_check.answered": {
    params: ["request", "ms"],
    en: "{request}: answered in {ms} ms.",
    de: "{request}: in {ms} ms beantwortet.",
  },
  "service_check.refused": {
    params: ["request", "status", "said"],
    en:
      "{request}: the service refused this read ({status}). The login and the token work; the account may not be allowed this " +
      "read. {said}",
    de:
      "{request}: Der Dienst hat diese Abfrage abgelehnt ({status}). Anmeldung und Token funktionieren; das Konto darf diese Abfrage " +
      "womöglich nicht stellen. {said}",
  },
  "service_check.login_refused": {
    params: ["said"],
    en: "The login was refused: check the user name and the password. {said}",
    de: "Die Anmeldung wurde abgelehnt: Prüfen Sie Benutzername und Passwort. {said}",
  },
  "service_check.token_refused": {
    params: ["said"],
    en: "The login worked, but the service refused the subscription token. {said}",
    de: "Die Anmeldung hat geklappt, aber der Dienst hat den Abonnement-Token abgelehnt. {said}",
  },
  "service_check.unavailable": {
    params: ["request", "status", "said"],
    en: "{request}: the service is unavailable ({status}); try again later. {said}",
    de: "{request}: Der Dienst ist nicht verfügbar ({status}); versuchen Sie es später erneut. {said}",
  },
  "service_check.no_answer": {
    params: ["request", "seconds"],
    en: "{request}: no answer within {seconds} s.",
    de: "{request}: keine Antwort innerhalb von {seconds} s.",
  },
  "service_check.unreachable": {
    params: ["request", "said"],
    en: "{request}: the service could not be reached. {said}",
    de: "{request}: Der Dienst war nicht erreichbar. {said}",
  },
  "service_check.unreadable": {
    params: ["request", "said"],
    en: "{request}: the service answered something the plugin cannot read. {said}",
    de: "{request}: Der Dienst hat etwas geantwortet, das das Plugin nicht lesen kann. {said}",
  },
  "service_check.not_asked_login": {
    params: ["request"],
    en: "{request}: not asked, because the login failed.",
    de: "{request}: nicht abgefragt, weil die Anmeldung fehlgeschlagen ist.",
  },
  "service_check.not_asked_no_product": {
    params: ["request"],
    en: "{request}: not asked, because the plugin holds no product at the service yet.",
    de: "{request}: nicht abgefragt, weil das Plugin noch keinen Artikel beim Dienst hat.",
  },
  "service_check.not_asked_no_order": {
    params: ["request"],
    en: "{request}: not asked, because no order has been imported yet.",
    de: "{request}: nicht abgefragt, weil noch keine Bestellung importiert wurde.",
  },
  "service_check.poll_separate": {
    params: [],
    en:
      "The service refused the query for new and changed orders at once and answered each on its own: the order import now asks them " +
      "apart (two requests each time).",
    de:
      "Der Dienst hat die Abfrage neuer und geänderter Bestellungen in einem abgelehnt und jede einzeln beantwortet: Der " +
      "Bestellimport fragt sie jetzt getrennt ab (zwei Anfragen je Abfrage).",
  },
  "service_check.scan_per_product": {
    params: [],
    en:
      "The service refused the list of all variations and answered the variations of one product: the account scan now reads each " +
      "product's variations on its own.",
    de:
      "Der Dienst hat die Liste aller Varianten abgelehnt und die Varianten eines Artikels beantwortet: Der Kontoscan liest die " +
      "Varianten jetzt je Artikel.",
  },
  "service_check.missing_set": {
    params: ["set"],
    en: "The service description lists no {set}, which the plugin uses.",
    de: "Die Dienstbeschreibung führt kein {set}, das das Plugin verwendet.",
  },
  "service_check.missing_property": {
    params: ["set", "property"],
    en: "The service description lists no {property} on {set}, which the plugin reads or writes.",
    de: "Die Dienstbeschreibung führt kein {property} bei {set}, das das Plugin liest oder schreibt.",
  },
  "service_check.other_type": {
    params: ["set", "property", "assumed", "offered"],
    en: "{set} {property} is {offered} at the service; the plugin assumes {assumed}.",
    de: "{set} {property} ist beim Dienst {offered}; das Plugin nimmt {assumed} an.",
  },
  "service_check.unknown_property": {
    params: ["set", "name", "first_seen"],
    en: "The service sends {set} with a field the specification does not show: {name} (first seen {first_seen}).",
    de: "Der Dienst sendet {set} mit einem Feld, das die Spezifikation nicht zeigt: {name} (zuerst gesehen am {first_seen}).",
  },
  "service_check.unknown_action": {
    params: ["name", "first_seen"],
    en: "An order's history holds an action the specification does not show: {name} (first seen {first_seen}).",
    de: "Der Verlauf einer Bestellung enthält eine Aktion, die die Spezifikation nicht zeigt: {name} (zuerst gesehen am {first_seen}).",
  },
  "service_check.products_gone": {
    params: ["count"],
    en: {
      one:
        "The service no longer holds {count} product (deleted there, or the account was emptied): nothing is sent for it, but its " +
        "eBay listing may still be live. End it on eBay, then list the product again.",
      other:
        "The service no longer holds {count} products (deleted there, or the account was emptied): nothing is sent for them, but " +
        "their eBay listings may still be live. End them on eBay, then list the products again.",
    },
    de: {
      one:
        "Der Dienst hat {count} Produkt nicht mehr (dort gelöscht, oder das Konto wurde geleert): Dafür wird nichts gesendet, sein " +
        "eBay-Angebot ist aber womöglich noch aktiv. Beenden Sie es bei eBay und stellen Sie das Produkt dann erneut ein.",
      other:
        "Der Dienst hat {count} Produkte nicht mehr (dort gelöscht, oder das Konto wurde geleert): Dafür wird nichts gesendet, ihre " +
        "eBay-Angebote sind aber womöglich noch aktiv. Beenden Sie sie bei eBay und stellen Sie die Produkte dann erneut ein.",
    },
  },
  "service_check.stock_not_taken": {
    params: ["count", "since"],
    en: {
      one: "The service has not taken the stock of {count} product since {since}: it is sent again, with growing pauses.",
      other: "The service has not taken the stock of {count} products since {since}: it is sent again, with growing pauses.",
    },
    de: {
      one:
        "Der Dienst hat den Bestand von {count} Produkt seit {since} nicht übernommen: Er wird mit wachsenden Abständen erneut " +
        "gesendet.",
      other:
        "Der Dienst hat den Bestand von {count} Produkten seit {since} nicht übernommen: Er wird mit wachsenden Abständen erneut gesendet.",
    },
  },
} as const satisfies Record<string, CatalogEntry>
