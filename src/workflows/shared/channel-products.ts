import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ChannelProductRow } from "../../modules/marketplace-exchange/service"

/*
 * What several flows read of a sales channel's products in Medusa: the sync's batches (Sync all),
 * the listings grid's read model, the move-in's candidates.
 */

/** Product ids read per page: memory stays flat however large the catalog. */
export const CHANNEL_PAGE = 1000

/** How many products the sales channel holds (Medusa's product-sales channel link rows, one count). */
export async function countChannelProducts(container: MedusaContainer, salesChannelId: string): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { metadata } = await query.graph({
    entity: "product_sales_channel",
    fields: ["id"],
    filters: { sales_channel_id: salesChannelId },
    pagination: { skip: 0, take: 1 },
  })
  return metadata?.count ?? 0
}

/**
 * The channel's next page of product ids after `after`, in id order: a keyset page that costs
 * the same at the end of a 100,000-product catalog as at its start (an offset would not), and a
 * place to go on from after a crash.
 */
export async function channelProductsAfter(container: MedusaContainer, salesChannelId: string, after: string | null): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_sales_channel",
    fields: ["product_id"],
    filters: { sales_channel_id: salesChannelId, ...(after ? { product_id: { $gt: after } } : {}) },
    pagination: { skip: 0, take: CHANNEL_PAGE, order: { product_id: "ASC" } },
  })
  return data.map((row: { product_id: string | null }) => row.product_id).filter((id): id is string => Boolean(id))
}

type GraphProduct = { id: string; title?: string | null; variants?: Array<{ sku?: string | null } | null> | null }

/** These products of the channel as the read model keeps them: title and the variants' SKUs, one Query read. */
export async function readChannelProducts(container: MedusaContainer, ids: string[], salesChannelId: string): Promise<ChannelProductRow[]> {
  if (!ids.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["id", "title", "variants.sku"], filters: { id: ids } })
  return (data as GraphProduct[]).map((product) => channelProductRow(product, salesChannelId))
}

/** A product as the read model keeps it. */
export function channelProductRow(product: GraphProduct, salesChannelId: string): ChannelProductRow {
  return {
    product_id: product.id,
    sales_channel_id: salesChannelId,
    title: product.title ?? "",
    skus: (product.variants ?? []).map((variant) => variant?.sku ?? "").filter(Boolean),
  }
}
