import { coded } from "../../../messages"
import type { ProductProblem } from "./product-problem"
import { CONDITION_IDS, ENTITY_SETS, GPSR_PREFIX, LIMITS, normalizeUnitType, UNIT_TYPES } from "../../../protocol/schema"
import type { DesiredProduct } from "./desired-product"
import { METADATA_KEYS } from "../../shared/metadata-keys"
import { compareMoney } from "../../shared/money"
import { unreadableProblems } from "./unreadable-metadata"
import { WRITE_KEYS } from "../../../modules/marketplace-exchange/types"

export type { ProductProblem } from "./product-problem"

/** A problem's code, parameters and English text (src/messages). */
type Coded = Pick<ProductProblem, "code" | "params" | "message" | "fix">

const TITLE = ENTITY_SETS.Products.properties.Title
const SPECIFIC = ENTITY_SETS.ProductVariationSpecifics.properties
/** Base-price display needs unit and quantity together (spec 2.1): one wrong holds back both. */
const UNIT_KEYS = [WRITE_KEYS.field("UnitType"), WRITE_KEYS.field("UnitQuantity")]

/** The service's own limits (spec 2, 8; service-facts), checked before anything travels. */
export function validateProduct(desired: DesiredProduct, options: { currencyCode?: string } = {}): ProductProblem[] {
  const problems: ProductProblem[] = []
  const error = (field: string, message: Coded, blocks: string[]) => problems.push({ field, severity: "error", ...message, blocks })
  const warn = (field: string, message: Coded) => problems.push({ field, severity: "warning", ...message })
  const f = desired.fields
  const title = String(f.Title ?? "").trim()

  if (title.length < TITLE.minLength!) {
    error("title", coded("problem.title_too_short", { title, min: TITLE.minLength!, max: TITLE.maxLength! }), [WRITE_KEYS.field("Title")])
  } else if (title.length > TITLE.maxLength!) {
    const over = title.length - TITLE.maxLength!
    error("title", coded("problem.title_too_long", { length: title.length, max: TITLE.maxLength!, over }), [WRITE_KEYS.field("Title")])
  }
  if (!f.Ean && !f.Upc && !f.Isbn && !String(f.Description ?? "").trim()) {
    error("description", coded("problem.no_description", {}), [WRITE_KEYS.field("Description")])
  }
  const currency = options.currencyCode?.toUpperCase() ?? "EUR"
  if (desired.productType === 0 && !f.Price) error("price", coded("problem.no_price", { currency }), [WRITE_KEYS.field("Price")])
  const skus = new Map<string, string[]>()
  for (const v of desired.variations) {
    if (!v.price)
      error(`variants.${v.variantId}.price`, coded("problem.variant_no_price", { variant: v.sku ?? v.variantId, currency }), [
        WRITE_KEYS.variation(v.variantId),
      ])
    if (!v.sku)
      error(`variants.${v.variantId}.sku`, coded("problem.variant_no_sku", { variant: v.variantId }), [WRITE_KEYS.variation(v.variantId)])
    else skus.set(v.sku, [...(skus.get(v.sku) ?? []), v.variantId])
  }
  for (const [sku, variantIds] of skus) {
    if (variantIds.length > 1)
      error("variants.sku", coded("problem.duplicate_sku", { count: variantIds.length, sku }), variantIds.map(WRITE_KEYS.variation))
  }
  if (f.ConditionId && !CONDITION_IDS.includes(f.ConditionId as never)) {
    error("metadata." + METADATA_KEYS.condition, coded("problem.unknown_condition", { value: String(f.ConditionId) }), [
      WRITE_KEYS.field("ConditionId"),
    ])
  }
  // A unit without its quantity is absent altogether when the quantity could not be read (unreadableProblems says so).
  if (f.UnitType != null && !normalizeUnitType(String(f.UnitType))) {
    error(
      "metadata." + METADATA_KEYS.unitType,
      coded("problem.unknown_unit", { value: String(f.UnitType), units: UNIT_TYPES.join(", ") }),
      UNIT_KEYS
    )
  }
  if (f.UnitType != null && !(Number(f.UnitQuantity) > 0)) {
    error("metadata." + METADATA_KEYS.unitQuantity, coded("problem.unit_without_quantity", {}), UNIT_KEYS)
  }
  problems.push(...unreadableProblems(desired), ...bestOfferProblems(desired, currency))
  // Missing product safety data is warned of; it holds nothing back.
  const GPSR_GAPS = {
    manufacturer: "problem.gpsr_manufacturer",
    responsible_person: "problem.gpsr_responsible_person",
    safety_information: "problem.gpsr_safety_information",
  } as const
  if (desired.gpsrBrandUnknown) warn("gpsr", coded("problem.gpsr_brand_unknown", { brand: desired.gpsrBrandUnknown.slice(0, 65) }))
  for (const gap of desired.gpsrGaps) warn("gpsr", coded(GPSR_GAPS[gap], {}))
  // A specific over a limit stays back alone, with a warning; the product goes.
  for (const s of desired.heldSpecifics.filter((s) => s.reason === "too_long"))
    warn(
      "specifics",
      coded("problem.specific_too_long", { name: s.name.slice(0, 40), max: ENTITY_SETS.ProductSpecifics.properties.Value.maxLength! })
    )
  const surplus = desired.heldSpecifics.filter((s) => s.reason === "surplus")
  if (surplus.length) {
    const names = surplus.map((s) => s.name).join(", ")
    warn("specifics", coded("problem.specifics_surplus", { count: surplus.length, max: LIMITS.productSpecificsPerProduct, names }))
  }
  if (desired.droppedImages.length) {
    warn("images", coded("problem.images_dropped", { count: desired.droppedImages.length, max: LIMITS.furtherImages + 2 }))
  }
  for (const url of desired.unreachableImages) {
    error("images", coded("problem.image_unreachable", { url }), [WRITE_KEYS.image(url)])
  }
  for (const { value, url } of desired.unreachableVariationImages) {
    error("variants.images", coded("problem.variant_image_unreachable", { url, value }), [WRITE_KEYS.variationImages(value)])
  }
  // A51: a listing keeps its type until the merchant lists it anew; the box says what that would cost.
  if (desired.keptType && desired.productType === 1) warn("variants", coded("problem.kept_as_variation_set", {}))
  if (desired.keptType && desired.productType === 0) {
    warn("variants", coded("problem.kept_as_single", { variants: desired.keptType.variants, sku: desired.keptType.variant }))
  }
  problems.push(...specificProblems(desired), ...identifierWarnings(desired))
  return problems
}

