import type { DesiredProduct } from "./map-product"
import { type ContentWrite, type NamedValueSet, write } from "./content-write"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { WRITE_KEYS } from "../../../modules/marketplace-exchange/types"

/** What each set of named values is written under, and what the activity log calls it. */
const SETS: Record<NamedValueSet, { key: (name: string) => string; subject: string }> = {
  specifics: { key: WRITE_KEYS.specific, subject: "Item specific" },
  attributes: { key: WRITE_KEYS.attribute, subject: "Product safety" },
}

/**
 * A product's named values as writes, by name (ProductId + Name is the key, and there
 * is no update): removals first, so the service never holds more than it keeps, then each new or
 * changed one. A snapshot that does not know the service's values (older, or linked at move-in)
 * plans every wanted one; the writer reads the service's first. With none wanted and none known,
 * nothing is planned: a product without them costs no request.
 */
function planSet(
  set: NamedValueSet,
  wanted: Array<{ name: string; value: string }>,
  known: Record<string, { value: string }>
): ContentWrite[] {
  const { key, subject } = SETS[set]
  const names = new Set(wanted.map((v) => v.name))
  const removals = Object.keys(known)
    .filter((name) => !names.has(name))
    .map((name) => write({ op: "removeNamedValue", set, name }, key(name), "remove", `${subject} ${name}`))
  const sets = wanted
    .filter((v) => known[v.name]?.value !== v.value)
    .map((v) => write({ op: "setNamedValue", set, name: v.name, value: v.value }, key(v.name), v.value, `${subject} ${v.name}`))
  return [...removals, ...sets]
}

/** The item specifics (a single product's only) and the optional attributes, each set on its own. */
export function planNamedValues(desired: DesiredProduct, snapshot: ProductSnapshot | null): ContentWrite[] {
  return [
    ...(desired.productType === 0 ? planSet("specifics", desired.specifics, snapshot?.specifics ?? {}) : []),
    ...planSet("attributes", desired.optionalAttributes, snapshot?.optionalAttributes ?? {}),
  ]
}
