import { ExchangeError } from "../../client"

/**
 * What a failure means for the work that hit it, decided here and nowhere else:
 * - `transient`: the service is down, slow or asks to slow down; the same call can succeed later.
 * - `refused`: the service answered and said no to this data (4xx with its codes, an unknown
 *   entity, an answer it cannot mean); repeating the same call gets the same answer.
 * - `setup`: nothing can go until the merchant fixes the settings (no connection entered,
 *   wrong credentials or token, a secret that no longer decrypts).
 */
export type FailureClass = "transient" | "refused" | "setup"

/** The connection or the sync settings are missing: nothing can be sent until they are set. */
export class SyncNotConfiguredError extends Error {
  constructor(message = "The connection to the exchange service is not set up: enter it in Settings → Marketplace exchange.") {
    super(message)
    this.name = "SyncNotConfiguredError"
  }
}

export function classifyFailure(error: unknown): FailureClass {
  if (error instanceof SyncNotConfiguredError) return "setup"
  if (error instanceof ExchangeError) {
    if (error.kind === "auth") return "setup"
    return error.retryable ? "transient" : "refused"
  }
  // Anything else (a database hiccup, a bug) may pass; retrying with backoff is the safe side.
  return "transient"
}
