import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type { ClaimedOrder } from "../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const completeOrderImportStepId = "marketplace-exchange-complete-order-import"

/** This step closes the ledger row as completed: the order is imported exactly once. */
export const completeOrderImportStep = createStep(completeOrderImportStepId, async ({ claim }: { claim: ClaimedOrder }, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  await service.advanceOrderImport(claim, { state: "completed" })
  return new StepResponse(true)
})
