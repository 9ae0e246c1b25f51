import type { TFunction } from "i18next"
import { LISTING_STATES } from "../../modules/marketplace-exchange/types"
import { renderMessage } from "../../messages"
import { ageWords } from "./words"
import type { ListingActionAnswer } from "../../api/admin/marketplace-exchange/listings/listing-answer"

/**
 * A listing's state in the merchant's words: the grid's states and marks, when the
 * service was last asked, the not-active warning, and what a "Check listing" found. Pure, so the
 * words are tested (lib/__tests__); the words are translation keys resolved with the caller's `t`.
 */

type Color = "green" | "orange" | "red" | "grey" | "blue"

/** Every state the grid filters by, in its filter's order. */
export const LISTING_FILTER_STATES = LISTING_STATES

/** The one severity a row shows, worst first, as the severity filter offers them. */
export const SEVERITY_WORDS: Record<string, { key: string; color: Color }> = {
  blocking: { key: "marketplaceExchange.listings.severity.blocking", color: "red" },
  held_back: { key: "marketplaceExchange.listings.severity.held_back", color: "orange" },
  warning: { key: "marketplaceExchange.listings.severity.warning", color: "grey" },
}
export const FILTER_SEVERITIES = ["blocking", "held_back", "warning"] as const

/** A state's badge. `ended_by_you`: a `not_listed` row the merchant ended (End listing). */
export const LISTING_STATE: Record<string, { key: string; color: Color }> = {
  listed: { key: "marketplaceExchange.listings.states.listed", color: "green" },
  ended_out_of_stock: { key: "marketplaceExchange.listings.states.ended_out_of_stock", color: "grey" },
  not_active: { key: "marketplaceExchange.listings.states.not_active", color: "red" },
  unchecked: { key: "marketplaceExchange.listings.states.unchecked", color: "grey" },
  not_listed: { key: "marketplaceExchange.listings.states.not_listed", color: "grey" },
  ended_by_you: { key: "marketplaceExchange.listings.ended", color: "grey" },
  removed: { key: "marketplaceExchange.listings.states.removed", color: "grey" },
  parked: { key: "marketplaceExchange.listings.states.parked", color: "orange" },
  not_sent: { key: "marketplaceExchange.listings.states.not_sent", color: "grey" },
  gone_at_service: { key: "marketplaceExchange.listings.states.gone_at_service", color: "red" },
}

/** What the filter calls a state: `not_listed` also holds the listings the merchant ended. */
const FILTER_KEYS: Record<string, string> = {
  not_listed: "marketplaceExchange.listings.states.notListedFilter",
}

/** A state's label in the grid's filter menu. */
export function filterStateWords(state: string, t: TFunction): string {
  return t(FILTER_KEYS[state] ?? LISTING_STATE[state]?.key ?? state)
}

/** A state's badge (a state the admin does not know yet is shown as it came, grey). */
export function listingStateBadge(state: string, endedByMerchant: boolean, t: TFunction): { text: string; color: Color } {
  const words = LISTING_STATE[state === "not_listed" && endedByMerchant ? "ended_by_you" : state]
  return words ? { text: t(words.key), color: words.color } : { text: state, color: "grey" }
}

/**
 * When the service last answered ProductIsListed: "checked 5 min ago", "never checked"; for a
 * listing whose last check got no answer, "last checked …", so the time is not read as a fresh one.
 */
export function checkedWords(state: string | null, checkedAt: string | null, now: number, t: TFunction): string {
  if (!checkedAt) return t("marketplaceExchange.listings.neverChecked")
  const seconds = Math.max(0, Math.round((now - new Date(checkedAt).getTime()) / 1000))
  const age = ageWords(seconds, t)
  return t(state === "unchecked" ? "marketplaceExchange.listings.lastChecked" : "marketplaceExchange.listings.checked", { age })
}

/** The code of the warning on a listing the marketplace does not sell although stock is offered. */
export const NOT_ACTIVE_CODE = "problem.listing_not_active"

/** What POST listings/actions answers for `check` (declared once, by the API), as far as its words read it. */
export type CheckAnswer = Pick<ListingActionAnswer, "count" | "queued" | "listings">

const BY_STATE_KEYS: Array<[keyof NonNullable<CheckAnswer["listings"]>["by_state"], string]> = [
  ["listed", "marketplaceExchange.listings.check.listed"],
  ["ended_out_of_stock", "marketplaceExchange.listings.check.ended_out_of_stock"],
  ["not_active", "marketplaceExchange.listings.check.not_active"],
  ["removed", "marketplaceExchange.listings.check.removed"],
]

/**
 * A "Check listing" in words: "3 checked (2 listed, 1 not active); 12 wait for the background
 * check." A warning when a listing is not active, a check got no answer, or the service stopped it;
 * why it stopped is a coded message, rendered in `language` (the admin's) like the keys `t` reads.
 */
export function checkResultWords(
  answer: CheckAnswer,
  t: TFunction,
  language: string | null | undefined
): { tone: "success" | "warning"; text: string } {
  const result = answer.listings
  if (!result || !result.requested)
    return { tone: "warning", text: t("marketplaceExchange.listings.check.nothing", { count: answer.count }) }
  const details = BY_STATE_KEYS.filter(([state]) => result.by_state[state] > 0).map(([state, key]) =>
    t(key, { count: result.by_state[state] })
  )
  if (result.unanswered) details.push(t("marketplaceExchange.listings.check.unanswered", { count: result.unanswered }))
  let text = t("marketplaceExchange.listings.check.checked", { count: result.checked })
  if (details.length) text += ` (${details.join(t("marketplaceExchange.common.listSeparator"))})`
  if (answer.queued) text += `; ${t("marketplaceExchange.listings.check.queued", { count: answer.queued })}`
  text += "."
  if (result.stopped) {
    // A code this admin does not know (a newer server's) is shown as it came, never nothing.
    const reason = renderMessage(result.stopped, language) ?? result.stopped.code
    text += ` ${t("marketplaceExchange.listings.check.stopped", { reason })}`
  }
  const tone = result.by_state.not_active || result.unanswered || result.stopped ? "warning" : "success"
  return { tone, text }
}
