import type { CodedMessage } from "../../../messages"
import type { MetadataDifference, OfferedSets } from "./metadata"

/**
 * The reads the service check makes (A55), each a form of request the plugin relies on: the
 * login, one page of each feed it reads, the order poll's filter joined and apart (A29, A31),
 * a product's own variations (the account scan's fallback to the set-level feed, A43), the two
 * operations it calls to read, and the service's description (A54). Nothing is written.
 */
export const CHECKED_REQUESTS = [
  "login",
  "catalogs",
  "products",
  "product_variations",
  "variations_of_product",
  "orders_joined",
  "orders_unimported",
  "orders_changed",
  "product_is_listed",
  "order_history",
  "metadata",
] as const

export type CheckedRequest = (typeof CHECKED_REQUESTS)[number]

/**
 * How one request form fared: `answered` (2xx), `refused` (the service said no to this read:
 * a 4xx other than the session's), `failed` (the login or token refused, the service down, no
 * answer, an answer not readable), `not_asked` (nothing to ask about, or the login failed).
 */
export type RequestVerdict = "answered" | "refused" | "failed" | "not_asked"

export interface RequestOutcome {
  request: CheckedRequest
  verdict: RequestVerdict
  /** The HTTP status the service answered; null when none came or it was not asked. */
  status: number | null
  /** How long the request took, in ms; null when it was not asked. */
  ms: number | null
  /** What happened, in the merchant's words (src/messages `service_check.*`). */
  words: CodedMessage
  /** The client's own account of a failure (the request and the service's answer), for support and the run state's `reason`. */
  detail: string | null
}

/** Something the service sent that the spec does not show, kept as sent with the date it was first seen. */
export interface UnknownSeen {
  kind: "property" | "history_action"
  /** The entity set the property came on; null for a history action. */
  set: "SalesOrders" | "SalesOrderItems" | null
  /** The name verbatim. */
  name: string
  /** One value as it came (text), for support. */
  example: string | null
  first_seen: string
  last_seen: string
}

/** What the check decided for the plugin's fallbacks, from the answers. */
export interface CheckFallbacks {
  /** A31: how the order poll asks; `separate` written to the run state when the joined form failed and the forms apart answered. */
  order_filter: "joined" | "separate" | null
  /** A43: how the account scan reads variations: the set-level feed, or each product's own; null when neither answered. */
  variation_reading: "set" | "per_product" | null
}

/** The stored check (run state `service_check`) and the answer of GET/POST service-check. */
export interface ServiceCheckRecord {
  checked_at: string
  /** Wall time of the whole check, in ms. */
  duration_ms: number
  /** True when every request asked was answered. */
  ok: boolean
  requests: RequestOutcome[]
  fallbacks: CheckFallbacks
  /** What the service's description offers (A54), null when it did not answer or could not be read. */
  metadata: { sets: OfferedSets; differences: MetadataDifference[] } | null
  /** Everything the service sent that the spec does not show, ever seen by a check, first-seen dates kept. */
  unknowns: UnknownSeen[]
  /**
   * What the plugin's writes met that reads cannot show (A55): products the service no longer
   * holds (A50), and products whose stock it has not taken (A49), since the earliest.
   */
  writes_met: WritesMet
  /** Findings in the merchant's words: fallbacks chosen, description differences, unknowns, what writes met. */
  findings: CodedMessage[]
}

/** What the product sync's writes met at the service, from the plugin's own records. */
export interface WritesMet {
  gone_at_service: number
  stock_not_taken: number
  stock_not_taken_since: string | null
}
