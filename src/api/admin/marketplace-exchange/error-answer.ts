import {
  errorHandler,
  getHttpResponseFromError,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { wordsOf } from "../../../messages/refusal"
import { brokenEscapeError, brokenSegment, PREFIX } from "./guard-input"

const medusaErrorHandler = errorHandler()

/**
 * Medusa's own error handler, except for this plugin's addresses:
 * - every 4xx carries `words`, its code and parameters, so the admin says it in its
 *   language; a refusal without a code of ours (a request the admin never sends: a wrong type,
 *   an unknown field) is `refusal.request` with Medusa's English as its detail;
 * - a 409 keeps its message (Medusa replaces it with one about idempotency keys, which tells a
 *   merchant nothing);
 * - a broken %-escape in the address is a 400 quoting it. Medusa's `/admin*` middleware runs
 *   before any route or middleware of a plugin, and Express fails to decode its wildcard
 *   parameter there: a URIError, which skips every plain middleware (guardInput too) and which
 *   Medusa's handler answers with a 500 (framework/dist/http/middlewares/error-handler.js).
 * A store whose own middlewares define an errorHandler replaces this one (Medusa loads the
 * project after its plugins).
 */
export function answerErrors(thrown: unknown, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const path = req.originalUrl.split("?", 1)[0]
  if (path !== PREFIX && !path.startsWith(`${PREFIX}/`)) return medusaErrorHandler(thrown, req, res, next)
  const broken = (thrown as Error | null)?.name === "URIError" ? brokenSegment(path) : null
  const error = broken === null ? thrown : brokenEscapeError(broken)
  const { statusCode, body } = getHttpResponseFromError(error)
  if (statusCode >= 500) return medusaErrorHandler(error, req, res, next)
  const conflict = MedusaError.isMedusaError(error) && (error as MedusaError).type === MedusaError.Types.CONFLICT
  const message = conflict ? (error as MedusaError).message : body.message
  const words = wordsOf(error) ?? { code: "refusal.request", params: { detail: message ?? "" } }
  req.scope?.resolve(ContainerRegistrationKeys.LOGGER)?.info?.(message ?? "")
  res.status(statusCode).json({ ...body, message, words })
}
