import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkListingsWorkflow } from "../../../../workflows/listing-check"
import { reconcileListingsWorkflow } from "../../../../workflows/reconcile"
import { withServiceErrors } from "../errors"

/** How long Reconcile now asks listings itself; the sweep job asks the rest, first in its line. */
const LISTING_CHECK_BUDGET_MS = 10_000

/**
 * Reconciles the listings now (the hourly job's run: second listings deleted or ended, lost ones
 * adopted), then asks the service whether each listing is live (issue 29): as many as the
 * merchant's checks per minute allow within 10 s, the rest first in the sweep's line.
 */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { result } = await reconcileListingsWorkflow(req.scope).run()
  const { result: listings } = await checkListingsWorkflow(req.scope).run({
    input: { productIds: "all", budgetMs: LISTING_CHECK_BUDGET_MS },
  })
  res.json({ report: result, listings })
})
