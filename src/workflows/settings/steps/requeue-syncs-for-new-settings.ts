import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { enqueue } from "../../../queue/enqueue"

export const requeueSyncsForNewSettingsStepId = "marketplace-exchange-requeue-syncs-for-new-settings"

/**
 * This step queues again the account's products whose sync failed on the old settings (a missing or wrong
 * setting) and those whose task runs at this moment with the settings read before the save.
 */
export const requeueSyncsForNewSettingsStep = createStep(
  requeueSyncsForNewSettingsStepId,
  async (input: { accountId: string }, { container }) => {
    const requeued = await enqueue(container, (queue: MarketplaceExchangeModuleService) =>
      queue.requeueForNewSettings("product", input.accountId)
    )
    return new StepResponse(requeued)
  }
)
