/**
 * A text the server stored as a code with parameters (a problem, a fix, an order's reason), in the
 * admin's language from the one catalog (src/messages). A code this admin does not know (a newer
 * server's) shows the API's English words, never nothing.
 */
import { FIELD_NAMES, languageOf, renderFix, renderMessage } from "../../messages"
import type { ParamValue } from "../../messages"

/** A code of src/messages with its parameters, as the API sends it beside an English text; null when there is none. */
export type CodedWords = { code: string; params?: Record<string, ParamValue> | null } | null

export type CodedText = { code?: string | null; params?: Record<string, ParamValue> | null; message: string; fix?: string | null }

export function messageWords(text: CodedText, language: string | null | undefined): { message: string; fix: string | null } {
  if (!text.code) return { message: text.message, fix: text.fix ?? null }
  const coded = { code: text.code, params: text.params ?? {} }
  return { message: renderMessage(coded, language) ?? text.message, fix: renderFix(coded, language) ?? text.fix ?? null }
}

/**
 * What a failed request says, in the admin's language: the coded `words` of the plugin's answer
 * (a refusal, a connection check), else its English message.
 */
export function errorWords(error: unknown, language: string | null | undefined): string {
  const body = (error as { body?: { words?: { code?: unknown; params?: Record<string, ParamValue> | null } } } | null)?.body
  const words = body?.words
  const message = (error as Error | null)?.message ?? String(error)
  if (!words || typeof words.code !== "string") return message
  return renderMessage({ code: words.code, params: words.params ?? {} }, language) ?? message
}

/** A coded text the API sent beside its English (`reason_words`, `error_words`), in the admin's language; the English when none. */
export function wordsOr(words: CodedWords | undefined, english: string, language: string | null | undefined): string
export function wordsOr(words: CodedWords | undefined, english: string | null, language: string | null | undefined): string | null
export function wordsOr(words: CodedWords | undefined, english: string | null, language: string | null | undefined): string | null {
  if (!words) return english
  return renderMessage({ code: words.code, params: words.params ?? {} }, language) ?? english
}

/**
 * A 400 that names wrong fields (answerFieldErrors: `field_codes` beside the English `fields`)
 * as one text: each field's words and fix in the admin's language; null for any other error.
 */
export function fieldErrorWords(error: unknown, language: string | null | undefined): string | null {
  const body = (error as { body?: { fields?: Record<string, string>; field_codes?: Record<string, CodedWords> } } | null)?.body
  if (!body?.fields || !Object.keys(body.fields).length) return null
  return Object.entries(body.fields)
    .map(([field, english]) => {
      const words = messageWords({ ...(body.field_codes?.[field] ?? {}), message: english }, language)
      // The field named first, as the form it came from has no mark on it (the grid's edit bar).
      const name = field in FIELD_NAMES ? FIELD_NAMES[field as keyof typeof FIELD_NAMES][languageOf(language)] : field
      return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${[words.message, words.fix].filter(Boolean).join(" ")}`
    })
    .join(" ")
}
