/**
 * What is wrong with GPSR data as a merchant types it, one rule for the API (settings
 * and marketplace fields refuse it, api/.../gpsr-body.ts) and the admin's forms (said as typed).
 * The values' kinds and limits are A45's (protocol/schema/gpsr.ts). Pure: the admin imports it.
 */
import {
  GPSR_DOCUMENTS_MAX,
  GPSR_PARTY_FIELDS,
  type GpsrValueKind,
  gpsrValueFits,
  OPTIONAL_ATTRIBUTE_LIMITS,
} from "../../../protocol/schema/gpsr"

/** One wrong value: a code of src/messages (catalog/fields.ts) with its parameters. */
export type GpsrProblem =
  | { code: "field.gpsr_email" | "field.gpsr_url" | "field.gpsr_country"; params: Record<string, never> }
  | { code: "field.gpsr_too_long"; params: { max: number } }
  | { code: "field.gpsr_documents"; params: { max: number } }

/** GPSR data as typed: every value text (the API's body and the admin's form alike). */
export type GpsrInput = {
  manufacturer?: Partial<Record<string, string>>
  responsible_person?: Partial<Record<string, string>>
  safety_information?: string
  safety_documents?: string[]
  product_identifiers?: Partial<Record<string, string>>
}

const PARTY_KINDS: Partial<Record<string, GpsrValueKind>> = { email: "email", url: "url", country: "country" }
const KIND_CODES = { email: "field.gpsr_email", url: "field.gpsr_url", country: "field.gpsr_country" } as const

/** What is wrong with one value of its kind; null when it fits (or is empty: an empty value is no value). */
export function gpsrValueProblem(kind: GpsrValueKind, value: string | undefined): GpsrProblem | null {
  const text = value?.trim() ?? ""
  if (!text) return null
  if (text.length > OPTIONAL_ATTRIBUTE_LIMITS.value)
    return { code: "field.gpsr_too_long", params: { max: OPTIONAL_ATTRIBUTE_LIMITS.value } }
  const checked = kind === "country" ? text.toUpperCase() : text
  if (kind !== "text" && !gpsrValueFits(kind, checked)) return { code: KIND_CODES[kind], params: {} }
  return null
}

/** The first wrong value with its part, as a refusal names it; null when the data may be saved. */
export function firstGpsrProblem(data: GpsrInput): { part: string; problem: GpsrProblem } | null {
  const [wrong] = Object.entries(gpsrProblems(data))
  return wrong ? { part: wrong[0], problem: wrong[1] } : null
}

/**
 * Every wrong value by its part (`manufacturer.email`, `safety_documents`, `product_identifiers.batch`),
 * in the form's order; empty when the data may be saved.
 */
export function gpsrProblems(data: GpsrInput): Record<string, GpsrProblem> {
  const problems: Record<string, GpsrProblem> = {}
  const check = (part: string, kind: GpsrValueKind, value: string | undefined) => {
    const problem = gpsrValueProblem(kind, value)
    if (problem) problems[part] = problem
  }
  for (const party of ["manufacturer", "responsible_person"] as const) {
    for (const field of Object.keys(GPSR_PARTY_FIELDS)) check(`${party}.${field}`, PARTY_KINDS[field] ?? "text", data[party]?.[field])
  }
  check("safety_information", "text", data.safety_information)
  const documents = (data.safety_documents ?? []).filter((url) => url.trim())
  const wrongDocument = documents.map((url) => gpsrValueProblem("url", url)).find(Boolean)
  if (wrongDocument) problems.safety_documents = wrongDocument
  else if (documents.length > GPSR_DOCUMENTS_MAX)
    problems.safety_documents = { code: "field.gpsr_documents", params: { max: GPSR_DOCUMENTS_MAX } }
  for (const [field, value] of Object.entries(data.product_identifiers ?? {})) check(`product_identifiers.${field}`, "text", value)
  return problems
}
