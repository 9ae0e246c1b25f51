import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { importSalesOrder } from "../../../../../../workflows/order-import/run/import-sales-order"
import { loadOrderImportContext } from "../../../../../../workflows/order-import/run/import-targets"
import { withServiceErrors } from "../../../errors"
import { ledgerView } from "../../ledger-view"
import { ledgerRowFor } from "../ledger-row"

const goneWords = (name: string) =>
  `The exchange service no longer holds marketplace order ${name} (its sales orders were emptied, or it answered 404), so it ` +
  `cannot be imported; it is closed and not asked for again.`

/**
 * Try a parked (or stuck) order again now, after the merchant fixed the cause: the import workflow, as the order's task runs it.
 * A closed order is gone at the service (issue 29): it is not asked for, and one that answers 404 now is closed.
 */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const row = await ledgerRowFor(service, req.params.id)
  if (row.state === "completed")
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `Marketplace order ${row.platform_order_id ?? row.remote_order_id} is already imported as order #${row.display_id}.`
    )
  const name = row.platform_order_id ?? row.remote_order_id
  if (row.state === "closed") throw new MedusaError(MedusaError.Types.NOT_ALLOWED, goneWords(name))
  const ctx = await loadOrderImportContext(req.scope)
  await service.reopenOrderImport(row.id)
  const { outcome } = await importSalesOrder(req.scope, row.remote_order_id, ctx)
  if (outcome === "closed") throw new MedusaError(MedusaError.Types.NOT_ALLOWED, goneWords(name))
  const [after] = await service.listOrderImports({ id: row.id }, { take: 1 })
  res.json({ outcome, order: ledgerView(after) })
})
