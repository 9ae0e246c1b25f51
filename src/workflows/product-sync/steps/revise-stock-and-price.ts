import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { stoppedState } from "../utils/stopped-state"
import { requireClient } from "../../shared/require-client"
import { isStockNotTaken } from "../../../client"
import { codedMessage } from "../../../messages"
import { ALERT_KEYS, clearAlert, raiseAlert } from "../../alerts"
import { stockNotTakenTooLong } from "../utils/stock-not-taken"
import { reviseStockAndPrice } from "../remote/revise-stock-and-price"
import { planStockAndPrice } from "../utils/plan-stock-and-price"
import { mergeLane, nextRefusals, Refusal } from "../utils/refusals"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import type { LoadedProduct } from "./load-product-for-sync"
import type { ProductSyncPlan } from "./map-and-validate-product"

export const reviseStockAndPriceStepId = "marketplace-exchange-revise-stock-and-price"

export interface StockLaneResult {
  snapshot: ProductSnapshot | null
  refusals: Refusal[]
  sent: number
}

/**
 * This step sends the stock lane first: stock and price of the product and its variations
 * already on the service, by ReviseInventoryStatus with absolute values, whatever the state of
 * the content. A refused price is held back without holding back the stock.
 *
 * No compensation: absolute values make a repeat harmless, and the previous values are the
 * wrong ones to restore. Each success is in the snapshot, which is saved even when the lane
 * stops on an outage.
 */
export const reviseStockAndPriceStep = createStep(
  reviseStockAndPriceStepId,
  async ({ loaded, plan }: { loaded: LoadedProduct; plan: ProductSyncPlan }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const snapshot = loaded.snapshot ? structuredClone(loaded.snapshot) : null
    const stale = new Set(loaded.staleStock)
    const { writes, heldBack } = planStockAndPrice(
      plan.desired!,
      snapshot,
      { blocked: new Set(plan.blocked), held: new Map(plan.held) },
      stale,
      plan.lanes.content
    )
    if (!plan.lanes.stock || !snapshot || (!writes.length && !loaded.refusals.some((r) => r.lane === "stock"))) {
      return new StepResponse<StockLaneResult>({ snapshot, refusals: loaded.refusals, sent: 0 })
    }
    let outcome: { refusals: Refusal[]; sent: number }
    try {
      outcome = await reviseStockAndPrice(await requireClient(service, loaded.settings), snapshot, writes, () => new Date())
    } catch (error) {
      await service.saveProductSyncState(loaded.accountId, loaded.productId, { snapshot, ...stoppedState(error, "stock") })
      // A49: a stock the service answers false to is tried again by the queue; after 15 minutes the bell says so.
      if (isStockNotTaken(error) && stockNotTakenTooLong(snapshot.stockNotTakenSince, new Date())) {
        await raiseAlert(container, loaded.accountId, {
          key: ALERT_KEYS.stockNotTaken(loaded.productId),
          title: codedMessage("alert.stock_not_taken.title", { title: loaded.input.product?.title ?? loaded.productId }),
          description: codedMessage("alert.stock_not_taken", { since: { at: snapshot.stockNotTakenSince! } }),
        })
      }
      throw error
    }
    const refusals = mergeLane(loaded.refusals, "stock", nextRefusals(loaded.refusals, "stock", heldBack, outcome.refusals))
    // Stale stock that went through is exact again; what did not stays stale for the next run.
    const refused = new Set(outcome.refusals.map((r) => r.key))
    const sentStale = writes
      .filter((w) => w.stock !== undefined && stale.has(w.variantId ?? "") && !refused.has(w.key))
      .map((w) => w.variantId ?? "")
    await service.clearStaleStock(loaded.accountId, loaded.productId, sentStale)
    await service.saveProductSyncState(loaded.accountId, loaded.productId, {
      snapshot,
      refusals,
      stock_error: null,
      stock_error_words: null,
      ...(outcome.sent ? { stock_sent_at: new Date() } : {}),
    })
    // A49: the service takes the stock again; an alert of the time it did not clears itself.
    if (loaded.snapshot?.stockNotTakenSince) await clearAlert(container, loaded.accountId, ALERT_KEYS.stockNotTaken(loaded.productId))
    return new StepResponse<StockLaneResult>({ snapshot, refusals, sent: outcome.sent })
  }
)
