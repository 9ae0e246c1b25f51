import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { SalesOrder } from "../../../client/types"
import { PRODUCT_TYPE } from "../../../protocol/schema"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { VariantLookup } from "../utils/map-sales-order"
import type { ProductSnapshot } from "../../product-sync/utils/snapshot"

/** Remote ids from the sync snapshots: loaded once per import run, they do not change during it. */
export interface RemoteIdIndex {
  byRemoteVariationId: Record<string, string>
  /** Remote id of a single product -> its Medusa product id (its one variant is looked up). */
  singleProductByRemoteId: Record<string, string>
}

export async function loadRemoteIdIndex(container: MedusaContainer): Promise<RemoteIdIndex> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const states = await service.listProductSyncStates({}, { select: ["product_id", "snapshot"], take: null as unknown as number })
  const index: RemoteIdIndex = { byRemoteVariationId: {}, singleProductByRemoteId: {} }
  for (const state of states) {
    const snapshot = state.snapshot as ProductSnapshot | null
    if (!snapshot?.remoteId) continue
    if (snapshot.productType === PRODUCT_TYPE.single) index.singleProductByRemoteId[snapshot.remoteId] = state.product_id
    for (const [variantId, variation] of Object.entries(snapshot.variations ?? {})) {
      // A retired variation's variant is gone from Medusa: its sales must park, not fail to create.
      if (variation.remoteId && !variation.retired) index.byRemoteVariationId[variation.remoteId] = variantId
    }
  }
  return index
}

/**
 * The lookup for a page of orders: the run's remote-id index plus what only Medusa knows
 * (a single product's one variant, which variant ids exist, SKUs), queried for just the ids
 * and SKUs this page mentions.
 */
export async function variantLookupFor(container: MedusaContainer, index: RemoteIdIndex, orders: SalesOrder[]): Promise<VariantLookup> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
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
      fields: ["id", "product_id"],
      filters: { product_id: singleProductIds },
    })
    const variantOfProduct = new Map(data.map((v: { id: string; product_id: string }) => [v.product_id, v.id]))
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
