import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkListingsNow } from "../../../../workflows/listing-check/run/check-now"
import { reconcileListingsWorkflow } from "../../../../workflows/reconcile"
import { settingsOfRequest } from "../account-of-request"
import { withServiceErrors } from "../errors"

/** How long Reconcile now's check asks listings; the minute's sweep asks the rest, first in its line. */
const LISTING_CHECK_BUDGET_MS = 10_000

/**
 * Reconciles the listings now (the hourly job's run: second listings deleted or ended, lost ones
 * adopted), then asks the service whether each listing is live by a check task of its own: as
 * many as the merchant's checks per minute allow within 10 s, the rest first in the sweep's line.
 */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  // The reconcile runs on this read of the account's settings (`account_id`, 404 for an unknown one; the
  // first without); the check task reads them once for itself.
  const settings = await settingsOfRequest(req)
  const { result } = await reconcileListingsWorkflow(req.scope).run({ input: { settings } })
  const listings = await checkListingsNow(req.scope, settings.account.id, "all", LISTING_CHECK_BUDGET_MS)
  res.json({ report: result, listings })
})
