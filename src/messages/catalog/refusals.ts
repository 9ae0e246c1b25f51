import type { CatalogEntry } from "../types"

/**
 * Why the admin API refused a request (a 4xx of this plugin, src/messages/refusal.ts): the
 * answer carries the code and its parameters as `words`, the admin shows them in its language
 * (a toast, a form), the English `message` stays for API callers and the logs. `setting` and
 * `settings` name settings by their API keys (setting-names.ts); `ids` is a list of ids as a
 * message names them, `count` how many there are in all.
 */
/** The code of each kind of failure of the service (client/errors.ts), followed by its own message. */
export const SERVICE_FAILURE = {
  auth: "refusal.service.auth",
  validation: "refusal.service.validation",
  not_found: "refusal.service.not_found",
  rate_limited: "refusal.service.rate_limited",
  unavailable: "refusal.service.unavailable",
  protocol: "refusal.service.protocol",
} as const

export const REFUSALS = {
  // A request an admin form never sends (a wrong type, an unknown field): the English detail is for the caller.
  "refusal.request": {
    params: ["detail"],
    en: "The request was refused: {detail}",
    de: "Die Anfrage wurde abgelehnt: {detail}",
  },
  "refusal.address.broken_escape": {
    params: ["part"],
    en: 'The address has a broken %-escape in "{part}": a % must be followed by two hexadecimal digits (send % itself as %25).',
    de: "Die Adresse enthält in „{part}“ eine fehlerhafte %-Kodierung: Auf ein % müssen zwei Hexadezimalziffern folgen (% selbst als %25).",
  },
  "refusal.address.control_character": {
    params: [],
    en: "The address holds a control character; send the ids without control characters.",
    de: "Die Adresse enthält ein Steuerzeichen; senden Sie die IDs ohne Steuerzeichen.",
  },
  "refusal.query.control_character": {
    params: ["name"],
    en: "The query parameter {name} holds a control character.",
    de: "Der Abfrageparameter {name} enthält ein Steuerzeichen.",
  },
  "refusal.field.control_character": {
    params: ["field"],
    en: "{field} holds a control character; send it without control characters.",
    de: "{field} enthält ein Steuerzeichen; senden Sie den Wert ohne Steuerzeichen.",
  },

  "refusal.setting.url": {
    params: ["setting"],
    en: "{setting}: enter a complete http or https address, such as https://api.example.com.",
    de: "{setting}: Geben Sie eine vollständige http- oder https-Adresse an, etwa https://api.example.com.",
  },
  "refusal.setting.url_scheme": {
    params: ["setting", "scheme"],
    en: "{setting}: the address must start with http or https, not {scheme}.",
    de: "{setting}: Die Adresse muss mit http oder https beginnen, nicht mit {scheme}.",
  },
  "refusal.setting.url_query": {
    params: ["setting"],
    en: "{setting}: the address must not contain a query (?…) or a fragment (#…).",
    de: "{setting}: Die Adresse darf keine Abfrage (?…) und kein Fragment (#…) enthalten.",
  },
  "refusal.setting.empty": {
    params: ["setting"],
    en: "{setting} is empty: enter a value, or clear the setting.",
    de: "{setting} ist leer: Geben Sie einen Wert ein oder löschen Sie die Einstellung.",
  },
  "refusal.setting.range": {
    params: ["setting", "min", "max"],
    en: "{setting}: enter a whole number from {min} to {max}.",
    de: "{setting}: Geben Sie eine ganze Zahl von {min} bis {max} ein.",
  },
  "refusal.setting.text_length": {
    params: ["setting", "min", "max"],
    en: "{setting}: enter {min} to {max} characters.",
    de: "{setting}: Geben Sie {min} bis {max} Zeichen ein.",
  },
  "refusal.setting.price_rule": {
    params: ["min", "max", "fixed_max"],
    en:
      "Marketplace price rule: enter a percentage from {min} to {max} (at most two decimals), an amount to add from 0 to " +
      "{fixed_max}, and an ending of none, .99, .95 or .90.",
    de:
      "Preisregel für den Marktplatz: Geben Sie einen Prozentsatz von {min} bis {max} (höchstens zwei Nachkommastellen), " +
      "einen Aufschlag von 0 bis {fixed_max} und eine Endung (keine, ,99, ,95 oder ,90) an.",
  },
  "refusal.setting.specific_name": {
    params: ["max"],
    en: "Item specific names: give each attribute a name of 1 to {max} characters, or leave it out for the default.",
    de: "Namen der Artikelmerkmale: Geben Sie jedem Attribut einen Namen mit 1 bis {max} Zeichen, oder lassen Sie es für den Standard weg.",
  },
  "refusal.setting.date": {
    params: ["setting"],
    en: "{setting}: enter a date such as 2026-11-01, or leave it empty.",
    de: "{setting}: Geben Sie ein Datum wie 2026-11-01 ein oder lassen Sie das Feld leer.",
  },
  "refusal.setting.unknown_choice": {
    params: ["setting", "id"],
    en: "{setting}: {id} does not exist in the store; choose one that does.",
    de: "{setting}: {id} gibt es im Shop nicht; wählen Sie einen vorhandenen Eintrag.",
  },
  "refusal.setting.unknown_shipping_options": {
    params: ["ids"],
    en: "Carriers: the store has no shipping option {ids}; choose one of its shipping options.",
    de: "Versanddienstleister: Der Shop hat keine Versandoption {ids}; wählen Sie eine seiner Versandoptionen.",
  },
  "refusal.setting.unknown_providers": {
    params: ["ids", "known"],
    en: "Carriers: the store has no fulfillment provider {ids}; it has: {known}.",
    de: "Versanddienstleister: Der Shop hat keinen Fulfillment-Anbieter {ids}; er hat: {known}.",
  },
  "refusal.setting.carrier_name": {
    params: ["id"],
    en: "Carriers: the marketplace carrier for {id} must be a name of 1 to 50 characters (e.g. DHL).",
    de: "Versanddienstleister: Der Versanddienstleister für {id} muss ein Name mit 1 bis 50 Zeichen sein (z. B. DHL).",
  },

  "refusal.connection.not_set_up": {
    params: [],
    en: "The connection to the exchange service is not set up: enter it in Settings → Marketplace exchange.",
    de:
      "Die Verbindung zur Marktplatz-Schnittstelle ist nicht eingerichtet: Tragen Sie sie unter Einstellungen → Marktplatz-Schnittstelle " +
      "ein.",
  },
  "refusal.connection.missing": {
    params: ["settings"],
    en: "Enter {settings} first: the connection cannot be tested without them.",
    de: "Geben Sie zuerst Folgendes ein: {settings}. Ohne diese Angaben lässt sich die Verbindung nicht testen.",
  },
  "refusal.connection.undecryptable": {
    params: [],
    en:
      "A stored password or token can no longer be decrypted (the encryption key changed): enter them again in Settings → Marketplace " +
      "exchange.",
    de:
      "Ein gespeichertes Passwort oder Token lässt sich nicht mehr entschlüsseln (der Schlüssel hat sich geändert): Geben Sie beides " +
      "unter Einstellungen → Marktplatz-Schnittstelle erneut ein.",
  },
  "refusal.channel.missing": {
    params: [],
    en: "Choose the marketplace's sales channel in Settings → Marketplace exchange first.",
    de: "Wählen Sie zuerst unter Einstellungen → Marktplatz-Schnittstelle den Vertriebskanal des Marktplatzes.",
  },
  "refusal.channel_and_region.missing": {
    params: [],
    en: "Choose the marketplace's sales channel and the region of its prices in Settings → Marketplace exchange.",
    de: "Wählen Sie unter Einstellungen → Marktplatz-Schnittstelle den Vertriebskanal des Marktplatzes und die Region seiner Preise.",
  },
  "refusal.import.off": {
    params: [],
    en: "The order import is switched off under Settings → Marketplace exchange → What travels: switch it on to import orders.",
    de:
      "Der Bestellimport ist unter Einstellungen → Marktplatz-Schnittstelle → Was übertragen wird ausgeschaltet: Schalten Sie ihn ein, " +
      "um Bestellungen zu übernehmen.",
  },
  "refusal.import.settings_missing": {
    params: ["settings"],
    en: "Orders cannot be imported until these are set in Settings → Marketplace exchange: {settings}.",
    de:
      "Bestellungen können erst übernommen werden, wenn unter Einstellungen → Marktplatz-Schnittstelle Folgendes festgelegt ist: " +
      "{settings}.",
  },
  "refusal.import.settings_gone": {
    params: ["settings"],
    en: "What was chosen for marketplace orders no longer exists ({settings}): choose again in Settings → Marketplace exchange.",
    de:
      "Was für Marktplatz-Bestellungen gewählt war, gibt es nicht mehr ({settings}): Wählen Sie unter Einstellungen → " +
      "Marktplatz-Schnittstelle neu.",
  },

  "refusal.service.auth": {
    params: ["detail"],
    en: "The exchange service refused the login: {detail}",
    de: "Die Marktplatz-Schnittstelle hat die Anmeldung abgelehnt: {detail}",
  },
  "refusal.service.validation": {
    params: ["detail"],
    en: "The exchange service refused the data: {detail}",
    de: "Die Marktplatz-Schnittstelle hat die Daten abgelehnt: {detail}",
  },
  "refusal.service.not_found": {
    params: ["detail"],
    en: "The exchange service does not know it: {detail}",
    de: "Die Marktplatz-Schnittstelle kennt es nicht: {detail}",
  },
  "refusal.service.rate_limited": {
    params: ["detail"],
    en: "The exchange service asks to slow down: {detail}",
    de: "Die Marktplatz-Schnittstelle bittet, langsamer zu senden: {detail}",
  },
  "refusal.service.unavailable": {
    params: ["detail"],
    en: "The exchange service cannot be reached: {detail}",
    de: "Die Marktplatz-Schnittstelle ist nicht erreichbar: {detail}",
  },
  "refusal.service.protocol": {
    params: ["detail"],
    en: "The exchange service answered something unreadable: {detail}",
    de: "Die Marktplatz-Schnittstelle hat etwas Unlesbares geantwortet: {detail}",
  },

  "refusal.order.unknown": {
    params: ["id"],
    en: "{id} is not a marketplace order: no import of it is recorded.",
    de: "{id} ist keine Marktplatz-Bestellung: Es ist kein Import von ihr verzeichnet.",
  },
  "refusal.fields.not_saved": {
    params: ["count"],
    en: { one: "Nothing was saved: correct the marked field.", other: "Nothing was saved: correct the {count} marked fields." },
    de: {
      one: "Nichts wurde gespeichert: Korrigieren Sie das markierte Feld.",
      other: "Nichts wurde gespeichert: Korrigieren Sie die {count} markierten Felder.",
    },
  },
  "refusal.order.not_in_store": {
    params: ["id"],
    en: "No order {id} exists in this store.",
    de: "Die Bestellung {id} gibt es in diesem Shop nicht.",
  },
  "refusal.order.already_imported": {
    params: ["order", "display_id"],
    en: "Marketplace order {order} is already imported as order #{display_id}.",
    de: "Die Marktplatz-Bestellung {order} ist bereits als Bestellung #{display_id} übernommen.",
  },
  "refusal.order.gone": {
    params: ["order"],
    en:
      "The exchange service no longer holds marketplace order {order} (its sales orders were emptied), so it cannot be imported; it is " +
      "closed.",
    de:
      "Die Marktplatz-Schnittstelle hat die Marktplatz-Bestellung {order} nicht mehr (ihre Verkaufsaufträge wurden geleert); sie kann " +
      "nicht übernommen werden und ist geschlossen.",
  },
  "refusal.order.already_dismissed": {
    params: ["order", "reason"],
    en: "Marketplace order {order} is already dismissed ({reason}): it is never imported.",
    de: "Die Marktplatz-Bestellung {order} ist bereits verworfen ({reason}): Sie wird nie übernommen.",
  },
  "refusal.order.not_held": {
    params: ["order"],
    en: "Marketplace order {order} is not held: its import is under way. Only an order that waits for you can be dismissed.",
    de:
      "Die Marktplatz-Bestellung {order} wird nicht zurückgehalten: Ihre Übernahme läuft. Verwerfen lässt sich nur eine Bestellung, " +
      "die auf Sie wartet.",
  },
  "refusal.order.dismiss_reason_missing": {
    params: [],
    en: "Say why the order is dismissed: a reason is needed, so others know later why it was never imported.",
    de: "Geben Sie an, warum die Bestellung verworfen wird: Ein Grund ist nötig, damit später klar ist, warum sie nie übernommen wurde.",
  },
  "refusal.order.dismiss_reason_too_long": {
    params: ["max"],
    en: "The reason is too long: at most {max} characters.",
    de: "Der Grund ist zu lang: höchstens {max} Zeichen.",
  },
  "refusal.order.taken_over": {
    params: ["order"],
    en: "Marketplace order {order} is being imported by another run right now; look again in a moment.",
    de: "Die Marktplatz-Bestellung {order} wird gerade von einem anderen Lauf übernommen; sehen Sie gleich noch einmal nach.",
  },

  "refusal.sync.unknown_batch": {
    params: ["batch"],
    en: "No sync run {batch} is known: it never existed, or it finished long ago.",
    de: "Ein Synchronisationslauf {batch} ist nicht bekannt: Es gab ihn nie, oder er ist längst beendet.",
  },
  "refusal.category.not_an_id": {
    params: ["field"],
    en: "The {field} must be eBay's numeric category id (a whole number from 1 up), such as 15687.",
    de: "{field} muss eBays numerische Kategorie-ID sein (eine ganze Zahl ab 1), etwa 15687.",
  },
  "refusal.profile.not_an_id": {
    params: [],
    en: "The profile must be the marketplace's numeric profile id, or none to use the account's default profile.",
    de: "Das Profil muss die numerische Profil-ID des Marktplatzes sein, oder keines, um das Standardprofil des Kontos zu verwenden.",
  },
  "refusal.category.unknown": {
    params: ["id"],
    en: "Product category {id} does not exist in this store.",
    de: "Die Produktkategorie {id} gibt es in diesem Shop nicht.",
  },
  "refusal.category.not_on_marketplace": {
    params: ["id"],
    en: "Category {id} is not on the marketplace yet: sync a product of it first.",
    de: "Die Kategorie {id} ist noch nicht auf dem Marktplatz: Synchronisieren Sie zuerst ein Produkt aus ihr.",
  },
} as const satisfies Record<string, CatalogEntry>
