import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import type { ProductSnapshot } from "../../../../../workflows/mappers/snapshot"

/**
 * A product's marketplace state: remote ids, sync status, last push, problems with their
 * fixes, and whether it is listed right now (ProductIsListed, asked live).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const productId = req.params.id
  const state = await service.getProductSyncState(productId)
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
  res.json({
    product: {
      product_id: productId,
      status: state?.status ?? "not_synced",
      remote_product_id: state?.remote_product_id ?? null,
      remote_variations: Object.fromEntries(Object.entries(snapshot?.variations ?? {}).map(([id, v]) => [id, v.remoteId])),
      last_pushed_at: state?.last_pushed_at ?? null,
      last_error: state?.last_error ?? null,
      problems: state?.problems ?? [],
      listed,
      listed_error: listedError,
    },
  })
}
