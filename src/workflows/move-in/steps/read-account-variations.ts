import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { requireClient } from "../../shared/require-client"
import { variationsByProduct } from "../utils/account-summary"
import type { ScanPlace } from "./scan-place"

export const readAccountVariationsStepId = "marketplace-exchange-read-account-variations"

/**
 * This step reads the account's ProductVariations feed a page at a time (one feed for the whole
 * account, not one request per variation set) and adds each variation to its product's line,
 * saving its place as the products' step does. No compensation: read-only at the service.
 */
export const readAccountVariationsStep = createStep(readAccountVariationsStepId, async (place: ScanPlace, { container }) => {
  if (place.phase !== "variations" || place.lost) return new StepResponse(place)
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  // Dismissed (or ended) meanwhile: nothing more to read.
  if ((await service.getAccountScan(place.scanId))?.state !== "running") return new StepResponse({ ...place, lost: true })
  const client = await requireClient(service, place.settings)
  let next = place.next
  do {
    const page = await client.productVariations.page(next)
    await service.saveScanVariations(place.scanId, variationsByProduct(page.entries), page.entries.length)
    next = page.next
    if (next && !(await service.saveTaskProgress(place.claim, { phase: "variations", next })))
      return new StepResponse({ ...place, lost: true })
  } while (next)
  if (!(await service.saveTaskProgress(place.claim, { phase: "matching", next: null }))) return new StepResponse({ ...place, lost: true })
  await service.setScanPhase(place.scanId, "matching")
  return new StepResponse<ScanPlace>({ ...place, phase: "matching", next: null })
})
