import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import type { ProductSnapshot } from "../../../../../workflows/product-sync/utils/snapshot"
import { productSyncView } from "../product-view"

/**
 * A product's marketplace state: per lane what was last sent and what is held back (problems
 * with their fixes, refusals with the service's code and message), and whether it is listed
 * right now (ProductIsListed, asked live).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const productId = req.params.id
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data }, state] = await Promise.all([
    query.graph({ entity: "product", fields: ["id", "variants.id", "variants.sku"], filters: { id: productId } }),
    service.getProductSyncState(productId),
  ])
  if (!data[0] && !state) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product ${productId} was not found`)
  const skus = Object.fromEntries(((data[0]?.variants ?? []) as Array<{ id: string; sku: string | null }>).map((v) => [v.id, v.sku]))
  const snapshot = (state?.snapshot ?? null) as ProductSnapshot | null
  let listed: boolean | null = null
  let listedError: string | null = null
  if (snapshot) {
    try {
      listed = (await (await service.getExchangeClient())?.operations.productIsListed(snapshot.remoteId)) ?? null
    } catch (error) {
      listedError = (error as Error).message
    }
  }
  res.json({ product: { ...productSyncView(productId, state as never, skus), listed, listed_error: listedError } })
}
