import { failureText } from "../../../queue/failure-words"

/**
 * What a run that stopped records on the product, by lane: `failed` with the lane's error, which
 * the next run tries to mend; or, when the service no longer holds the product (A50,
 * ProductGoneError), `gone_at_service` with the words on the product, which no run mends: the
 * next runs send nothing until the merchant lists it again.
 */
export function stoppedState(error: unknown, lane: "stock" | "content"): Record<string, unknown> {
  const failure = failureText(error)
  if ((error as { name?: unknown } | null)?.name === "ProductGoneError") {
    return {
      status: "gone_at_service",
      last_error: failure.message,
      last_error_words: failure.words,
      stock_error: null,
      stock_error_words: null,
    }
  }
  return lane === "stock"
    ? { status: "failed", stock_error: failure.message, stock_error_words: failure.words }
    : { status: "failed", last_error: failure.message, last_error_words: failure.words }
}
