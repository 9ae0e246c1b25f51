import { asExchangeError, isStockNotTaken } from "../client"
import { codedMessage, type CodedMessage, type MessageCode, withoutRequest } from "../messages"
import { SERVICE_FAILURE } from "../messages/catalog/refusals"
import { wordsOf } from "../messages/refusal"

/** A failure as the queue and the ledgers keep it: the English for the API and the logs, the words for the admin. */
export interface FailureText {
  message: string
  words: CodedMessage
}

/**
 * Why work failed, in the merchant's words, decided here for every kind of work: the
 * words an error of ours carries (a missing setup, a wait for the account scan), the service's
 * failure with its own message as it sent it, a request that cannot be written, else `fallback`
 * with the English message (a failure the plugin has no words for).
 */
export function failureText(
  error: unknown,
  fallback: Extract<MessageCode, "failure.unexpected" | "import.failed"> = "failure.unexpected"
): FailureText {
  const message = (error as Error | null)?.message ?? String(error)
  const words = wordsOf(error)
  if (words) return { message, words }
  const exchange = asExchangeError(error)
  // A49: not the service out of reach, though retried like it: it answered, and did not take the stock.
  if (isStockNotTaken(exchange)) return { message, words: codedMessage("failure.stock_not_taken", {}) }
  if (exchange) return { message, words: codedMessage(SERVICE_FAILURE[exchange.kind], { detail: withoutRequest(message) }) }
  if ((error as { name?: unknown } | null)?.name === "ProtocolError")
    return { message, words: codedMessage("failure.unwritable", { detail: message }) }
  return { message, words: codedMessage(fallback, { detail: message }) }
}
