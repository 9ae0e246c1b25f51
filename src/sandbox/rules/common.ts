import type { ServiceMessage } from "../../protocol/codec"
import type { EntityValues } from "../../protocol/edm"
import type { EntitySetDef, ServiceCodeName } from "../../protocol/schema"
import { ruleMessage } from "../http/errors"
import type { EntityStore } from "../store"

/** What a rule sees: the entity as it would be after the change, and the rest of the store. */
export interface RuleInput {
  set: EntitySetDef
  /** The entity after the change (for a create: the body). */
  candidate: EntityValues
  /** The entity before the change; undefined on create. */
  existing?: EntityValues
  /** The properties the request sets. */
  changed: string[]
  store: EntityStore
}

export type Rule = (input: RuleInput) => ServiceMessage[]

export const problem = (name: ServiceCodeName, detail: string): ServiceMessage => ruleMessage(name, detail)

export const has = (values: EntityValues, name: string) => values[name] !== null && values[name] !== undefined && values[name] !== ""

/** Properties a client may not send (spec 2: system-set and read-only fields). */
export const readOnlyRule: Rule = ({ set, changed }) =>
  changed
    .filter((name) => set.properties[name]?.access === "readOnly")
    .map((name) => problem("readOnlyProperty", `${name} is set by the service and cannot be sent.`))

/**
 * Required properties on create (spec 2 "required", "required on create"). A property sent
 * empty is the set's rules' business: they answer with the service's specific code (e.g. 3000).
 */
export const requiredRule: Rule = ({ set, candidate, existing }) => {
  if (existing) return []
  return Object.entries(set.properties)
    .filter(([, def]) => def.access === "required" || def.access === "requiredOnCreate")
    .filter(([name]) => candidate[name] === null || candidate[name] === undefined)
    .map(([name]) => problem("requiredProperty", `${name} is required on ${set.name}.`))
}

/** A35: the identifiers eBay.de requires since 2015-06-29 (spec 2.1), each with the properties that carry it. */
export const MARKETPLACE_IDENTIFIERS = { GTIN: ["Ean", "Upc", "Isbn"], MPN: ["Mpn"], Brand: ["Brand"] } as const

export type MarketplaceIdentifier = keyof typeof MARKETPLACE_IDENTIFIERS

/** The marketplace identifiers a product has no value for. */
export function missingIdentifiers(product: EntityValues): MarketplaceIdentifier[] {
  return (Object.keys(MARKETPLACE_IDENTIFIERS) as MarketplaceIdentifier[]).filter((id) =>
    MARKETPLACE_IDENTIFIERS[id].every((name) => !has(product, name))
  )
}

export function isPositiveDecimal(value: unknown): boolean {
  return typeof value === "string" && Number(value) > 0
}

export function isNonNegativeDecimal(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "" && Number(value) >= 0
}

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== "string") return false
  try {
    const url = new URL(value)
    return url.protocol === "http:" || url.protocol === "https:"
  } catch {
    return false
  }
}

/** GTIN-8/12/13/14 check digit (mod 10, weights 3 and 1 from the right). */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false
  const digits = code.split("").map(Number)
  const check = digits.pop()!
  const sum = digits.reverse().reduce((acc, digit, i) => acc + digit * (i % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === check
}

/** ISBN-13 is a GTIN-13; ISBN-10 has its own mod-11 check with X for 10. */
export function isValidIsbn(code: string): boolean {
  const clean = code.replace(/-/g, "")
  if (/^\d{13}$/.test(clean)) return isValidGtin(clean)
  if (!/^\d{9}[\dX]$/.test(clean)) return false
  const sum = clean.split("").reduce((acc, ch, i) => acc + (ch === "X" ? 10 : Number(ch)) * (10 - i), 0)
  return sum % 11 === 0
}
