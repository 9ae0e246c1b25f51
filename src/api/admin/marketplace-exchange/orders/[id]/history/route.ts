import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { withServiceErrors } from "../../../errors"
import type { OrderWriteBackState } from "../../../../../../modules/marketplace-exchange/lib/order-ledger"
import { loadOrderFacts } from "../../../../../../workflows/order-write-back/steps/load-write-back-input"
import { ledgerView } from "../../ledger-view"
import { writeBackView } from "../../write-back-view"
import { ledgerRowFor } from "../ledger-row"

/**
 * A marketplace order's history at the service (GetSalesOrderHistory), parsed into dated
 * entries, with the order's import and write-back state. `:id` is the Medusa order id (or
 * the ledger id).
 */
export const GET = withServiceErrors(async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const row = await ledgerRowFor(service, req.params.id)
  const loaded = row.medusa_order_id ? await loadOrderFacts(req.scope, row.medusa_order_id, (await service.getSyncSettings()).carrierMap) : null
  const order = { ...ledgerView(row), ...(loaded ? writeBackView(loaded.facts, (row.writeback ?? {}) as OrderWriteBackState, loaded.unmappedCarriers) : { payment: null, unmapped_carriers: [] }) }
  const client = await service.getExchangeClient()
  if (!client) throw new MedusaError(MedusaError.Types.INVALID_DATA, "The connection to the exchange service is not set up: enter it in Settings → Marketplace exchange.")
  const history = await client.operations.getSalesOrderHistory(row.remote_order_id)
  res.json({ order, history })
})
