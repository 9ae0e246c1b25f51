import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { AccountChannel, ListingFilter, ListingsFilter } from "../../../../modules/marketplace-exchange/service"
import { channelProductsCaughtUp } from "../../../../workflows/channel-products"
import { countChannelProducts } from "../../../../workflows/shared/channel-products"
import { refusal } from "../../../../messages/refusal"

/** How long a grid load waits for the read model to catch up with the channel before it answers with what it has. */
const GRID_CATCH_UP_MS = 3_000
/** How long a bulk action on a whole filter waits for it: the filter must match what the channel holds. */
const ACTION_CATCH_UP_MS = 30_000

type LinkedProduct = { product_id: string; product?: { title: string | null; thumbnail: string | null; status: string } | null }

/**
 * One page of the listings grid of one account's channel or of several (the grid of every
 * account): filtered, sorted and paged over the plugin's own tables (the read model of the
 * channels' products and the sync rows), and each row's product (title, thumbnail, status) read
 * through Query over the read-only link, never from Medusa's tables. `catching_up`: the read model
 * was still being filled when the grid answered (a first look at a large channel, or a new
 * channel), with how far it got, over every channel listed.
 */
export async function readListings(
  scope: MedusaContainer,
  channels: AccountChannel[],
  filter: ListingsFilter,
  page: { limit: number; offset: number }
) {
  const service: MarketplaceExchangeModuleService = scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  // Each account's catch-up at once: a grid of every account waits no longer than one.
  const caughtUp = await Promise.all(channels.map((c) => channelProductsCaughtUp(scope, c.accountId, c.salesChannelId, GRID_CATCH_UP_MS)))
  const { rows, count } = await service.findListingsOf(channels, filter, page)
  const products = await linkedProducts(
    scope,
    rows.map((row) => String(row.product_id))
  )
  const listed = rows
    .filter((row) => products.has(String(row.product_id)))
    .map((row) => {
      const product = products.get(String(row.product_id))!
      return { ...row, title: product.title, thumbnail: product.thumbnail, product_status: product.status }
    })
  const behind = channels.filter((_, i) => !caughtUp[i])
  const catchingUp = behind.length
    ? await Promise.all(
        behind.map(async (c) => ({
          read: await service.countChannelProducts(c.accountId, c.salesChannelId),
          total: await countChannelProducts(scope, c.salesChannelId),
        }))
      ).then((counts) => counts.reduce((sum, c) => ({ read: sum.read + c.read, total: sum.total + c.total })))
    : null
  return { rows: listed, count, catchingUp }
}

/** Every product id a filter matches in the account's grid, for a bulk action: once the read model holds the whole channel. */
export async function readListingIds(scope: MedusaContainer, accountId: string, filter: ListingFilter): Promise<string[]> {
  if (!(await channelProductsCaughtUp(scope, accountId, filter.salesChannelId, ACTION_CATCH_UP_MS))) {
    throw refusal(MedusaError.Types.CONFLICT, "refusal.listings.still_reading", {})
  }
  const service: MarketplaceExchangeModuleService = scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  return service.findListingIds(accountId, filter)
}

/** The page's products through the read-only link (src/links/channel-product.ts); a product deleted meanwhile is left out. */
async function linkedProducts(scope: MedusaContainer, productIds: string[]) {
  if (!productIds.length) return new Map<string, NonNullable<LinkedProduct["product"]>>()
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "marketplace_exchange_channel_product",
    fields: ["product_id", "product.title", "product.thumbnail", "product.status"],
    filters: { product_id: productIds },
  })
  return new Map((data as LinkedProduct[]).filter((row) => row.product).map((row) => [row.product_id, row.product!] as const))
}

/** Which of these ids are products of the channel (Medusa's link, through Query): a bulk action on others is refused by name. */
export async function productsInChannel(scope: MedusaContainer, salesChannelId: string, ids: string[]): Promise<Set<string>> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_sales_channel",
    fields: ["product_id"],
    filters: { sales_channel_id: salesChannelId, product_id: ids },
  })
  return new Set((data as Array<{ product_id: string }>).map((row) => row.product_id))
}
