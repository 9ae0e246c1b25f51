import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { retryProductSyncWorkflow } from "../../../../../../workflows/product-sync"
import type { ProductRetryAnswer } from "../../product-answer"
import { settingsOfRequest } from "../../../account-of-request"

/**
 * Sync now, or Retry: 202 when a sync is queued (what it sent shows on the product once done);
 * 200 with `queued: false`, the outcome and the reason when nothing would be sent (the product
 * is outside the marketplace's channel, a draft, or held back by problems to fix first).
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const accountId = (await settingsOfRequest(req)).account.id
  const { result } = await retryProductSyncWorkflow(req.scope).run({ input: { accountId, productId: req.params.id } })
  const { verdict } = result
  if (verdict.action === "skip") {
    res.json({
      queued: false,
      outcome: verdict.outcome,
      message: verdict.message,
      problems: verdict.problems.map(({ blocks: _blocks, ...p }) => p),
    } satisfies ProductRetryAnswer)
    return
  }
  res.status(202).json({ queued: true, outcome: "queued", refusals_cleared: result.cleared?.cleared ?? 0 } satisfies ProductRetryAnswer)
}