/**
 * A53: the safety data goes to the exchange service; that eBay shows it is not proven until the
 * merchant confirms it on one listing (the setting `gpsr_display_confirmed_at`). Until then, one
 * warning on each product that sends any, not one per field; none once confirmed.
 */
export function gpsrDisplayProblems(desired: DesiredProduct, confirmedAt: string | null): ProductProblem[] {
  if (confirmedAt || !desired.optionalAttributes.some((a) => a.name.startsWith(GPSR_PREFIX))) return []
  return [{ field: "gpsr", severity: "warning", ...coded("problem.gpsr_display_unconfirmed", {}) }]
}

/**
 * eBay forbids listing one item under two user ids on the same site: a product another account of
 * the site lists is held back from this one's create (stock and price of nothing to send), naming
 * that account, until the merchant takes it out of one of the two channels.
 */
export function siteDuplicateProblems(listedBy: { name: string; site: string } | null): ProductProblem[] {
  if (!listedBy) return []
  // As eBay writes its sites' names: eBay.de, eBay.co.uk.
  const site = listedBy.site.replace(/^ebay/i, "eBay")
  return [
    {
      field: "sales_channels",
      severity: "error",
      ...coded("problem.listed_by_other_account", { account: listedBy.name, site }),
      blocks: [WRITE_KEYS.product],
    },
  ]
}

