import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import type { AccountIdentityInput } from "../../../modules/marketplace-exchange/types"
import type { SaveSettingsStepInput } from "./save-settings"

export const createAccountStepId = "marketplace-exchange-create-account"

export type CreateAccountStepInput = Omit<SaveSettingsStepInput, "accountId" | "account"> & {
  account: AccountIdentityInput & { name: string }
}

/**
 * This step creates an exchange-service account with what the merchant sent (its name, site,
 * connection and settings); undone, it forgets the account again, so a failed creation leaves none.
 */
export const createAccountStep = createStep(
  createAccountStepId,
  async (input: CreateAccountStepInput, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const settings: SettingsSnapshot = await service.createAccount(input)
    return new StepResponse(settings, settings.account.id)
  },
  async (accountId, { container }) => {
    if (!accountId) return
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.deleteAccounts(accountId)
  }
)
