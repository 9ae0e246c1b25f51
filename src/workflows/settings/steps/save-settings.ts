import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { ConnectionSettingsInput, SyncSettings } from "../../../modules/marketplace-exchange/types"

export const saveSettingsStepId = "marketplace-exchange-save-settings"

export interface SaveSettingsStepInput {
  connection: ConnectionSettingsInput
  sync: Partial<SyncSettings>
}

/**
 * This step saves what the merchant sent, connection and sync settings, in one statement on the
 * settings row, and answers the settings before and after it. Not undone when a follow-up fails:
 * the save is what the merchant asked for, and each follow-up is queued work the next save or
 * the queue's own retry takes up again.
 */
export const saveSettingsStep = createStep(saveSettingsStepId, async (input: SaveSettingsStepInput, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  return new StepResponse(await service.saveSettings(input))
})
