import { asExchangeError } from "../../../client"
import { codedMessage, withoutRequest, type CodedMessage } from "../../../messages"
import { ENTITY_SETS } from "../../../protocol/schema"
import { statusRefusesTheFeed } from "../../move-in"
import type { MetadataDifference } from "./metadata"
import { WATCHED_SETS } from "./metadata"
import type { CheckedRequest, CheckFallbacks, RequestOutcome, UnknownSeen, WritesMet } from "./record"

/** One read as it went: answered in `ms`, or failed with what the client threw; or not asked, and why. */
export type ReadResult =
  | { request: CheckedRequest; ok: true; ms: number }
  | { request: CheckedRequest; ok: false; ms: number; error: unknown; timedOut?: boolean }
  | { request: CheckedRequest; notAsked: "login" | "no_product" | "no_order" }

const requestWords = (request: CheckedRequest): CodedMessage => codedMessage(`service_check.request.${request}`, {})

/** The service's own words, without the request (only support reads that), or null. */
function said(error: unknown): CodedMessage | null {
  const message = (error as Error | undefined)?.message
  return message ? codedMessage("connection.service_said", { detail: withoutRequest(message) }) : null
}

/**
 * One read's verdict in the merchant's words. A 403 on a read is that read refused (the account
 * may not be allowed it): the login and the token worked, or the login would have failed first.
 * A 401 at the login is the user name or password, a 401 with 1001 the token (A20); a 5xx, no
 * answer or no connection is the service's state, not the read's.
 */
export function outcomeOf(result: ReadResult, timeoutSeconds: number): RequestOutcome {
  const request = requestWords(result.request)
  if ("notAsked" in result) {
    const code =
      result.notAsked === "login"
        ? "service_check.not_asked_login"
        : result.notAsked === "no_product"
          ? "service_check.not_asked_no_product"
          : "service_check.not_asked_no_order"
    return { request: result.request, verdict: "not_asked", status: null, ms: null, words: codedMessage(code, { request }), detail: null }
  }
  if (result.ok)
    return {
      request: result.request,
      ms: result.ms,
      verdict: "answered",
      status: 200,
      words: codedMessage("service_check.answered", { request, ms: result.ms }),
      detail: null,
    }
  const base = {
    request: result.request,
    ms: result.ms,
    detail: result.timedOut
      ? `no answer within ${timeoutSeconds} s`
      : ((result.error as Error | undefined)?.message ?? String(result.error)),
  }
  const error = asExchangeError(result.error)
  const status = error?.status ?? null
  const failed = (words: CodedMessage): RequestOutcome => ({ ...base, verdict: "failed", status, words })
  if (result.timedOut) return failed(codedMessage("service_check.no_answer", { request, seconds: timeoutSeconds }))
  if (!error) return failed(codedMessage("service_check.unreadable", { request, said: said(result.error) }))
  if (result.request === "login" && (status === 401 || status === 403 || error.kind === "auth"))
    return failed(codedMessage("service_check.login_refused", { said: said(error) }))
  // A 401, or a code of the session and the credentials (A48): the token, not this read.
  if (status === 401 || error.kind === "auth") return failed(codedMessage("service_check.token_refused", { said: said(error) }))
  if (status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429)
    return { ...base, verdict: "refused", status, words: codedMessage("service_check.refused", { request, status, said: said(error) }) }
  if (error.kind === "protocol") return failed(codedMessage("service_check.unreadable", { request, said: said(error) }))
  if (status !== null) return failed(codedMessage("service_check.unavailable", { request, status, said: said(error) }))
  return failed(codedMessage("service_check.unreachable", { request, said: said(error) }))
}

const answered = (outcomes: RequestOutcome[], request: CheckedRequest) =>
  outcomes.find((o) => o.request === request)?.verdict === "answered"
const asked = (outcomes: RequestOutcome[], request: CheckedRequest) => {
  const verdict = outcomes.find((o) => o.request === request)?.verdict
  return verdict !== undefined && verdict !== "not_asked"
}

/**
 * The fallbacks the answers call for. The order poll asks apart (A31) when the joined form
 * failed, whatever the status, and both forms apart answered: then the two shown forms are known
 * to work and the joined one not. It asks joined when that answered; otherwise nothing is known
 * (an outage fails all three). The account scan reads each product's variations when the set-level
 * feed (A43) was refused (A53: not an outage, a rate limit or a timeout) and a product's own answered.
 */
export function fallbacksOf(outcomes: RequestOutcome[]): CheckFallbacks {
  const order_filter = answered(outcomes, "orders_joined")
    ? "joined"
    : asked(outcomes, "orders_joined") && answered(outcomes, "orders_unimported") && answered(outcomes, "orders_changed")
      ? "separate"
      : null
  const feed = outcomes.find((o) => o.request === "product_variations")
  // A53: only the feed's own refusal turns the scan to each product's read; an outage, a rate
  // limit or a timeout says nothing of the feed.
  const variation_reading = answered(outcomes, "product_variations")
    ? "set"
    : feed?.status != null && statusRefusesTheFeed(feed.status) && answered(outcomes, "variations_of_product")
      ? "per_product"
      : null
  return { order_filter, variation_reading }
}

