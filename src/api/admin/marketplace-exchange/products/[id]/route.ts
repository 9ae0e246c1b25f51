import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { productSyncView } from "../product-view"
import { OFFERED_FIELDS, offeredStock } from "../offered-stock"
import { storePrices } from "../../store-prices"
import { refusal } from "../../../../../messages/refusal"
import type { ProductAnswer, RunOutcome } from "../product-answer"
import { settingsOfRequest } from "../../account-of-request"

/**
 * A product's marketplace state from what the plugin stored (no call to the service, so it
 * answers at once in an outage): per lane what was last sent and what is held back (problems
 * with their fixes, refusals with the service's code and message), the work still queued
 * for it and what its last run did; and, read live, what the account offers of each variant now as
 * the sum the sync pushes. Whether it is listed right now is GET listing, asked live with its own deadline.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const productId = req.params.id
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  // The account named (`?account_id=`, 404 for an unknown one), else the first: its listing of the product.
  const settings = await settingsOfRequest(req)
  const [{ data }, state, { pending: work, lastRun }, prices] = await Promise.all([
    query.graph({ entity: "product", fields: ["id", ...OFFERED_FIELDS], filters: { id: productId } }),
    service.getProductSyncState(settings.account.id, productId),
    service.taskStatusOf("product", settings.account.id, productId),
    storePrices(req.scope, [productId], settings.sync.region_id),
  ])
  if (!data[0] && !state) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.product.unknown", { ids: productId, count: 1 })
  const skus = Object.fromEntries(((data[0]?.variants ?? []) as Array<{ id: string; sku: string | null }>).map((v) => [v.id, v.sku]))
  const answer: ProductAnswer = {
    product: {
      ...productSyncView(productId, state as never, skus, prices.get(productId)),
      offered: data[0] ? await offeredStock(req.scope, data[0], settings) : null,
      queued: work
        ? { state: work.state, run_after: work.runAfter, last_error: work.lastError, last_error_words: work.lastErrorWords }
        : null,
      // taskStatusOf leaves superseded runs out: the last run's outcome is never `superseded`.
      last_run: lastRun
        ? {
            state: lastRun.state,
            outcome: lastRun.outcome as RunOutcome | null,
            at: lastRun.at,
            error: lastRun.error,
            error_words: lastRun.errorWords,
          }
        : null,
    },
  }
  res.json(answer)
}
