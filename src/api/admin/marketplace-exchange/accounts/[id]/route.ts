import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { saveSettingsWorkflow } from "../../../../../workflows/settings"
import type { PostConnectionSettingsType } from "../../settings/validators"
import { settingsViewOf } from "../../settings/settings-view-of"
import type { AccountAnswer, SavedAccountAnswer } from "../accounts-answer"

/** One account's settings; 404 for an id no account has. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  res.json({ account: await settingsViewOf(req.scope, await service.getSettings(req.params.id)) } satisfies AccountAnswer)
}

/** Saves what was sent for the account (left out stays, null clears), as the settings save does for the first. */
export async function POST(req: AuthenticatedMedusaRequest<PostConnectionSettingsType>, res: MedusaResponse) {
  const { result } = await saveSettingsWorkflow(req.scope).run({ input: { ...req.validatedBody, account_id: req.params.id } })
  res.json({ account: await settingsViewOf(req.scope, result.settings), resend: result.resend } satisfies SavedAccountAnswer)
}
