import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { reconcileListingsWorkflow } from "../../../../workflows/reconcile"
import { withServiceErrors } from "../errors"

/** Reconciles the listings now (the hourly job's run): second listings deleted or ended, lost ones adopted. */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { result } = await reconcileListingsWorkflow(req.scope).run()
  res.json({ report: result })
})
