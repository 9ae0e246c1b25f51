import type { ClaimedTask } from "../../modules/marketplace-exchange/types"
import type { FailureClass } from "../shared/classify-failure"

/**
 * What the queue does with a task that failed, by its kind and what the failure means
 * (shared/classify-failure.ts): retried with backoff, or kept as failed for the merchant.
 */
export function failurePolicy(kind: ClaimedTask["kind"], failure: FailureClass): { permanent: boolean; maxAttempts?: number } {
  // A write-back is never given up on while the service is down: a lost payment or shipment is
  // worse than a retry every ten minutes (the backoff's cap). Refused values are handled per
  // call inside the write-back, so what reaches here is an outage or the setup.
  if (kind === "sales_order") return { permanent: false, maxAttempts: Infinity }
  // A poll records its own failures and backoff (run/poll-orders.ts); what escapes it is not
  // retried here: the next tick queues the next poll when it is due.
  if (kind === "order_poll") return { permanent: true }
  // Stock never gives up: while the service fails, a product is tried again at the backoff's cap
  // (ten minutes) for as long as it takes, so a long outage ends with every stock exact. A
  // product's refusals are held per write inside the sync; what reaches here as refused is a
  // failure no retry can fix (such as its removal refused), as is a missing setup.
  return failure === "transient" ? { permanent: false, maxAttempts: Infinity } : { permanent: true }
}
