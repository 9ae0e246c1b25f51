import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const clearListingRefusalsStepId = "marketplace-exchange-clear-listing-refusals"

/** This step forgets what the service refused for the products (their next sync sends it again); compensation puts it back. */
export const clearListingRefusalsStep = createStep(
  clearListingRefusalsStepId,
  async (input: { accountId: string; productIds: string[] }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const cleared = await service.clearProductRefusals(input.accountId, input.productIds)
    return new StepResponse({ cleared: cleared.length }, { accountId: input.accountId, cleared })
  },
  async (previous, { container }) => {
    if (!previous?.cleared.length) return
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.restoreProductRefusals(previous.accountId, previous.cleared)
  }
)
