import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { enqueue } from "../../../queue/enqueue"

export const enqueueProductSyncStepId = "marketplace-exchange-enqueue-product-sync"

/**
 * This step queues a sync of the account's listings of the products (coalesced with one already waiting) and wakes this
 * instance's drain at once; `background` work (a whole catalog) waits behind store events.
 * No compensation: a sync of an unchanged product sends nothing.
 */
export const enqueueProductSyncStep = createStep(
  enqueueProductSyncStepId,
  async (input: { accountId: string; productIds: string[]; batchId?: string; background?: boolean }, { container }) => {
    await enqueue(container, (queue: MarketplaceExchangeModuleService) =>
      queue.enqueueProductSync(input.accountId, input.productIds, { batchId: input.batchId, background: input.background })
    )
    return new StepResponse({ queued: input.productIds.length })
  }
)
