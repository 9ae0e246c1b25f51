import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { checkConnection } from "../../live/check-connection"
import type { ConnectionProblem } from "../../live/connection-problem"
import type { PostConnectionTestType } from "./validators"
import type { ConnectionTestAnswer } from "../settings-answer"
import { refusal } from "../../../../../messages/refusal"
import { accountIdOf } from "../../account-of-request"

/**
 * A refused login or token is the input's fault (400); a service that fails 503, one that is
 * not there or not the service 502, silence 504.
 */
const STATUS: Record<ConnectionProblem, number> = {
  wrong_login: 400,
  wrong_token: 400,
  service_error: 503,
  unreachable: 502,
  not_the_service: 502,
  no_answer: 504,
}

/**
 * Tests an account's connection (`?account_id=`, the first's without) as typed in the form,
 * unsaved: the body's fields over the saved ones (a
 * saved secret never goes to another host). A fresh login and a read of the service, within
 * 5 s. Answers the time it took, or which part failed in the merchant's words; never a secret.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostConnectionTestType>, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const live = await service.getLiveCheckWith(req.validatedBody ?? {}, accountIdOf(req))
  if ("missing" in live) {
    throw refusal(MedusaError.Types.INVALID_DATA, "refusal.connection.missing", { settings: live.missing.join(",") })
  }
  const { client, credentials } = live
  try {
    const check = await checkConnection(client, credentials)
    if (check.ok) {
      res.json({ ok: true, latency_ms: check.latency_ms } satisfies ConnectionTestAnswer)
      return
    }
    const status = STATUS[check.problem]
    res.status(status).json({
      type: status < 500 ? "invalid_data" : "bad_gateway",
      ok: false,
      problem: check.problem,
      message: check.message,
      words: check.words,
    })
  } finally {
    client.close().catch(() => undefined)
  }
}
