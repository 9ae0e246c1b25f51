import type { CatalogEntry } from "../types"

/**
 * Refusals about the account as a whole (refusals.ts for the rest): moving in with a scan of the
 * account, and emptying it, each saying what stands in the way and what to do.
 */
export const ACCOUNT_REFUSALS = {
  "refusal.scan.none": {
    params: [],
    en: "No scan of the account has run yet: start one first.",
    de: "Es lief noch kein Scan des Kontos: Starten Sie zuerst einen.",
  },
  "refusal.scan.unknown": {
    params: ["id"],
    en: "No scan {id} exists.",
    de: "Einen Scan {id} gibt es nicht.",
  },
  "refusal.scan.outdated": {
    params: [],
    en: "A newer scan of the account exists: apply that one.",
    de: "Es gibt einen neueren Scan des Kontos: Übernehmen Sie diesen.",
  },
  "refusal.scan.running": {
    params: [],
    en: "The scan is still reading the account: apply its plan once it is done.",
    de: "Der Scan liest das Konto noch: Übernehmen Sie seinen Plan, sobald er fertig ist.",
  },
  "refusal.scan.failed": {
    params: [],
    en: "The scan failed: start a new one.",
    de: "Der Scan ist fehlgeschlagen: Starten Sie einen neuen.",
  },
  "refusal.scan.applied": {
    params: [],
    en: "This scan's plan was applied already: start a new scan to decide again.",
    de: "Der Plan dieses Scans wurde bereits übernommen: Starten Sie einen neuen Scan, um neu zu entscheiden.",
  },
  "refusal.scan.dismissed": {
    params: [],
    en: "This scan was dismissed: start a new scan to decide again.",
    de: "Dieser Scan wurde verworfen: Starten Sie einen neuen Scan, um neu zu entscheiden.",
  },
  "refusal.scan.still_running": {
    params: [],
    en: "The scan is still reading the account: dismiss it once it is done.",
    de: "Der Scan liest das Konto noch: Verwerfen Sie ihn, sobald er fertig ist.",
  },
  "refusal.scan.other_connection": {
    params: [],
    en: "The scan read the account of another connection: scan the account again.",
    de: "Der Scan hat das Konto einer anderen Verbindung gelesen: Scannen Sie das Konto erneut.",
  },
  "refusal.scan.plan_unknown": {
    params: ["ids"],
    en: "The scan's plan has no line for {ids}: correct the choices.",
    de: "Der Plan des Scans hat keine Zeile für {ids}: Korrigieren Sie die Auswahl.",
  },
  "refusal.scan.not_in_channel": {
    params: ["product"],
    en: "Product {product} was not in the marketplace's sales channel when the account was scanned: scan again.",
    de: "Das Produkt {product} war beim Scan des Kontos nicht im Vertriebskanal des Marktplatzes: Scannen Sie erneut.",
  },
  "refusal.scan.link_needs_listing": {
    params: ["product"],
    en: "Link product {product} on the line of the account's product it should become.",
    de: "Verknüpfen Sie das Produkt {product} in der Zeile des Kontoprodukts, das es werden soll.",
  },
  "refusal.scan.linked_twice": {
    params: ["product", "count", "ids"],
    en: "Product {product} would become {count} of the account's products ({ids}): link only one.",
    de: "Das Produkt {product} würde zu {count} Produkten des Kontos ({ids}): Verknüpfen Sie nur eines.",
  },
  "refusal.scan.links_taken": {
    params: ["ids"],
    en:
      "These links would take a listing the plugin keeps for another product, or a product that keeps another listing: {ids}. Scan the " +
      "account again.",
    de:
      "Diese Verknüpfungen würden ein Angebot nehmen, das das Plugin für ein anderes Produkt führt, oder ein Produkt, das schon ein " +
      "anderes Angebot hat: {ids}. Scannen Sie das Konto erneut.",
  },
  "refusal.scan.creates_running": {
    params: ["ids"],
    en: "Listings of {ids} are being created right now: scan the account again in a minute and apply its plan.",
    de: "Angebote für {ids} werden gerade angelegt: Scannen Sie das Konto in einer Minute erneut und übernehmen Sie seinen Plan.",
  },
  "refusal.scan.needed": {
    params: ["count"],
    en: {
      one:
        "The account holds a product the plugin has no record of ({count} on its first page, another system's): scan the account " +
        "(Marketplace → Move in) and apply or dismiss the plan first.",
      other:
        "The account holds products the plugin has no record of ({count} on its first page, another system's): scan the account " +
        "(Marketplace → Move in) and apply or dismiss the plan first.",
    },
    de: {
      one:
        "Das Konto enthält ein Produkt, das das Plugin nicht kennt ({count} auf der ersten Seite, von einem anderen System): Scannen Sie " +
        "zuerst das Konto (Marktplatz → Umzug) und übernehmen oder verwerfen Sie den Plan.",
      other:
        "Das Konto enthält Produkte, die das Plugin nicht kennt ({count} auf der ersten Seite, von einem anderen System): Scannen Sie " +
        "zuerst das Konto (Marktplatz → Umzug) und übernehmen oder verwerfen Sie den Plan.",
    },
  },

  "refusal.reset.orders_left": {
    params: ["held_part", "unfinished_part", "service_part", "why"],
    en:
      "The sales orders were not emptied: {held_part} {unfinished_part} {service_part} After the reset the service no longer holds " +
      "them, so the store could never import them: import or resolve them first, then empty the account again. {why}",
    de:
      "Die Verkaufsaufträge wurden nicht geleert: {held_part} {unfinished_part} {service_part} Nach dem Zurücksetzen hat die " +
      "Schnittstelle sie nicht mehr, der Shop könnte sie nie übernehmen: Übernehmen oder klären Sie sie zuerst und leeren Sie das " +
      "Konto dann erneut. {why}",
  },
  "refusal.reset.part.held": {
    params: ["count"],
    en: {
      one: "1 marketplace order waits for you (Marketplace → Marketplace orders): fix what is named there and press Retry.",
      other: "{count} marketplace orders wait for you (Marketplace → Marketplace orders): fix what is named there and press Retry.",
    },
    de: {
      one:
        "1 Marktplatz-Bestellung wartet auf Sie (Marktplatz → Marktplatz-Bestellungen): Beheben Sie, was dort genannt ist, und drücken " +
        "Sie „Erneut versuchen“.",
      other:
        "{count} Marktplatz-Bestellungen warten auf Sie (Marktplatz → Marktplatz-Bestellungen): Beheben Sie, was dort genannt ist, und " +
        "drücken Sie „Erneut versuchen“.",
    },
  },
  "refusal.reset.part.unfinished": {
    params: ["count"],
    en: {
      one: "1 marketplace order could not be imported completely yet: press Import orders now, or wait for the next poll.",
      other: "{count} marketplace orders could not be imported completely yet: press Import orders now, or wait for the next poll.",
    },
    de: {
      one:
        "1 Marktplatz-Bestellung ist noch nicht vollständig übernommen: Drücken Sie „Bestellungen jetzt importieren“ oder warten Sie auf " +
        "die nächste Abfrage.",
      other:
        "{count} Marktplatz-Bestellungen sind noch nicht vollständig übernommen: Drücken Sie „Bestellungen jetzt importieren“ oder " +
        "warten Sie auf die nächste Abfrage.",
    },
  },
  "refusal.reset.part.at_service": {
    params: ["count"],
    en: {
      one: "The service holds 1 marketplace order the store has not imported.",
      other: "The service holds {count} marketplace orders the store has not imported.",
    },
    de: {
      one: "Die Schnittstelle hat 1 Marktplatz-Bestellung, die der Shop nicht übernommen hat.",
      other: "Die Schnittstelle hat {count} Marktplatz-Bestellungen, die der Shop nicht übernommen hat.",
    },
  },
  "refusal.reset.write_back_pending": {
    params: ["count", "orders"],
    en: {
      one:
        "The sales orders were not emptied: 1 imported marketplace order still waits for its payment or shipping to be reported to " +
        "the marketplace: {orders} (marketplace order number, then the store's order). After the reset the service no longer holds " +
        "it, so the marketplace would never learn of it. Wait until it is reported, or confirm that the sales orders may be emptied " +
        "anyway.",
      other:
        "The sales orders were not emptied: {count} imported marketplace orders still wait for their payment or shipping to be " +
        "reported to the marketplace: {orders} (marketplace order number, then the store's order). After the reset the service no " +
        "longer holds them, so the marketplace would never learn of it. Wait until they are reported, or confirm that the sales " +
        "orders may be emptied anyway.",
    },
    de: {
      one:
        "Die Verkaufsaufträge wurden nicht geleert: Für 1 übernommene Marktplatz-Bestellung ist die Zahlung oder der Versand dem " +
        "Marktplatz noch nicht gemeldet: {orders} (Marktplatz-Bestellnummer, dann die Bestellung im Shop). Nach dem Zurücksetzen hat " +
        "die Schnittstelle sie nicht mehr, der Marktplatz erführe es nie. Warten Sie, bis es gemeldet ist, oder bestätigen Sie, dass " +
        "die Verkaufsaufträge trotzdem geleert werden dürfen.",
      other:
        "Die Verkaufsaufträge wurden nicht geleert: Für {count} übernommene Marktplatz-Bestellungen ist die Zahlung oder der Versand " +
        "dem Marktplatz noch nicht gemeldet: {orders} (Marktplatz-Bestellnummer, dann die Bestellung im Shop). Nach dem Zurücksetzen " +
        "hat die Schnittstelle sie nicht mehr, der Marktplatz erführe es nie. Warten Sie, bis es gemeldet ist, oder bestätigen Sie, " +
        "dass die Verkaufsaufträge trotzdem geleert werden dürfen.",
    },
  },
  "refusal.reset.import_running": {
    params: [],
    en: "An order import is still running: try again when it has finished.",
    de: "Ein Bestellimport läuft noch: Versuchen Sie es erneut, wenn er fertig ist.",
  },
  "refusal.reset.import_stopped": {
    params: [],
    en: "The import stopped before the last of the marketplace's orders: try again in a minute.",
    de: "Der Import hat vor der letzten Bestellung des Marktplatzes angehalten: Versuchen Sie es in einer Minute erneut.",
  },
  "refusal.reset.listings_not_ended": {
    params: ["count", "first"],
    en: {
      one:
        "{count} marketplace listing could not be ended ({first}), so the products were not deleted: they would be listed twice once " +
        "they are sent again. Try again later, or confirm that the products may be deleted anyway.",
      other:
        "{count} marketplace listings could not be ended ({first}), so the products were not deleted: they would be listed twice once " +
        "they are sent again. Try again later, or confirm that the products may be deleted anyway.",
    },
    de: {
      one:
        "{count} Marktplatz-Angebot ließ sich nicht beenden ({first}), daher wurden die Produkte nicht gelöscht: Die Produkte " +
        "wären sonst doppelt eingestellt, sobald sie erneut gesendet werden. Versuchen Sie es später erneut oder bestätigen Sie, " +
        "dass die Produkte trotzdem gelöscht werden sollen.",
      other:
        "{count} Marktplatz-Angebote ließen sich nicht beenden ({first}), daher wurden die Produkte nicht gelöscht: Die Produkte wären " +
        "sonst doppelt eingestellt, sobald sie erneut gesendet werden. Versuchen Sie es später erneut oder bestätigen Sie, dass die " +
        "Produkte trotzdem gelöscht werden sollen.",
    },
  },
  "refusal.account.unknown": {
    params: ["id"],
    en: "No exchange-service account {id} exists.",
    de: "Ein Konto {id} bei der Marktplatz-Schnittstelle gibt es nicht.",
  },
  "refusal.account.channel_taken": {
    params: ["channel", "account"],
    en:
      "The sales channel {channel} already belongs to the account “{account}”: each channel sells through one account. " +
      "Choose another channel, or change that account first.",
    de:
      "Der Vertriebskanal {channel} gehört schon zum Konto „{account}“: Jeder Kanal verkauft über ein Konto. " +
      "Wählen Sie einen anderen Kanal oder ändern Sie zuerst jenes Konto.",
  },
  "refusal.account.remove_listings": {
    params: [],
    en: "Choose what happens to the account's eBay listings before it is removed: end them first, or leave them to you.",
    de: "Wählen Sie, was mit den eBay-Angeboten des Kontos geschieht, bevor es entfernt wird: zuerst beenden oder Ihnen überlassen.",
  },
  "refusal.account.first_stays": {
    params: [],
    en:
      "The first account cannot be removed: calls and pages that name no account use it. To stop selling through it, " +
      "end its listings in its danger zone and clear its connection.",
    de:
      "Das erste Konto lässt sich nicht entfernen: Aufrufe und Seiten, die kein Konto nennen, verwenden es. Um nicht mehr " +
      "darüber zu verkaufen, beenden Sie seine Angebote in seinem Gefahrenbereich und leeren Sie seine Verbindung.",
  },
  "refusal.account.name_taken": {
    params: ["name"],
    en: "An account is already called “{name}”: give this one another name, so every screen can tell them apart.",
    de: "Ein Konto heißt schon „{name}“: Geben Sie diesem einen anderen Namen, damit jede Ansicht sie unterscheiden kann.",
  },
} as const satisfies Record<string, CatalogEntry>
