import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { EnsuredCatalogs } from "../remote/ensure-catalogs"
import { runContentWrites } from "../remote/run-content-writes"
import { mapProduct } from "../utils/map-product"
import { planContent } from "../utils/plan-content"
import { mergeLane, nextRefusals, Refusal } from "../utils/refusals"
import type { ProductSnapshot } from "../utils/snapshot"
import type { LoadedProduct } from "./load-product-for-sync"
import type { ProductSyncPlan } from "./map-and-validate-product"
import type { StockLaneResult } from "./revise-stock-and-price"

export const pushContentStepId = "marketplace-exchange-push-content"

export interface ContentLaneResult {
  snapshot: ProductSnapshot | null
  refusals: Refusal[]
  createBlocked: boolean
  sent: number
}

/**
 * This step sends the content lane: the product's create or changed fields, variations and
 * their specifics, images, catalog links, strike prices and marketplace categories. Each write
 * our checks or the service refuse is held back alone; the others go.
 *
 * No compensation: each remote write is recorded in the snapshot as it succeeds (saved even
 * when the lane stops on an outage), so a retry continues from there. Undoing writes would
 * take listings off the marketplace that the merchant wants on it.
 */
export const pushContentStep = createStep(
  pushContentStepId,
  async (
    { loaded, plan, stock, catalogs }: { loaded: LoadedProduct; plan: ProductSyncPlan; stock: StockLaneResult; catalogs: EnsuredCatalogs },
    { container }
  ) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const product = loaded.input.product!
    const catalogIds = (product.categories ?? []).map((c) => catalogs.remoteIds[c.id]).filter((id): id is string => Boolean(id))
    const desired = mapProduct(product, { facts: loaded.input.facts, catalogIds })
    const holder = { snapshot: stock.snapshot ? structuredClone(stock.snapshot) : null }
    const { writes, heldBack, createBlocked } = planContent(desired, holder.snapshot, { blocked: new Set(plan.blocked), held: new Map(plan.held) })
    let outcome: { refusals: Refusal[]; sent: number } = { refusals: [], sent: 0 }
    if (writes.length) {
      try {
        outcome = await runContentWrites(service.currentExchangeClient()!, desired, writes, holder, () => new Date())
      } catch (error) {
        await service.saveProductSyncState(loaded.productId, { snapshot: holder.snapshot, remote_product_id: holder.snapshot?.remoteId ?? null, status: "failed", last_error: (error as Error).message })
        throw error
      }
    }
    const content = nextRefusals(stock.refusals, "content", [...catalogs.heldBack, ...heldBack], [...catalogs.refusals, ...outcome.refusals])
    const refusedCreate = outcome.refusals.some((r) => r.key === "product")
    return new StepResponse<ContentLaneResult>({
      snapshot: holder.snapshot,
      refusals: mergeLane(stock.refusals, "content", content),
      createBlocked: createBlocked || refusedCreate,
      sent: outcome.sent,
    })
  }
)
