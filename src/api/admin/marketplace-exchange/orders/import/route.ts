import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { importNowOrStatus } from "../../../../../workflows/order-import/run/import-now"
import { withServiceErrors } from "../../errors"

/**
 * Import now: the same run the schedule makes, answered with what it did within seconds, or
 * 202 when a run is already going (or takes longer), which then ends by itself.
 */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const answer = await importNowOrStatus(req.scope)
  if ("summary" in answer) {
    res.json({ summary: answer.summary })
    return
  }
  res.status(202).json({
    running: true,
    started_at: answer.since,
    message: `An order import is running since ${answer.since.toISOString()}; its outcome shows on the Marketplace page.`,
  })
})
