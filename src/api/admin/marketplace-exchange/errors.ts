import { MedusaError } from "@medusajs/framework/utils"
import { ExchangeError } from "../../../client"

/**
 * The one place a client error becomes an HTTP answer of the admin API, so the admin shows
 * the service's own message instead of "An unknown error occurred".
 */
export function toMedusaError(error: unknown): never {
  if (!(error instanceof ExchangeError)) throw error
  const type =
    error.kind === "validation"
      ? MedusaError.Types.INVALID_DATA
      : error.kind === "not_found"
        ? MedusaError.Types.NOT_FOUND
        : error.kind === "auth"
          ? MedusaError.Types.NOT_ALLOWED
          : MedusaError.Types.UNEXPECTED_STATE
  throw new MedusaError(type, `The exchange service: ${error.message}`)
}
