import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const openAlertStepId = "marketplace-exchange-open-alert"

export interface AlertInput {
  /** The account whose condition it is. */
  accountId: string
  /** The condition, e.g. `import-failing`, `refused:<product id>`: one open alert per key. */
  key: string
  title: string
  description: string | null
}

/**
 * This step opens the alert for a condition unless it is open, and names the notification whose
 * words are stale when an open alert's words changed; compensation closes what it opened.
 */
export const openAlertStep = createStep(
  openAlertStepId,
  async (input: AlertInput, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const { accountId, ...alert } = input
    const { opened, stale } = await service.openAlert(accountId, alert)
    return new StepResponse({ opened, stale }, opened ? { accountId, key: input.key } : null)
  },
  async (opened, { container }) => {
    if (!opened) return
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.closeAlert(opened.accountId, opened.key)
  }
)
