import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SalesOrder } from "../../../client/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import { type ClaimedOrder, FIRST_ACCOUNT_ID } from "../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { MONETARY_PAYMENT_STATUS_PAID } from "../../../protocol/schema"
import { ORDER_METADATA_KEYS } from "../../shared/metadata-keys"
import type { ImportTargets } from "../utils/map-sales-order"
import { completeFoundOrder } from "../store/complete-found-order"

export const findCreatedOrderStepId = "marketplace-exchange-find-created-order"

export type CreatedOrder = { id: string; display_id: string }

/**
 * The Medusa order already created for a remote order of the account, found by the metadata the
 * import writes: covers a crash after the order was created but before the ledger recorded it.
 * Another account's order with the same remote id is not it; an order marked with no account was
 * imported before there were several, so it is the first account's.
 */
export async function findImportedOrder(
  container: MedusaContainer,
  accountId: string,
  remoteOrderId: string
): Promise<CreatedOrder | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "display_id", "metadata"],
    filters: { metadata: { [ORDER_METADATA_KEYS.remoteOrderId]: remoteOrderId } } as Record<string, unknown>,
  })
  const accountOf = (order: { metadata?: Record<string, unknown> | null }) =>
    (order.metadata?.[ORDER_METADATA_KEYS.accountId] as string | undefined) ?? FIRST_ACCOUNT_ID
  const order = (data as Array<{ id: string; display_id: number | string; metadata?: Record<string, unknown> | null }>).find(
    (candidate) => accountOf(candidate) === accountId
  )
  return order ? { id: order.id, display_id: String(order.display_id) } : null
}

/**
 * This step finds the Medusa order an earlier attempt created for this remote order: recorded on
 * the ledger row, or (for a run that died before recording it) by the order's metadata, and
 * then completed with what that attempt may not have added. A marketplace-paid order is marked
 * paid in the ledger first, so no PaidAmount is echoed back (spec 1 rule 10).
 */
export const findCreatedOrderStep = createStep(
  findCreatedOrderStepId,
  async (
    { claim, order, targets }: { claim: ClaimedOrder; order: Pick<SalesOrder, "Id" | "MonetaryPaymentStatus">; targets: ImportTargets },
    { container }
  ) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const paidOnMarketplace = order.MonetaryPaymentStatus === MONETARY_PAYMENT_STATUS_PAID
    if (paidOnMarketplace) await service.mergeOrderWriteBack(claim.id, { paid: true })
    if (claim.state === "created" && claim.medusa_order_id)
      return new StepResponse<CreatedOrder | null>({ id: claim.medusa_order_id, display_id: claim.display_id! })
    // Only a row an earlier run opened can have an order already created.
    if (claim.attempts <= 1) return new StepResponse(null)
    const found = await findImportedOrder(container, claim.account_id, order.Id)
    if (found) await completeFoundOrder(container, found.id, targets.salesChannelId, paidOnMarketplace)
    return new StepResponse(found)
  }
)
