import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { requireClient } from "../../shared/require-client"
import { readLinkedListing } from "../remote/read-linked-listing"
import type { LoadedProduct } from "./load-product-for-sync"

export const adoptLinkedListingStepId = "marketplace-exchange-adopt-linked-listing"

/**
 * This step reads the listing the merchant linked to the product at move-in (issue 31) from the
 * service and records it as the product's snapshot, before either lane plans: the stock lane
 * then revises the listing's existing ids and the content lane sends only differences; nothing
 * creates a second product. A listing the service no longer holds is forgotten, and the product
 * is listed anew like any other. Recorded at once, so a run cut short never reads it twice. No
 * compensation: what it recorded is what the service holds.
 */
export const adoptLinkedListingStep = createStep(adoptLinkedListingStepId, async (loaded: LoadedProduct, { container }) => {
  const link = loaded.moveIn && "link" in loaded.moveIn ? loaded.moveIn.link : null
  if (loaded.snapshot || !link) return new StepResponse(loaded)
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const client = await requireClient(service, loaded.settings)
  const variants = (loaded.input.product?.variants ?? []).map((variant) => ({ id: variant.id, sku: variant.sku ?? null }))
  const snapshot = await readLinkedListing(client, link.remote_product_id, variants, link.keep_foreign_ids, new Date().toISOString())
  await service.recordLinkedListing(loaded.productId, link.remote_product_id, snapshot)
  return new StepResponse<LoadedProduct>({ ...loaded, snapshot, moveIn: null })
})
