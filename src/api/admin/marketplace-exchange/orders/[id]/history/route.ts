import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { orderAnswers404 } from "../../../../../../client"
import { askLive } from "../../../live/ask-live"
import { ledgerRowFor } from "../ledger-row"
import { spoken, type CodedMessage } from "../../../../../../messages"
import type { HistoryEntry } from "../../../../../../client/history"
import type { OrderHistoryAnswer } from "../../order-answer"

/**
 * A marketplace order's history at the service (GetSalesOrderHistory, spec 4.3), parsed into
 * dated entries, asked live within 5 s. Always 200 for a known order: `history` is null with
 * the reason when the service did not answer. `:id` is the Medusa order id (or the ledger id).
 * A closed order is gone at the service: it is not asked, and one that answers 404 is closed.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const row = await ledgerRowFor(service, req.params.id)
  const answer = (history: HistoryEntry[] | null, reason: { message: string; words: CodedMessage } | null, timedOut = false) =>
    res.json({
      history,
      reason: reason?.message ?? null,
      reason_words: reason?.words ?? null,
      timed_out: timedOut,
      checked_at: new Date(),
    } satisfies OrderHistoryAnswer)
  const gone = spoken("live.order_gone", {})
  if (row.state === "closed") return answer(null, gone)
  let notHeld = false
  // Asked of the account the order came from.
  const read = await askLive(
    service,
    (client) =>
      client.operations.getSalesOrderHistory(row.remote_order_id).catch(async (error) => {
        notHeld = await orderAnswers404(client, row.remote_order_id, error)
        throw error
      }),
    row.account_id
  )
  if (notHeld) {
    await service.closeGoneOrders(row.account_id, [row.remote_order_id])
    return answer(null, gone)
  }
  return read.ok ? answer(read.value, null) : answer(null, { message: read.reason, words: read.reasonWords }, read.timedOut)
}
