import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const requestListingChecksStepId = "marketplace-exchange-request-listing-checks"

/**
 * This step puts listings first in the sweep's line (the merchant's "check listing", or all of
 * them for Reconcile now); what the check's budget does not reach, the minute's sweep asks next.
 *
 * No compensation: an earlier check is never wrong, and the answers it brings are facts.
 */
export const requestListingChecksStep = createStep(
  requestListingChecksStepId,
  async (input: { accountId: string; productIds: string[] | "all" }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    return new StepResponse({ requested: await service.requestListingChecks(input.accountId, input.productIds) })
  }
)
