import { asExchangeError } from "../client"
import { coded, type CodedMessage } from "../messages"

/**
 * What a failure means for the work that hit it, decided here and nowhere else:
 * - `transient`: the service is down, slow or asks to slow down; the same call can succeed later.
 * - `refused`: the service answered and said no to this data (4xx with its codes, an unknown
 *   entity, an answer it cannot mean), or the call cannot even be written; repeating it gets
 *   the same answer.
 * - `setup`: nothing can go until the merchant fixes the settings (no connection entered,
 *   wrong credentials or token, a secret that no longer decrypts).
 */
export type FailureClass = "transient" | "refused" | "setup"

type Words = { message: string; code: string; params: CodedMessage["params"] }

/**
 * The connection or the sync settings are missing: nothing can be sent until they are set. Its
 * `words` say which in the merchant's language; a kept message of an older run has none.
 */
export class SyncNotConfiguredError extends Error {
  readonly words?: CodedMessage
  constructor(text: string | Words = coded("refusal.connection.not_set_up", {})) {
    super(typeof text === "string" ? text : text.message)
    this.name = "SyncNotConfiguredError"
    if (typeof text !== "string") this.words = { code: text.code, params: text.params }
  }
}

/**
 * The account holds products the plugin has no record of, and no scan was applied or dismissed
 *: a create waits, retried with the queue's backoff and woken when the merchant decides.
 */
export class WaitingForAccountScanError extends Error {
  readonly words: CodedMessage
  constructor(text: Words) {
    super(text.message)
    this.name = "WaitingForAccountScanError"
    this.words = { code: text.code, params: text.params }
  }
}

/**
 * The service answered 404 for the product itself (A50, client/product-gone.ts): the product
 * is marked `gone_at_service` and nothing is sent to its remote id again, so no retry would
 * reach anything. Its `words` say so in the merchant's language.
 */
export class ProductGoneError extends Error {
  readonly words: CodedMessage
  readonly remoteProductId: string
  constructor(remoteProductId: string) {
    const text = coded("failure.product_gone", { remote_id: remoteProductId })
    super(text.message)
    this.name = "ProductGoneError"
    this.remoteProductId = remoteProductId
    this.words = { code: text.code, params: text.params }
  }
}

/** Also reads errors that crossed a workflow (kept there as plain objects of their properties). */
export function classifyFailure(error: unknown): FailureClass {
  if (error instanceof SyncNotConfiguredError || (error as { name?: unknown } | null)?.name === "SyncNotConfiguredError") return "setup"
  // Waiting is not failing: the create goes once the merchant decides on the scan.
  if ((error as { name?: unknown } | null)?.name === "WaitingForAccountScanError") return "transient"
  // Gone is for good (A50): the product waits for the merchant's List again, never for a retry.
  if ((error as { name?: unknown } | null)?.name === "ProductGoneError") return "refused"
  const exchange = asExchangeError(error)
  if (exchange) {
    if (exchange.kind === "auth") return "setup"
    return exchange.retryable ? "transient" : "refused"
  }
  // A request that cannot be written (a value no literal or body of the protocol can carry): the
  // same data fails the same way every time, so it waits for the merchant's fix like a refusal.
  if ((error as { name?: unknown } | null)?.name === "ProtocolError") return "refused"
  // Anything else (a database hiccup, a bug) may pass; retrying with backoff is the safe side.
  return "transient"
}
