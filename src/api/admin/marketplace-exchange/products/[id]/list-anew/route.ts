import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listAnewWorkflow } from "../../../../../../workflows/product-sync"
import type { ListAnewAnswer } from "../../product-answer"
import type { PostListAnewType } from "./validators"
import { settingsOfRequest } from "../../../account-of-request"

/**
 * List anew as a single product or as a variation set (A51): 202 once the product is marked and
 * its sync queued, which ends its listing and replaces it (a new listing, without its sales
 * history and watchers). 404 for an unknown product; 400 naming why when there is no type change to make.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostListAnewType>, res: MedusaResponse) {
  const { as } = req.validatedBody
  const accountId = (await settingsOfRequest(req)).account.id
  await listAnewWorkflow(req.scope).run({ input: { accountId, productId: req.params.id, as } })
  res.status(202).json({ queued: true, as } satisfies ListAnewAnswer)
}
