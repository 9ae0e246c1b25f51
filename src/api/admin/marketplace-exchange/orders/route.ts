import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { ledgerView } from "./ledger-view"
import type { GetMarketplaceOrdersType } from "./validators"

/** The order ledger, newest first: what was imported, what is parked and why. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { state, limit, offset } = req.validatedQuery as GetMarketplaceOrdersType
  const [[rows, count], states, run] = await Promise.all([
    service.listAndCountOrderImports(state ? { state } : {}, { take: limit, skip: offset, order: { created_at: "DESC" } }),
    service.countOrderImportStates(),
    service.getImportRunState(),
  ])
  res.json({
    orders: rows.map(ledgerView),
    count,
    limit,
    offset,
    states,
    last_import_at: run.lastImportAt,
    last_import_error: run.lastImportError,
  })
}
