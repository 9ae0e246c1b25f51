import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { saveSettingsWorkflow } from "../../../../workflows/settings"
import type { PostConnectionSettingsType } from "./validators"
import type { SavedSettingsAnswer, SettingsAnswer } from "./settings-answer"
import { settingsViewOf } from "./settings-view-of"
import { accountIdOf, settingsOfRequest } from "../account-of-request"

/**
 * An account's settings (`?account_id=`; the first account's without, as a store with one account
 * never names it); secrets are reported as set or not, never returned.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ settings: await settingsViewOf(req.scope, await settingsOfRequest(req)) } satisfies SettingsAnswer)
}

/**
 * Saves what was sent for an account (`?account_id=`, the first without; left out stays, null
 * clears) and answers the settings as saved, with the resend batch a change set off.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostConnectionSettingsType>, res: MedusaResponse) {
  const { result } = await saveSettingsWorkflow(req.scope).run({ input: { ...req.validatedBody, account_id: accountIdOf(req) } })
  res.json({ settings: await settingsViewOf(req.scope, result.settings), resend: result.resend } satisfies SavedSettingsAnswer)
}
