import type { ServiceMessage } from "../../protocol/codec"
import type { EntityValues } from "../../protocol/edm"
import { CONDITION_IDS, normalizeUnitType, PRODUCT_TYPE } from "../../protocol/schema"
import { has, isNonNegativeDecimal, isPositiveDecimal, isValidGtin, isValidIsbn, problem, Rule } from "./common"

/** Spec 2.1 and 8, service-facts limits: the rules of a Products entity. */
export const productRules: Rule = ({ candidate: p, existing, changed }) => {
  const messages: ServiceMessage[] = []
  const touched = (name: string) => changed.includes(name)

  if (touched("Title")) {
    const title = typeof p.Title === "string" ? p.Title : ""
    if (!title.trim()) messages.push(problem("titleEmpty", "Send a Title of 3 to 80 characters."))
    else if (title.length > 80)
      messages.push(problem("titleTooLong", `The Title has ${title.length} characters; shorten it to 80 (spec 8).`))
    else if (title.length < 3) messages.push(problem("titleTooShort", `The Title "${title}" is shorter than 3 characters.`))
  }
  if (!has(p, "Ean") && !has(p, "Upc") && !has(p, "Isbn") && !has(p, "Description")) {
    messages.push(problem("descriptionRequired", "Send a Description, or one of Ean, Upc, Isbn (spec 2.1)."))
  }
  if (touched("StockAmount") && (typeof p.StockAmount !== "number" || p.StockAmount < 0 || p.StockAmount > 999)) {
    messages.push(problem("stockAmountInvalid", `StockAmount ${p.StockAmount} is outside 0 to 999.`))
  }
  // A4: a variation set is sold at its variations' prices; the vendor's connector sends its own
  // Price as "0" (evidence P3), so 0 is taken there. Any other product's price is above 0.
  const variationSet = p.ProductType === PRODUCT_TYPE.variationSet
  // A type change is checked against the Price kept, so a variation set's 0 never becomes a single product's.
  const priceTouched = touched("Price") || touched("ProductType")
  if (priceTouched && has(p, "Price") && !(variationSet ? isNonNegativeDecimal(p.Price) : isPositiveDecimal(p.Price))) {
    messages.push(problem("priceInvalid", `Price ${p.Price} must be ${variationSet ? "0 or above" : "above 0"}.`))
  }
  if (touched("ProductType") && ![0, 1, 2].includes(p.ProductType as number)) {
    messages.push(problem("productTypeInvalid", `ProductType ${p.ProductType} is not 0, 1 or 2.`))
  }
  if (touched("ConditionId") && has(p, "ConditionId") && !CONDITION_IDS.includes(p.ConditionId as never)) {
    messages.push(problem("conditionInvalid", `ConditionId "${p.ConditionId}" is not one of ${CONDITION_IDS.join(", ")}.`))
  }
  if (touched("UnitType") && has(p, "UnitType") && !normalizeUnitType(String(p.UnitType))) {
    messages.push(
      problem("unitTypeInvalid", `UnitType "${p.UnitType}" is not a known unit (Kg, 100g, 10g, L, 100ml, 10ml, M, M2, M3, Unit).`)
    )
  }
  messages.push(...bestOfferOrder(p, changed))
  messages.push(...gtinWarnings(p, changed))
  return messages
}

/** Spec 8: BestOfferMinimumPrice < BestOfferAutoAcceptPrice < Price. */
function bestOfferOrder(p: Record<string, unknown>, changed: string[]): ServiceMessage[] {
  const relevant = ["Price", "BestOfferAutoAcceptPrice", "BestOfferMinimumPrice"].some((n) => changed.includes(n))
  if (!relevant) return []
  const price = has(p as never, "Price") ? Number(p.Price) : undefined
  const accept = has(p as never, "BestOfferAutoAcceptPrice") ? Number(p.BestOfferAutoAcceptPrice) : undefined
  const minimum = has(p as never, "BestOfferMinimumPrice") ? Number(p.BestOfferMinimumPrice) : undefined
  const broken =
    (accept !== undefined && (price === undefined || !(accept < price))) ||
    (minimum !== undefined && (accept === undefined || !(minimum < accept)))
  return broken ? [problem("bestOfferOrder", `Got minimum ${minimum ?? "-"}, auto-accept ${accept ?? "-"}, price ${price ?? "-"}.`)] : []
}

/** Invalid GTINs are warnings, not errors (service-facts 4006 to 4008). */
function gtinWarnings(p: Record<string, unknown>, changed: string[]): ServiceMessage[] {
  const warnings: ServiceMessage[] = []
  if (changed.includes("Ean") && typeof p.Ean === "string" && p.Ean && !isValidGtin(p.Ean)) {
    warnings.push(problem("eanInvalid", `"${p.Ean}" fails the GTIN check digit; marketplace catalog data is not used.`))
  }
  if (changed.includes("Upc") && typeof p.Upc === "string" && p.Upc && !isValidGtin(p.Upc)) {
    warnings.push(problem("upcInvalid", `"${p.Upc}" fails the GTIN check digit.`))
  }
  if (changed.includes("Isbn") && typeof p.Isbn === "string" && p.Isbn && !isValidIsbn(p.Isbn)) {
    warnings.push(problem("isbnInvalid", `"${p.Isbn}" is not a valid ISBN.`))
  }
  return warnings
}
