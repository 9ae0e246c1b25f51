import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import { loadSyncInput } from "../sync/load-sync-input"

export const loadProductForSyncStepId = "marketplace-exchange-load-product-for-sync"

/** This step reads a product, its stock in the channel's locations and its region prices. Read-only. */
export const loadProductForSyncStep = createStep(loadProductForSyncStepId, async (input: { productId: string }, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  return new StepResponse(await loadSyncInput(container, input.productId, await service.getSyncSettings()))
})
