import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const clearProductRefusalsStepId = "marketplace-exchange-clear-product-refusals"

/** This step forgets the writes the service refused for a product , so its next sync sends them again. */
export const clearProductRefusalsStep = createStep(
  clearProductRefusalsStepId,
  async (input: { accountId: string; productId: string }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const state = await service.getProductSyncState(input.accountId, input.productId)
    if (!state?.refusals) return new StepResponse({ cleared: 0 }, null)
    await service.updateProductSyncStates({ id: state.id, refusals: null })
    return new StepResponse({ cleared: (state.refusals as unknown as unknown[]).length }, { id: state.id, refusals: state.refusals })
  },
  async (previous, { container }) => {
    if (!previous) return
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.updateProductSyncStates(previous)
  }
)
