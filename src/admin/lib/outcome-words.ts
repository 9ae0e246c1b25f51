/**
 * What a sync did, in the merchant's words: a batch's counts (Sync all, a resend after a
 * setting changed), a product's last run, and what Sync now or Retry answered. Pure, so the
 * words are tested (lib/__tests__) and every screen says the same. The words themselves are
 * translation keys (src/admin/i18n), resolved with the `t` the caller passes in.
 */

import type { TFunction } from "i18next"
import type { ProductRetryAnswer } from "../../api/admin/marketplace-exchange/products/product-answer"
import type { SyncProgressAnswer } from "../../api/admin/marketplace-exchange/sync/sync-answer"
import { type CodedText, messageWords } from "./message-words"

/** What a batch's done tasks did, by outcome (GET sync's `outcomes`). */
export type Outcomes = SyncProgressAnswer["outcomes"]
/** The counts of a batch's progress (GET sync) that its words say. */
export type BatchCounts = Pick<SyncProgressAnswer, "pending" | "running" | "failed" | "total" | "outcomes" | "retrying" | "last_error">

/** Each outcome's count in words, in the order they are said. */
const OUTCOME_KEYS: Array<[keyof Outcomes, string]> = [
  ["sent", "marketplaceExchange.batch.sent"],
  ["unchanged", "marketplaceExchange.batch.unchanged"],
  ["parked", "marketplaceExchange.batch.parked"],
  ["refused", "marketplaceExchange.batch.refused"],
  ["removed", "marketplaceExchange.batch.removed"],
  ["skipped", "marketplaceExchange.batch.skipped"],
]

/** "3 sent, 60 held back by problems, 1 failed, 2 to go of 66": every count that is not 0, sent always. */
export function batchWords(p: BatchCounts, t: TFunction): string {
  const parts = OUTCOME_KEYS.filter(([outcome]) => outcome === "sent" || p.outcomes[outcome] > 0).map(([outcome, key]) =>
    t(key, { value: p.outcomes[outcome] })
  )
  if (p.failed) parts.push(t("marketplaceExchange.batch.failed", { value: p.failed }))
  const toGo = p.pending + p.running
  if (toGo)
    parts.push(
      p.retrying
        ? t("marketplaceExchange.batch.toGoRetrying", { value: toGo, count: p.retrying })
        : t("marketplaceExchange.batch.toGo", { value: toGo })
    )
  return t("marketplaceExchange.batch.summary", { parts: parts.join(t("marketplaceExchange.common.listSeparator")), total: p.total })
}

/** What a product's last sync did, for the toast after Sync now and the product box; the service's error as it came. */
export function runOutcomeWords(
  outcome: keyof Outcomes | null,
  state: "done" | "failed",
  error: string | null,
  t: TFunction
): { tone: "success" | "info" | "warning" | "error"; text: string } {
  if (state === "failed")
    return {
      tone: "error",
      text: t("marketplaceExchange.runOutcome.failed", { error: error ?? t("marketplaceExchange.runOutcome.syncFailed") }),
    }
  switch (outcome) {
    case "sent":
      return { tone: "success", text: t("marketplaceExchange.runOutcome.sent") }
    case "unchanged":
      return { tone: "info", text: t("marketplaceExchange.runOutcome.unchanged") }
    case "parked":
      return { tone: "warning", text: t("marketplaceExchange.runOutcome.parked") }
    case "refused":
      return { tone: "warning", text: t("marketplaceExchange.runOutcome.refused") }
    case "removed":
      return { tone: "info", text: t("marketplaceExchange.runOutcome.removed") }
    case "skipped":
      return { tone: "info", text: t("marketplaceExchange.runOutcome.skipped") }
    default:
      return { tone: "success", text: t("marketplaceExchange.runOutcome.sent") }
  }
}

/** What the words of Sync now or Retry read of its answer (POST products/:id/retry): any coded problems will do. */
export type RetryAnswerWords =
  | Pick<Extract<ProductRetryAnswer, { queued: true }>, "queued">
  | (Pick<Extract<ProductRetryAnswer, { queued: false }>, "queued" | "outcome" | "message"> & { problems?: CodedText[] })

/** The toast right after Sync now or Retry: queued, or why nothing is sent (the problems with their fixes, in the admin's language). */
export function retryWords(answer: RetryAnswerWords, t: TFunction, language: string): { tone: "info" | "warning"; text: string } {
  if (answer.queued) return { tone: "info", text: t("marketplaceExchange.retry.queued") }
  if (answer.outcome === "fix_problems") {
    const problems = (answer.problems ?? []).map((p) => messageWords(p, language)).map((p) => [p.message, p.fix].filter(Boolean).join(" "))
    if (!problems.length) return { tone: "warning", text: answer.message }
    return { tone: "warning", text: t("marketplaceExchange.retry.fixFirst", { count: problems.length, problems: problems.join(" ") }) }
  }
  if (answer.outcome === "not_in_channel") return { tone: "warning", text: t("marketplaceExchange.retry.notInChannel") }
  return { tone: "warning", text: t("marketplaceExchange.retry.notPublished") }
}
