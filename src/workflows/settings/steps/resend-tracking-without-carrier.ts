import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { enqueueOrderWriteBack } from "../../../queue/enqueue"

export const resendTrackingWithoutCarrierStepId = "marketplace-exchange-resend-tracking-without-carrier"

/**
 * This step queues the write-back of every order of the account whose tracking numbers went without a carrier,
 * once the carrier map changed (A37): a carrier mapped now reaches them too; orders still unmapped
 * send nothing.
 */
export const resendTrackingWithoutCarrierStep = createStep(
  resendTrackingWithoutCarrierStepId,
  async (input: { accountId: string }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await enqueueOrderWriteBack(container, await service.ordersTrackedWithoutCarrier(input.accountId))
    return new StepResponse(undefined)
  }
)
