import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { saveSettingsWorkflow } from "../../../../workflows/settings"
import type { PostConnectionSettingsType } from "./validators"
import type { SavedSettingsAnswer, SettingsAnswer } from "./settings-answer"
import { settingsViewOf } from "./settings-view-of"

/** The first account's settings (a store with one account never names it); secrets are reported as set or not, never returned. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  res.json({ settings: await settingsViewOf(req.scope, await service.getSettings()) } satisfies SettingsAnswer)
}

/**
 * Saves what was sent for the first account (left out stays, null clears) and answers the
 * settings as saved, with the resend batch a change set off.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostConnectionSettingsType>, res: MedusaResponse) {
  const { result } = await saveSettingsWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ settings: await settingsViewOf(req.scope, result.settings), resend: result.resend } satisfies SavedSettingsAnswer)
}
