import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { coded, codedMessage } from "../../../messages"
import { WaitingForAccountScanError } from "../../../queue/classify-failure"
import { requireClient } from "../../shared/require-client"
import { readLinkedListing } from "../remote/read-linked-listing"
import type { LoadedProduct } from "./load-product-for-sync"

export const adoptLinkedListingStepId = "marketplace-exchange-adopt-linked-listing"

/** Why a linked listing cannot be the product's, in the words the task's wait shows. */
const REFUSED = {
  product_set: "wait.move_in.product_set",
  single_to_set: "wait.move_in.single_to_set",
  set_to_single: "wait.move_in.set_to_single",
  no_variation_matches: "wait.move_in.no_variation_matches",
} as const

/**
 * This step acts on what an applied move-in decided for the product, before either
 * lane plans. A linked listing is read from the service and recorded as the product's snapshot:
 * the stock lane then revises its existing ids and the content lane sends only differences;
 * nothing creates a second product. Recorded at once, so a run cut short never reads it twice.
 * A listing that cannot be the product's (another type, no variation matching) is left as it is
 * and the product waits for a new scan; one the service no longer holds is forgotten, and the
 * product is listed anew. A product not listable now leaves the listing to the old system until
 * it is. A take-over mark drops the old system's ForeignIds from the snapshot, so this run writes
 * ours. No compensation: what it recorded is what the service holds.
 */
export const adoptLinkedListingStep = createStep(adoptLinkedListingStepId, async (loaded: LoadedProduct, { container }) => {
  const mark = loaded.moveIn
  if (!mark) return new StepResponse(loaded)
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  if ("take_over" in mark) {
    // Taken by this run (a newer plan may have replaced it); without a snapshot there is nothing to take over.
    if (!(await service.takeOverForeignIds(loaded.accountId, loaded.productId))) return new StepResponse(loaded)
    if (!loaded.snapshot) return new StepResponse<LoadedProduct>({ ...loaded, moveIn: null })
    const { foreignIdsKept: _kept, ...snapshot } = loaded.snapshot
    return new StepResponse<LoadedProduct>({ ...loaded, snapshot, moveIn: null })
  }
  if (!("link" in mark) || loaded.snapshot || !loaded.input.listable) return new StepResponse(loaded)
  const link = mark.link
  const client = await requireClient(service, loaded.settings)
  const variants = (loaded.input.product?.variants ?? []).map((variant) => ({ id: variant.id, sku: variant.sku ?? null }))
  const listing = await readLinkedListing(client, link.remote_product_id, variants, link.keep_foreign_ids, new Date().toISOString())
  if ("refused" in listing) {
    throw new WaitingForAccountScanError(coded("wait.move_in.refused", { why: codedMessage(REFUSED[listing.refused], {}) }))
  }
  const snapshot = "snapshot" in listing ? listing.snapshot : null
  if (!(await service.recordLinkedListing(loaded.accountId, loaded.productId, link.remote_product_id, snapshot)))
    throw new WaitingForAccountScanError(coded("wait.move_in.changed_meanwhile", {}))
  return new StepResponse<LoadedProduct>({ ...loaded, snapshot, moveIn: null })
})
