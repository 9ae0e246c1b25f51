import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { scheduleDrain } from "../../../../../../workflows/sync/drain"

/** Sync now: queues the product at once, also when it was parked or had failed. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  await service.enqueueProductSync([req.params.id])
  scheduleDrain(req.scope, 0)
  res.status(202).json({ queued: true })
}
