import { CONDITION_IDS, ENTITY_SETS, LIMITS, normalizeUnitType, UNIT_TYPES } from "../../protocol/schema"
import type { DesiredProduct } from "./map-product"
import { METADATA_KEYS } from "./metadata-keys"
import { compareMoney } from "./money"

/**
 * A problem found before sending, in the merchant's words: which field, what is wrong, how to
 * fix it. Errors keep the product off the marketplace until fixed; warnings are shown only.
 */
export interface ProductProblem {
  field: string
  severity: "error" | "warning"
  message: string
  fix: string
}

const TITLE = ENTITY_SETS.Products.properties.Title

/** The service's own limits (spec 2, 8; service-facts), checked before anything travels. */
export function validateProduct(desired: DesiredProduct, options: { currencyCode?: string } = {}): ProductProblem[] {
  const problems: ProductProblem[] = []
  const error = (field: string, message: string, fix: string) => problems.push({ field, severity: "error", message, fix })
  const warn = (field: string, message: string, fix: string) => problems.push({ field, severity: "warning", message, fix })
  const f = desired.fields
  const title = String(f.Title ?? "").trim()

  if (title.length < TITLE.minLength!) {
    error("title", `The title "${title}" is shorter than ${TITLE.minLength} characters.`, `Give the product a title of ${TITLE.minLength} to ${TITLE.maxLength} characters.`)
  } else if (title.length > TITLE.maxLength!) {
    error("title", `The title has ${title.length} characters; the marketplace allows ${TITLE.maxLength}.`, `Shorten the title by ${title.length - TITLE.maxLength!} characters.`)
  }
  if (!f.Ean && !f.Upc && !f.Isbn && !String(f.Description ?? "").trim()) {
    error("description", "The product has no description and no EAN, UPC or ISBN.", `Add a description, or an EAN/UPC on the variant (or ${METADATA_KEYS.isbn} in metadata).`)
  }
  const currency = options.currencyCode?.toUpperCase() ?? "the marketplace's currency"
  if (desired.productType === 0 && !f.Price) {
    error("price", `The product has no price in ${currency}.`, `Add a ${currency} price to its variant (or to the marketplace region).`)
  }
  const skus = new Map<string, number>()
  for (const v of desired.variations) {
    if (!v.price) error(`variants.${v.variantId}.price`, `Variant ${v.sku ?? v.variantId} has no price in ${currency}.`, `Add a ${currency} price to the variant.`)
    if (!v.sku) error(`variants.${v.variantId}.sku`, `Variant ${v.variantId} has no SKU; the marketplace identifies variations by SKU.`, "Give every variant a SKU.")
    else skus.set(v.sku, (skus.get(v.sku) ?? 0) + 1)
  }
  for (const [sku, count] of skus) {
    if (count > 1) error("variants.sku", `${count} variants share the SKU "${sku}".`, "Give each variant its own SKU.")
  }
  if (f.ConditionId && !CONDITION_IDS.includes(f.ConditionId as never)) {
    error("metadata." + METADATA_KEYS.condition, `Condition "${f.ConditionId}" is not known to the marketplace.`, `Set ${METADATA_KEYS.condition} to "neu" (new) or "gebraucht" (used).`)
  }
  if (f.UnitType !== null && !normalizeUnitType(String(f.UnitType))) {
    error("metadata." + METADATA_KEYS.unitType, `Unit "${f.UnitType}" is not a unit the marketplace knows.`, `Use one of ${UNIT_TYPES.join(", ")}.`)
  }
  if (f.UnitType !== null && !(Number(f.UnitQuantity) > 0)) {
    error("metadata." + METADATA_KEYS.unitQuantity, "A unit type is set without a unit quantity.", `Set ${METADATA_KEYS.unitQuantity}, e.g. 0.5 for half a kilogram.`)
  }
  problems.push(...bestOfferProblems(desired))
  if (desired.droppedImages.length) {
    warn("images", `${desired.droppedImages.length} image(s) beyond the marketplace's ${LIMITS.furtherImages + 2} are not listed.`, "Order the images so the ones that matter come first.")
  }
  for (const image of desired.images) {
    if (!/^https?:\/\//i.test(image.url)) error("images", `Image ${image.url} is not at an http(s) address the marketplace can fetch.`, "Serve product images from a public URL.")
  }
  return problems
}

/** Spec 8: BestOfferMinimumPrice < BestOfferAutoAcceptPrice < Price. */
function bestOfferProblems(desired: DesiredProduct): ProductProblem[] {
  const { Price: price, BestOfferAutoAcceptPrice: accept, BestOfferMinimumPrice: minimum } = desired.fields as Record<string, string | null>
  const fix = `Keep ${METADATA_KEYS.bestOfferMinimumPrice} < ${METADATA_KEYS.bestOfferAutoAcceptPrice} < the price.`
  const out: ProductProblem[] = []
  if (accept && (!price || compareMoney(accept, price) >= 0)) out.push({ field: "metadata." + METADATA_KEYS.bestOfferAutoAcceptPrice, severity: "error", message: `The auto-accept price ${accept} is not below the price ${price ?? "(none)"}.`, fix })
  if (minimum && (!accept || compareMoney(minimum, accept) >= 0)) out.push({ field: "metadata." + METADATA_KEYS.bestOfferMinimumPrice, severity: "error", message: `The minimum price ${minimum} is not below the auto-accept price ${accept ?? "(none)"}.`, fix })
  return out
}

export const hasBlockingProblems = (problems: ProductProblem[]) => problems.some((p) => p.severity === "error")
