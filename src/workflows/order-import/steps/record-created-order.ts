import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SalesOrder } from "../../../client/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type { ClaimedOrder } from "../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { enqueueProducts } from "../../../queue/enqueue"
import type { CreatedOrder } from "./find-created-order"

export const recordCreatedOrderStepId = "marketplace-exchange-record-created-order"

/**
 * This step records the created Medusa order on the ledger row (state `created`: ForeignOrderId is
 * still to be written), and marks the sold variations' stock at the service as unknown: the sale lowered it
 * there (spec 1 rule 8), which for a variant whose inventory Medusa does not manage nothing in
 * Medusa would ever correct, so their products are queued and their stock sent again.
 */
export const recordCreatedOrderStep = createStep(
  recordCreatedOrderStepId,
  async (
    { claim, created, order }: { claim: ClaimedOrder; created: CreatedOrder; order: Pick<SalesOrder, "SalesOrderItems"> },
    { container }
  ) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const items = (order.SalesOrderItems ?? [])
      .filter((i) => i.ProductId)
      .map((i) => ({ productId: String(i.ProductId), variationId: i.ProductVariationId ? String(i.ProductVariationId) : null }))
    // The sale lowered the stock at the order's account: that account's products are sent again.
    await enqueueProducts(container, await service.markSoldStockStale(claim.account_id, items), { accountId: claim.account_id })
    await service.advanceOrderImport(claim, { state: "created", medusa_order_id: created.id, display_id: created.display_id })
    return new StepResponse(true)
  }
)
