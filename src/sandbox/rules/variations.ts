import type { ServiceMessage } from "../../protocol/codec"
import { GPSR_NAMES, GPSR_PREFIX, gpsrValueFits, LIMITS, OPTIONAL_ATTRIBUTE_LIMITS, PRODUCT_TYPE } from "../../protocol/schema"
import { has, isNonNegativeDecimal, problem, Rule } from "./common"
import { variationImageOwnerRules } from "./images"

/** Spec 2.3: variations belong to a variation set, with a price, a stock and a unique Sku. */
export const variationRules: Rule = ({ candidate, existing, changed, store }) => {
  const productId = String(candidate.ProductId)
  const product = store.get("Products", productId)
  if (!product) return [problem("referenceUnknown", `Products(${productId}L) does not exist.`)]
  const messages: ServiceMessage[] = []
  if (!existing && product.ProductType !== PRODUCT_TYPE.variationSet) {
    messages.push(problem("notAVariationSet", `Products(${productId}L) has ProductType ${product.ProductType}.`))
  }
  // A4: spec 2.3 gives a variation's Price no minimum, and the vendor's connector sends "0" for a
  // variation without a price (evidence V1): 0 is taken, a negative or missing price is not.
  if (changed.includes("Price") && !isNonNegativeDecimal(candidate.Price)) {
    messages.push(problem("priceInvalid", `Price ${candidate.Price} must not be below 0.`))
  }
  const stock = candidate.StockAmount as number
  if (changed.includes("StockAmount") && (!Number.isInteger(stock) || stock < 0 || stock > 999)) {
    messages.push(problem("stockAmountInvalid", `StockAmount ${stock} is outside 0 to 999.`))
  }
  if (changed.includes("Sku") && has(candidate, "Sku")) {
    const clash = store
      .list("ProductVariations", "ProductId", productId)
      .find(([id, v]) => v.Sku === candidate.Sku && id !== String(existing?.Id))
    if (clash) messages.push(problem("variationSkuTaken", `Sku "${candidate.Sku}" is used by ProductVariations(${clash[0]}L).`))
  }
  return messages
}

const nameValueRule = (candidate: Record<string, unknown>): ServiceMessage[] =>
  ["Name", "Value"]
    .filter((n) => typeof candidate[n] !== "string" || !(candidate[n] as string).trim() || (candidate[n] as string).length > 65)
    .map((n) => problem("variationSpecificInvalid", `${n} "${candidate[n] ?? ""}" must be 1 to 65 characters.`))

/** A8: one Name/Value per variation and characteristic. */
export const variationSpecificRules: Rule = ({ candidate, existing, changed, store }) => {
  const variationId = String(candidate.ProductVariationId)
  if (!store.get("ProductVariations", variationId)) {
    return [problem("referenceUnknown", `ProductVariations(${variationId}L) does not exist.`)]
  }
  const messages = nameValueRule(candidate)
  // A MERGE (A5) of a record's own Value is no second record of its Name.
  const others = store.list("ProductVariationSpecifics", "ProductVariationId", variationId).filter(([id]) => id !== String(existing?.Id))
  if (others.some(([, s]) => s.Name === candidate.Name)) {
    messages.push(problem("variationSpecificDuplicate", `ProductVariations(${variationId}L) already has "${candidate.Name}".`))
  }
  // Spec 2.4: a MERGE of a record that carries images moves them to its new value, under the rules
  // an image sent to that value would meet.
  const id = existing ? String(existing.Id) : undefined
  if (
    id &&
    (changed.includes("Name") || changed.includes("Value")) &&
    store.list("ProductVariationImages", "ProductVariationSpecificId", id).length
  ) {
    messages.push(...variationImageOwnerRules(store, id, candidate))
  }
  return messages
}

/** A8: product specifics, of single products only (spec 2.1); more than 15 are cut with a warning (service-facts 6006). */
export const productSpecificRules: Rule = ({ candidate, existing, store }) => {
  const productId = String(candidate.ProductId)
  const product = store.get("Products", productId)
  if (!product) return [problem("referenceUnknown", `Products(${productId}L) does not exist.`)]
  // Spec 2.1 ProductType: "only a single product can have specifications/attributes".
  if (Number(product.ProductType) !== PRODUCT_TYPE.single) {
    return [
      problem(
        "specificsOnSingleOnly",
        `Products(${productId}L) has ProductType ${product.ProductType}; give its variations ProductVariationSpecifics instead.`
      ),
    ]
  }
  const messages = nameValueRule(candidate)
  // A MERGE (A5) changes a record the product has already: the limit counts records added.
  if (!existing && store.list("ProductSpecifics", "ProductId", productId).length >= LIMITS.productSpecificsPerProduct) {
    messages.push(
      problem("tooManySpecifics", `Products(${productId}L) has ${LIMITS.productSpecificsPerProduct} specifics; this one was not stored.`)
    )
  }
  return messages
}

/**
 * A45: a product's optional attributes, of single products and variation sets alike; one record
 * per Name. GPSR data (names `Gpsr.…`) must be of the vocabulary, each value of its kind
 * (protocol/schema/gpsr.ts): an e-mail, an http(s) address, a country code where one is asked.
 */
export const optionalAttributeRules: Rule = ({ candidate, existing, store }) => {
  const productId = String(candidate.ProductId)
  if (!store.get("Products", productId)) return [problem("referenceUnknown", `Products(${productId}L) does not exist.`)]
  const name = typeof candidate.Name === "string" ? candidate.Name : ""
  const value = typeof candidate.Value === "string" ? candidate.Value : ""
  const messages: ServiceMessage[] = []
  if (!name.trim() || name.length > OPTIONAL_ATTRIBUTE_LIMITS.name || !value.trim() || value.length > OPTIONAL_ATTRIBUTE_LIMITS.value) {
    messages.push(problem("optionalAttributeInvalid", `Name "${name}" or its value has a length out of range.`))
  }
  if (name.startsWith(GPSR_PREFIX)) {
    const kind = GPSR_NAMES[name]
    if (!kind) messages.push(problem("gpsrNameUnknown", `"${name}" is no GPSR attribute.`))
    else if (value && !gpsrValueFits(kind, value))
      messages.push(problem("gpsrValueInvalid", `"${name}" must be ${kind === "country" ? "an ISO country code" : `an ${kind}`}.`))
  }
  const others = store.list("OptionalProductAttributes", "ProductId", productId).filter(([id]) => id !== String(existing?.Id))
  if (others.some(([, a]) => a.Name === name)) {
    messages.push(problem("optionalAttributeDuplicate", `Products(${productId}L) already has "${name}".`))
  }
  return messages
}
