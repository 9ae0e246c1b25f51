import { fixFieldOf } from "../../messages"
import type { Listing } from "../hooks/use-listings"
import { messageWords, wordsOr } from "./message-words"

/**
 * Our problems, the service's refusals (its own words) and warnings (ours in the admin's
 * language); a warning many products share is said once above the grid, not on every row.
 */
export function problemsOf(row: Listing, language: string, shared: Set<string>): string {
  const lines = [
    ...row.problems.map((p) => messageWords(p, language).message),
    ...row.refusals.map((r) => `${r.subject}: ${r.code ? `${r.code} ` : ""}${r.message}`),
    ...row.warnings.filter((w) => !w.code || !shared.has(w.code)).map((w) => messageWords(w, language).message),
    ...(row.error ? [wordsOr(row.error_words, row.error, language)] : []),
  ]
  return lines.join(" · ") || "—"
}

/**
 * The drawer field of the first problem (then warning) whose fix is made there: the grid links to
 * it. A warning said once above the grid is not the row's to link.
 */
export function firstFixField(row: Listing, shared: Set<string>): string | null {
  for (const p of [...row.problems, ...row.warnings.filter((w) => !w.code || !shared.has(w.code))]) {
    const field = p.code ? fixFieldOf({ code: p.code, params: p.params ?? {} }) : null
    if (field) return field
  }
  return null
}
