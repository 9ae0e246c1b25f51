import { CONDITION_IDS, UNIT_TYPES } from "../../../protocol/schema"
import { readAmount, readCategoryId, readDecimal } from "../../shared/merchant-numbers"
import { METADATA_KEYS } from "../../shared/metadata-keys"
import type { ProductProblem } from "./validate-product"

/**
 * The marketplace fields Medusa has no column for, as the admin's form and API name them, and
 * the product metadata key each is kept in (shared/metadata-keys.ts, listed in the README).
 */
export const MARKETPLACE_FIELD_KEYS = {
  brand: METADATA_KEYS.brand,
  mpn: METADATA_KEYS.mpn,
  isbn: METADATA_KEYS.isbn,
  condition: METADATA_KEYS.condition,
  unit_quantity: METADATA_KEYS.unitQuantity,
  unit_type: METADATA_KEYS.unitType,
  vat_percent: METADATA_KEYS.vatPercent,
  best_offer_auto_accept_price: METADATA_KEYS.bestOfferAutoAcceptPrice,
  best_offer_minimum_price: METADATA_KEYS.bestOfferMinimumPrice,
  category_id_1: METADATA_KEYS.categoryId1,
  category_id_2: METADATA_KEYS.categoryId2,
} as const

export type MarketplaceField = keyof typeof MARKETPLACE_FIELD_KEYS
/** A field's new value; null clears it (for the categories: back to automatic matching). */
export type MarketplaceFieldsInput = Partial<Record<MarketplaceField, string | null>>
/** Form field -> what is wrong with its value, in the merchant's words. */
export type FieldErrors = Partial<Record<MarketplaceField, string>>

const TEXT_MAX = 65
const MONEY_FIELDS = ["best_offer_auto_accept_price", "best_offer_minimum_price"] as const
const CATEGORY_FIELDS = ["category_id_1", "category_id_2"] as const

/** A value as the form sends it: trimmed text, "" meaning none. */
const clean = (value: string | null | undefined) => (value === null || value === undefined ? value : value.trim() || null)

/**
 * Each value on its own (the form's types): numbers that are numbers (a decimal comma or point,
 * `15,00` as `15.00`), a known condition and unit, prices with at most two decimals, category ids
 * that are Int64 (spec 4.3). The rules across fields and
 * with the product (unit with quantity, Best Offer below the price) are validateProduct's.
 */
export function fieldFormatErrors(input: MarketplaceFieldsInput): FieldErrors {
  const errors: FieldErrors = {}
  const v = Object.fromEntries(Object.entries(input).map(([k, value]) => [k, clean(value)])) as MarketplaceFieldsInput
  for (const field of ["brand", "mpn", "isbn"] as const) {
    if (v[field] && v[field]!.length > TEXT_MAX) errors[field] = `At most ${TEXT_MAX} characters (it has ${v[field]!.length}).`
  }
  if (v.isbn && !/^(97[89])?\d{9}[\dX]$/i.test(v.isbn.replace(/[-\s]/g, ""))) errors.isbn = "An ISBN has 10 or 13 digits (hyphens allowed)."
  if (v.condition && !CONDITION_IDS.includes(v.condition as never)) errors.condition = `Choose ${CONDITION_IDS.join(" or ")}.`
  if (v.unit_type && !UNIT_TYPES.includes(v.unit_type as never)) errors.unit_type = `Choose one of ${UNIT_TYPES.join(", ")}.`
  if (v.unit_quantity && !(Number(readDecimal(v.unit_quantity) ?? NaN) > 0)) errors.unit_quantity = "A number above 0, such as 0.5 or 0,5."
  if (v.vat_percent && !(Number(readDecimal(v.vat_percent) ?? NaN) <= 100))
    errors.vat_percent = "A percentage from 0 to 100, such as 19 or 7,5."
  for (const field of MONEY_FIELDS) {
    if (v[field] && readAmount(v[field]) === undefined) errors[field] = "An amount such as 39.90 or 39,90 (at most two decimals)."
  }
  for (const field of CATEGORY_FIELDS) {
    if (v[field] && readCategoryId(v[field]) === undefined) errors[field] = "The marketplace's numeric category id, such as 15687."
  }
  if (v.category_id_2 && !(v.category_id_1 ?? null)) errors.category_id_2 = "Enter the main category first."
  return errors
}

