import type { CatalogEntry } from "../types"

/**
 * Why a product's sync or an order's import stopped or waits (the queue's last error).
 * A decision on the account scan wakes the product tasks waiting with a `wait.*` code
 * (WAITING_FOR_DECISION, the account scan's wakeHeldCreates).
 */
/** The codes of failures that wait for a decision of the merchant (the account scan's), not for the service. */
export const WAITING_FOR_DECISION = "wait."

export const FAILURES = {
  // A failure the plugin has no words for (a database hiccup, a bug): its English detail is all there is.
  "failure.unexpected": {
    params: ["detail"],
    en: "Something unexpected went wrong: {detail}",
    de: "Etwas Unerwartetes ist schiefgegangen: {detail}",
  },
  "failure.unwritable": {
    params: ["detail"],
    en: "A value cannot be sent to the marketplace as it is: {detail}",
    de: "Ein Wert kann so nicht an den Marktplatz gesendet werden: {detail}",
  },
  // A49: ReviseInventoryStatus answered false to a stock; the queue sends it again with its backoff.
  "failure.stock_not_taken": {
    params: [],
    en: "The exchange service did not take the stock (it answered “false”); it is sent again in a few minutes.",
    de: "Die Marktplatz-Schnittstelle hat den Bestand nicht übernommen (Antwort „false“); er wird in wenigen Minuten erneut gesendet.",
  },
  // Work that ended without a result or an error kept for it: said so, rather than nothing.
  "failure.no_reason": {
    params: [],
    en: "No reason was recorded.",
    de: "Es wurde kein Grund festgehalten.",
  },
  "wait.site_listed_by_other_account": {
    params: ["account"],
    en: "The account “{account}” began to list this product on the same eBay site: this account does not list it as well.",
    de:
      "Das Konto „{account}“ hat begonnen, dieses Produkt auf derselben eBay-Website anzubieten: " +
      "Dieses Konto stellt es nicht zusätzlich ein.",
  },
  "wait.account_scan": {
    params: ["count"],
    en:
      "The account holds products the plugin has no record of ({count} on its first page, another system's): " +
      "nothing is created until you scan the account (Marketplace → Move in) and apply or dismiss the plan.",
    de:
      "Das Konto enthält Produkte, die das Plugin nicht kennt ({count} auf der ersten Seite, von einem anderen System): " +
      "Es wird nichts angelegt, bis Sie das Konto scannen (Marktplatz → Umzug) und den Plan übernehmen oder verwerfen.",
  },
  "wait.move_in.skipped": {
    params: [],
    en:
      "Left out when moving in (you skipped it): it is not listed until a new scan of the account " +
      "(Marketplace → Move in) links it or lets it be created.",
    de:
      "Beim Umzug ausgelassen (Sie haben es übersprungen): Es wird nicht eingestellt, bis ein neuer Scan " +
      "des Kontos (Marktplatz → Umzug) es verknüpft oder anlegen lässt.",
  },
  "wait.move_in.undecided": {
    params: [],
    en:
      "Left out when moving in (a conflict not decided): it is not listed until a new scan of the account " +
      "(Marketplace → Move in) links it or lets it be created.",
    de:
      "Beim Umzug ausgelassen (ein Konflikt wurde nicht entschieden): Es wird nicht eingestellt, bis ein neuer " +
      "Scan des Kontos (Marktplatz → Umzug) es verknüpft oder anlegen lässt.",
  },
  "wait.move_in.refused": {
    params: ["why"],
    en:
      "Left out when moving in ({why}): the listing stays as it is until a new scan of the account " +
      "(Marketplace → Move in) links the product to another one, or lets it be created.",
    de:
      "Beim Umzug ausgelassen ({why}): Das Angebot bleibt, wie es ist, bis ein neuer Scan des Kontos " +
      "(Marktplatz → Umzug) das Produkt mit einem anderen verknüpft oder anlegen lässt.",
  },
  "wait.move_in.product_set": {
    params: [],
    en: "the linked listing is a product set, which the plugin does not handle",
    de: "das verknüpfte Angebot ist ein Produktset, das das Plugin nicht unterstützt",
  },
  "wait.move_in.single_to_set": {
    params: [],
    en: "the linked listing is a single product, the product has variants",
    de: "das verknüpfte Angebot ist ein Einzelprodukt, das Produkt hat Varianten",
  },
  "wait.move_in.set_to_single": {
    params: [],
    en: "the linked listing is a variation set, the product has one variant",
    de: "das verknüpfte Angebot ist ein Variantenset, das Produkt hat eine Variante",
  },
  "wait.move_in.no_variation_matches": {
    params: [],
    en: "none of the linked listing's variations has the SKU of one of the product's variants",
    de: "keine Variante des verknüpften Angebots hat die SKU einer Variante des Produkts",
  },
  "wait.move_in.applied_meanwhile": {
    params: [],
    en: "A move-in plan was applied while this run was under way: the next run follows it.",
    de: "Während dieses Laufs wurde ein Umzugsplan übernommen: Der nächste Lauf folgt ihm.",
  },
  "wait.move_in.changed_meanwhile": {
    params: [],
    en: "The move-in plan changed while this run read the linked listing: the next run follows it.",
    de: "Der Umzugsplan hat sich geändert, während dieser Lauf das verknüpfte Angebot las: Der nächste Lauf folgt ihm.",
  },
  // A50: the service answered 404 for the product itself; nothing goes to that id until List again.
  "failure.product_gone": {
    params: ["remote_id"],
    en:
      "The exchange service no longer holds this product (product {remote_id}: deleted there, or the account was emptied), so " +
      "nothing is sent for it any more.",
    de:
      "Die Marktplatz-Schnittstelle hat dieses Produkt nicht mehr (Produkt {remote_id}: dort gelöscht, oder das Konto wurde " +
      "geleert); es wird nichts mehr dafür gesendet.",
  },
} as const satisfies Record<string, CatalogEntry>
