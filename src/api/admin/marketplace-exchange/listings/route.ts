import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { ShortLived } from "../../../../workflows/shared/short-lived"
import { listingView } from "./listing-view"
import { readListings } from "./read-listings"
import { storePrices } from "../store-prices"
import type { GetListingsType } from "./validators"
import type { ListingsAnswer } from "./listing-answer"
import { listedAccountsOf } from "../account-of-request"

/**
 * The shared warnings read every product's problems: at most once in 10 s per accounts' channels and
 * instance, not on every page, search and refresh of the grid (a new warning shows within 10 s).
 */
const sharedWarnings = new ShortLived<Array<{ code: string; count: number }>>(10_000)

/**
 * Every product of the account's sales channel with its listing state, from the database
 * only (no call to the service): `{ listings, count, limit, offset, catching_up }` (read-listings.ts).
 * Of the account named (`?account_id=`, 404 for an unknown one), else the first; `account_id=all`:
 * of every account's channel, each row naming its account (a product of two accounts' channels
 * is a row of each). Before a channel is chosen the list is empty and `sales_channel_id` is null,
 * so the page can say why.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { q, state, severity, warning, limit, offset } = req.validatedQuery as GetListingsType
  const { accounts } = await listedAccountsOf(req)
  // The accounts with a channel: one without lists nothing yet.
  const channels = accounts.flatMap((a) =>
    a.sync.sales_channel_id ? [{ accountId: a.account.id, salesChannelId: a.sync.sales_channel_id }] : []
  )
  if (!channels.length) {
    res.json({
      listings: [],
      count: 0,
      limit,
      offset,
      sales_channel_id: null,
      catching_up: null,
      shared_warnings: [],
    } satisfies ListingsAnswer)
    return
  }
  const filter = { q, state, severity, warning }
  const [{ rows, count, catchingUp }, shared] = await Promise.all([
    readListings(req.scope, channels, filter, { limit, offset }),
    sharedWarnings.get(channels.map((c) => `${c.accountId}:${c.salesChannelId}`).join(","), () => service.countSharedWarningsOf(channels)),
  ])
  // The store's prices of the page's products only, each in its account's region: one read per region beside the database's rows.
  const accountOf = new Map(accounts.map((a) => [a.account.id, a]))
  const field = (row: object, name: "account_id" | "product_id") => String((row as Record<string, unknown>)[name])
  const regionOf = (row: object) => accountOf.get(field(row, "account_id"))?.sync.region_id ?? null
  const regions = new Map<string | null, string[]>()
  for (const row of rows) regions.set(regionOf(row), [...(regions.get(regionOf(row)) ?? []), field(row, "product_id")])
  const prices = new Map(
    await Promise.all([...regions].map(async ([region, ids]) => [region, await storePrices(req.scope, ids, region)] as const))
  )
  const answer: ListingsAnswer = {
    listings: rows.map((row) => {
      const id = field(row, "account_id")
      return listingView(row, accountOf.get(id)?.account.name ?? id, prices.get(regionOf(row))?.get(field(row, "product_id")))
    }),
    count,
    limit,
    offset,
    // One account's channel; of every account, the first's that has one.
    sales_channel_id: channels[0].salesChannelId,
    catching_up: catchingUp,
    // A warning many products share, once above the grid: `{ code, count }` (filter by it with `warning=`).
    shared_warnings: shared,
  }
  res.json(answer)
}