/**
 * A checked value as it is kept: numbers with a decimal point (`0,5` as `0.5`), an ISBN without
 * hyphens, a category id without leading zeros.
 */
function kept(field: MarketplaceField, value: string): string {
  if (field === "isbn") return value.replace(/[-\s]/g, "")
  if (field === "unit_quantity" || field === "vat_percent" || (MONEY_FIELDS as readonly string[]).includes(field))
    return readDecimal(value) ?? value
  if ((CATEGORY_FIELDS as readonly string[]).includes(field)) return readCategoryId(value) ?? value
  return value
}

/**
 * The metadata change for the input, as Medusa applies it (mergeMetadata): a value sets its
 * key, "" removes it, every other key stays. Clearing the main category clears the second
 * too: matching is automatic again.
 */
export function metadataPatch(input: MarketplaceFieldsInput): Record<string, string> {
  const patch: Record<string, string> = {}
  const values = { ...input }
  if ("category_id_1" in values && !clean(values.category_id_1)) values.category_id_2 = null
  for (const [field, value] of Object.entries(values) as Array<[MarketplaceField, string | null | undefined]>) {
    if (value === undefined) continue
    const cleaned = clean(value)
    patch[MARKETPLACE_FIELD_KEYS[field]] = cleaned === null ? "" : kept(field, cleaned!)
  }
  return patch
}

/** The product's metadata once the patch is applied. */
export function metadataWith(metadata: Record<string, unknown> | null | undefined, patch: Record<string, string>): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(metadata ?? {}) }
  for (const [key, value] of Object.entries(patch)) {
    if (value === "") delete next[key]
    else next[key] = value
  }
  return next
}

const FIELD_OF_KEY = Object.fromEntries(Object.entries(MARKETPLACE_FIELD_KEYS).map(([field, key]) => [`metadata.${key}`, field])) as Record<
  string,
  MarketplaceField
>

/** The form's words for a metadata key the push's messages name (they are written for the metadata editor). */
const FORM_WORDS: Record<string, string> = {
  [METADATA_KEYS.bestOfferMinimumPrice]: "the decline price",
  [METADATA_KEYS.bestOfferAutoAcceptPrice]: "the accept price",
  [METADATA_KEYS.unitQuantity]: "the unit quantity",
  [METADATA_KEYS.unitType]: "the unit",
  [METADATA_KEYS.condition]: "the condition",
  [METADATA_KEYS.isbn]: "the ISBN",
  [METADATA_KEYS.vatPercent]: "the VAT",
  [METADATA_KEYS.categoryId1]: "the main category id",
  [METADATA_KEYS.categoryId2]: "the second category id",
}
const inFormWords = (text: string) => text.replace(/marketplace_[a-z0-9_]+/g, (key) => FORM_WORDS[key] ?? key)

/**
 * The push's own checks (validateProduct) on the product with the new values, as errors on
 * the form's fields, in the form's words: only errors of the fields sent, so a title problem
 * elsewhere does not stop the merchant from saving a brand.
 */
export function pushErrorsOnFields(problems: ProductProblem[], input: MarketplaceFieldsInput): FieldErrors {
  const errors: FieldErrors = {}
  for (const problem of problems) {
    let field = FIELD_OF_KEY[problem.field]
    // Unit and quantity are one rule (spec 2.1): with only the unit sent, a missing quantity is said on the unit.
    if (field === "unit_quantity" && !(field in input) && "unit_type" in input) field = "unit_type"
    if (problem.severity !== "error" || !field || !(field in input)) continue
    errors[field] = inFormWords(`${problem.message} ${problem.fix}`)
  }
  return errors
}
