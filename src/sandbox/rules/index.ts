import type { ServiceMessage } from "../../protocol/codec"
import type { EntitySetName } from "../../protocol/schema"
import { catalogRules, discountOfferRules } from "./catalogs-and-offers"
import { readOnlyRule, requiredRule, Rule, RuleInput } from "./common"
import { productImageRules, variationImageRules, variationPictureRules } from "./images"
import { salesOrderItemRules, salesOrderRules } from "./orders"
import { productRules } from "./product"
import { optionalAttributeRules, productSpecificRules, variationRules, variationSpecificRules } from "./variations"

const BY_SET: Record<EntitySetName, Rule[]> = {
  Products: [productRules],
  ProductImages: [productImageRules],
  ProductVariations: [variationRules],
  ProductVariationSpecifics: [variationSpecificRules],
  ProductVariationImages: [variationImageRules],
  ProductVariationPictures: [variationPictureRules],
  ProductSpecifics: [productSpecificRules],
  OptionalProductAttributes: [optionalAttributeRules],
  DiscountOffers: [discountOfferRules],
  Catalogs: [catalogRules],
  SalesOrders: [salesOrderRules],
  SalesOrderItems: [salesOrderItemRules],
  Buyers: [],
  Addresses: [],
}

/**
 * Every rule of the spec that applies to the change. Schema-level checks (read-only, required)
 * run first; when they fail, the set's own rules are not run on half-formed data. Length limits
 * belong to the set's rules, each with the service's own code.
 */
export function checkRules(input: RuleInput): ServiceMessage[] {
  const basic = [readOnlyRule, requiredRule].flatMap((rule) => rule(input))
  if (basic.some((m) => m.severity === "error")) return basic
  return [...basic, ...BY_SET[input.set.name].flatMap((rule) => rule(input))]
}

export { isValidGtin, isValidIsbn } from "./common"
