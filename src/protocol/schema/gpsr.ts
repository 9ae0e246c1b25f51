/**
 * A45: the EU General Product Safety Regulation's data (GPSR, in force since 13 December 2024) as
 * the plugin sends it and the sandbox checks it: OptionalProductAttributes of the product (spec
 * 2.1 lists the navigation, its fields are not shown), one Name/Value record per datum, named
 * from this vocabulary. A product's attributes serve a single product and a variation set alike.
 * A real service that answers otherwise changes this file and the mapping (workflows/.../gpsr.ts).
 */

/** How a value is checked: free text, an e-mail address, an http(s) address, an ISO 3166-1 alpha-2 country. */
export type GpsrValueKind = "text" | "email" | "url" | "country"

/** The parties of GPSR: the manufacturer, and the EU responsible person (required when the manufacturer is outside the EU). */
export const GPSR_PARTIES = { manufacturer: "Manufacturer", responsible_person: "ResponsiblePerson" } as const
export const GPSR_PARTY_FIELDS = {
  name: "Name",
  street: "Street",
  postal_code: "PostalCode",
  city: "City",
  country: "Country",
  email: "Email",
  url: "Url",
} as const
export const GPSR_IDENTIFIERS = { type: "Type", batch: "Batch", serial: "Serial" } as const
/** At most this many safety documents (URLs of PDFs or pages). */
export const GPSR_DOCUMENTS_MAX = 5
export const GPSR_PREFIX = "Gpsr."

const PARTY_KINDS: Record<keyof typeof GPSR_PARTY_FIELDS, GpsrValueKind> = {
  name: "text",
  street: "text",
  postal_code: "text",
  city: "text",
  country: "country",
  email: "email",
  url: "url",
}

/** Every name of the vocabulary with the kind of its value. */
export const GPSR_NAMES: Record<string, GpsrValueKind> = Object.fromEntries([
  ...Object.values(GPSR_PARTIES).flatMap((party) =>
    Object.entries(GPSR_PARTY_FIELDS).map(([field, name]) => [
      `${GPSR_PREFIX}${party}.${name}`,
      PARTY_KINDS[field as keyof typeof PARTY_KINDS],
    ])
  ),
  [`${GPSR_PREFIX}SafetyInformation`, "text"],
  ...Array.from({ length: GPSR_DOCUMENTS_MAX }, (_, i) => [`${GPSR_PREFIX}SafetyDocument.${i + 1}`, "url"]),
  ...Object.values(GPSR_IDENTIFIERS).map((name) => [`${GPSR_PREFIX}ProductIdentifier.${name}`, "text"]),
])

/** A value's length: names 1 to 50 characters (A45), values 1 to 1000 (the safety information's text is the longest). */
export const OPTIONAL_ATTRIBUTE_LIMITS = { name: 50, value: 1000 } as const

/** The EU's member states (ISO 3166-1 alpha-2): a manufacturer elsewhere needs an EU responsible person. */
export const EU_COUNTRIES = new Set([
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
])

/** Whether a value is what its kind says; free text only needs to be there. */
export function gpsrValueFits(kind: GpsrValueKind, value: string): boolean {
  if (kind === "email") return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
  if (kind === "url") return /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value)
  if (kind === "country") return /^[A-Z]{2}$/.test(value)
  return value.trim().length > 0
}
