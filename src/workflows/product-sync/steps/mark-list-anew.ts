import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { refusal, refusalOf } from "../../../messages/refusal"
import { listAnewRefusal, type ListAnewType } from "../utils/listed-type"

export const markListAnewStepId = "marketplace-exchange-mark-list-anew"

/** This step checks that the product has a type change to make (A51) and marks it to be listed anew; undone by putting the mark back. */
export const markListAnewStep = createStep(
  markListAnewStepId,
  async (input: { accountId: string; productId: string; as: ListAnewType }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const [{ data: products }, state] = await Promise.all([
      query.graph({ entity: "product", fields: ["id", "variants.id"], filters: { id: input.productId } }),
      service.getProductSyncState(input.accountId, input.productId),
    ])
    const product = products[0] as { id: string; variants?: unknown[] | null } | undefined
    if (!product) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.product.unknown", { ids: input.productId, count: 1 })
    const snapshot = (state?.snapshot ?? null) as ProductSnapshot | null
    const refused = listAnewRefusal(input.productId, snapshot?.productType ?? null, product.variants?.length ?? 0, input.as)
    if (refused) throw refusalOf(MedusaError.Types.INVALID_DATA, refused)
    await service.saveProductSyncState(input.accountId, input.productId, { list_anew_at: new Date() })
    return new StepResponse(
      { productId: input.productId },
      { accountId: input.accountId, productId: input.productId, before: state?.list_anew_at ?? null }
    )
  },
  async (previous, { container }) => {
    if (!previous) return
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    await service.saveProductSyncState(previous.accountId, previous.productId, { list_anew_at: previous.before })
  }
)
