import type { EdmValue, EntityValues } from "../protocol/edm"
import { fromJsonValue } from "../protocol/edm"
import { readJsonResponseValue } from "../protocol/read-values"
import type { EntitySetDef, EntitySetName } from "../protocol/schema"
import { badRequest } from "./http/errors"

/** One entity of a `POST /_sandbox/seed` body, read and typed (seed.ts, seed-catalog.ts). */

type Given = string | number | boolean
/** One entity to store: its typed values (what the sandbox reads) and the values as given (what it serves). */
export interface Planned {
  set: EntitySetName
  values: EntityValues
  verbatim: Record<string, Given>
}
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** Properties the sandbox sets when it stores the entity, whatever the seed says. */
const ASSIGNED: Partial<Record<EntitySetName, string[]>> = {
  SalesOrderItems: ["SalesOrderId"],
  // Nested in the seed: the parent's Id is the sandbox's to give (seed-catalog.ts).
  ProductImages: ["ProductId"],
  ProductSpecifics: ["ProductId"],
  ProductVariations: ["ProductId"],
  ProductVariationSpecifics: ["ProductVariationId"],
  DiscountOffers: ["ProductId", "ProductVariationId"],
  Catalogs: ["ParentId"],
}

/**
 * Reads one entity's properties. One the spec types (spec 2.6, 2.7) must fit its type, as the
 * spec promises; one whose type we decided (A11, A13 to A15) may be anything a JSON value can be,
 * and the sandbox reads it as the client does (A30).
 */
export function planEntity(set: EntitySetDef, raw: unknown, at: string, navigation: string[] = []): Planned {
  if (!isObject(raw)) throw badRequest(`${at} must be an object of ${set.name} properties.`)
  const planned: Planned = { set: set.name, values: {}, verbatim: {} }
  for (const [name, value] of Object.entries(raw)) {
    if (navigation.includes(name)) continue
    if (name === set.key || ASSIGNED[set.name]?.includes(name)) throw badRequest(`${at}.${name} is assigned by the sandbox; leave it out.`)
    const def = set.properties[name]
    if (!def) throw badRequest(`${at}.${name}: ${set.name} has no such property; it has ${Object.keys(set.properties).join(", ")}.`)
    if (value !== null && !["string", "number", "boolean"].includes(typeof value)) {
      throw badRequest(`${at}.${name} must be a string, a number, a boolean or null, as a JSON response carries it.`)
    }
    let typed: EdmValue | null
    try {
      typed = def.liberal ? readJsonResponseValue(def, value, name, {}) : fromJsonValue(def.type, value, name, { offsets: true })
    } catch (error) {
      throw badRequest(`${at}.${name}: the spec types it ${def.type} (${def.source}); ${(error as Error).message}.`)
    }
    planned.values[name] = typed
    if (value !== null) planned.verbatim[name] = value as Given
  }
  return planned
}
