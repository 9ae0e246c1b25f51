/**
 * What a sync did, in the merchant's words: a batch's counts (Sync all, a resend after a
 * setting changed), a product's last run, and what Sync now or Retry answered. Pure, so the
 * words are tested (lib/__tests__) and every screen says the same.
 */

export type Outcomes = { sent: number; unchanged: number; parked: number; refused: number; removed: number; skipped: number }
export type BatchCounts = {
  pending: number
  running: number
  failed: number
  total: number
  outcomes: Outcomes
  retrying: number
  last_error: string | null
}

const OUTCOME_WORDS: Array<[keyof Outcomes, string]> = [
  ["sent", "sent"],
  ["unchanged", "unchanged (nothing to send)"],
  ["parked", "held back by problems"],
  ["refused", "refused by the service"],
  ["removed", "taken off the marketplace"],
  ["skipped", "not for sale (draft or not in the channel)"],
]

/** "3 sent, 60 held back by problems, 1 failed, 2 to go of 66": every count that is not 0, sent always. */
export function batchWords(p: BatchCounts): string {
  const parts = OUTCOME_WORDS.filter(([key]) => key === "sent" || p.outcomes[key] > 0).map(([key, words]) => `${p.outcomes[key]} ${words}`)
  if (p.failed) parts.push(`${p.failed} failed`)
  const toGo = p.pending + p.running
  if (toGo) parts.push(`${toGo} to go${p.retrying ? ` (${p.retrying} waiting for the service)` : ""}`)
  return `${parts.join(", ")} of ${p.total}`
}

/** What a product's last sync did, for the toast after Sync now and the product box. */
export function runOutcomeWords(
  outcome: keyof Outcomes | null,
  state: "done" | "failed",
  error: string | null
): { tone: "success" | "info" | "warning" | "error"; text: string } {
  if (state === "failed") return { tone: "error", text: `Not sent: ${error ?? "the sync failed"}` }
  switch (outcome) {
    case "sent":
      return { tone: "success", text: "Sent to the marketplace" }
    case "unchanged":
      return { tone: "info", text: "Nothing to send: the marketplace already has the product as it is" }
    case "parked":
      return { tone: "warning", text: "Fix the problems first: parts of the product are held back" }
    case "refused":
      return { tone: "warning", text: "The service refused part of it: see the product's marketplace box" }
    case "removed":
      return { tone: "info", text: "Taken off the marketplace" }
    case "skipped":
      return { tone: "info", text: "Nothing to send: the product is not for sale in the marketplace channel" }
    default:
      return { tone: "success", text: "Sent to the marketplace" }
  }
}

export type RetryAnswerWords =
  { queued: true } | { queued: false; outcome: "not_in_channel" | "not_published" | "fix_problems"; message: string }

/** The toast right after Sync now or Retry: queued, or why nothing is sent. */
export function retryWords(answer: RetryAnswerWords): { tone: "info" | "warning"; text: string } {
  if (answer.queued) return { tone: "info", text: "Queued: the product is checked and sent in a moment" }
  if (answer.outcome === "fix_problems") return { tone: "warning", text: answer.message }
  if (answer.outcome === "not_in_channel") return { tone: "warning", text: "Not sent: the product is not in the marketplace channel" }
  return { tone: "warning", text: "Not sent: the product is a draft; publish it to list it" }
}
