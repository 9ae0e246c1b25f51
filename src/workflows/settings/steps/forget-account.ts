import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const forgetAccountStepId = "marketplace-exchange-forget-account"

/**
 * This step forgets an account and every record of it (another account's records stay as they
 * are). The last step of a removal, so nothing after it can fail and ask for it back: what it
 * forgot cannot be restored.
 */
export const forgetAccountStep = createStep(forgetAccountStepId, async (input: { accountId: string }, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  return new StepResponse(await service.forgetAccount(input.accountId))
})
