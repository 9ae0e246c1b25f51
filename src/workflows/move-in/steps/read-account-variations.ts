import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ExchangeClient } from "../../../client"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { requireClient } from "../../shared/require-client"
import { type AccountProductSummary, variationsByProduct } from "../utils/account-summary"
import { hasVariationsToRead, refusesTheFeed } from "../utils/variation-reading"
import type { ScanPlace } from "./scan-place"

export const readAccountVariationsStepId = "marketplace-exchange-read-account-variations"

/** Scan items looked at per statement while reading per product. */
const ITEMS_PER_READ = 200

type Service = MarketplaceExchangeModuleService

/**
 * This step reads the account's variations and adds each to its product's line, saving its
 * place as the products' step does: through the set-level ProductVariations feed a page at a
 * time (A43: one feed for the whole account), or, once the service refused that feed on this
 * connection, each variation set's through its product (A53), remembered for the connection.
 * No compensation: read-only at the service.
 */
export const readAccountVariationsStep = createStep(readAccountVariationsStepId, async (place: ScanPlace, { container }) => {
  if (place.phase !== "variations" || place.lost) return new StepResponse(place)
  const service: Service = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  // Dismissed (or ended) meanwhile: nothing more to read.
  if ((await service.getAccountScan(place.settings.account.id, place.scanId))?.state !== "running")
    return new StepResponse({ ...place, lost: true })
  const client = await requireClient(service, place.settings)
  // A feed begun goes on from its page; a fresh start asks the set-level feed unless this connection refused it.
  let perProduct =
    place.reading === "per_product" ||
    (place.next === null && (await service.getScanVariationReading(place.settings.account.id, place.settings))?.form === "per_product")
  if (!perProduct) {
    const read = await readFeed(service, client, place)
    if (read === "lost") return new StepResponse({ ...place, lost: true })
    perProduct = read === "refused"
  }
  if (perProduct && !(await readPerProduct(service, client, place))) return new StepResponse({ ...place, lost: true })
  if (!(await service.saveTaskProgress(place.claim, { phase: "matching", next: null }))) return new StepResponse({ ...place, lost: true })
  await service.setScanPhase(place.scanId, "matching")
  return new StepResponse<ScanPlace>({ ...place, phase: "matching", next: null })
})

/** The set-level feed, page by page from the place kept: read whole, refused at its first request, or the task lost. */
async function readFeed(service: Service, client: ExchangeClient, place: ScanPlace): Promise<"read" | "refused" | "lost"> {
  let next = place.next
  do {
    let page
    try {
      page = await client.productVariations.page(next)
    } catch (error) {
      // Only the feed's first request refused is the feed's refusal (A53); a later page failing is that page's.
      if (next !== null || !refusesTheFeed(error)) throw error
      await service.recordScanVariationReading(
        place.settings.account.id,
        { form: "per_product", reason: (error as Error).message },
        place.settings
      )
      return "refused"
    }
    if (next === null) await service.recordScanVariationReading(place.settings.account.id, { form: "set" }, place.settings)
    await service.saveScanVariations(place.scanId, variationsByProduct(page.entries), page.entries.length)
    next = page.next
    if (next && !(await service.saveTaskProgress(place.claim, { phase: "variations", next }))) return "lost"
  } while (next)
  return "read"
}

/**
 * Each variation set the scan read, through `Products(<Id>L)/ProductVariations` (A53), in the
 * order of its lines, the place kept after each: a scan cut short goes on from the set it reached.
 * False when the task was taken over.
 */
async function readPerProduct(service: Service, client: ExchangeClient, place: ScanPlace): Promise<boolean> {
  let after = place.reading === "per_product" ? place.next : null
  for (;;) {
    const items = await service.scanProductsAfter(place.scanId, after, ITEMS_PER_READ)
    if (!items.length) return true
    for (const item of items) {
      after = item.id
      if (!hasVariationsToRead(item.remote as unknown as AccountProductSummary)) continue
      const variations = await client.products.variations(item.remote_product_id)
      await service.saveScanVariations(place.scanId, variationsByProduct(variations), variations.length)
      if (!(await service.saveTaskProgress(place.claim, { phase: "variations", reading: "per_product", next: after }))) return false
    }
  }
}
