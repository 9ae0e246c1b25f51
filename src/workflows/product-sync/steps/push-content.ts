import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { coded } from "../../../messages"
import { WaitingForAccountScanError } from "../../../queue/classify-failure"
import { stoppedState } from "../utils/stopped-state"
import { requireClient } from "../../shared/require-client"
import type { EnsuredCatalogs } from "../remote/ensure-catalogs"
import { ContentSent, sendContent } from "../remote/send-content"
import { mapProduct } from "../utils/map-product"
import { listedTypeOf } from "../utils/listed-type"
import { WRITE_KEYS } from "../../../modules/marketplace-exchange/types"
import { mergeLane, nextRefusals, Refusal } from "../utils/refusals"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
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
 * No compensation: each remote write is recorded in the snapshot as it succeeds, and each
 * product or variation create is on record as an intent before its POST, so a retry (or the
 * run after a crash) continues from there and adopts what the service already has instead of
 * creating it twice. Undoing writes would take listings off the marketplace that the merchant
 * wants on it.
 */
export const pushContentStep = createStep(
  pushContentStepId,
  async (
    { loaded, plan, stock, catalogs }: { loaded: LoadedProduct; plan: ProductSyncPlan; stock: StockLaneResult; catalogs: EnsuredCatalogs },
    { container }
  ) => {
    // The catalog is switched off in the settings: the stock lane went, nothing else does.
    if (!plan.lanes.content) {
      return new StepResponse<ContentLaneResult>({ snapshot: stock.snapshot, refusals: stock.refusals, createBlocked: false, sent: 0 })
    }
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const product = loaded.input.product!
    const catalogIds = (product.categories ?? []).map((c) => catalogs.remoteIds[c.id]).filter((id): id is string => Boolean(id))
    const listedType = listedTypeOf(loaded.snapshot, loaded.listAnew)
    const desired = mapProduct(product, { facts: loaded.input.facts, catalogIds, rules: loaded.input.rules, listedType })
    const holder = { snapshot: stock.snapshot ? structuredClone(stock.snapshot) : null, pending: loaded.pendingCreates }
    // Stock and price switched off: no price travels with the content, and no variation is created
    // (a create carries its stock, which the plugin would then not drive).
    const blocked = new Set(plan.blocked)
    if (!plan.lanes.stock) {
      blocked.add(WRITE_KEYS.price(null))
      for (const v of desired.variations) if (!holder.snapshot?.variations[v.variantId]) blocked.add(WRITE_KEYS.variation(v.variantId))
    }
    const record = (changes: Record<string, unknown> = {}) =>
      service.saveProductSyncState(loaded.accountId, loaded.productId, {
        snapshot: holder.snapshot,
        remote_product_id: holder.snapshot?.remoteId ?? null,
        pending_creates: holder.pending,
        ...changes,
      })
    let sent: ContentSent
    // The fence refused the create: the row holds what apply decided, which this run must not overwrite.
    let fenced = false
    try {
      sent = await sendContent(
        await requireClient(service, loaded.settings),
        desired,
        holder,
        { blocked, held: new Map(plan.held) },
        () => record().then(() => undefined),
        undefined,
        async () => {
          // The merchant may have applied a move-in plan since this run read the product.
          const fence = await service.fenceProductCreate(loaded.accountId, loaded.productId)
          if (fence === true) return
          fenced = true
          // Another account of the same eBay site began to list it since this run read it: the next run holds it back with a problem.
          if (fence) throw new WaitingForAccountScanError(coded("wait.site_listed_by_other_account", { account: fence.listedBy.name }))
          throw new WaitingForAccountScanError(coded("wait.move_in.applied_meanwhile", {}))
        }
      )
    } catch (error) {
      if (!fenced) await record(stoppedState(error, "content"))
      throw error
    }
    const content = nextRefusals(
      stock.refusals,
      "content",
      [...catalogs.heldBack, ...sent.heldBack],
      [...catalogs.refusals, ...sent.refusals]
    )
    return new StepResponse<ContentLaneResult>({
      snapshot: holder.snapshot,
      refusals: mergeLane(stock.refusals, "content", content),
      createBlocked: sent.createBlocked || sent.refusals.some((r) => r.key === "product"),
      sent: sent.sent,
    })
  }
)
