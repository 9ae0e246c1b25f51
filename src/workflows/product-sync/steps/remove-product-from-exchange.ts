import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { requireClient } from "../../shared/require-client"
import { asExchangeError } from "../../../client"
import { endThenDelete } from "../../shared/end-listing"
import type { LoadedProduct } from "./load-product-for-sync"

export const removeProductFromExchangeStepId = "marketplace-exchange-remove-product"

/**
 * This step ends the listing of a product that is no longer listable (unpublished, out of the
 * channel, deleted), then deletes it from the service and forgets its snapshot. A listing that
 * will not end keeps the product at the service, and the task is tried again (end-listing.ts).
 *
 * No compensation: a deleted listing cannot be restored at the service. Once the product is
 * listable again, the next sync creates it anew from an empty snapshot.
 */
export const removeProductFromExchangeStep = createStep(removeProductFromExchangeStepId, async (loaded: LoadedProduct, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  if (loaded.snapshot) {
    try {
      await endThenDelete(await requireClient(service, loaded.settings), loaded.snapshot.remoteId, loaded.snapshot.productType)
    } catch (error) {
      // Gone at the service already (emptied, or deleted by hand): nothing left to end or delete.
      if (asExchangeError(error)?.kind !== "not_found") throw error
    }
  }
  const state = await service.getProductSyncState(loaded.accountId, loaded.productId)
  if (state) {
    await service.updateProductSyncStates({
      id: state.id,
      status: "removed",
      snapshot: null,
      remote_product_id: null,
      problems: null,
      refusals: null,
      pending_creates: null,
      last_error: null,
      last_error_words: null,
      stock_error: null,
      stock_error_words: null,
    })
    // Ended (ProductIsListed answered false) and deleted just now, or already gone at the service.
    if (loaded.snapshot) {
      const checkHours = loaded.settings.sync.listing_check_hours
      await service.recordListingFact(loaded.accountId, loaded.productId, "removed", { checkHours })
    }
  }
  return new StepResponse({ status: loaded.snapshot ? ("removed" as const) : ("skipped" as const), sent: loaded.snapshot ? 1 : 0 })
})
