import type { Language } from "../types"

/**
 * The parts of GPSR data (workflows/product-sync/utils/gpsr-check.ts names them by their
 * API key, `manufacturer.email`) as a merchant reads them, for a message's `part` parameter.
 */
const PARTIES = {
  manufacturer: { en: "manufacturer's", de: "des Herstellers" },
  responsible_person: { en: "EU responsible person's", de: "der verantwortlichen Person in der EU" },
} as const
const PARTY_FIELDS = {
  name: { en: "name", de: "Name" },
  street: { en: "street and number", de: "Straße und Hausnummer" },
  postal_code: { en: "postal code", de: "Postleitzahl" },
  city: { en: "city", de: "Ort" },
  country: { en: "country code", de: "Ländercode" },
  email: { en: "e-mail address", de: "E-Mail-Adresse" },
  url: { en: "web address", de: "Webadresse" },
} as const
const OTHER_PARTS = {
  safety_information: { en: "safety information", de: "Sicherheitsinformationen" },
  safety_documents: { en: "safety documents", de: "Sicherheitsdokumente" },
  "product_identifiers.type": { en: "product identifier (type)", de: "Produktkennung (Typ)" },
  "product_identifiers.batch": { en: "product identifier (batch)", de: "Produktkennung (Charge)" },
  "product_identifiers.serial": { en: "product identifier (serial number)", de: "Produktkennung (Seriennummer)" },
} as const

/** A part in the reader's language ("manufacturer's e-mail address", "E-Mail-Adresse des Herstellers"); an unknown key as it is. */
export function gpsrPartName(part: string, language: Language): string {
  if (part in OTHER_PARTS) return OTHER_PARTS[part as keyof typeof OTHER_PARTS][language]
  const [party, field] = part.split(".") as [keyof typeof PARTIES, keyof typeof PARTY_FIELDS]
  if (!(party in PARTIES) || !(field in PARTY_FIELDS)) return part
  const [who, what] = [PARTIES[party][language], PARTY_FIELDS[field][language]]
  return language === "de" ? `${what} ${who}` : `${who} ${what}`
}
