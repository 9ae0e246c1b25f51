import { type CodedMessage, codedMessage } from "../../../messages"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"

/**
 * A51: the type a sync keeps for the product: the one the service lists it as, whatever its
 * variants would make it, so its listing (sales history, watchers) is never replaced behind the
 * merchant's back. None when the service holds nothing of it, or once the merchant asked to list
 * it anew: then its variants decide (map-product.ts), and a changed type replaces the product.
 */
export function listedTypeOf(snapshot: Pick<ProductSnapshot, "productType"> | null, listAnew: boolean): 0 | 1 | undefined {
  return snapshot && !listAnew ? snapshot.productType : undefined
}

/** The type a product's variants make it (map-product.ts): one variant a single product, more a variation set. */
export const naturalTypeOf = (variants: number): 0 | 1 => (variants === 1 ? 0 : 1)

/** The types a merchant names when listing a product anew. */
export const LIST_ANEW_TYPES = { single_product: 0, variation_set: 1 } as const
export type ListAnewType = keyof typeof LIST_ANEW_TYPES

/**
 * Why a product cannot be listed anew as `as` (A51), or null when it can: the service must list
 * it as the other type than its variants make it, and `as` must be the type they make.
 */
export function listAnewRefusal(productId: string, listedType: 0 | 1 | null, variants: number, as: ListAnewType): CodedMessage | null {
  const natural = naturalTypeOf(variants)
  if (listedType === null) return codedMessage("refusal.list_anew.not_on_service", { id: productId })
  if (listedType === natural) return codedMessage("refusal.list_anew.no_type_change", { id: productId, count: variants })
  if (LIST_ANEW_TYPES[as] === natural) return null
  return natural === 0
    ? codedMessage("refusal.list_anew.as_single_only", { id: productId })
    : codedMessage("refusal.list_anew.as_variation_set_only", { id: productId, count: variants })
}
