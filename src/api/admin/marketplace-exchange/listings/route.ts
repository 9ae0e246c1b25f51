import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { ShortLived } from "../../../../workflows/shared/short-lived"
import { listingView } from "./listing-view"
import { readListings } from "./read-listings"
import { storePrices } from "../store-prices"
import type { GetListingsType } from "./validators"
import type { ListingsAnswer } from "./listing-answer"
import { settingsOfRequest } from "../account-of-request"

/**
 * The shared warnings read every product's problems: at most once in 10 s per account, channel and
 * instance, not on every page, search and refresh of the grid (a new warning shows within 10 s).
 */
const sharedWarnings = new ShortLived<Array<{ code: string; count: number }>>(10_000)

/**
 * Every product of the account's sales channel with its listing state, from the database
 * only (no call to the service): `{ listings, count, limit, offset, catching_up }` (read-listings.ts).
 * Before a channel is chosen the list is empty and `sales_channel_id` is null, so the page can say why.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { q, state, severity, warning, limit, offset } = req.validatedQuery as GetListingsType
  // The account named (`?account_id=`, 404 for an unknown one), else the first: its channel, its listings.
  const settings = await settingsOfRequest(req)
  const accountId = settings.account.id
  const { sales_channel_id, region_id } = settings.sync
  if (!sales_channel_id) {
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
  const filter = { salesChannelId: sales_channel_id, q, state, severity, warning }
  const [{ rows, count, catchingUp }, shared] = await Promise.all([
    readListings(req.scope, accountId, filter, { limit, offset }),
    sharedWarnings.get(`${accountId}:${sales_channel_id}`, () => service.countSharedWarnings(accountId, sales_channel_id)),
  ])
  // The store's prices of the page's products only: one read beside the database's rows.
  const idOf = (row: object) => String((row as { product_id: unknown }).product_id)
  const prices = await storePrices(req.scope, rows.map(idOf), region_id)
  const answer: ListingsAnswer = {
    listings: rows.map((row) => listingView(row, prices.get(idOf(row)))),
    count,
    limit,
    offset,
    sales_channel_id: sales_channel_id,
    catching_up: catchingUp,
    // A warning many products share, once above the grid: `{ code, count }` (filter by it with `warning=`).
    shared_warnings: shared,
  }
  res.json(answer)
}
