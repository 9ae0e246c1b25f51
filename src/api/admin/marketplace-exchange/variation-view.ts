import type { VariationSnapshot } from "../../../modules/marketplace-exchange/types"

/** A variation's stock and price as last sent to the service, as the product box and the listings grid answer it. */
export interface VariationView {
  variant_id: string
  sku: string | null
  remote_id: string
  stock: number
  price: string | null
  /** The store's price now, beside the price sent (the price rule's result). */
  store_price: string | null
  sent_at: string | null
}

/** One variation of the snapshot of what the service holds, with the store's price beside it; `sku` as the store has it now when known. */
export function variationView(
  variantId: string,
  variation: VariationSnapshot,
  storePrice: string | null,
  sku?: string | null
): VariationView {
  return {
    variant_id: variantId,
    sku: sku ?? variation.sku ?? null,
    remote_id: variation.remoteId,
    stock: variation.stock,
    price: variation.price,
    store_price: storePrice,
    sent_at: variation.stockSentAt ?? null,
  }
}
