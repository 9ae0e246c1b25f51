import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { refusal } from "../../../messages/refusal"
import { idsParam } from "../../../messages"

export const checkProductsKnownStepId = "marketplace-exchange-check-products-known"

/** This step refuses (404 naming them) ids that name no product of the store and none the plugin synced; read-only. */
export const checkProductsKnownStep = createStep(
  checkProductsKnownStepId,
  async (input: { accountId: string; productIds: string[] }, { container }) => {
    if (!input.productIds.length) return new StepResponse(undefined)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { id: input.productIds } })
    const inStore = new Set(data.map((p: { id: string }) => p.id))
    const notInStore = input.productIds.filter((id) => !inStore.has(id))
    if (!notInStore.length) return new StepResponse(undefined)
    // A product deleted from the store that the service still holds is known: its sync ends the listing.
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const synced = await service.getProductSyncStates(input.accountId, notInStore)
    const unknown = notInStore.filter((id) => !synced.has(id))
    if (unknown.length)
      throw refusal(MedusaError.Types.NOT_FOUND, "refusal.product.unknown", { ids: idsParam(unknown), count: unknown.length })
    return new StepResponse(undefined)
  }
)
