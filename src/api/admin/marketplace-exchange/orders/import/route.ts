import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { importNowOrStatus } from "../../../../../workflows/order-import/run/import-now"
import { accountIdOf } from "../../account-of-request"
import { withServiceErrors } from "../../errors"
import type { ImportNowAnswer } from "../order-answer"

/**
 * Import now of an account (`?account_id=`, the first when not named): the same run the schedule
 * makes, answered with what it did within seconds, or 202 when a run is already going (or takes
 * longer, or still waits to start), which then ends by itself.
 */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const answer = await importNowOrStatus(req.scope, accountIdOf(req))
  if ("summary" in answer) {
    res.json({ summary: answer.summary } satisfies ImportNowAnswer)
    return
  }
  res.status(202).json({
    running: true,
    started_at: answer.since,
    message: answer.since
      ? `An order import is running since ${answer.since.toISOString()}; its outcome shows on the Marketplace page.`
      : "An order import is queued and starts as soon as the background work has a free place; its outcome shows on the Marketplace page.",
  } satisfies ImportNowAnswer)
})
