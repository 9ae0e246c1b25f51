import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { loadSyncInput } from "../store/load-sync-input"
import { mapProduct } from "../utils/map-product"
import { listedTypeOf } from "../utils/listed-type"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { retryVerdict } from "../utils/retry-verdict"
import { validateProduct } from "../utils/validate-product"

export const checkProductRetryStepId = "marketplace-exchange-check-product-retry"

/** This step checks the product as it is now (channel, status, our rules) to say whether a sync can send anything. Read-only. */
export const checkProductRetryStep = createStep(
  checkProductRetryStepId,
  async (input: { accountId: string; productId: string }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const [settings, state] = await Promise.all([
      service.getSyncSettings(input.accountId),
      service.getProductSyncState(input.accountId, input.productId),
    ])
    const loaded = await loadSyncInput(container, input.productId, settings)
    const product = loaded.product
    const listedType = listedTypeOf((state?.snapshot ?? null) as ProductSnapshot | null, Boolean(state?.list_anew_at))
    const desired =
      product && loaded.listable ? mapProduct(product, { facts: loaded.facts, catalogIds: [], rules: loaded.rules, listedType }) : null
    const problems = desired ? validateProduct(desired, { currencyCode: loaded.currencyCode ?? undefined }) : []
    return new StepResponse(
      retryVerdict({
        exists: Boolean(product),
        published: product?.status === "published",
        inChannel: loaded.inChannel,
        onService: Boolean(state?.snapshot),
        problems,
        refusals: ((state?.refusals ?? []) as unknown[]).length,
      })
    )
  }
)
