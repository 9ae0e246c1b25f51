import type { ProductVariation } from "../../../client/types"
import { unmatchedKey } from "../../../modules/marketplace-exchange/types"

/**
 * Which Medusa variant each variation of a listing linked at move-in is: the one
 * whose id is its ForeignId (ours), else the one with its SKU, each variant taken once. A
 * variation no variant takes is kept under its own key as unmatched: the store does not sell
 * it, so the sync zeroes its stock and removes it. Pure.
 */
export function linkedVariationKeys(
  variants: Array<{ id: string; sku: string | null }>,
  variations: ProductVariation[]
): Array<{ variation: ProductVariation; key: string; unmatched?: boolean }> {
  const ids = new Set(variants.map((variant) => variant.id))
  const bySku = new Map<string, string>()
  for (const variant of variants) if (variant.sku) bySku.set(variant.sku, bySku.has(variant.sku) ? "" : variant.id)
  // Ours first, so that a SKU match never takes a variant another variation names by id; a second
  // variation naming the same variant is not that variant.
  const byOwnId = new Map<string, ProductVariation>()
  for (const variation of variations)
    if (variation.ForeignId && ids.has(variation.ForeignId) && !byOwnId.has(variation.ForeignId))
      byOwnId.set(variation.ForeignId, variation)
  const taken = new Set(byOwnId.keys())
  return variations.map((variation) => {
    if (variation.ForeignId && byOwnId.get(variation.ForeignId) === variation) return { variation, key: variation.ForeignId }
    const bySkuId = variation.Sku ? bySku.get(variation.Sku) : undefined
    if (bySkuId && !taken.has(bySkuId)) {
      taken.add(bySkuId)
      return { variation, key: bySkuId }
    }
    return { variation, key: unmatchedKey(variation.Id), unmatched: true }
  })
}
