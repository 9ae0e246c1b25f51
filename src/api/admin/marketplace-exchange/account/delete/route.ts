import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteAccountDataWorkflow } from "../../../../../workflows/account-reset"
import { withServiceErrors } from "../../errors"
import type { PostDeleteAccountDataType } from "./validators"

/** Empties the exchange account (DeleteAccountData, spec 4.3) and forgets what the plugin knew of the emptied sets. */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest<PostDeleteAccountDataType>, res: MedusaResponse) => {
  const type = req.validatedBody.type as 0
  const { result } = await deleteAccountDataWorkflow(req.scope).run({ input: { type } })
  res.json({ deleted: result.deleted, type, emptied: result.emptied, forgotten: result.forgotten })
})