const differenceWords = (difference: MetadataDifference): CodedMessage =>
  difference.kind === "missing_set"
    ? codedMessage("service_check.missing_set", { set: difference.set })
    : difference.kind === "missing_property"
      ? codedMessage("service_check.missing_property", { set: difference.set, property: difference.property })
      : codedMessage("service_check.other_type", { ...difference })

/**
 * What the check found, in the merchant's words: the fallbacks chosen, where the description
 * differs (the sets whose absence changes most first: A45's GPSR attributes, variation images,
 * orders), and everything sent that the spec does not show with its first-seen date.
 */
export function findingsOf(
  fallbacks: CheckFallbacks,
  differences: MetadataDifference[],
  unknowns: UnknownSeen[],
  writes: WritesMet = { gone_at_service: 0, stock_not_taken: 0, stock_not_taken_since: null }
): CodedMessage[] {
  const watched = (d: MetadataDifference) => (WATCHED_SETS as readonly string[]).includes(d.set)
  const ordered = [...differences.filter(watched), ...differences.filter((d) => !watched(d))]
  return [
    // What the merchant must act on, or the marketplace may sell what the store does not have, first.
    ...(writes.gone_at_service ? [codedMessage("service_check.products_gone", { count: writes.gone_at_service })] : []),
    ...(writes.stock_not_taken
      ? [
          codedMessage("service_check.stock_not_taken", {
            count: writes.stock_not_taken,
            since: { at: writes.stock_not_taken_since ?? "" },
          }),
        ]
      : []),
    ...(fallbacks.order_filter === "separate" ? [codedMessage("service_check.poll_separate", {})] : []),
    ...(fallbacks.variation_reading === "per_product" ? [codedMessage("service_check.scan_per_product", {})] : []),
    ...ordered.map(differenceWords),
    ...unknowns.map((u) =>
      u.kind === "property"
        ? codedMessage("service_check.unknown_property", { set: u.set ?? "", name: u.name, first_seen: { at: u.first_seen } })
        : codedMessage("service_check.unknown_action", { name: u.name, first_seen: { at: u.first_seen } })
    ),
  ]
}

/** The names every SalesOrders or SalesOrderItems entity may carry as the plugin reads it (the schema's, and the client's own members). */
const CLIENT_MEMBERS = ["warnings", "unreadable"]
const knownNames = (set: "SalesOrders" | "SalesOrderItems") => [
  ...Object.keys(ENTITY_SETS[set].properties),
  ...Object.keys(ENTITY_SETS[set].navigation),
  ...CLIENT_MEMBERS,
]

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value)

/** Properties the spec (and our schema) does not show, on the orders of a page and their items when expanded, each once with one value. */
export function unknownOrderProperties(
  orders: Array<Record<string, unknown>>
): Array<Pick<UnknownSeen, "kind" | "set" | "name" | "example">> {
  const seen = new Map<string, Pick<UnknownSeen, "kind" | "set" | "name" | "example">>()
  const look = (set: "SalesOrders" | "SalesOrderItems", entity: Record<string, unknown>) => {
    const known = knownNames(set)
    for (const [name, value] of Object.entries(entity))
      if (!known.includes(name) && !seen.has(`${set}.${name}`))
        seen.set(`${set}.${name}`, { kind: "property", set, name, example: text(value) })
  }
  for (const order of orders) {
    look("SalesOrders", order)
    const items = order.SalesOrderItems
    if (Array.isArray(items)) for (const item of items) look("SalesOrderItems", item as Record<string, unknown>)
  }
  return [...seen.values()]
}

/** The actions spec 4.3 shows in a GetSalesOrderHistory. */
export const KNOWN_HISTORY_ACTIONS = ["MarkedAsPaid", "Versandstatus"]

/** Actions of a history the spec does not show, each once with its line as the service wrote it. */
export function unknownHistoryActions(
  entries: Array<{ action: string | null; line: string }>
): Array<Pick<UnknownSeen, "kind" | "set" | "name" | "example">> {
  const seen = new Map<string, Pick<UnknownSeen, "kind" | "set" | "name" | "example">>()
  for (const entry of entries) {
    if (!entry.action || KNOWN_HISTORY_ACTIONS.includes(entry.action) || seen.has(entry.action)) continue
    seen.set(entry.action, { kind: "history_action", set: null, name: entry.action, example: entry.line })
  }
  return [...seen.values()]
}

/**
 * The unknowns of this check merged into those kept: one seen before keeps its first-seen date
 * (and first example) and is seen again now; a new one is first seen now; one not seen this time
 * stays listed with its last-seen date.
 */
export function mergeUnknowns(
  kept: UnknownSeen[],
  seen: Array<Pick<UnknownSeen, "kind" | "set" | "name" | "example">>,
  now: Date
): UnknownSeen[] {
  const key = (u: Pick<UnknownSeen, "kind" | "set" | "name">) => `${u.kind}:${u.set ?? ""}:${u.name}`
  const at = now.toISOString()
  const merged = new Map(kept.map((u) => [key(u), { ...u }]))
  for (const u of seen) {
    const before = merged.get(key(u))
    merged.set(key(u), before ? { ...before, last_seen: at } : { ...u, first_seen: at, last_seen: at })
  }
  return [...merged.values()]
}
