import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SalesOrder } from "../../../client/types"
import { spoken } from "../../../messages"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type { ClaimedOrder } from "../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const claimOrderImportStepId = "marketplace-exchange-claim-order-import"

/** What a claim is released with when a later step failed; the run adds the failure's own. */
const INTERRUPTED = spoken("import.interrupted", {})

/**
 * This step claims the remote order's ledger row for this worker (null: another worker holds it,
 * or it is done or parked; `byTask`: the order's queue task, which takes over its earlier run's
 * claim). If a later step fails, the claim is released so the next run resumes where this one
 * stopped; what was recorded stays recorded.
 */
export const claimOrderImportStep = createStep(
  claimOrderImportStepId,
  async ({ order, byTask }: { order: Pick<SalesOrder, "Id" | "PlatformOrderId">; byTask: boolean }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const claim = await service.claimOrderImport(order.Id, order.PlatformOrderId ?? null, { byTask })
    return new StepResponse(claim, claim)
  },
  async (claim: ClaimedOrder | null | undefined, { container }) => {
    if (!claim) return
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.releaseOrderImport(claim, INTERRUPTED)
  }
)
