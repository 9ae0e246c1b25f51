import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { AccountIdentityInput, ConnectionSettingsInput, SyncSettings } from "../../../modules/marketplace-exchange/types"

export const saveSettingsStepId = "marketplace-exchange-save-settings"

export interface SaveSettingsStepInput {
  /** The account saved; the first when left out. */
  accountId?: string
  account: AccountIdentityInput
  connection: ConnectionSettingsInput
  sync: Partial<SyncSettings>
}

/**
 * This step saves what the merchant sent for an account, its name and site, connection and sync
 * settings, in one statement on its row, and answers the settings before and after it. Not undone when a follow-up fails:
 * the save is what the merchant asked for, and each follow-up is queued work the next save or
 * the queue's own retry takes up again.
 */
export const saveSettingsStep = createStep(saveSettingsStepId, async (input: SaveSettingsStepInput, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { accountId, ...changes } = input
  return new StepResponse(await service.saveSettings(changes, accountId))
})
