import { MedusaError } from "@medusajs/framework/utils"
import { asExchangeError, ExchangeError } from "../../../client"

const LEAD: Record<ExchangeError["kind"], string> = {
  auth: "The exchange service refused the login",
  validation: "The exchange service refused the data",
  not_found: "The exchange service does not know it",
  rate_limited: "The exchange service asks to slow down",
  unavailable: "The exchange service cannot be reached",
  protocol: "The exchange service answered something unreadable",
}

/**
 * The one place a client error becomes an HTTP answer of the admin API: the merchant reads
 * what went wrong in plain words, followed by the service's own message.
 */
export function toMedusaError(thrown: unknown): never {
  const error = asExchangeError(thrown)
  if (!error) throw thrown
  const type =
    error.kind === "validation"
      ? MedusaError.Types.INVALID_DATA
      : error.kind === "not_found"
        ? MedusaError.Types.NOT_FOUND
        : error.kind === "auth"
          ? MedusaError.Types.NOT_ALLOWED
          : MedusaError.Types.UNEXPECTED_STATE
  const said = error.errors.map((m) => [m.message, m.description].filter(Boolean).join(" ")).join(" ") || error.message
  throw new MedusaError(type, `${LEAD[error.kind]}: ${said}`)
}
