import type { ServiceMessage } from "../../protocol/codec"
import { LIMITS, PRODUCT_IMAGE_TYPE } from "../../protocol/schema"
import { has, isHttpUrl, problem, Rule } from "./common"

/** Spec 2.2 and 8: image types 1 to 12, one image per type, further images from 3 without gaps. */
export const productImageRules: Rule = ({ candidate, store }) => {
  const messages: ServiceMessage[] = []
  const productId = String(candidate.ProductId)
  if (!store.get("Products", productId)) {
    return [problem("referenceUnknown", `Products(${productId}L) does not exist.`)]
  }
  if (has(candidate, "ImageUrl") && !isHttpUrl(candidate.ImageUrl)) {
    messages.push(problem("imageUrlInvalid", `"${candidate.ImageUrl}" is not an http(s) URL.`))
  }
  const type = candidate.Type as number
  if (type > PRODUCT_IMAGE_TYPE.lastFurther) {
    messages.push(problem("tooManyImages", `Type ${type}: a product has at most ${LIMITS.furtherImages} further images, Type 3 to 12.`))
    return messages
  }
  if (!Number.isInteger(type) || type < PRODUCT_IMAGE_TYPE.list) {
    messages.push(problem("imageTypeInvalid", `Type ${type} is not 1 (list image), 2 (offer image) or 3 to 12 (further images).`))
    return messages
  }
  const used = new Set(store.list("ProductImages", "ProductId", productId).map(([, image]) => image.Type as number))
  if (used.has(type)) {
    messages.push(problem("imageSlotTaken", `Products(${productId}L) already has an image of Type ${type}; delete it first.`))
  } else if (type > PRODUCT_IMAGE_TYPE.firstFurther && !used.has(type - 1)) {
    messages.push(problem("imageNotConsecutive", `Type ${type} needs an image of Type ${type - 1} first.`))
  }
  return messages
}

/**
 * Spec 2.4: variation images for one characteristic only (e.g. colour), sent to a single
 * ProductVariationSpecifics record per value of it, positions 1 to 12.
 */
export const variationImageRules: Rule = ({ candidate, store }) => {
  const specificId = String(candidate.ProductVariationSpecificId)
  const specific = store.get("ProductVariationSpecifics", specificId)
  if (!specific) return [problem("referenceUnknown", `ProductVariationSpecifics(${specificId}L) does not exist.`)]
  const messages: ServiceMessage[] = []
  if (!isHttpUrl(candidate.ImageUrl)) messages.push(problem("imageUrlInvalid", `"${candidate.ImageUrl}" is not an http(s) URL.`))
  const position = candidate.ImagePosition as number
  if (!Number.isInteger(position) || position < 1 || position > LIMITS.variationImagesPerValue) {
    messages.push(problem("imageTypeInvalid", `ImagePosition ${position} must be 1 to ${LIMITS.variationImagesPerValue}.`))
  }

  const productId = String(store.require("ProductVariations", String(specific.ProductVariationId)).ProductId)
  const imagesOfProduct = store
    .list("ProductVariations", "ProductId", productId)
    .flatMap(([variationId]) => store.list("ProductVariationSpecifics", "ProductVariationId", variationId))
    .flatMap(([specificId, s]) =>
      store.list("ProductVariationImages", "ProductVariationSpecificId", specificId).map(([, image]) => ({ image, specific: s }))
    )

  const otherCharacteristic = imagesOfProduct.find(({ specific: s }) => s!.Name !== specific.Name)
  if (otherCharacteristic) {
    messages.push(
      problem(
        "variationImageCharacteristic",
        `This product has images for "${otherCharacteristic.specific!.Name}" already; images for "${specific.Name}" are not accepted.`
      )
    )
  }
  const sameValueElsewhere = imagesOfProduct.find(
    ({ specific: s }) => s!.Name === specific.Name && s!.Value === specific.Value && String(s!.Id) !== specificId
  )
  if (sameValueElsewhere) {
    messages.push(
      problem(
        "variationImageValue",
        `Images for ${specific.Name} "${specific.Value}" go to ProductVariationSpecifics(${sameValueElsewhere.specific!.Id}L).`
      )
    )
  }
  if (imagesOfProduct.some(({ image }) => String(image.ProductVariationSpecificId) === specificId && image.ImagePosition === position)) {
    messages.push(problem("imageSlotTaken", `Position ${position} of this value already has an image.`))
  }
  return messages
}
