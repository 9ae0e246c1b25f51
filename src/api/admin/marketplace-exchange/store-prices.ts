import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, QueryContext } from "@medusajs/framework/utils"
import { compareMoney, toMoney } from "../../../workflows/shared/money"

/** A product's store prices: per variant, and the product's own (its lowest, as the service's Price of a product is). */
export type StorePrices = { price: string | null; variants: Record<string, string | null> }

/**
 * The store's prices the price rule starts from (the variants' calculated prices in the
 * marketplace's region, as the sync reads them), read live so the admin shows them beside the
 * prices sent to eBay: a store price that changed and is not sent yet shows as it is. Products
 * without prices in the region (or no region chosen) have none.
 */
export async function storePrices(
  scope: MedusaContainer,
  productIds: string[],
  regionId: string | null
): Promise<Map<string, StorePrices>> {
  const prices = new Map<string, StorePrices>()
  if (!regionId || !productIds.length) return prices
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: regions } = await query.graph({ entity: "region", fields: ["id", "currency_code"], filters: { id: regionId } })
  const region = regions[0] as { id: string; currency_code: string } | undefined
  if (!region) return prices
  const { data } = await query.graph({
    entity: "product",
    fields: ["id", "variants.id", "variants.calculated_price.calculated_amount"],
    filters: { id: productIds },
    context: { variants: { calculated_price: QueryContext({ region_id: region.id, currency_code: region.currency_code }) } },
  })
  type Row = { id: string; variants?: Array<{ id: string; calculated_price?: { calculated_amount?: number | null } | null } | null> }
  for (const product of data as Row[]) {
    const variants = Object.fromEntries(
      (product.variants ?? [])
        .filter((v): v is NonNullable<typeof v> => Boolean(v))
        .map((v) => [v.id, v.calculated_price?.calculated_amount != null ? toMoney(v.calculated_price.calculated_amount) : null])
    )
    const priced = Object.values(variants).filter((p): p is string => p !== null)
    prices.set(product.id, { price: priced.sort(compareMoney)[0] ?? null, variants })
  }
  return prices
}
