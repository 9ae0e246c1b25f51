import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"

export const closeEmptiedOrdersStepId = "marketplace-exchange-close-emptied-orders"

/**
 * This step closes every order ledger row of the account once the account's sales orders are emptied
 * (DeleteAccountData): the service holds none of those ids any more, so no write-back, poll or history view may
 * ask for them again (`closed_reason` gone_at_service). The Medusa orders stay as they are.
 *
 * No compensation: it runs after the delete, and the orders are gone at the service.
 */
export const closeEmptiedOrdersStep = createStep(
  closeEmptiedOrdersStepId,
  async ({ settings }: { settings: SettingsSnapshot }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    return new StepResponse({ closed: await service.closeGoneOrders(settings.account.id) })
  }
)
