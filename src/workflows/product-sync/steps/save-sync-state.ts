import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { EnsuredCatalogs } from "../remote/ensure-catalogs"
import { syncStatusOf } from "../utils/sync-status"
import type { ProductSyncPlan } from "./map-and-validate-product"
import type { ContentLaneResult } from "./push-content"
import type { StockLaneResult } from "./revise-stock-and-price"

export const saveSyncStateStepId = "marketplace-exchange-save-sync-state"

const listedAnew = (plan: ProductSyncPlan, content: ContentLaneResult) =>
  Boolean(plan.desired && !plan.desired.keptType && content.snapshot?.productType === plan.desired.productType)

/** This step records the run's outcome on the product: snapshot, status, problems and refusals per lane. */
export const saveSyncStateStep = createStep(
  saveSyncStateStepId,
  async (
    {
      accountId,
      productId,
      plan,
      stock,
      catalogs,
      content,
    }: {
      accountId: string
      productId: string
      plan: ProductSyncPlan
      stock: StockLaneResult
      catalogs: EnsuredCatalogs
      content: ContentLaneResult
    },
    { container }
  ) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const problems = [...plan.problems, ...catalogs.problems]
    const status = syncStatusOf({
      onService: Boolean(content.snapshot),
      createBlocked: content.createBlocked,
      problems,
      refusals: content.refusals,
    })
    await service.saveProductSyncState(accountId, productId, {
      status,
      snapshot: content.snapshot,
      remote_product_id: content.snapshot?.remoteId ?? null,
      problems: problems.length ? problems : null,
      refusals: content.refusals.length ? content.refusals : null,
      last_error: null,
      last_error_words: null,
      stock_error: null,
      stock_error_words: null,
      ...(content.sent ? { last_pushed_at: new Date() } : {}),
      // A51: a request to list anew is done once the service holds the type the variants make.
      ...(listedAnew(plan, content) ? { list_anew_at: null } : {}),
    })
    return new StepResponse({ status, sent: stock.sent + content.sent, problems, refusals: content.refusals })
  }
)
