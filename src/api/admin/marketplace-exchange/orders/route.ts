import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { listedAccountsOf } from "../account-of-request"
import { likePattern } from "../list-query"
import { ledgerView } from "./ledger-view"
import type { GetMarketplaceOrdersType } from "./validators"
import type { ImportRunAnswer, OrderListAnswer } from "./order-answer"

/**
 * An account's order ledger (`?account_id=`, the first account when not named; 404 for an
 * unknown one), or every account's (`account_id=all`, each row naming its account), newest first:
 * what was imported, what is parked and why; by state, with a search in the marketplace's order
 * number, the service's order id and the store's order number.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { state, q, limit, offset } = req.validatedQuery as GetMarketplaceOrdersType
  // Read first: an id no account has is a 404, not an empty list.
  const { all, accounts } = await listedAccountsOf(req)
  const names = new Map(accounts.map(({ account }) => [account.id, account.name]))
  const ids = [...names.keys()]
  const filters: Record<string, unknown> = { account_id: ids, ...(state?.length ? { state } : {}) }
  if (q) {
    const like = { $ilike: likePattern(q) }
    filters.$or = [{ platform_order_id: like }, { remote_order_id: like }, { display_id: q.replace(/^#/, "") }, { medusa_order_id: q }]
  }
  const [[rows, count], states, runs] = await Promise.all([
    // The id settles equal times, so paging across accounts never shows a row twice or skips one.
    service.listAndCountOrderImports(filters, { take: limit, skip: offset, order: { created_at: "DESC", id: "ASC" } }),
    service.countOrderImportStates(all ? ids : ids[0]),
    Promise.all(
      ids.map(async (id): Promise<ImportRunAnswer> => {
        const run = await service.getImportRunState(id)
        return {
          account_id: id,
          account_name: names.get(id)!,
          last_import_at: run.lastImportAt,
          last_import_error: run.lastImportError,
          last_import_error_words: run.lastImportErrorWords,
        }
      })
    ),
  ])
  const latest = runs.map((run) => run.last_import_at).reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null)
  const failed = runs.find((run) => run.last_import_error)
  const answer: OrderListAnswer = {
    account_id: all ? "all" : ids[0],
    account_name: all ? null : names.get(ids[0])!,
    orders: rows.map((row) => ledgerView(row, names.get(row.account_id) ?? row.account_id)),
    count,
    limit,
    offset,
    states,
    last_import_at: latest,
    last_import_error: failed?.last_import_error ?? null,
    last_import_error_words: failed?.last_import_error_words ?? null,
    imports: runs,
  }
  res.json(answer)
}
