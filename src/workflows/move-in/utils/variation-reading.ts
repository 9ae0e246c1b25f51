import { asExchangeError } from "../../../client"
import type { AccountProductSummary } from "./account-summary"

/**
 * Whether the service refused the set-level ProductVariations feed itself (A53): a 4xx, or a 5xx
 * other than 503. Not the session's or the credentials' (an auth error: the client logs in again
 * or reports it), not a rate limit (429) nor a timeout (408), and not a 503, which declines before
 * anything is looked at (A27): those say nothing of the feed, and the scan is tried again as after
 * any failure the service may get over.
 */
export function refusesTheFeed(error: unknown): boolean {
  const exchange = asExchangeError(error)
  if (!exchange || exchange.status === undefined || exchange.kind === "auth") return false
  return statusRefusesTheFeed(exchange.status)
}

/** The same by the answer's status alone (a 401 is the session's), for a record of what the feed answered. */
export function statusRefusesTheFeed(status: number): boolean {
  if (status >= 500) return status !== 503
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429
}

/** Spec 2.1: a variation set (ProductType 1) is the only product with variations to read through its product. */
export const hasVariationsToRead = (summary: Pick<AccountProductSummary, "product_type">) => Number(summary.product_type) === 1
