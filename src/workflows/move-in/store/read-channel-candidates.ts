import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { channelProductsAfter } from "../../shared/channel-products"
import type { ChannelCandidate } from "../utils/match-account"

type GraphVariant = { id: string; sku: string | null; ean: string | null; upc: string | null; barcode: string | null }
type GraphProduct = { id: string; title: string | null; variants?: Array<GraphVariant | null> | null }

/**
 * Every product of the marketplace channel as the move-in matches it: its variants' SKUs and
 * GTINs (Medusa's EAN, UPC and barcode fields), read through Query a page of 1,000 at a time.
 */
export async function readChannelCandidates(container: MedusaContainer, salesChannelId: string): Promise<ChannelCandidate[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const candidates: ChannelCandidate[] = []
  let after: string | null = null
  for (;;) {
    const ids = await channelProductsAfter(container, salesChannelId, after)
    if (!ids.length) break
    const { data } = await query.graph({
      entity: "product",
      fields: ["id", "title", "variants.id", "variants.sku", "variants.ean", "variants.upc", "variants.barcode"],
      filters: { id: ids },
    })
    for (const product of data as GraphProduct[]) {
      candidates.push({
        id: product.id,
        title: product.title ?? "",
        variants: (product.variants ?? [])
          .filter((v): v is GraphVariant => Boolean(v))
          .map((v) => ({ id: v.id, sku: v.sku ?? null, gtins: [v.ean, v.upc, v.barcode].filter((c): c is string => Boolean(c)) })),
      })
    }
    after = ids[ids.length - 1]
  }
  return candidates
}
