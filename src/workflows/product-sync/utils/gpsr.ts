/**
 * A product's GPSR data (EU product safety) and the optional attributes it travels as
 * (A45, protocol/schema/gpsr.ts). The settings hold it per brand (`gpsr_by_brand`), the marketplace
 * fields drawer per product (metadata `marketplace_gpsr`); the product's own values go over its
 * brand's, field by field. A value that is not of its kind is not sent, and what is missing is said.
 */
import {
  EU_COUNTRIES,
  GPSR_DOCUMENTS_MAX,
  GPSR_IDENTIFIERS,
  GPSR_NAMES,
  GPSR_PARTIES,
  GPSR_PARTY_FIELDS,
  GPSR_PREFIX,
  gpsrValueFits,
  OPTIONAL_ATTRIBUTE_LIMITS,
} from "../../../protocol/schema/gpsr"

export type GpsrParty = Partial<Record<keyof typeof GPSR_PARTY_FIELDS, string>>
export interface GpsrData {
  manufacturer?: GpsrParty
  responsible_person?: GpsrParty
  safety_information?: string
  safety_documents?: string[]
  product_identifiers?: Partial<Record<keyof typeof GPSR_IDENTIFIERS, string>>
}
/** What a product's GPSR data lacks: each is one warning, none holds anything back. */
export type GpsrGap = "manufacturer" | "responsible_person" | "safety_information"

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined)
const partyOf = (value: unknown): GpsrParty | undefined => {
  if (!value || typeof value !== "object") return undefined
  const party = Object.fromEntries(
    Object.keys(GPSR_PARTY_FIELDS)
      .map((field) => [field, text((value as Record<string, unknown>)[field])])
      .filter(([, v]) => v !== undefined)
  ) as GpsrParty
  if (party.country) party.country = party.country.toUpperCase()
  return Object.keys(party).length ? party : undefined
}

/** GPSR data as stored (a settings entry, or the metadata's JSON text); anything else is none. */
export function readGpsr(value: unknown): GpsrData {
  let data = value
  if (typeof value === "string") {
    try {
      data = JSON.parse(value)
    } catch {
      return {}
    }
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return {}
  const d = data as Record<string, unknown>
  const documents = Array.isArray(d.safety_documents) ? d.safety_documents.map(text).filter((u): u is string => Boolean(u)) : []
  const identifiers = partyLike(d.product_identifiers, Object.keys(GPSR_IDENTIFIERS))
  return {
    ...(partyOf(d.manufacturer) ? { manufacturer: partyOf(d.manufacturer) } : {}),
    ...(partyOf(d.responsible_person) ? { responsible_person: partyOf(d.responsible_person) } : {}),
    ...(text(d.safety_information) ? { safety_information: text(d.safety_information) } : {}),
    ...(documents.length ? { safety_documents: documents } : {}),
    ...(identifiers ? { product_identifiers: identifiers } : {}),
  }
}

function partyLike(value: unknown, fields: string[]) {
  if (!value || typeof value !== "object") return undefined
  const entries = fields.map((f) => [f, text((value as Record<string, unknown>)[f])]).filter(([, v]) => v !== undefined)
  return entries.length ? Object.fromEntries(entries) : undefined
}

/** The product's data over its brand's, field by field; the product's documents replace the brand's. */
export function gpsrFor(brand: GpsrData, own: GpsrData): GpsrData {
  return {
    manufacturer: { ...brand.manufacturer, ...own.manufacturer },
    responsible_person: { ...brand.responsible_person, ...own.responsible_person },
    safety_information: own.safety_information ?? brand.safety_information,
    safety_documents: own.safety_documents?.length ? own.safety_documents : brand.safety_documents,
    product_identifiers: { ...brand.product_identifiers, ...own.product_identifiers },
  }
}

/** The name of `gpsr_by_brand` the brand is held under, compared without case and outer spaces; undefined when none. */
export function gpsrBrandKey(byBrand: Record<string, unknown>, brand: string | null | undefined): string | undefined {
  const key = brand?.trim().toLowerCase()
  return key ? Object.keys(byBrand).find((name) => name.trim().toLowerCase() === key) : undefined
}

/** The brand's entry of `gpsr_by_brand`, its name compared without case and outer spaces. */
export function brandGpsr(byBrand: Record<string, unknown>, brand: string | null | undefined): GpsrData {
  const key = gpsrBrandKey(byBrand, brand)
  return key === undefined ? {} : readGpsr(byBrand[key])
}

/** The optional attributes the data travels as (A45), in the vocabulary's order; a value not of its kind stays back. */
export function gpsrAttributes(data: GpsrData): Array<{ name: string; value: string }> {
  const values: Record<string, string | undefined> = {}
  for (const [key, party] of Object.entries(GPSR_PARTIES))
    for (const [field, name] of Object.entries(GPSR_PARTY_FIELDS))
      values[`${GPSR_PREFIX}${party}.${name}`] = data[key as keyof typeof GPSR_PARTIES]?.[field as keyof GpsrParty]
  values[`${GPSR_PREFIX}SafetyInformation`] = data.safety_information
  ;(data.safety_documents ?? []).slice(0, GPSR_DOCUMENTS_MAX).forEach((url, i) => (values[`${GPSR_PREFIX}SafetyDocument.${i + 1}`] = url))
  for (const [field, name] of Object.entries(GPSR_IDENTIFIERS))
    values[`${GPSR_PREFIX}ProductIdentifier.${name}`] = data.product_identifiers?.[field as keyof typeof GPSR_IDENTIFIERS]
  return Object.keys(GPSR_NAMES)
    .filter(
      (name) => values[name] && values[name]!.length <= OPTIONAL_ATTRIBUTE_LIMITS.value && gpsrValueFits(GPSR_NAMES[name], values[name]!)
    )
    .map((name) => ({ name, value: values[name]! }))
}

/** Whether a party has what GPSR asks of it: name, postal address, and an e-mail or web address, each of its kind. */
function complete(party: GpsrParty | undefined): boolean {
  if (!party) return false
  const fits = (field: keyof GpsrParty, kind: "text" | "email" | "url" | "country") =>
    Boolean(party[field]) && gpsrValueFits(kind, party[field]!)
  const address =
    fits("name", "text") && fits("street", "text") && fits("postal_code", "text") && fits("city", "text") && fits("country", "country")
  return address && (fits("email", "email") || fits("url", "url"))
}

/** What the data lacks: the manufacturer, the EU responsible person (a manufacturer outside the EU), the safety information. */
export function gpsrGaps(data: GpsrData): GpsrGap[] {
  const gaps: GpsrGap[] = []
  if (!complete(data.manufacturer)) gaps.push("manufacturer")
  const outsideEu = data.manufacturer?.country && !EU_COUNTRIES.has(data.manufacturer.country)
  if (outsideEu && !complete(data.responsible_person)) gaps.push("responsible_person")
  if (!data.safety_information && !data.safety_documents?.length) gaps.push("safety_information")
  return gaps
}
