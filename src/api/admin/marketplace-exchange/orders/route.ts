import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { accountIdOf } from "../account-of-request"
import { likePattern } from "../list-query"
import { ledgerView } from "./ledger-view"
import type { GetMarketplaceOrdersType } from "./validators"
import type { OrderListAnswer } from "./order-answer"

/**
 * An account's order ledger (`?account_id=`, the first account when not named; 404 for an
 * unknown one), newest first: what was imported, what is parked and why; by state, with a
 * search in the marketplace's order number, the service's order id and the store's order number.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { state, q, limit, offset } = req.validatedQuery as GetMarketplaceOrdersType
  const accountId = accountIdOf(req)
  // Read first: an id no account has is a 404, not an empty list.
  const { account } = await service.getSettings(accountId)
  const filters: Record<string, unknown> = { account_id: accountId, ...(state?.length ? { state } : {}) }
  if (q) {
    const like = { $ilike: likePattern(q) }
    filters.$or = [{ platform_order_id: like }, { remote_order_id: like }, { display_id: q.replace(/^#/, "") }, { medusa_order_id: q }]
  }
  const [[rows, count], states, run] = await Promise.all([
    service.listAndCountOrderImports(filters, { take: limit, skip: offset, order: { created_at: "DESC" } }),
    service.countOrderImportStates(accountId),
    service.getImportRunState(accountId),
  ])
  const answer: OrderListAnswer = {
    account_id: accountId,
    account_name: account.name,
    orders: rows.map((row) => ledgerView(row, account.name)),
    count,
    limit,
    offset,
    states,
    last_import_at: run.lastImportAt,
    last_import_error: run.lastImportError,
    last_import_error_words: run.lastImportErrorWords,
  }
  res.json(answer)
}
