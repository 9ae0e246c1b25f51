import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { asExchangeError, ExchangeError } from "../../../client"
import { classifyFailure } from "../../../queue/classify-failure"
import { coded, type CodedMessage } from "../../../messages"
import { withWords, wordsOf } from "../../../messages/refusal"
import { SERVICE_FAILURE } from "../../../messages/catalog/refusals"

/** The merchant's words for a failure: what went wrong, then the service's own message as it sent it. */
function serviceWords(error: ExchangeError): { message: string; words: CodedMessage } {
  const detail = error.errors.map((m) => [m.message, m.description].filter(Boolean).join(" ")).join(" ") || error.message
  const { code, params, message } = coded(SERVICE_FAILURE[error.kind], { detail })
  return { message, words: { code, params } }
}

/**
 * The HTTP status of a failure of the service: its refusals are the request's fault (4xx); an
 * outage (5xx, a request to slow down) is 503; no answer at all, or one that is not the
 * service's, is 502.
 */
export function serviceFailureStatus(error: ExchangeError): number {
  switch (error.kind) {
    case "auth":
    case "validation":
      return 400
    case "not_found":
      return 404
    case "rate_limited":
      return 503
    case "unavailable":
      return error.status && error.status >= 500 ? 503 : 502
    case "protocol":
      return 502
  }
}

/**
 * The one place a client error becomes an HTTP answer of the admin API (4xx kinds): the
 * merchant reads what went wrong in plain words, followed by the service's own message.
 */
export function toMedusaError(thrown: unknown): never {
  const error = asExchangeError(thrown)
  if (!error) throw thrown
  const type = error.kind === "not_found" ? MedusaError.Types.NOT_FOUND : MedusaError.Types.INVALID_DATA
  const { message, words } = serviceWords(error)
  throw withWords(new MedusaError(type, message), words)
}

/**
 * Wraps a route that talks to the service: a missing setup is a 400 saying what to enter, a
 * refusal a 4xx with the service's message, an outage a 503 and an unreachable or garbled
 * service a 502, each with the message (Medusa's own handler would hide a 5xx's message).
 */
export function withServiceErrors<Req extends MedusaRequest>(handler: (req: Req, res: MedusaResponse) => Promise<void>) {
  return async (req: Req, res: MedusaResponse): Promise<void> => {
    try {
      await handler(req, res)
    } catch (thrown) {
      if (classifyFailure(thrown) === "setup" && !asExchangeError(thrown)) {
        const refused = new MedusaError(MedusaError.Types.INVALID_DATA, (thrown as Error).message)
        const words = wordsOf(thrown)
        throw words ? withWords(refused, words) : refused
      }
      const error = asExchangeError(thrown)
      if (!error) throw thrown
      const status = serviceFailureStatus(error)
      if (status < 500) toMedusaError(error)
      if (error.kind === "rate_limited" && "retryAfterMs" in error && typeof error.retryAfterMs === "number") {
        res.setHeader("Retry-After", String(Math.ceil(error.retryAfterMs / 1000)))
      }
      res.status(status).json({ type: status === 503 ? "service_unavailable" : "bad_gateway", ...serviceWords(error) })
    }
  }
}
