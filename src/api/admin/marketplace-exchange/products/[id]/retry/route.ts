import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { retryProductSyncWorkflow } from "../../../../../../workflows/product-sync"

/** Sync now, or Retry: queues the product at once and sends again what the service refused. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await retryProductSyncWorkflow(req.scope).run({ input: { productId: req.params.id } })
  res.status(202).json({ queued: true, refusals_cleared: result.cleared.cleared })
}
