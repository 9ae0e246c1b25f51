import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const forgetEmptiedSetsStepId = "marketplace-exchange-forget-emptied-sets"

const ALL = { select: ["id"], take: null as unknown as number }

/**
 * This step forgets what the plugin knew of the account's emptied sets (product snapshots, catalog
 * mappings), so the next sync creates them instead of updating ids that are gone. The order
 * ledger stays: it records Medusa orders, which are not deleted (its rows are closed instead,
 * close-emptied-orders.ts). No compensation: the remote data is already gone, and forgetting is
 * what matches it.
 */
export const forgetEmptiedSetsStep = createStep(
  forgetEmptiedSetsStepId,
  async (input: { accountId: string; emptied: readonly string[] }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const forgotten = { products: 0, catalogs: 0 }
    // The emptied account's records alone: another account's products and catalogs are where they were.
    if (input.emptied.includes("Products")) {
      const states = await service.listProductSyncStates({ account_id: input.accountId }, ALL)
      forgotten.products = states.length
      if (states.length) await service.deleteProductSyncStates(states.map((s) => s.id))
    }
    if (input.emptied.includes("Catalogs")) {
      const mappings = await service.listCatalogMappings({ account_id: input.accountId }, ALL)
      forgotten.catalogs = mappings.length
      if (mappings.length) await service.deleteCatalogMappings(mappings.map((m) => m.id))
    }
    return new StepResponse(forgotten)
  }
)
