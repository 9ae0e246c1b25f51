import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { syncStateLoaderOf } from "../steps/load-product-for-sync"

/**
 * Whether an account's product task has anything to do: the product is in the account's sales
 * channel, or the account keeps a record of it (its listing to end, a mark, a row of its grid to
 * forget). A store event queues a task per account (one stock pool), and most of them are for
 * products of another account's channel: answered here by a few indexed reads instead of loading
 * the product with its stock, prices and categories. A product with no channel set up is left
 * to the sync, which says what is missing.
 */
export async function productConcernsAccount(container: MedusaContainer, settings: SettingsSnapshot, productId: string): Promise<boolean> {
  const channelId = settings.sync.sales_channel_id
  if (!channelId) return true
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const accountId = settings.account.id
  if (await syncStateLoaderOf(service, accountId)(productId)) return true
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: links }, held] = await Promise.all([
    query.graph({
      entity: "product_sales_channel",
      fields: ["product_id"],
      filters: { product_id: productId, sales_channel_id: channelId },
      pagination: { skip: 0, take: 1 },
    }),
    service.heldChannelProducts(accountId, [productId]),
  ])
  return links.length > 0 || held.length > 0
}
