import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { askLive } from "../../../live/ask-live"
import { ledgerRowFor } from "../ledger-row"

/**
 * A marketplace order's history at the service (GetSalesOrderHistory, spec 4.3), parsed into
 * dated entries, asked live within 5 s. Always 200 for a known order: `history` is null with
 * the reason when the service did not answer. `:id` is the Medusa order id (or the ledger id).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const row = await ledgerRowFor(service, req.params.id)
  const answer = (history: unknown[] | null, reason: string | null, timedOut = false) =>
    res.json({ history, reason, timed_out: timedOut, checked_at: new Date() })
  const read = await askLive(service, (client) => client.operations.getSalesOrderHistory(row.remote_order_id))
  return read.ok ? answer(read.value, null) : answer(null, read.reason, read.timedOut)
}
