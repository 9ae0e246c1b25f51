import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { CATALOG_PROFILE_TYPE } from "../../../protocol/schema"
import { refusal } from "../../../messages/refusal"

export const sendCatalogProfileStepId = "marketplace-exchange-send-catalog-profile"

export type CatalogProfileType = keyof typeof CATALOG_PROFILE_TYPE

export interface SendCatalogProfileInput {
  remoteCatalogId: string
  type: CatalogProfileType
  /** null clears it: SetCatalogProfile without a profile id (A28). */
  profileId: string | null
  /** The profile the catalog had, to give back if a later step fails. */
  previousProfileId: string | null
  /** The settings the route read: the client comes from them, also to give the profile back. */
  settings: SettingsSnapshot
}

/**
 * This step assigns the profile to the catalog with SetCatalogProfile (spec 4.3), or clears it
 * (the call without a profile id, A28).
 *
 * Compensation: the catalog gets back the profile it had: the previous one assigned again, or
 * the assignment cleared when it had none.
 */
export const sendCatalogProfileStep = createStep(
  sendCatalogProfileStepId,
  async (input: SendCatalogProfileInput, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const client = await service.clientFor(input.settings)
    if (!client) throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.connection.not_set_up", {})
    // A `false` throws (the client): the profile is not recorded, and the route answers 400 naming it.
    await client.operations.setCatalogProfile({
      catalogId: input.remoteCatalogId,
      type: CATALOG_PROFILE_TYPE[input.type],
      profileId: input.profileId ?? undefined,
    })
    return new StepResponse({ applied: true }, input)
  },
  async (input, { container }) => {
    if (!input || input.previousProfileId === input.profileId) return
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const client = await service.clientFor(input.settings)
    await client?.operations.setCatalogProfile({
      catalogId: input.remoteCatalogId,
      type: CATALOG_PROFILE_TYPE[input.type],
      profileId: input.previousProfileId ?? undefined,
    })
  }
)
