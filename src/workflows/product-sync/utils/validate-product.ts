import { CONDITION_IDS, ENTITY_SETS, LIMITS, normalizeUnitType, UNIT_TYPES } from "../../../protocol/schema"
import type { DesiredProduct } from "./map-product"
import { METADATA_KEYS } from "../../shared/metadata-keys"
import { compareMoney } from "../../shared/money"
import { unreadableProblems } from "./unreadable-metadata"
import { WRITE_KEYS } from "./write-keys"

/**
 * A problem found before sending, in the merchant's words: which field, what is wrong, how to
 * fix it. An error holds back the writes it `blocks` (write keys) and nothing else: stock and
 * price keep flowing; a product whose create it blocks stays off the marketplace. Warnings
 * are shown only.
 */
export interface ProductProblem {
  field: string
  severity: "error" | "warning"
  message: string
  fix: string
  /** The write keys (write-keys.ts) this problem holds back. */
  blocks?: string[]
}

const TITLE = ENTITY_SETS.Products.properties.Title
const SPECIFIC = ENTITY_SETS.ProductVariationSpecifics.properties
/** Base-price display needs unit and quantity together (spec 2.1): one wrong holds back both. */
const UNIT_KEYS = [WRITE_KEYS.field("UnitType"), WRITE_KEYS.field("UnitQuantity")]

/** The service's own limits (spec 2, 8; service-facts), checked before anything travels. */
export function validateProduct(desired: DesiredProduct, options: { currencyCode?: string } = {}): ProductProblem[] {
  const problems: ProductProblem[] = []
  const error = (field: string, message: string, fix: string, blocks: string[]) =>
    problems.push({ field, severity: "error", message, fix, blocks })
  const warn = (field: string, message: string, fix: string) => problems.push({ field, severity: "warning", message, fix })
  const f = desired.fields
  const title = String(f.Title ?? "").trim()

  if (title.length < TITLE.minLength!) {
    error(
      "title",
      `The title "${title}" is shorter than ${TITLE.minLength} characters.`,
      `Give the product a title of ${TITLE.minLength} to ${TITLE.maxLength} characters.`,
      [WRITE_KEYS.field("Title")]
    )
  } else if (title.length > TITLE.maxLength!) {
    error(
      "title",
      `The title has ${title.length} characters; the marketplace allows ${TITLE.maxLength}.`,
      `Shorten the title by ${title.length - TITLE.maxLength!} characters.`,
      [WRITE_KEYS.field("Title")]
    )
  }
  if (!f.Ean && !f.Upc && !f.Isbn && !String(f.Description ?? "").trim()) {
    error(
      "description",
      "The product has no description and no EAN, UPC or ISBN.",
      `Add a description, or an EAN/UPC on the variant (or ${METADATA_KEYS.isbn} in metadata).`,
      [WRITE_KEYS.field("Description")]
    )
  }
  const currency = options.currencyCode?.toUpperCase() ?? "the marketplace's currency"
  if (desired.productType === 0 && !f.Price) {
    error("price", `The product has no price in ${currency}.`, `Add a ${currency} price to its variant (or to the marketplace region).`, [
      WRITE_KEYS.field("Price"),
    ])
  }
  const skus = new Map<string, string[]>()
  for (const v of desired.variations) {
    if (!v.price)
      error(
        `variants.${v.variantId}.price`,
        `Variant ${v.sku ?? v.variantId} has no price in ${currency}.`,
        `Add a ${currency} price to the variant.`,
        [WRITE_KEYS.variation(v.variantId)]
      )
    if (!v.sku)
      error(
        `variants.${v.variantId}.sku`,
        `Variant ${v.variantId} has no SKU; the marketplace identifies variations by SKU.`,
        "Give every variant a SKU.",
        [WRITE_KEYS.variation(v.variantId)]
      )
    else skus.set(v.sku, [...(skus.get(v.sku) ?? []), v.variantId])
  }
  for (const [sku, variantIds] of skus) {
    if (variantIds.length > 1)
      error(
        "variants.sku",
        `${variantIds.length} variants share the SKU "${sku}".`,
        "Give each variant its own SKU.",
        variantIds.map(WRITE_KEYS.variation)
      )
  }
  if (f.ConditionId && !CONDITION_IDS.includes(f.ConditionId as never)) {
    error(
      "metadata." + METADATA_KEYS.condition,
      `Condition "${f.ConditionId}" is not known to the marketplace.`,
      `Set ${METADATA_KEYS.condition} to "neu" (new) or "gebraucht" (used).`,
      [WRITE_KEYS.field("ConditionId")]
    )
  }
  // A unit without its quantity is absent altogether when the quantity could not be read (unreadableProblems says so).
  if (f.UnitType != null && !normalizeUnitType(String(f.UnitType))) {
    error(
      "metadata." + METADATA_KEYS.unitType,
      `Unit "${f.UnitType}" is not a unit the marketplace knows.`,
      `Use one of ${UNIT_TYPES.join(", ")}.`,
      UNIT_KEYS
    )
  }
  if (f.UnitType != null && !(Number(f.UnitQuantity) > 0)) {
    error(
      "metadata." + METADATA_KEYS.unitQuantity,
      "A unit type is set without a unit quantity.",
      `Set ${METADATA_KEYS.unitQuantity}, e.g. 0.5 for half a kilogram.`,
      UNIT_KEYS
    )
  }
  problems.push(...unreadableProblems(desired), ...bestOfferProblems(desired))
  if (desired.droppedImages.length) {
    warn(
      "images",
      `${desired.droppedImages.length} image(s) beyond the marketplace's ${LIMITS.furtherImages + 2} are not listed.`,
      "Order the images so the ones that matter come first."
    )
  }
  for (const url of desired.unreachableImages) {
    error("images", `Image ${url} is not at an http(s) address the marketplace can fetch.`, "Serve product images from a public URL.", [
      WRITE_KEYS.image(url),
    ])
  }
  for (const { value, url } of desired.unreachableVariationImages) {
    error(
      "variants.images",
      `Image ${url} of "${value}" is not at an http(s) address the marketplace can fetch.`,
      "Serve variant images from a public URL.",
      [WRITE_KEYS.variationImages(value)]
    )
  }
  problems.push(...specificProblems(desired), ...identifierWarnings(desired))
  return problems
}

