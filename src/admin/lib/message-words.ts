/**
 * A text the server stored as a code with parameters (a problem, a fix, an order's reason; issue
 * 32), in the admin's language from the one catalog (src/messages). A code this admin does not
 * know (a newer server's) shows the API's English words, never nothing.
 */
import { renderFix, renderMessage } from "../../messages"
import type { ParamValue } from "../../messages"

export type CodedText = { code?: string | null; params?: Record<string, ParamValue> | null; message: string; fix?: string | null }

export function messageWords(text: CodedText, language: string | null | undefined): { message: string; fix: string | null } {
  if (!text.code) return { message: text.message, fix: text.fix ?? null }
  const coded = { code: text.code, params: text.params ?? {} }
  return { message: renderMessage(coded, language) ?? text.message, fix: renderFix(coded, language) ?? text.fix ?? null }
}
