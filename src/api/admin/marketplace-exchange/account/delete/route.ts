import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { deleteAccountDataWorkflow } from "../../../../../workflows/account-reset"
import { withServiceErrors } from "../../errors"
import { settingsOfRequest } from "../../account-of-request"
import type { PostDeleteAccountDataType } from "./validators"
import type { DeleteAccountDataAnswer } from "./delete-answer"

/**
 * Empties the exchange account (DeleteAccountData, spec 4.3) and forgets what the plugin knew of
 * the emptied sets. Before products go, their live listings are ended and counted; a listing
 * that cannot be ended stops the reset with 400 unless `force_confirm` is typed too. Before
 * sales orders go, the orders are imported; held or unfinished ones stop the reset with 400, and
 * imported ones whose payment or shipping is not reported yet with 409 naming them, unless
 * `confirm_pending_write_back` is true; `orders` says how many were imported first and how many
 * ledger rows closed.
 */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest<PostDeleteAccountDataType>, res: MedusaResponse) => {
  const type = req.validatedBody.type as 0
  const force = req.validatedBody.force_confirm !== undefined
  // One read of the settings for the whole reset.
  const settings = await settingsOfRequest(req)
  const confirmPendingWriteBack = req.validatedBody.confirm_pending_write_back === true
  const { result } = await deleteAccountDataWorkflow(req.scope).run({ input: { type, force, confirmPendingWriteBack, settings } })
  const answer: DeleteAccountDataAnswer = {
    deleted: result.deleted,
    type,
    emptied: result.emptied,
    forgotten: result.forgotten,
    listings: result.listings ?? null,
    orders: result.orders ?? null,
  }
  res.json(answer)
})
