import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { likePattern } from "../list-query"
import { ledgerView } from "./ledger-view"
import type { GetMarketplaceOrdersType } from "./validators"
import type { OrderListAnswer } from "./order-answer"

/**
 * The order ledger, newest first: what was imported, what is parked and why; by state, with a
 * search in the marketplace's order number, the service's order id and the store's order number.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { state, q, limit, offset } = req.validatedQuery as GetMarketplaceOrdersType
  const filters: Record<string, unknown> = state?.length ? { state } : {}
  if (q) {
    const like = { $ilike: likePattern(q) }
    filters.$or = [{ platform_order_id: like }, { remote_order_id: like }, { display_id: q.replace(/^#/, "") }, { medusa_order_id: q }]
  }
  const [[rows, count], states, run] = await Promise.all([
    service.listAndCountOrderImports(filters, { take: limit, skip: offset, order: { created_at: "DESC" } }),
    service.countOrderImportStates(),
    service.getImportRunState(),
  ])
  const answer: OrderListAnswer = {
    orders: rows.map(ledgerView),
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
