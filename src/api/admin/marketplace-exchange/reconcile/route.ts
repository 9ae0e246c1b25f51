import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { checkListingsWorkflow } from "../../../../workflows/listing-check"
import { reconcileListingsWorkflow } from "../../../../workflows/reconcile"
import { withServiceErrors } from "../errors"

/** How long Reconcile now asks listings itself; the sweep job asks the rest, first in its line. */
const LISTING_CHECK_BUDGET_MS = 10_000

/**
 * Reconciles the listings now (the hourly job's run: second listings deleted or ended, lost ones
 * adopted), then asks the service whether each listing is live: as many as the
 * merchant's checks per minute allow within 10 s, the rest first in the sweep's line.
 */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  // One read of the settings for both runs.
  const settings = await req.scope.resolve<MarketplaceExchangeModuleService>(MARKETPLACE_EXCHANGE_MODULE).getSettings()
  const { result } = await reconcileListingsWorkflow(req.scope).run({ input: { settings } })
  const { result: listings } = await checkListingsWorkflow(req.scope).run({
    input: { productIds: "all", budgetMs: LISTING_CHECK_BUDGET_MS, settings },
  })
  res.json({ report: result, listings })
})
