import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { loadOrderImportContext } from "../../../../../../workflows/order-import/run/import-targets"
import { retryOrderAndWait } from "../../../../../../workflows/order-import/run/queue-poll"
import { withServiceErrors } from "../../../errors"
import { ledgerView } from "../../ledger-view"
import { ledgerRowFor } from "../ledger-row"
import { requireOrderImport } from "../../require-order-import"
import { refusal } from "../../../../../../messages/refusal"
import type { OrderRetryAnswer } from "../../order-answer"

/**
 * Try a parked order again now, after the merchant fixed the cause: its task is queued and
 * waited for (up to 10 s, as Import now waits), and the answer says what came of it; one still
 * running after that goes on in the background (202, `running`). Retry all queues them without
 * waiting. Refused while the order import is switched off, as Retry all is. A closed order is
 * gone at the service: it is not asked for, and one that answers 404 now is closed.
 */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const row = await ledgerRowFor(service, req.params.id)
  const order = row.platform_order_id ?? row.remote_order_id
  if (row.state === "completed")
    throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.order.already_imported", {
      order,
      display_id: row.display_id ?? row.medusa_order_id ?? null,
    })
  if (row.state === "closed") throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.order.gone", { order })
  // The merchant gave it up: it is never imported.
  if (row.state === "dismissed")
    throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.order.already_dismissed", { order, reason: row.dismissed_reason ?? "" })
  // The order's own account: its settings say where it goes, its task imports it.
  const settings = await service.getSettings(row.account_id)
  requireOrderImport(settings)
  // What the import needs (a connection, a region, a shipping option) is said now, not after the wait.
  await loadOrderImportContext(req.scope, settings)
  await service.reopenOrderImport(row.account_id, row.id)
  const outcome = await retryOrderAndWait(req.scope, row.account_id, row.remote_order_id)
  if (outcome === "closed") throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.order.gone", { order })
  const [after] = await service.listOrderImports({ id: row.id }, { take: 1 })
  res
    .status(outcome === "running" ? 202 : 200)
    .json({ outcome, order: ledgerView(after, settings.account.name) } satisfies OrderRetryAnswer)
})