/** A8: a variation's specifics (its option titles and values) have 1 to 65 characters each. */
function specificProblems(desired: DesiredProduct): ProductProblem[] {
  const out: ProductProblem[] = []
  for (const v of desired.variations) {
    for (const { name, value } of v.specifics) {
      for (const [what, text, limit] of [
        ["option", name, SPECIFIC.Name],
        ["value", value, SPECIFIC.Value],
      ] as const) {
        if (text.length >= limit.minLength! && text.length <= limit.maxLength!) continue
        out.push({
          field: `variants.${v.variantId}.options`,
          severity: "error",
          message:
            `Variant ${v.sku ?? v.variantId}: the ${what} "${text.slice(0, 70)}" has ${text.length} characters; the ` +
            `marketplace takes ${limit.minLength} to ${limit.maxLength}.`,
          fix: `Give the ${what} ${limit.minLength} to ${limit.maxLength} characters.`,
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
  const warn = (field: string, message: string, fix: string) => out.push({ field, severity: "warning", message, fix })
  if (!desired.hasGtin && desired.productType === 0) {
    warn(
      "gtin",
      "The product has no GTIN (EAN, UPC or ISBN); the marketplace requires one.",
      `Enter the EAN or UPC in the variant's EAN, UPC or Barcode field, or an ISBN as ${METADATA_KEYS.isbn} in the product's metadata.`
    )
  } else if (!desired.hasGtin) {
    // Spec 2.3: ProductVariations have no Ean/Upc, so the variants' own codes cannot be sent.
    warn(
      "gtin",
      "The variations go to the marketplace without a GTIN: the exchange service takes no EAN or UPC per variation, " +
        "and the marketplace requires one.",
      `Nothing to fix on the variants: their EAN, UPC or Barcode cannot be sent. For books, an ISBN as ${METADATA_KEYS.isbn} ` +
        "in the product's metadata is sent for the whole product."
    )
  }
  if (!desired.fields.Mpn) {
    warn(
      "metadata." + METADATA_KEYS.mpn,
      "The product has no manufacturer part number (MPN); the marketplace requires one.",
      `Enter it as ${METADATA_KEYS.mpn} in the product's metadata (the product page: Metadata).`
    )
  }
  if (!desired.fields.Brand) {
    warn(
      "metadata." + METADATA_KEYS.brand,
      "The product has no brand; the marketplace requires one.",
      `Enter it as ${METADATA_KEYS.brand} in the product's metadata (the product page: Metadata).`
    )
  }
  return out
}

/** Spec 8: BestOfferMinimumPrice < BestOfferAutoAcceptPrice < Price. An unreadable threshold is compared with nothing. */
function bestOfferProblems(desired: DesiredProduct): ProductProblem[] {
  if (!("BestOfferAutoAcceptPrice" in desired.fields)) return []
  const { Price: price, BestOfferAutoAcceptPrice: accept, BestOfferMinimumPrice: minimum } = desired.fields as Record<string, string | null>
  const fix = `Keep ${METADATA_KEYS.bestOfferMinimumPrice} < ${METADATA_KEYS.bestOfferAutoAcceptPrice} < the price.`
  const out: ProductProblem[] = []
  if (accept && (!price || compareMoney(accept, price) >= 0)) {
    out.push({
      field: "metadata." + METADATA_KEYS.bestOfferAutoAcceptPrice,
      severity: "error",
      message: `The auto-accept price ${accept} is not below the price ${price ?? "(none)"}.`,
      fix,
      blocks: [WRITE_KEYS.field("BestOfferAutoAcceptPrice")],
    })
  }
  if (minimum && (!accept || compareMoney(minimum, accept) >= 0)) {
    out.push({
      field: "metadata." + METADATA_KEYS.bestOfferMinimumPrice,
      severity: "error",
      message: `The minimum price ${minimum} is not below the auto-accept price ${accept ?? "(none)"}.`,
      fix,
      blocks: [WRITE_KEYS.field("BestOfferMinimumPrice")],
    })
  }
  return out
}

/** Every write key held back by these problems. */
export const blockedKeys = (problems: ProductProblem[]): Set<string> =>
  new Set(problems.flatMap((p) => (p.severity === "error" ? (p.blocks ?? []) : [])))
