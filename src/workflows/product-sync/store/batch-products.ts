import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

/**
 * Which products a batch of the `sync_all` task queues: every product of the marketplace's sales
 * channel (Sync all), or every product the service holds (a settings change that every listing
 * must show: stock buffer, region, strike prices).
 */
export type BatchScope = { salesChannelId: string } | { listed: true }

/** Product ids read per page by a batch: memory stays flat however large the catalog. */
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

const LISTED = { remote_product_id: { $ne: null } }

/** How many products the service holds (those with a remote id). */
export async function countListedProducts(container: MedusaContainer): Promise<number> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const [, count] = await service.listAndCountProductSyncStates(LISTED, { select: ["id"], take: 1 })
  return count
}

/** The next page of the batch's product ids after `after`, in id order (a keyset page, as channelProductsAfter). */
export async function batchProductsAfter(container: MedusaContainer, scope: BatchScope, after: string | null): Promise<string[]> {
  if ("salesChannelId" in scope) return channelProductsAfter(container, scope.salesChannelId, after)
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const rows = await service.listProductSyncStates(
    { ...LISTED, ...(after ? { product_id: { $gt: after } } : {}) },
    { select: ["product_id"], take: CHANNEL_PAGE, order: { product_id: "ASC" } }
  )
  return rows.map((row) => row.product_id)
}
