import { LIMITS, PRODUCT_IMAGE_TYPE } from "../../../protocol/schema"
import type { DesiredImage, DesiredProduct } from "./desired-product"
import type { MedusaProduct, MedusaVariant } from "./medusa-product"

/* A product's images as the service's slots take them (spec 2.2) and its variation images (spec 2.4). */

const reachable = (url: string) => /^https?:\/\//i.test(url)

/**
 * Medusa lists a variant's option values (a many-to-many) and images of one rank in no fixed
 * order, and leaves variant_rank at 0 until the merchant orders the variants: ties are broken
 * by content, so the same product always maps the same way and a Sync all of an unchanged
 * catalog sends nothing.
 */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const byRank = <T extends { url: string; rank?: number | null }>(a: T, b: T) => (a.rank ?? 0) - (b.rank ?? 0) || byText(a.url, b.url)

/**
 * Image slots of spec 2.2: thumbnail as list image, then offer image, then up to 10 more. An
 * image the service cannot fetch takes no slot, so the ones after it are still numbered
 * consecutively (the service refuses gaps in the further images).
 */
export function mapImages(product: MedusaProduct): { images: DesiredImage[]; dropped: string[]; unreachable: string[] } {
  const ranked = [...(product.images ?? [])].sort(byRank).map((i) => i.url)
  const all = [...new Set([product.thumbnail, ...ranked].filter((u): u is string => Boolean(u)))]
  const urls = all.filter(reachable)
  const slots = PRODUCT_IMAGE_TYPE.lastFurther
  return {
    images: urls.slice(0, slots).map((url, index) => ({ url, type: index + PRODUCT_IMAGE_TYPE.list })),
    dropped: urls.slice(slots),
    unreachable: all.filter((url) => !reachable(url)),
  }
}

/** Option titles that name a colour, in the languages merchants of this marketplace use. */
const COLOUR_LIKE = /colou?r|farbe|couleur|colore|kleur|color/i

/**
 * Spec 2.4 rules 1-3: images for one characteristic only, once per value. The colour-like
 * option is chosen when there is one, else the first by title (Medusa keeps options in no
 * order); a value's images are the thumbnails and images of its variants, in variant order,
 * at most 12.
 */
export function mapVariationImages(variants: MedusaVariant[]): {
  images: DesiredProduct["variationImages"]
  unreachable: DesiredProduct["unreachableVariationImages"]
} {
  const names = [
    ...new Set(variants.flatMap((v) => (v.options ?? []).map((o) => o.option?.title).filter((t): t is string => Boolean(t)))),
  ].sort(byText)
  const name = names.find((n) => COLOUR_LIKE.test(n)) ?? names[0]
  if (!name) return { images: [], unreachable: [] }
  const unreachable: DesiredProduct["unreachableVariationImages"] = []
  // An image every variant has is a product image (Medusa lists product images on variants
  // that have none of their own); only the others say something about the characteristic.
  const shared = variants
    .map((v) => new Set((v.images ?? []).map((i) => i.url)))
    .reduce((common, urls) => new Set([...common].filter((u) => urls.has(u))))
  const byValue = new Map<string, { variantId: string; urls: string[] }>()
  for (const variant of variants) {
    const value = (variant.options ?? []).find((o) => o.option?.title === name)?.value
    if (!value) continue
    const entry = byValue.get(value) ?? { variantId: variant.id, urls: [] }
    const own = [variant.thumbnail, ...[...(variant.images ?? [])].sort(byRank).map((i) => i.url)]
    for (const url of own) {
      if (!url || entry.urls.includes(url) || (variants.length > 1 && shared.has(url))) continue
      // Checked like product images: an address the service cannot fetch takes no position.
      if (reachable(url)) entry.urls.push(url)
      else if (!unreachable.some((u) => u.url === url)) unreachable.push({ value, url })
    }
    byValue.set(value, entry)
  }
  const images = [...byValue.entries()]
    .filter(([, entry]) => entry.urls.length)
    .map(([value, entry]) => ({ name, value, variantId: entry.variantId, urls: entry.urls.slice(0, LIMITS.variationImagesPerValue) }))
  return { images, unreachable }
}
