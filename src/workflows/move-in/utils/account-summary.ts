import type { Product, ProductVariation } from "../../../client"
import type { AccountProduct } from "./match-account"

/** What the plan keeps of an account product (the scan item's `remote`), as the admin shows it beside the Medusa product. */
export interface AccountProductSummary {
  title: string
  foreign_id: string | null
  product_type: number
  ean: string | null
  upc: string | null
  isbn: string | null
  stock: number
  price: string | null
  /** Its variations by the service's id (a variation set's), filled by the scan's second phase. */
  variations?: Record<string, { sku: string | null; foreign_id: string | null; stock: number; price: string | null }>
}

export function summarizeProduct(product: Product): AccountProductSummary {
  return {
    title: product.Title,
    foreign_id: product.ForeignId ?? null,
    product_type: Number(product.ProductType),
    ean: product.Ean ?? null,
    upc: product.Upc ?? null,
    isbn: product.Isbn ?? null,
    stock: Number(product.StockAmount ?? 0),
    price: product.Price ?? null,
  }
}

/** A page of variations, grouped by their product's id, as the scan adds them to its items. */
export function variationsByProduct(variations: ProductVariation[]): Record<string, NonNullable<AccountProductSummary["variations"]>> {
  const grouped: Record<string, NonNullable<AccountProductSummary["variations"]>> = {}
  for (const v of variations) {
    const productId = String(v.ProductId)
    grouped[productId] ??= {}
    grouped[productId][String(v.Id)] = {
      sku: v.Sku ?? null,
      foreign_id: v.ForeignId ?? null,
      stock: Number(v.StockAmount ?? 0),
      price: v.Price ?? null,
    }
  }
  return grouped
}

/** The matcher's view of a scan item. */
export function toAccountProduct(remoteId: string, summary: AccountProductSummary): AccountProduct {
  return {
    id: remoteId,
    foreignId: summary.foreign_id,
    title: summary.title,
    productType: summary.product_type,
    gtins: [summary.ean, summary.upc, summary.isbn].filter((code): code is string => Boolean(code)),
    variations: Object.entries(summary.variations ?? {}).map(([id, v]) => ({ id, sku: v.sku, foreignId: v.foreign_id })),
  }
}
