import { coded, type MessageCode, type ParamsOf, type ParamValue } from "../../../messages"
import { CONDITION_IDS, ENTITY_SETS, UNIT_TYPES } from "../../../protocol/schema"
import { readAmount, readCategoryId, readDecimal } from "../../shared/merchant-numbers"
import { METADATA_KEYS } from "../../shared/metadata-keys"
import { PRICE_RULE_PERCENT } from "../../../modules/marketplace-exchange/types"
import { PRICE_RULE_FIXED_MAX, readEnding, readFixed, readPercent } from "./price-rule"
import { drawerSpecifics } from "./product-specifics"
import { readTitleRule } from "./marketplace-title"
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
  marketplace_title: METADATA_KEYS.title,
  /** `hold` or `shorten`, over the settings' title_overflow. */
  title_rule: METADATA_KEYS.titleRule,
  price_percent: METADATA_KEYS.pricePercent,
  price_fixed: METADATA_KEYS.priceFixed,
  price_ending: METADATA_KEYS.priceEnding,
  /** A JSON list of { name, value } (the route takes the list itself). */
  specifics: METADATA_KEYS.specifics,
  /** The product's GPSR data, JSON (the route takes the object itself). */
  gpsr: METADATA_KEYS.gpsr,
  /** The brand of the settings' gpsr_by_brand whose GPSR data applies, over the product's brand. */
  gpsr_brand: METADATA_KEYS.gpsrBrand,
} as const

export type MarketplaceField = keyof typeof MARKETPLACE_FIELD_KEYS
/** A field's new value; null clears it (for the categories: back to automatic matching). */
export type MarketplaceFieldsInput = Partial<Record<MarketplaceField, string | null>>
/** What is wrong with a field's value: a code of src/messages with its parameters, and its English words (with the fix). */
export type FieldError = { code: string; params: Record<string, ParamValue>; message: string }
/** Form field -> what is wrong with its value. */
export type FieldErrors = Partial<Record<MarketplaceField, FieldError>>

/** A field error from its code; the English words are the message and, when the code has one, its fix. */
function fieldError<C extends MessageCode>(code: C, params: ParamsOf<C>): FieldError {
  const { message, fix } = coded(code, params)
  return { code, params, message: fix ? `${message} ${fix}` : message }
}

const TEXT_MAX = 65
const TITLE_MAX = ENTITY_SETS.Products.properties.Title.maxLength!
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
export function fieldFormatErrors(input: MarketplaceFieldsInput, known: { gpsrBrands?: string[] } = {}): FieldErrors {
  const errors: FieldErrors = {}
  const v = Object.fromEntries(Object.entries(input).map(([k, value]) => [k, clean(value)])) as MarketplaceFieldsInput
  for (const field of ["brand", "mpn", "isbn"] as const) {
    if (v[field] && v[field]!.length > TEXT_MAX) errors[field] = fieldError("field.too_long", { max: TEXT_MAX, length: v[field]!.length })
  }
  if (v.isbn && !/^(97[89])?\d{9}[\dX]$/i.test(v.isbn.replace(/[-\s]/g, ""))) errors.isbn = fieldError("field.isbn", {})
  if (v.condition && !CONDITION_IDS.includes(v.condition as never)) errors.condition = fieldError("field.condition", {})
  if (v.unit_type && !UNIT_TYPES.includes(v.unit_type as never))
    errors.unit_type = fieldError("field.unit", { units: UNIT_TYPES.join(", ") })
  if (v.unit_quantity && !(Number(readDecimal(v.unit_quantity) ?? NaN) > 0)) errors.unit_quantity = fieldError("field.unit_quantity", {})
  if (v.vat_percent && !(Number(readDecimal(v.vat_percent) ?? NaN) <= 100)) errors.vat_percent = fieldError("field.vat", {})
  for (const field of MONEY_FIELDS) {
    if (v[field] && readAmount(v[field]) === undefined) errors[field] = fieldError("field.amount", {})
  }
  for (const field of CATEGORY_FIELDS) {
    if (v[field] && readCategoryId(v[field]) === undefined) errors[field] = fieldError("field.category_id", {})
  }
  if (v.category_id_2 && !(v.category_id_1 ?? null)) errors.category_id_2 = fieldError("field.main_category_first", {})
  if (v.marketplace_title && v.marketplace_title.length > TITLE_MAX)
    errors.marketplace_title = fieldError("field.too_long", { max: TITLE_MAX, length: v.marketplace_title.length })
  if (v.title_rule && readTitleRule(v.title_rule) === undefined) errors.title_rule = fieldError("field.title_rule", {})
  // A brand the settings hold no GPSR data for would take none: said before it is saved (compared as brandGpsr compares).
  const brands = known.gpsrBrands?.map((b) => b.trim().toLowerCase())
  if (v.gpsr_brand && brands && !brands.includes(v.gpsr_brand.toLowerCase()))
    errors.gpsr_brand = fieldError("field.gpsr_brand_unknown", { brand: v.gpsr_brand.slice(0, 65) })
  if (v.price_percent && readPercent(v.price_percent) === undefined)
    errors.price_percent = fieldError("field.price_percent", { min: PRICE_RULE_PERCENT.min, max: PRICE_RULE_PERCENT.max })
  if (v.price_fixed && readFixed(v.price_fixed) === undefined)
    errors.price_fixed = fieldError("field.price_fixed", { max: PRICE_RULE_FIXED_MAX })
  if (v.price_ending && readEnding(v.price_ending) === undefined) errors.price_ending = fieldError("field.price_ending", {})
  if (v.specifics) {
    const list = drawerSpecifics(v.specifics)
    const long = list.find((s) => s.name.length > TEXT_MAX || s.value.length > TEXT_MAX)
    const empty = list.find((s) => !s.name || !s.value)
    const names = list.map((s) => s.name.toLowerCase())
    const twice = list.find((s, i) => names.indexOf(s.name.toLowerCase()) !== i)
    if (empty) errors.specifics = fieldError("field.specific_empty", {})
    else if (long) errors.specifics = fieldError("field.specific_too_long", { name: long.name.slice(0, 40), max: TEXT_MAX })
    else if (twice) errors.specifics = fieldError("field.specific_twice", { name: twice.name })
  }
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
  if (field === "price_percent") return String(readPercent(value) ?? value)
  if (field === "price_fixed") return readFixed(value) ?? value
  if (field === "price_ending") return readEnding(value) ?? value
  if (field === "title_rule") return readTitleRule(value) ?? value
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

/**
 * The push's own checks (validateProduct) on the product with the new values, as errors on
 * the form's fields, by their codes (the problem's words and fix): only errors of the fields
 * sent, so a title problem elsewhere does not stop the merchant from saving a brand.
 */
export function pushErrorsOnFields(problems: ProductProblem[], input: MarketplaceFieldsInput): FieldErrors {
  const errors: FieldErrors = {}
  for (const problem of problems) {
    let field = FIELD_OF_KEY[problem.field]
    // Unit and quantity are one rule (spec 2.1): with only the unit sent, a missing quantity is said on the unit.
    if (field === "unit_quantity" && !(field in input) && "unit_type" in input) field = "unit_type"
    if (problem.severity !== "error" || !field || !(field in input)) continue
    errors[field] = {
      code: problem.code,
      params: problem.params,
      message: problem.fix ? `${problem.message} ${problem.fix}` : problem.message,
    }
  }
  return errors
}
