import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { checkConnection } from "../../live/check-connection"
import type { ConnectionAnswer } from "./connection-answer"

/**
 * Is the service reachable right now: a read on the live client's session (a check every few
 * seconds must not log in each time), settled within 5 s. Always 200: the answer is the data.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const live = await service.getLiveCheck()
  if (!live) {
    res.json({
      connection: { configured: false, ok: false, latency_ms: null, problem: null, error: null, error_words: null, checked_at: new Date() },
    } satisfies ConnectionAnswer)
    return
  }
  const check = await checkConnection(live.client, live.credentials, { reuseSession: true })
  res.json({
    connection: {
      configured: true,
      ok: check.ok,
      latency_ms: check.ok ? check.latency_ms : null,
      problem: check.problem ?? null,
      error: check.message ?? null,
      /** The error as a code of src/messages, for the admin's language. */
      error_words: check.words ?? null,
      checked_at: new Date(),
    },
  } satisfies ConnectionAnswer)
}