/** A8: a variation's specifics (its option titles and values) have 1 to 65 characters each. */
function specificProblems(desired: DesiredProduct): ProductProblem[] {
  const out: ProductProblem[] = []
  for (const v of desired.variations) {
    for (const { name, value } of v.specifics) {
      for (const [code, text, limit] of [
        ["problem.option_length", name, SPECIFIC.Name],
        ["problem.option_value_length", value, SPECIFIC.Value],
      ] as const) {
        if (text.length >= limit.minLength! && text.length <= limit.maxLength!) continue
        const params = {
          variant: v.sku ?? v.variantId,
          text: text.slice(0, 70),
          length: text.length,
          min: limit.minLength!,
          max: limit.maxLength!,
        }
        out.push({
          field: `variants.${v.variantId}.options`,
          severity: "error",
          ...coded(code, params),
          blocks: [WRITE_KEYS.variation(v.variantId)],
        })
      }
    }
  }
  return out
}

/**
 * Spec 2.1: GTIN, MPN and Brand are mandatory on the marketplace. The service takes a product
 * without them, so they are warnings: the product is sent, and the merchant learns what to add.
 */
function identifierWarnings(desired: DesiredProduct): ProductProblem[] {
  const out: ProductProblem[] = []
  const warn = (field: string, message: Coded) => out.push({ field, severity: "warning", ...message })
  // Spec 2.3: ProductVariations have no Ean/Upc, so a variation set's own codes cannot be sent.
  if (!desired.hasGtin) warn("gtin", coded(desired.productType === 0 ? "problem.no_gtin" : "problem.variations_no_gtin", {}))
  if (!desired.fields.Mpn) warn("metadata." + METADATA_KEYS.mpn, coded("problem.no_mpn", {}))
  if (!desired.fields.Brand) warn("metadata." + METADATA_KEYS.brand, coded("problem.no_brand", {}))
  return out
}

/** Spec 8: BestOfferMinimumPrice < BestOfferAutoAcceptPrice < Price. An unreadable threshold is compared with nothing. */
function bestOfferProblems(desired: DesiredProduct, currency: string): ProductProblem[] {
  if (!("BestOfferAutoAcceptPrice" in desired.fields)) return []
  const { Price: price, BestOfferAutoAcceptPrice: accept, BestOfferMinimumPrice: minimum } = desired.fields as Record<string, string | null>
  const money = (amount: string) => ({ amount, currency })
  const out: ProductProblem[] = []
  if (accept && (!price || compareMoney(accept, price) >= 0)) {
    out.push({
      field: "metadata." + METADATA_KEYS.bestOfferAutoAcceptPrice,
      severity: "error",
      ...(price
        ? coded("problem.accept_price_not_below_price", { accept: money(accept), price: money(price) })
        : coded("problem.accept_price_without_price", { accept: money(accept) })),
      blocks: [WRITE_KEYS.field("BestOfferAutoAcceptPrice")],
    })
  }
  if (minimum && (!accept || compareMoney(minimum, accept) >= 0)) {
    out.push({
      field: "metadata." + METADATA_KEYS.bestOfferMinimumPrice,
      severity: "error",
      ...(accept
        ? coded("problem.minimum_price_not_below_accept", { minimum: money(minimum), accept: money(accept) })
        : coded("problem.minimum_price_without_accept", { minimum: money(minimum) })),
      blocks: [WRITE_KEYS.field("BestOfferMinimumPrice")],
    })
  }
  return out
}

/** Every write key held back by these problems. */
export const blockedKeys = (problems: ProductProblem[]): Set<string> =>
  new Set(problems.flatMap((p) => (p.severity === "error" ? (p.blocks ?? []) : [])))
