import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ChannelProductRow } from "../../../modules/marketplace-exchange/service"

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
