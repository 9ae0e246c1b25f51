import { asExchangeError } from "../../../../client"
import { LOGIN_PATH } from "../../../../protocol/schema"
import { LIVE_DEADLINE_MS } from "./deadline"

/**
 * Which part of the connection failed, for the merchant: the login (user name or password),
 * the subscription token, an address nothing answers at, an address that answers but is not
 * the exchange service, a service that answers with errors, or no answer in time.
 */
export type ConnectionProblem = "wrong_login" | "wrong_token" | "unreachable" | "no_answer" | "not_the_service" | "service_error"

export type ConnectionFailure = { problem: ConnectionProblem; message: string }

const NEVER_CONNECTED = ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT", "EHOSTUNREACH", "ENETUNREACH", "ECONNRESET"]

/** The service's own words, when it gave any, to follow ours. */
function serviceWords(error: { errors: Array<{ message: string; description?: string | null }> }): string {
  const words = error.errors.map((m) => [m.message, m.description].filter(Boolean).join(" ")).join(" ")
  return words ? ` The service said: ${words}` : ""
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
  if (!error) return { problem: "service_error", message: `The connection check failed: ${(thrown as Error)?.message ?? String(thrown)}` }
  const atLogin = (error.request?.path ?? "").toLowerCase().startsWith(LOGIN_PATH.toLowerCase())
  const address = atLogin ? addresses.authUrl : addresses.baseUrl
  const field = atLogin ? "login address" : "service address"
  const cause = String((error as { cause?: unknown }).cause ?? "")
  switch (error.kind) {
    case "auth":
      if (atLogin)
        return {
          problem: "wrong_login",
          message: `The user name or password is wrong: the login at ${address} refused them.${serviceWords(error)}`,
        }
      if (error.code === "1002" || error.code === "1003") {
        return {
          problem: "service_error",
          message: `The service refused the connector's identification (code ${error.code}).${serviceWords(error)}`,
        }
      }
      return {
        problem: "wrong_token",
        message:
          `The subscription token is wrong: the login worked, but the service refused the ` +
          `token${error.code ? ` (code ${error.code})` : ""}. Copy the REST API token from your account again.`,
      }
    case "unavailable":
      if (
        /no answer within/.test(error.message) ||
        ["TimeoutError", "AbortError"].includes(cause) ||
        cause.startsWith("UND_ERR_HEADERS") ||
        cause.startsWith("UND_ERR_BODY")
      ) {
        return {
          problem: "no_answer",
          message: `The ${field} ${address} accepted the connection but gave no answer within ${Math.round(deadlineMs / 1000)} s.`,
        }
      }
      if (error.status && error.status >= 500) {
        return {
          problem: "service_error",
          message:
            `The service at ${address} answers with an error (${error.status}): it may be down; try again ` +
            `later.${serviceWords(error)}`,
        }
      }
      if (NEVER_CONNECTED.includes(cause) || !error.status) {
        return {
          problem: "unreachable",
          message: `Nothing answers at the ${field} ${address}${cause ? ` (${cause})` : ""}: check the address.`,
        }
      }
      return { problem: "service_error", message: `The service at ${address} failed: ${error.message}` }
    case "rate_limited":
      return { problem: "service_error", message: `The service at ${address} asks to slow down; try again in a minute.` }
    case "not_found":
    case "protocol":
    case "validation":
      return {
        problem: "not_the_service",
        message:
          `The ${field} ${address} answers, but not as the exchange ` +
          `service${error.status ? ` (it answered ${error.status})` : ""}: check the ${field}.`,
      }
  }
}

/**
 * A live read that failed (a listing, an order's history): a connection failure in the words
 * above, anything else (the service does not know the id, refused the read) with its message.
 */
export function liveReadFailureWords(thrown: unknown, addresses: { baseUrl: string; authUrl: string }): string {
  const error = asExchangeError(thrown)
  if (error && (error.kind === "validation" || error.kind === "not_found")) return `The service could not say: ${error.message}`
  return connectionFailureOf(thrown, addresses).message
}
