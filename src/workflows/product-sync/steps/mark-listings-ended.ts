import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const markListingsEndedStepId = "marketplace-exchange-mark-listings-ended"

/** This step marks the products ended (their stock lane sends 0) or relisted; compensation restores the marks. */
export const markListingsEndedStep = createStep(
  markListingsEndedStepId,
  async (input: { accountId: string; productIds: string[]; ended: boolean }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const before = await service.setListingsEnded(input.accountId, input.productIds, input.ended)
    return new StepResponse({ changed: before.length }, { accountId: input.accountId, before })
  },
  async (previous, { container }) => {
    if (!previous?.before.length) return
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.restoreListingsEnded(previous.accountId, previous.before)
  }
)
