import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { requireClient } from "../../shared/require-client"
import { EnsuredCatalogs, ensureCatalogs } from "../remote/ensure-catalogs"
import { blocksCreate } from "../../../modules/marketplace-exchange/types"
import type { LoadedProduct } from "./load-product-for-sync"
import type { ProductSyncPlan } from "./map-and-validate-product"

export const ensureCatalogsStepId = "marketplace-exchange-ensure-catalogs"

/**
 * This step makes every category of the product (parents first) a catalog on the service
 * before the product is linked to it (spec 1 rule 1). A refused catalog only keeps the
 * product out of it.
 *
 * No compensation: a catalog is shared by every product of its category, so removing it would
 * unlink the others; its mapping row records it, so a retry adopts it instead of creating another.
 */
export const ensureCatalogsStep = createStep(
  ensureCatalogsStepId,
  async ({ loaded, plan }: { loaded: LoadedProduct; plan: ProductSyncPlan }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const none: EnsuredCatalogs = { remoteIds: {}, problems: [], refusals: [], heldBack: [] }
    // A product that cannot be created needs no catalogs yet.
    const creatable = loaded.snapshot || !blocksCreate(plan.blocked, plan.desired?.fields ?? {})
    if (!plan.lanes.content || !creatable || !loaded.input.categories.length) return new StepResponse(none)
    const ensured = await ensureCatalogs(
      loaded.accountId,
      await requireClient(service, loaded.settings),
      service,
      loaded.input.categories,
      new Map(plan.held),
      () => new Date()
    )
    return new StepResponse(ensured)
  }
)
