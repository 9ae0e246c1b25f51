import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { checkServiceInBackground } from "../../service-check"

export const checkServiceAfterSaveStepId = "marketplace-exchange-check-service-after-save"

/**
 * This step starts the service check (A55) once a connection was saved that makes a client, and
 * does not wait for it: the save answers at once, the check's result reaches health and the
 * settings page within seconds. Nothing to undo.
 */
export const checkServiceAfterSaveStep = createStep(
  checkServiceAfterSaveStepId,
  async (input: { settings: SettingsSnapshot }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const started = Boolean(await service.clientFor(input.settings).catch(() => null))
    if (started) void checkServiceInBackground(container, input.settings.account.id)
    return new StepResponse({ started })
  }
)
