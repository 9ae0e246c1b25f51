import type { ServiceMessage } from "../../protocol/codec"
import { LIMITS, PRODUCT_IMAGE_TYPE } from "../../protocol/schema"
import type { EntityValues } from "../../protocol/edm"
import type { EntityStore } from "../store"
import { has, isHttpUrl, problem, Rule } from "./common"

/**
 * Spec 2.2 and 8: image types 1 to 12, further images from 3 without gaps. A Type may hold a
 * second image for a while (A58): the vendor's connector posts a new image before it deletes the
 * old one of that Type (evidence I2), so the listing is never without it.
 */
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
  if (type > PRODUCT_IMAGE_TYPE.firstFurther && !used.has(type - 1)) {
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

  messages.push(...variationImageOwnerRules(store, specificId, specific))
  const imagesOfProduct = variationImagesOfProduct(store, specific)
  if (imagesOfProduct.some(({ image }) => String(image.ProductVariationSpecificId) === specificId && image.ImagePosition === position)) {
    messages.push(problem("imageSlotTaken", `Position ${position} of this value already has an image.`))
  }
  return messages
}

/**
 * A56: a variation's own pictures (the vendor's connector, VP1): position 0 is its base image,
 * 1 to 11 the others, one picture per position. A MERGE may move a picture to a free position.
 */
export const variationPictureRules: Rule = ({ candidate, existing, store }) => {
  const variationId = String(candidate.ProductVariationId)
  if (!store.get("ProductVariations", variationId)) {
    return [problem("referenceUnknown", `ProductVariations(${variationId}L) does not exist.`)]
  }
  const messages: ServiceMessage[] = []
  if (!isHttpUrl(candidate.ImageUrl)) messages.push(problem("imageUrlInvalid", `"${candidate.ImageUrl}" is not an http(s) URL.`))
  const position = candidate.ImagePosition as number
  const last = LIMITS.variationPicturesPerVariation - 1
  if (!Number.isInteger(position) || position < 0 || position > last) {
    messages.push(problem("imageTypeInvalid", `ImagePosition ${position} must be 0 (the base image) to ${last}.`))
  }
  const taken = store
    .list("ProductVariationPictures", "ProductVariationId", variationId)
    .some(([otherId, picture]) => otherId !== String(existing?.Id) && picture.ImagePosition === position)
  if (taken) messages.push(problem("imageSlotTaken", `Position ${position} of ProductVariations(${variationId}L) already has a picture.`))
  return messages
}

/** Every variation image of the product the specific's variation belongs to, with the specific it hangs from. */
function variationImagesOfProduct(store: EntityStore, specific: EntityValues) {
  const productId = String(store.require("ProductVariations", String(specific.ProductVariationId)).ProductId)
  return store
    .list("ProductVariations", "ProductId", productId)
    .flatMap(([variationId]) => store.list("ProductVariationSpecifics", "ProductVariationId", variationId))
    .flatMap(([specificId, s]) =>
      store.list("ProductVariationImages", "ProductVariationSpecificId", specificId).map(([, image]) => ({ image, specific: s }))
    )
}

/**
 * Spec 2.4 rules 1 and 3 for the record `specific` (as it is, or as a MERGE would leave it):
 * images for one characteristic only, and for each of its values on one record.
 */
export function variationImageOwnerRules(store: EntityStore, specificId: string, specific: EntityValues): ServiceMessage[] {
  const messages: ServiceMessage[] = []
  const others = variationImagesOfProduct(store, specific).filter(({ image }) => String(image.ProductVariationSpecificId) !== specificId)
  const otherCharacteristic = others.find(({ specific: s }) => s.Name !== specific.Name)
  if (otherCharacteristic) {
    messages.push(
      problem(
        "variationImageCharacteristic",
        `This product has images for "${otherCharacteristic.specific.Name}" already; images for "${specific.Name}" are not accepted.`
      )
    )
  }
  const sameValueElsewhere = others.find(({ specific: s }) => s.Name === specific.Name && s.Value === specific.Value)
  if (sameValueElsewhere) {
    messages.push(
      problem(
        "variationImageValue",
        `Images for ${specific.Name} "${specific.Value}" go to ProductVariationSpecifics(${sameValueElsewhere.specific.Id}L).`
      )
    )
  }
  return messages
}
