import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { CHANNEL_PAGE, channelProductsAfter } from "../../shared/channel-products"

/**
 * Which products a batch of the `sync_all` task queues: every product of the marketplace's sales
 * channel (Sync all), or every product the service holds (a settings change that every listing
 * must show: stock buffer, region, strike prices).
 */
export type BatchScope = { salesChannelId: string } | { listed: true }

const LISTED = { remote_product_id: { $ne: null } }

/** How many products the account's service holds (those with a remote id). */
export async function countListedProducts(container: MedusaContainer, accountId: string): Promise<number> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const [, count] = await service.listAndCountProductSyncStates({ ...LISTED, account_id: accountId }, { select: ["id"], take: 1 })
  return count
}

/** The next page of the account's batch's product ids after `after`, in id order (a keyset page, as channelProductsAfter). */
export async function batchProductsAfter(
  container: MedusaContainer,
  accountId: string,
  scope: BatchScope,
  after: string | null
): Promise<string[]> {
  if ("salesChannelId" in scope) return channelProductsAfter(container, scope.salesChannelId, after)
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const rows = await service.listProductSyncStates(
    { ...LISTED, account_id: accountId, ...(after ? { product_id: { $gt: after } } : {}) },
    { select: ["product_id"], take: CHANNEL_PAGE, order: { product_id: "ASC" } }
  )
  return rows.map((row) => row.product_id)
}
