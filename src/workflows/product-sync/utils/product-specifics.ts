/**
 * The item specifics of a single product (spec 2.1: only a single product has
 * ProductSpecifics; a variation set's variations carry theirs). From, in this order, the first
 * of a name winning: the merchant's own in the marketplace fields drawer, product tags of the
 * form `Name: Value`, product options (of a single product none is a variation axis), and
 * Medusa's product attributes under the names the marketplace expects (the settings' table).
 * Within the limits decided in A8: at most 15, name and value 1 to 65 characters; one over the
 * limit is held back on its own with a warning, never the product.
 */
import { ENTITY_SETS, LIMITS } from "../../../protocol/schema"
import {
  DEFAULT_SPECIFIC_NAMES,
  SPECIFIC_ATTRIBUTES,
  type SpecificAttribute,
  type SpecificNames,
} from "../../../modules/marketplace-exchange/types"
import type { MedusaProduct } from "./medusa-product"

export interface ProductSpecific {
  name: string
  value: string
}

/** A specific that stays back: too long (name or value), or past the 15 the marketplace keeps. */
export interface HeldSpecific extends ProductSpecific {
  reason: "too_long" | "surplus"
}

const SPECIFIC = ENTITY_SETS.ProductSpecifics.properties
const NAME_MAX = SPECIFIC.Name.maxLength!
const VALUE_MAX = SPECIFIC.Value.maxLength!

/** Medusa's own option of a product created without options: no specific of the merchant's. */
const DEFAULT_OPTION = /^default option( value)?$/i

/** A country's name in German (eBay.de's language), from its ISO code; the code when the runtime does not know it. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["de"], { type: "region" }).of(code.trim().toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** A number as eBay.de readers write it: a decimal comma. */
const germanNumber = (value: number | string) => String(value).trim().replace(".", ",")

function attributeValue(product: MedusaProduct, attribute: SpecificAttribute): string | null {
  const value = product[attribute]
  if (value === null || value === undefined || String(value).trim() === "") return null
  if (attribute === "origin_country") return countryName(String(value))
  if (attribute === "weight" || attribute === "length" || attribute === "width" || attribute === "height") return germanNumber(value)
  return String(value).trim()
}

/** The drawer's specifics (metadata `marketplace_specifics`, a JSON list of { name, value }); unreadable entries are skipped. */
export function drawerSpecifics(value: unknown): ProductSpecific[] {
  let list = value
  if (typeof value === "string") {
    try {
      list = JSON.parse(value)
    } catch {
      return []
    }
  }
  if (!Array.isArray(list)) return []
  return list
    .filter((s): s is { name: unknown; value: unknown } => Boolean(s) && typeof s === "object")
    .map((s) => ({ name: String(s.name ?? "").trim(), value: String(s.value ?? "").trim() }))
}

/** A tag `Name: Value` as a specific (the first colon splits); another tag is no specific. */
function tagSpecific(tag: string): ProductSpecific | null {
  const at = tag.indexOf(":")
  if (at <= 0) return null
  return { name: tag.slice(0, at).trim(), value: tag.slice(at + 1).trim() }
}

/**
 * The specifics a single product sends and those held back. `own` are the drawer's; `names`
 * the settings' names for Medusa's attributes (over DEFAULT_SPECIFIC_NAMES).
 */
export function productSpecifics(
  product: MedusaProduct,
  own: ProductSpecific[],
  names: SpecificNames = {}
): { specifics: ProductSpecific[]; held: HeldSpecific[] } {
  const options = (product.variants[0]?.options ?? [])
    .filter((o) => o.option?.title && !DEFAULT_OPTION.test(o.option.title) && !DEFAULT_OPTION.test(String(o.value ?? "")))
    .map((o) => ({ name: o.option!.title.trim(), value: String(o.value ?? "").trim() }))
  const tags = (product.tags ?? []).map((t) => (t?.value ? tagSpecific(t.value) : null)).filter((s): s is ProductSpecific => Boolean(s))
  const attributes = SPECIFIC_ATTRIBUTES.map((attribute) => ({
    name: (names[attribute] ?? DEFAULT_SPECIFIC_NAMES[attribute]).trim(),
    value: attributeValue(product, attribute),
  })).filter((s): s is ProductSpecific => s.value !== null)

  const seen = new Set<string>()
  const specifics: ProductSpecific[] = []
  const held: HeldSpecific[] = []
  for (const s of [...own, ...tags, ...options, ...attributes]) {
    if (!s.name || !s.value || seen.has(s.name.toLowerCase())) continue
    seen.add(s.name.toLowerCase())
    if (s.name.length > NAME_MAX || s.value.length > VALUE_MAX) held.push({ ...s, reason: "too_long" })
    else if (specifics.length >= LIMITS.productSpecificsPerProduct) held.push({ ...s, reason: "surplus" })
    else specifics.push(s)
  }
  return { specifics, held }
}
