import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { syncProduct } from "../sync/sync-product"
import type { SyncInput } from "../sync/load-sync-input"

export const pushProductToExchangeStepId = "marketplace-exchange-push-product"

/**
 * This step makes the service hold what the product should be: catalogs, product, variations,
 * images, links and strike prices, sending only changes.
 *
 * No compensation: each remote write is recorded in the product's snapshot as it succeeds, so
 * a failed or retried run continues from there. Undoing writes would take listings off the
 * marketplace that the merchant wants on it.
 */
export const pushProductToExchangeStep = createStep(pushProductToExchangeStepId, async (input: { productId: string; loaded: SyncInput }, { container }) => {
  return new StepResponse(await syncProduct(container, input.productId, input.loaded))
})
