import { asExchangeError } from "../../../../client"
import { LOGIN_PATH } from "../../../../protocol/schema"
import { LIVE_DEADLINE_MS } from "./deadline"
import { coded, codedMessage, type CodedMessage, type MessageCode, type ParamsOf } from "../../../../messages"

/**
 * Which part of the connection failed, for the merchant: the login (user name or password),
 * the subscription token, an address nothing answers at, an address that answers but is not
 * the exchange service, a service that answers with errors, or no answer in time.
 */
export type ConnectionProblem = "wrong_login" | "wrong_token" | "unreachable" | "no_answer" | "not_the_service" | "service_error"

/** A failure in the merchant's words: the English `message` for the API, its coded `words` for the admin. */
export type ConnectionFailure = { problem: ConnectionProblem; message: string; words: CodedMessage }

const NEVER_CONNECTED = ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT", "EHOSTUNREACH", "ENETUNREACH", "ECONNRESET"]

/** The service's own words, when it gave any, to follow ours as they were sent. */
function serviceSaid(error: { errors: Array<{ message: string; description?: string | null }> }): CodedMessage | null {
  const detail = error.errors.map((m) => [m.message, m.description].filter(Boolean).join(" ")).join(" ")
  return detail ? codedMessage("connection.service_said", { detail }) : null
}

function failure<C extends MessageCode>(problem: ConnectionProblem, code: C, params: ParamsOf<C>): ConnectionFailure {
  const { message } = coded(code, params)
  return { problem, message, words: { code, params } as CodedMessage }
}

/**
 * A failed connection check in the merchant's words, naming the part to fix. The request that
 * failed tells the login (auth_url) from the data API (base_url); errors that crossed a
 * workflow are read by shape as everywhere else.
 */
export function connectionFailureOf(
  thrown: unknown,
  addresses: { baseUrl: string; authUrl: string },
  deadlineMs = LIVE_DEADLINE_MS
): ConnectionFailure {
  const error = asExchangeError(thrown)
  if (!error) return failure("service_error", "connection.check_failed", { detail: (thrown as Error)?.message ?? String(thrown) })
  const atLogin = (error.request?.path ?? "").toLowerCase().startsWith(LOGIN_PATH.toLowerCase())
  const address = atLogin ? addresses.authUrl : addresses.baseUrl
  const setting = atLogin ? "auth_url" : "base_url"
  const cause = String((error as { cause?: unknown }).cause ?? "")
  const notTheService = () =>
    failure("not_the_service", "connection.not_the_service", {
      setting,
      address,
      said: error.status ? codedMessage("connection.answered_status", { status: error.status }) : null,
    })
  switch (error.kind) {
    case "auth":
      if (atLogin) return failure("wrong_login", "connection.wrong_login", { address, said: serviceSaid(error) })
      if (error.code === "1002" || error.code === "1003")
        return failure("service_error", "connection.identification_refused", { code: error.code, said: serviceSaid(error) })
      return failure("wrong_token", "connection.wrong_token", {})
    case "unavailable":
      if (
        /no answer within/.test(error.message) ||
        ["TimeoutError", "AbortError"].includes(cause) ||
        cause.startsWith("UND_ERR_HEADERS") ||
        cause.startsWith("UND_ERR_BODY")
      ) {
        return failure("no_answer", "connection.no_answer_at", { setting, address, seconds: Math.round(deadlineMs / 1000) })
      }
      if (error.status && error.status >= 500)
        return failure("service_error", "connection.service_error", { address, status: error.status, said: serviceSaid(error) })
      if (NEVER_CONNECTED.includes(cause) || !error.status)
        return failure("unreachable", "connection.unreachable", {
          setting,
          address,
          said: cause ? codedMessage("connection.cause", { cause }) : null,
        })
      return failure("service_error", "connection.failed", { address, detail: error.message })
    case "rate_limited":
      return failure("service_error", "connection.slow_down", { address })
    case "validation":
      // A48: a 403 is the service refusing this one request, not the credentials nor another server.
      if (error.status === 403)
        return failure("service_error", "connection.request_refused", { address, status: 403, said: serviceSaid(error) })
      return notTheService()
    case "not_found":
    case "protocol":
      // Any other refusal of the check's read says the address is not the service.
      return notTheService()
  }
}

/**
 * A live read that failed (a listing, an order's history): a connection failure in the words
 * above, anything else (the service does not know the id, refused the read) with its message.
 */
export function liveReadFailureOf(
  thrown: unknown,
  addresses: { baseUrl: string; authUrl: string }
): { message: string; words: CodedMessage } {
  const error = asExchangeError(thrown)
  if (error && (error.kind === "validation" || error.kind === "not_found")) {
    const { message } = coded("live.could_not_say", { detail: error.message })
    return { message, words: codedMessage("live.could_not_say", { detail: error.message }) }
  }
  const { message, words } = connectionFailureOf(thrown, addresses)
  return { message, words }
}
