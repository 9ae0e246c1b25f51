import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type { OrderWriteBackState } from "../../../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { loadOrderFacts } from "../../../../../workflows/order-write-back/steps/load-write-back-input"
import { ledgerView } from "../ledger-view"
import { writeBackView } from "../write-back-view"
import { ledgerRowFor } from "./ledger-row"
import type { OrderAnswer } from "../order-answer"

/**
 * A marketplace order's import and write-back state from what the plugin and Medusa stored
 * (no call to the service): payment and shipping as reported, and the write-back still queued.
 * `:id` is the Medusa order id (or the ledger id); the answer names the order's account. Its history at the marketplace is GET history.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const row = await ledgerRowFor(service, req.params.id)
  // The order's own account: its name, and its carrier map (what its write-back sends).
  const settings = await service.getSettings(row.account_id)
  const [loaded, work] = row.medusa_order_id
    ? await Promise.all([
        loadOrderFacts(req.scope, row.medusa_order_id, settings.sync.carrier_map),
        service.taskStatusOf("sales_order", row.account_id, row.remote_order_id).then((status) => status.pending),
      ])
    : [null, null]
  const answer: OrderAnswer = {
    order: {
      ...ledgerView(row, settings.account.name),
      ...(loaded
        ? writeBackView(loaded.facts, (row.writeback ?? {}) as OrderWriteBackState, loaded.unmappedCarriers)
        : { payment: null, unmapped_carriers: [] }),
      queued: work
        ? { state: work.state, run_after: work.runAfter, last_error: work.lastError, last_error_words: work.lastErrorWords }
        : null,
    },
  }
  res.json(answer)
}
