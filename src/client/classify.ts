import { codecFor, WireCodec } from "../protocol/codec"
import { SERVICE_CODES } from "../protocol/schema"
import {
  ExchangeAuthError,
  ExchangeError,
  ExchangeNotFoundError,
  ExchangeProtocolError,
  ExchangeRateLimitedError,
  ExchangeUnavailableError,
  ExchangeValidationError,
  FailedRequest,
} from "./errors"
import type { Redactor } from "./redact"
import { parseRetryAfter } from "./retry"
import type { RawResponse } from "./transport"

/**
 * The service's codes for the session and the credentials of a data request (A19, A20, A34): the
 * SubscriptionToken, the Vendor and Version headers, an expired session. With 401 these, and only
 * these, say that nothing can go until the session or the settings are fixed.
 */
const SESSION_AND_CREDENTIAL_CODES = new Set(
  [SERVICE_CODES.badSubscriptionToken, SERVICE_CODES.vendorMissing, SERVICE_CODES.versionMissing, SERVICE_CODES.sessionExpired].map((c) =>
    String(c.code)
  )
)

/**
 * Turns a failed answer into the error of its kind, reading the service's body in either
 * shape (A18) and in either format: an error body may come back as JSON to an Atom request.
 */
export function classifyResponse(response: RawResponse, codec: WireCodec, request: FailedRequest, redactor: Redactor): ExchangeError {
  const other = codec.format === "json" ? "atom" : "json"
  const body = codec.decodeError(response.body) ?? codecFor(other).decodeError(response.body)
  const errors = body?.messages.filter((m) => m.severity === "error") ?? []
  const warnings = body?.messages.filter((m) => m.severity === "warning") ?? []
  const said = body?.message || response.body.slice(0, 200).trim() || `HTTP ${response.status}`
  const message = redactor.text(`${request.method} ${request.path} answered ${response.status}: ${said}`)
  const details = { status: response.status, code: body?.code, errors, warnings, request }
  const status = response.status
  // A48: a 403 without one of those codes refuses this one request (this write of this product),
  // not the account: it is a refusal like a 400, and the other writes and products go on.
  // The login's 403 stays a refusal of the credentials (session.ts).
  if (status === 401 || (body?.code !== undefined && SESSION_AND_CREDENTIAL_CODES.has(body.code)))
    return new ExchangeAuthError(message, details)
  if (status === 404) return new ExchangeNotFoundError(message, details)
  if (status === 429)
    return new ExchangeRateLimitedError(message, { ...details, retryAfterMs: parseRetryAfter(response.headers["retry-after"]) })
  // A27: 503 is the server declining before it processed anything (overload, an app pool
  // restarting); any other 5xx may come after a commit, so its outcome is unknown.
  if (status >= 500) return new ExchangeUnavailableError(message, { ...details, ambiguous: status !== 503 })
  if (status === 405 || status === 415 || (status >= 300 && status < 400)) return new ExchangeProtocolError(message, details)
  return new ExchangeValidationError(message, details)
}
