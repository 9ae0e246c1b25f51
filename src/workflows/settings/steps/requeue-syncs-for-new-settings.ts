import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { scheduleDrain } from "../../queue/drain"

export const requeueSyncsForNewSettingsStepId = "marketplace-exchange-requeue-syncs-for-new-settings"

/**
 * This step queues again the products whose sync failed on the old settings (a missing or wrong
 * setting) and those whose task runs at this moment with the settings read before the save, and
 * starts the drain for them and for what the save's other follow-ups queued.
 */
export const requeueSyncsForNewSettingsStep = createStep(
  requeueSyncsForNewSettingsStepId,
  async (input: { queuedElsewhere: boolean }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const requeued = await service.requeueProductSyncsForNewSettings()
    if (requeued || input.queuedElsewhere) scheduleDrain(container, 0)
    return new StepResponse(requeued)
  }
)
