/**
 * One edit of the listings grid applied to many products' marketplace fields (the
 * same metadata keys as the drawer, workflows/product-sync/utils/marketplace-fields.ts): the
 * title rule, the price rule's parts, one item specific added, replaced or removed by name, the
 * brand whose GPSR data applies. Each product keeps everything the edit does not name.
 */
import { METADATA_KEYS } from "../../shared/metadata-keys"
import { type FieldError, fieldFormatErrors, metadataPatch, type MarketplaceFieldsInput } from "./marketplace-fields"
import { drawerSpecifics, type ProductSpecific } from "./product-specifics"

/** The fields an edit of many products may set; null clears one (the settings' rule or the product's brand applies again). */
export const BULK_FIELDS = ["title_rule", "price_percent", "price_fixed", "price_ending", "gpsr_brand"] as const
export type BulkField = (typeof BULK_FIELDS)[number]

export interface FieldEdit extends Partial<Record<BulkField, string | null>> {
  /** Set on every product: replaces a specific of the same name (any case) in the product's own list, else is added. */
  specific?: ProductSpecific
  /** Removed from every product's own list, by name (any case). */
  remove_specific?: string
}

/** The edit's plain fields as the drawer's input (the specifics are the edit's own). */
const plainFields = (edit: FieldEdit) =>
  Object.fromEntries(BULK_FIELDS.filter((f) => edit[f] !== undefined).map((f) => [f, edit[f]])) as MarketplaceFieldsInput

/**
 * The metadata change for one product, as Medusa merges it ("" removes a key): only keys whose
 * value changes, so a product the edit leaves as it is gets no update (and no sync). A variation
 * set takes no item specific.
 */
export function fieldEditPatch(
  metadata: Record<string, unknown> | null | undefined,
  edit: FieldEdit,
  product: { single: boolean } = { single: true }
): Record<string, string> {
  const current = metadata ?? {}
  const patch = metadataPatch(plainFields(edit))
  // Spec 2.1: only a single product has item specifics (a variation set's are its options): nothing kept that is never sent.
  if (product.single && (edit.specific || edit.remove_specific)) {
    const list = specificsWith(drawerSpecifics(current[METADATA_KEYS.specifics]), edit)
    patch[METADATA_KEYS.specifics] = list.length ? JSON.stringify(list) : ""
  }
  return Object.fromEntries(Object.entries(patch).filter(([key, value]) => !sameValue(current[key], value)))
}

/** The product's own list with the edit's specific set (in place of one of its name) and the named one removed. */
function specificsWith(list: ProductSpecific[], edit: FieldEdit): ProductSpecific[] {
  const same = (name: string) => (s: ProductSpecific) => s.name.toLowerCase() === name.trim().toLowerCase()
  let next = edit.remove_specific ? list.filter((s) => !same(edit.remove_specific!)(s)) : [...list]
  if (edit.specific) {
    const specific = { name: edit.specific.name.trim(), value: edit.specific.value.trim() }
    const at = next.findIndex(same(specific.name))
    next = at >= 0 ? next.map((s, i) => (i === at ? specific : s)) : [...next, specific]
  }
  return next
}

/** A stored value and a patch value alike ("" is no value; a list kept as an object by another writer compared as its JSON). */
function sameValue(stored: unknown, value: string): boolean {
  if (stored === undefined || stored === null || stored === "") return value === ""
  return (typeof stored === "object" ? JSON.stringify(stored) : String(stored)) === value
}

/**
 * What is wrong with the edit's values, by the drawer's own checks (fieldFormatErrors), before any
 * product is touched; the specific's error is named `specific`. Empty when the edit may go.
 */
export function fieldEditErrors(edit: FieldEdit, known: { gpsrBrands: string[] }): Partial<Record<BulkField | "specific", FieldError>> {
  const specifics = edit.specific ? JSON.stringify([edit.specific]) : undefined
  const { specifics: specificError, ...errors } = fieldFormatErrors({ ...plainFields(edit), ...(specifics ? { specifics } : {}) }, known)
  return { ...errors, ...(specificError ? { specific: specificError } : {}) } as Partial<Record<BulkField | "specific", FieldError>>
}
