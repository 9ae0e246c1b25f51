import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { scheduleDrain } from "../../queue/drain"

export const enqueueProductSyncStepId = "marketplace-exchange-enqueue-product-sync"

/**
 * This step queues a sync of the products (coalesced with one already waiting) and wakes this
 * instance's drain at once; `background` work (a whole catalog) waits behind store events.
 * No compensation: a sync of an unchanged product sends nothing.
 */
export const enqueueProductSyncStep = createStep(
  enqueueProductSyncStepId,
  async (input: { productIds: string[]; batchId?: string; background?: boolean }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.enqueueProductSync(input.productIds, { batchId: input.batchId, background: input.background })
    scheduleDrain(container, 0)
    return new StepResponse({ queued: input.productIds.length })
  }
)
