import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { SalesOrder } from "../../../client/types"
import { PRODUCT_TYPE } from "../../../protocol/schema"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { VariantLookup } from "../utils/map-sales-order"
import { byVariantRank } from "../../shared/variant-order"

/**
 * Remote ids of the products the orders' items name, from what the plugin pushed of them to the
 * orders' account (remote ids are its own).
 */
export interface RemoteIdIndex {
  byRemoteVariationId: Record<string, string>
  /** Remote id of a single product -> its Medusa product id (its one variant is looked up). */
  singleProductByRemoteId: Record<string, string>
}

/**
 * The remote ids these orders' items name, mapped to Medusa's products and variants: read for
 * just those products (a page of orders costs the same with 100,000 products as with 100;
 * reading every product's snapshot did not).
 */
export async function remoteIdIndexFor(container: MedusaContainer, accountId: string, orders: SalesOrder[]): Promise<RemoteIdIndex> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const items = orders.flatMap((order) => order.SalesOrderItems ?? [])
  const pushed = await service.pushedProductsOf(accountId, {
    productIds: items.map((i) => i.ProductId).filter((id): id is string => Boolean(id)),
    variationIds: items.filter((i) => !i.ProductId && i.ProductVariationId).map((i) => i.ProductVariationId!),
  })
  const index: RemoteIdIndex = { byRemoteVariationId: {}, singleProductByRemoteId: {} }
  for (const product of pushed) {
    if (product.product_type === PRODUCT_TYPE.single && product.remote_product_id)
      index.singleProductByRemoteId[product.remote_product_id] = product.product_id
    for (const [variantId, variation] of Object.entries(product.variations ?? {})) {
      // A retired variation's variant is gone from Medusa, and an unmatched one never was one:
      // their sales must park, not fail to create.
      if (variation.remoteId && !variation.retired && !variation.unmatched) index.byRemoteVariationId[variation.remoteId] = variantId
    }
  }
  return index
}

/**
 * The lookup for a page of orders: the remote ids of the products its items name plus what only
 * Medusa knows (a single product's one variant, which variant ids exist, SKUs), queried for just
 * the ids and SKUs this page mentions.
 */
export async function variantLookupFor(container: MedusaContainer, accountId: string, orders: SalesOrder[]): Promise<VariantLookup> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const index = await remoteIdIndexFor(container, accountId, orders)
  const items = orders.flatMap((order) => order.SalesOrderItems ?? [])
  const singleProductIds = [
    ...new Set(
      items.map((i) => (i.ProductId ? index.singleProductByRemoteId[i.ProductId] : undefined)).filter((id): id is string => Boolean(id))
    ),
  ]
  const foreignIds = [...new Set(items.map((i) => i.ProductVariationForeignId).filter((id): id is string => Boolean(id)))]
  const skus = [...new Set(items.map((i) => i.ProductVariationSku ?? i.Sku).filter((sku): sku is string => Boolean(sku)))]

  // Only the page's variations: the lookup travels as the import workflow's input, copied per order.
  const byRemoteVariationId: Record<string, string> = {}
  for (const item of items)
    if (item.ProductVariationId && index.byRemoteVariationId[item.ProductVariationId])
      byRemoteVariationId[item.ProductVariationId] = index.byRemoteVariationId[item.ProductVariationId]
  const lookup: VariantLookup = { byRemoteVariationId, byRemoteProductId: {}, knownVariantIds: {}, bySku: {} }
  if (singleProductIds.length) {
    const { data } = await query.graph({
      entity: "product_variant",
      fields: ["id", "product_id", "variant_rank"],
      filters: { product_id: singleProductIds },
    })
    // A single product that gained variants sells its first alone (A51): the first in the merchant's order is the one sold.
    const variantOfProduct = new Map<string, string>()
    for (const v of (data as Array<{ id: string; product_id: string; variant_rank?: number | null }>).sort(byVariantRank))
      if (!variantOfProduct.has(v.product_id)) variantOfProduct.set(v.product_id, v.id)
    for (const item of items) {
      const productId = item.ProductId ? index.singleProductByRemoteId[item.ProductId] : undefined
      const variantId = productId ? variantOfProduct.get(productId) : undefined
      if (variantId) lookup.byRemoteProductId[item.ProductId!] = variantId
    }
  }
  if (foreignIds.length || skus.length) {
    const [byId, bySku] = await Promise.all([
      foreignIds.length ? query.graph({ entity: "product_variant", fields: ["id"], filters: { id: foreignIds } }) : { data: [] },
      skus.length ? query.graph({ entity: "product_variant", fields: ["id", "sku"], filters: { sku: skus } }) : { data: [] },
    ])
    for (const v of byId.data as Array<{ id: string }>) lookup.knownVariantIds[v.id] = true
    for (const v of bySku.data as Array<{ id: string; sku: string | null }>) if (v.sku) lookup.bySku[v.sku] = v.id
  }
  return lookup
}
