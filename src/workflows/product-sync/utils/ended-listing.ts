import type { SyncInput } from "./medusa-product"

/**
 * A listing the merchant ended from the grid: every variation (and a product without
 * variations) is offered with stock 0, whatever Medusa holds; prices and content stay in step.
 */
export function withoutStock(input: SyncInput): SyncInput {
  const facts = Object.fromEntries(Object.entries(input.facts).map(([variantId, f]) => [variantId, { ...f, stock: 0 }]))
  return { ...input, facts }
}
