import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { refusal } from "../../../../messages/refusal"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { runServiceCheckWorkflow } from "../../../../workflows/service-check"
import type { ServiceCheckRecord } from "../../../../workflows/service-check/utils/record"
import type { ServiceCheckAnswer } from "./service-check-answer"
import { settingsOfRequest } from "../account-of-request"

/**
 * The account's last service check as stored (`?account_id=`, the first's without), from its run
 * state (no call to the service); null before the first.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const check = (await service.getServiceCheck((await settingsOfRequest(req)).account.id)) as ServiceCheckRecord | null
  res.json({ check } satisfies ServiceCheckAnswer)
}

/**
 * Checks the account's service now (`?account_id=`, the first's without; A55): reads only, each
 * request form the plugin relies on once, within 10 s; stores and answers the result, and hands
 * the fallbacks it calls for to the order poll and the account scan. A read the service fails or
 * refuses is part of the answer (200); a connection not set up is a 400.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const settings = await settingsOfRequest(req)
  if (!(await service.clientFor(settings).catch(() => null)))
    throw refusal(MedusaError.Types.INVALID_DATA, "refusal.connection.not_set_up", {})
  const { result } = await runServiceCheckWorkflow(req.scope).run({ input: { accountId: settings.account.id } })
  res.json({ check: result } satisfies ServiceCheckAnswer)
}
