import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { requireClient } from "../../shared/require-client"
import { summarizeProduct } from "../utils/account-summary"
import type { ScanPlace } from "./scan-place"

export const readAccountProductsStepId = "marketplace-exchange-read-account-products"

/**
 * This step reads the account's Products feed a page at a time (A21), records each page's
 * products as lines of the plan and saves its place in the task, so a scan cut short goes on
 * from the page it reached. Read-only at the service. No compensation: what was read stays read.
 */
export const readAccountProductsStep = createStep(readAccountProductsStepId, async (place: ScanPlace, { container }) => {
  if (place.phase !== "products") return new StepResponse(place)
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  // Dismissed (or ended) meanwhile: nothing more to read.
  if ((await service.getAccountScan(place.settings.account.id, place.scanId))?.state !== "running")
    return new StepResponse({ ...place, lost: true })
  const client = await requireClient(service, place.settings)
  let next = place.next
  do {
    const page = await client.products.page(next)
    await service.saveScanProducts(
      place.scanId,
      page.entries.map((product) => ({ remote_product_id: String(product.Id), remote: { ...summarizeProduct(product) } }))
    )
    next = page.next
    // Not ours any more (this worker froze and another took the task over): that one goes on.
    if (next && !(await service.saveTaskProgress(place.claim, { phase: "products", next })))
      return new StepResponse({ ...place, lost: true })
  } while (next)
  if (!(await service.saveTaskProgress(place.claim, { phase: "variations", next: null }))) return new StepResponse({ ...place, lost: true })
  await service.setScanPhase(place.scanId, "variations")
  return new StepResponse<ScanPlace>({ ...place, phase: "variations", next: null })
})
