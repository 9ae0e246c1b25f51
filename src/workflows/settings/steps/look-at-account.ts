import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { lookAtAccount } from "../../move-in"

export const lookAtAccountStepId = "marketplace-exchange-look-at-account"

/** How long a save waits for its look at the account; a slower one goes on behind the answer. */
const ACCOUNT_LOOK_BUDGET_MS = 3_000

/**
 * This step looks whether the account holds another system's products, once a connection was
 * saved that makes a client: known before anything is created in it (then hourly before a run's
 * first create). A service that does not answer within 3 s delays no save.
 */
export const lookAtAccountStep = createStep(lookAtAccountStepId, async (input: { settings: SettingsSnapshot }, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  if (await service.clientFor(input.settings).catch(() => null)) await lookAtAccount(container, input.settings, ACCOUNT_LOOK_BUDGET_MS)
  return new StepResponse(undefined)
})
