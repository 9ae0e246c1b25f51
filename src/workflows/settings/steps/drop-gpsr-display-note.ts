import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const dropGpsrDisplayNoteStepId = "marketplace-exchange-drop-gpsr-display-note"

/**
 * This step takes the note "eBay's display of the safety data is not confirmed" off every
 * product of the account once the merchant confirmed it on one listing (A53): the products' next syncs would
 * not add it again, and the merchant should not wait for them. Not undone: the setting is saved.
 */
export const dropGpsrDisplayNoteStep = createStep(dropGpsrDisplayNoteStepId, async (input: { accountId: string }, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  return new StepResponse({ products: await service.dropProductProblem(input.accountId, "problem.gpsr_display_unconfirmed") })
})
