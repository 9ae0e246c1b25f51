/**
 * Refusals in the merchant's words, for the server only (the admin imports
 * `src/messages` without this file): an error carries its coded words as an own property, so
 * they survive a workflow, which keeps a step's error as a plain copy of its properties.
 * The plugin's error handler (api/.../error-answer.ts) sends them as `words` beside the English
 * `message`.
 */
import { MedusaError } from "@medusajs/framework/utils"
import type { MessageCode, ParamsOf } from "./catalog"
import { coded, renderMessage } from "./render"
import type { CodedMessage } from "./types"

type MedusaErrorType = (typeof MedusaError.Types)[keyof typeof MedusaError.Types]

/** `error` with `words` beside its message. */
export function withWords<E extends object>(error: E, words: CodedMessage): E & { words: CodedMessage } {
  return Object.assign(error, { words })
}

/** The coded words an error carries (also a workflow's plain copy of one), or null. */
export function wordsOf(error: unknown): CodedMessage | null {
  const words = (error as { words?: unknown } | null)?.words as CodedMessage | undefined
  if (!words || typeof words !== "object" || typeof words.code !== "string") return null
  return { code: words.code, params: words.params && typeof words.params === "object" ? words.params : {} }
}

/** A MedusaError (its type sets the HTTP status) with the English text of `code` as message and the code as words. */
export function refusal<C extends MessageCode>(type: MedusaErrorType, code: C, params: ParamsOf<C>): MedusaError {
  const { message } = coded(code, params)
  return withWords(new MedusaError(type, message), { code, params } as CodedMessage)
}

/** A MedusaError of a coded message decided elsewhere (a plan's problem, a reset's refusal). */
export function refusalOf(type: MedusaErrorType, words: CodedMessage): MedusaError {
  return withWords(new MedusaError(type, renderMessage(words, "en") ?? words.code), words)
}

/**
 * The options of a zod refinement whose issue is a coded refusal: the English text as its
 * message (what Medusa's validator says), the words in its params (what ours sends).
 */
export function codedIssue<C extends MessageCode>(code: C, params: ParamsOf<C>): { message: string; params: { words: CodedMessage } } {
  return { message: coded(code, params).message, params: { words: { code, params } as CodedMessage } }
}

const SCAN_NOT_READY = {
  running: "refusal.scan.running",
  failed: "refusal.scan.failed",
  applied: "refusal.scan.applied",
  dismissed: "refusal.scan.dismissed",
} as const

/** Why a scan's plan cannot be applied, or the scan dismissed, in its state (all but `done`): a 409. */
export function scanNotReady(state: string): MedusaError {
  return refusal(MedusaError.Types.CONFLICT, SCAN_NOT_READY[state as keyof typeof SCAN_NOT_READY] ?? "refusal.scan.failed", {})
}
