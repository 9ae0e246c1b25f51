import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { refusal } from "../../../messages/refusal"

export const forgetGoneProductStepId = "marketplace-exchange-forget-gone-product"

/** This step forgets the remote ids of a product the service lost (A50), so its next sync creates it anew; undone by restoring the row. */
export const forgetGoneProductStep = createStep(
  forgetGoneProductStepId,
  async (input: { accountId: string; productId: string }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { id: input.productId } })
    if (!data[0]) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.product.unknown", { ids: input.productId, count: 1 })
    const before = await service.forgetGoneProduct(input.accountId, input.productId)
    // Only a product marked gone is created anew: one the service holds would be listed twice.
    if (!before) throw refusal(MedusaError.Types.CONFLICT, "refusal.product.not_gone", { id: input.productId })
    return new StepResponse({ productId: input.productId }, { accountId: input.accountId, productId: input.productId, before })
  },
  async (previous, { container }) => {
    if (!previous) return
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.saveProductSyncState(previous.accountId, previous.productId, previous.before)
  }
)
