import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { createAccountWorkflow } from "../../../../workflows/settings"
import { settingsViewOf } from "../settings/settings-view-of"
import type { AccountAnswer, AccountsAnswer } from "./accounts-answer"
import type { PostAccountType } from "./validators"

/** Every exchange-service account with its settings, the first first; secrets only as set or not. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const accounts = await Promise.all((await service.listAccountSettings()).map((settings) => settingsViewOf(req.scope, settings)))
  res.json({ accounts } satisfies AccountsAnswer)
}

/** A new account for one sales channel (its name required; its channel and name no other account's). */
export async function POST(req: AuthenticatedMedusaRequest<PostAccountType>, res: MedusaResponse) {
  const { result } = await createAccountWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ account: await settingsViewOf(req.scope, result.settings) } satisfies AccountAnswer)
}
