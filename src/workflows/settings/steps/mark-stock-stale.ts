import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const markStockStaleStepId = "marketplace-exchange-mark-stock-stale"

/**
 * This step forgets what stock and price every product of the account last sent, once stock and price are
 * switched on again: what the marketplace shows is from before they were switched off, so the
 * next run of each product sends them whatever our record says.
 */
export const markStockStaleStep = createStep(markStockStaleStepId, async (input: { accountId: string }, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  await service.markAllStockStale(input.accountId)
  return new StepResponse(undefined)
})
