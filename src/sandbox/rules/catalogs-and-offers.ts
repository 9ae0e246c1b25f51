import type { ServiceMessage } from "../../protocol/codec"
import { DISCOUNT_OFFER_TYPE } from "../../protocol/schema"
import { has, isPositiveDecimal, problem, Rule, RuleInput } from "./common"

/** True when following ParentId up from `catalogId` reaches `ancestorId` (or it is that catalog). */
function hangsBelow(store: RuleInput["store"], catalogId: string, ancestorId: string): boolean {
  const seen = new Set<string>()
  let at: string | undefined = catalogId
  while (at !== undefined && !seen.has(at)) {
    if (at === ancestorId) return true
    seen.add(at)
    const parentId: unknown = store.get("Catalogs", at)?.ParentId
    at = parentId === null || parentId === undefined ? undefined : String(parentId)
  }
  return false
}

/**
 * A10: catalogs need a ForeignId, a Name of 3 to 30 characters and an existing parent that is
 * neither the catalog itself nor one below it (the tree would become a loop).
 */
export const catalogRules: Rule = ({ candidate, existing, changed, store }) => {
  const messages: ServiceMessage[] = []
  if (changed.includes("ForeignId") || !existing) {
    if (!has(candidate, "ForeignId")) messages.push(problem("catalogForeignIdEmpty", "Send the category's id in your system as ForeignId."))
    const clash = store.list("Catalogs", "ForeignId", candidate.ForeignId as string).find(([id]) => id !== String(existing?.Id))
    if (has(candidate, "ForeignId") && clash) {
      messages.push(problem("catalogForeignIdTaken", `ForeignId "${candidate.ForeignId}" is used by Catalogs(${clash[0]}L).`))
    }
  }
  const name = typeof candidate.Name === "string" ? candidate.Name : ""
  if ((changed.includes("Name") || !existing) && (name.length < 3 || name.length > 30)) {
    messages.push(problem("catalogNameLength", `Name "${name}" has ${name.length} characters.`))
  }
  if (changed.includes("ParentId") && has(candidate, "ParentId")) {
    const parentId = String(candidate.ParentId)
    if (!store.get("Catalogs", parentId) || (existing && hangsBelow(store, parentId, String(existing.Id)))) {
      messages.push(problem("catalogParentUnknown", `Catalogs(${parentId}L) cannot be the parent.`))
    }
  }
  return messages
}

/** Spec 2.5: a strike price of Type 1 for a product or one of its variations. */
export const discountOfferRules: Rule = ({ candidate, existing, store }) => {
  const productId = String(candidate.ProductId)
  if (!store.get("Products", productId)) return [problem("referenceUnknown", `Products(${productId}L) does not exist.`)]
  const messages: ServiceMessage[] = []
  if (!isPositiveDecimal(candidate.Price)) messages.push(problem("priceInvalid", `Price ${candidate.Price} must be above 0.`))
  if (candidate.Type !== DISCOUNT_OFFER_TYPE.recommendedRetailPrice) {
    messages.push(problem("discountOfferTypeInvalid", `Type ${candidate.Type} is not supported.`))
  }
  const variationId = has(candidate, "ProductVariationId") ? String(candidate.ProductVariationId) : null
  if (variationId && String(store.get("ProductVariations", variationId)?.ProductId) !== productId) {
    messages.push(problem("referenceUnknown", `ProductVariations(${variationId}L) is not a variation of Products(${productId}L).`))
  }
  const clash = store
    .list("DiscountOffers", "ProductId", productId)
    .find(([id, o]) => (o.ProductVariationId ?? null) === variationId && o.Type === candidate.Type && id !== String(existing?.Id))
  if (clash) messages.push(problem("discountOfferExists", `See DiscountOffers(${clash[0]}L); replace it with PUT instead.`))
  return messages
}
