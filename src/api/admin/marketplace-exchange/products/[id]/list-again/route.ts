import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listAgainWorkflow } from "../../../../../../workflows/product-sync"
import type { ListAgainAnswer } from "../../product-answer"

/**
 * List again (A50): for a product the service no longer holds (`gone_at_service`), 202 once its
 * record is forgotten and its sync queued, which creates it anew at the service. 404 for an
 * unknown product; 409 when the service still holds it as far as the plugin knows.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await listAgainWorkflow(req.scope).run({ input: { productId: req.params.id } })
  res.status(202).json({ queued: true } satisfies ListAgainAnswer)
}
