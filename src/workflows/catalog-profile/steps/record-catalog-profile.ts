import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const recordCatalogProfileStepId = "marketplace-exchange-record-catalog-profile"

/** This step remembers the catalog's profiles for the settings page; compensation restores the previous ones. */
export const recordCatalogProfileStep = createStep(
  recordCatalogProfileStepId,
  async (input: { mappingId: string; profiles: Record<string, string> | null; type: string; profileId: string | null }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    // Medusa merges a JSON column on update, so a cleared profile is kept as an explicit null.
    const profiles = { ...(input.profiles ?? {}), [input.type]: input.profileId }
    await service.updateCatalogMappings({ id: input.mappingId, profiles })
    return new StepResponse(profiles, { id: input.mappingId, profiles: { [input.type]: null, ...(input.profiles ?? {}) } })
  },
  async (previous, { container }) => {
    if (!previous) return
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.updateCatalogMappings(previous)
  }
)
