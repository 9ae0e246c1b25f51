import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { codedMessage, renderMessage } from "../../../../../../messages"
import { refusal } from "../../../../../../messages/refusal"
import { ALERT_KEYS, clearAlert } from "../../../../../../workflows/alerts"
import { alertOrdersWaitingForStock } from "../../../../../../workflows/order-import/run/import-one-order"
import { afterHeldImport, heldVariantsOf } from "../../../../../../workflows/order-import/run/retry-waiting-orders"
import { withServiceErrors } from "../../../errors"
import { ledgerView } from "../../ledger-view"
import { ledgerRowFor } from "../ledger-row"
import type { OrderDismissAnswer } from "../../order-answer"
import type { PostDismissOrderType } from "./validators"

/** Why a row that is not parked cannot be dismissed, in the merchant's words. */
function notHeld(row: {
  state: string
  platform_order_id: string | null
  remote_order_id: string
  display_id: string | null
  medusa_order_id: string | null
  dismissed_reason?: string | null
}) {
  const order = row.platform_order_id ?? row.remote_order_id
  if (row.state === "dismissed")
    return refusal(MedusaError.Types.NOT_ALLOWED, "refusal.order.already_dismissed", { order, reason: row.dismissed_reason ?? "" })
  if (row.state === "completed")
    return refusal(MedusaError.Types.NOT_ALLOWED, "refusal.order.already_imported", {
      order,
      display_id: row.display_id ?? row.medusa_order_id ?? null,
    })
  if (row.state === "closed") return refusal(MedusaError.Types.NOT_ALLOWED, "refusal.order.gone", { order })
  return refusal(MedusaError.Types.NOT_ALLOWED, "refusal.order.not_held", { order })
}

/**
 * The merchant gives up a held order that can never be imported (unreadable values, its items
 * gone), with a reason: the row becomes `dismissed`, with who (the admin user, by id and email)
 * and when, and is never imported or written back; Retry all and the account reset pass it by.
 * Only a parked order can be dismissed: one already imported, dismissed, gone at the service or
 * being imported right now is a 400 saying which. `:id` as the orders list names the row.
 */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest<PostDismissOrderType>, res: MedusaResponse) => {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const row = await ledgerRowFor(service, req.params.id)
  if (row.state !== "parked") throw notHeld(row)
  const by = req.auth_context?.actor_id ?? null
  const user = by
    ? await req.scope
        .resolve(Modules.USER)
        .retrieveUser(by)
        .catch(() => null)
    : null
  // The row's state is checked again where it changes: a Retry reopening it meanwhile wins.
  if (!(await service.dismissOrderImport(row.account_id, row.id, { by, byEmail: user?.email ?? null, reason: req.validatedBody.reason }))) {
    const [now] = await service.listOrderImports({ id: row.id }, { take: 1 })
    throw notHeld(now)
  }
  const words = codedMessage("activity.order_dismissed", {
    order: row.platform_order_id ?? row.remote_order_id,
    who: user?.email ?? by ?? "—",
    reason: req.validatedBody.reason,
  })
  await service.withActivitySubject({ accountId: row.account_id, remoteOrderId: row.remote_order_id }, () =>
    service.recordActivity({ action: "order_dismissed", outcome: "ok", message: renderMessage(words, "en"), words })
  )
  // The bell's alert for the waiting order says nothing any more.
  await clearAlert(req.scope, row.account_id, ALERT_KEYS.parked(row.remote_order_id))
  // Stock it waited for is no longer owed to its buyer: the marketplace is offered it again.
  const owed = heldVariantsOf(row)
  if (owed.length) {
    await afterHeldImport(req.scope, owed)
    await alertOrdersWaitingForStock(req.scope, service, row.account_id)
  }
  const [after] = await service.listOrderImports({ id: row.id }, { take: 1 })
  const { account } = await service.getSettings(row.account_id)
  res.json({ order: ledgerView(after, account.name) } satisfies OrderDismissAnswer)
})
