import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import type { DELETE_ACCOUNT_DATA_TYPES } from "../../../protocol/schema"
import { refusal } from "../../../messages/refusal"

export const deleteAccountDataStepId = "marketplace-exchange-delete-account-data"

/**
 * This step empties the exchange account's entity sets of the type (DeleteAccountData, spec 4.3).
 *
 * No compensation: what the service deleted is gone there. The plugin's snapshots still
 * describe it, so the step after this one forgets them and the next sync creates it all anew.
 */
export const deleteAccountDataStep = createStep(
  deleteAccountDataStepId,
  async (input: { type: keyof typeof DELETE_ACCOUNT_DATA_TYPES; settings: SettingsSnapshot }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const client = await service.clientFor(input.settings)
    if (!client) throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.connection.not_set_up", {})
    // A `false` throws (the client): nothing is forgotten, and the listings ended before are relisted (compensation).
    await client.operations.deleteAccountData(input.type)
    return new StepResponse({ deleted: true })
  }
)
