import type { CatalogEntry } from "../types"

/**
 * What eBay.de asks of a listing beyond the spec's fields, as product problems: item
 * specifics over the limits, the product safety data (GPSR) that is missing, a product's own price
 * rule that cannot be read. All warnings: none holds anything back.
 */
export const LISTING_PROBLEMS = {
  "problem.specific_too_long": {
    params: ["name", "max"],
    fixAt: "specifics",
    en: 'The item specific "{name}" is longer than eBay\'s {max} characters (name or value), so it is not sent.',
    de: "Das Artikelmerkmal „{name}“ ist länger als die {max} Zeichen von eBay (Name oder Wert) und wird daher nicht gesendet.",
    fix: {
      en: "Shorten it under Marketplace fields → Item specifics, or where it comes from (a tag, an option, an attribute).",
      de: "Kürzen Sie es unter „Marktplatz-Felder“ → Artikelmerkmale oder dort, woher es kommt (Tag, Option, Attribut).",
    },
  },
  "problem.specifics_surplus": {
    params: ["count", "max", "names"],
    fixAt: "specifics",
    en: {
      one: "{count} item specific beyond eBay's {max} is not sent: {names}.",
      other: "{count} item specifics beyond eBay's {max} are not sent: {names}.",
    },
    de: {
      one: "{count} Artikelmerkmal über die {max} von eBay hinaus wird nicht gesendet: {names}.",
      other: "{count} Artikelmerkmale über die {max} von eBay hinaus werden nicht gesendet: {names}.",
    },
    fix: {
      en: "The first ones count: enter the most important under Marketplace fields → Item specifics.",
      de: "Die ersten zählen: Tragen Sie die wichtigsten unter „Marktplatz-Felder“ → Artikelmerkmale ein.",
    },
  },
  "problem.gpsr_manufacturer": {
    params: [],
    fixAt: "gpsr",
    en:
      "The product safety data (GPSR) lacks the manufacturer's name, postal address or e-mail/web address; eBay may hide " +
      "the listing from EU buyers.",
    de:
      "Den Produktsicherheitsangaben (GPSR) fehlen Name, Postanschrift oder E-Mail-/Webadresse des Herstellers; eBay kann das " +
      "Angebot vor Käufern in der EU verbergen.",
    fix: {
      en: "Enter them for the brand (Settings → Product safety (GPSR) per brand) or under Marketplace fields → Product safety (GPSR).",
      de:
        "Tragen Sie sie für die Marke (Einstellungen → Produktsicherheit (GPSR) je Marke) oder unter „Marktplatz-Felder“ → " +
        "Produktsicherheit (GPSR) ein.",
    },
  },
  "problem.gpsr_responsible_person": {
    params: [],
    fixAt: "gpsr",
    en: "The manufacturer is outside the EU, and the product safety data (GPSR) names no complete EU responsible person.",
    de:
      "Der Hersteller sitzt außerhalb der EU, und die Produktsicherheitsangaben (GPSR) nennen keine vollständige " +
      "verantwortliche Person in der EU.",
    fix: {
      en: "Enter the EU responsible person's name, postal address and e-mail or web address for the brand or the product.",
      de:
        "Tragen Sie Name, Postanschrift und E-Mail- oder Webadresse der verantwortlichen Person in der EU für die Marke " +
        "oder das Produkt ein.",
    },
  },
  "problem.gpsr_safety_information": {
    params: [],
    fixAt: "gpsr",
    en: "The product safety data (GPSR) has no safety information: neither a text nor a document.",
    de: "Die Produktsicherheitsangaben (GPSR) enthalten keine Sicherheitsinformationen: weder Text noch Dokument.",
    fix: {
      en: "Enter the warnings and safety notes, or link up to five documents, for the brand or the product.",
      de: "Tragen Sie die Warn- und Sicherheitshinweise ein oder verlinken Sie bis zu fünf Dokumente, für die Marke oder das Produkt.",
    },
  },
  "problem.gpsr_brand_unknown": {
    params: ["brand"],
    fixAt: "gpsr_brand",
    en: 'The product takes the product safety data of the brand "{brand}", which the settings no longer hold: its own brand\'s apply.',
    de:
      "Das Produkt übernimmt die Produktsicherheitsangaben der Marke „{brand}“, die es in den Einstellungen nicht mehr gibt: " +
      "Es gelten die seiner eigenen Marke.",
    fix: {
      en: "Choose another brand for its product safety data under Marketplace fields, or enter the brand's data under Settings.",
      de:
        "Wählen Sie unter „Marktplatz-Felder“ eine andere Marke für die Produktsicherheitsangaben, oder tragen Sie die Angaben " +
        "der Marke in den Einstellungen ein.",
    },
  },
  // A53: that eBay shows OptionalProductAttributes is not proven; one standing note per product until the merchant confirms it.
  "problem.gpsr_display_unconfirmed": {
    params: [],
    en: "The product safety data (GPSR) is sent to the exchange service; that eBay shows it on the listing is not confirmed yet.",
    de:
      "Die Produktsicherheitsangaben (GPSR) werden an die Marktplatz-Schnittstelle übertragen; ob eBay sie im Angebot " +
      "anzeigt, ist noch nicht bestätigt.",
    fix: {
      en:
        'Open one of your listings on eBay. If it shows the safety data, tick "I checked one listing on eBay: it shows the ' +
        'safety data" under Settings → Product safety (GPSR) per brand.',
      de:
        "Öffnen Sie eines Ihrer Angebote bei eBay. Zeigt es die Produktsicherheitsangaben, setzen Sie unter Einstellungen → " +
        "Produktsicherheit (GPSR) je Marke das Häkchen bei „Ich habe ein Angebot bei eBay geprüft: Es zeigt die " +
        "Produktsicherheitsangaben“.",
    },
  },
  "problem.unreadable_title_rule": {
    params: ["field", "value"],
    fixAt: "title_rule",
    en: 'The {field} "{value}" cannot be read, so the title rule of the settings applies.',
    de: "{field} „{value}“ ist nicht lesbar; daher gilt die Titelregel der Einstellungen.",
    fix: {
      en: "Choose the rule for a title over 80 characters under Marketplace fields, or set it back to the default.",
      de: "Wählen Sie unter „Marktplatz-Felder“ die Regel für einen Titel über 80 Zeichen, oder stellen Sie sie auf „Standard“ zurück.",
    },
  },
  "problem.unreadable_price_rule": {
    params: ["field", "value"],
    fixAt: "{field}",
    en: 'The {field} "{value}" cannot be read, so the price rule of the settings applies.',
    de: "{field} „{value}“ ist nicht lesbar; daher gilt die Preisregel der Einstellungen.",
    fix: {
      en:
        "Enter a percentage from -50 to 200, an amount up to 999.99 or an ending of .99, .95 or .90 under Marketplace fields, " +
        "or clear it.",
      de:
        "Tragen Sie unter „Marktplatz-Felder“ einen Prozentsatz von -50 bis 200, einen Aufschlag bis 999,99 oder eine " +
        "Endung ,99, ,95 oder ,90 ein, oder leeren Sie das Feld.",
    },
  },
} as const satisfies Record<string, CatalogEntry>
