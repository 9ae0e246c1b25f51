import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listAgainWorkflow } from "../../../../../../workflows/product-sync"
import type { ListAgainAnswer } from "../../product-answer"
import { settingsOfRequest } from "../../../account-of-request"

/**
 * List again (A50): for a product the service no longer holds (`gone_at_service`), 202 once its
 * record is forgotten and its sync queued, which creates it anew at the service. 404 for an
 * unknown product; 409 when the service still holds it as far as the plugin knows.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const accountId = (await settingsOfRequest(req)).account.id
  await listAgainWorkflow(req.scope).run({ input: { accountId, productId: req.params.id } })
  res.status(202).json({ queued: true } satisfies ListAgainAnswer)
}
