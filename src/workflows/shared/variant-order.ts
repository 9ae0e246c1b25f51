/** What the order of a product's variants is read from. */
export interface RankedVariant {
  id: string
  variant_rank?: number | null
}

/**
 * Variants in the merchant's order; ties (variant_rank stays 0 until ordered) by id, so a product
 * always maps the same way. A single product that gained variants sells the first alone (A51),
 * and its orders are that variant's.
 */
export const byVariantRank = (a: RankedVariant, b: RankedVariant) =>
  (a.variant_rank ?? 0) - (b.variant_rank ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
