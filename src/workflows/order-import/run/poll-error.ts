import { asExchangeError } from "../../../client"
import { SyncNotConfiguredError } from "../../../queue/classify-failure"
import { wordsOf } from "../../../messages/refusal"

/**
 * A poll's failure as its task's payload keeps it (JSON): the error's own properties with its
 * name and message, enough for the one classifier (queue/classify-failure.ts) and the admin's
 * error answers to read it as the error it was.
 */
export function errorForPayload(error: unknown): Record<string, unknown> {
  const thrown = (error ?? {}) as Error
  try {
    return JSON.parse(JSON.stringify({ ...thrown, name: thrown.name, message: thrown.message ?? String(error) }))
  } catch {
    return { name: thrown.name, message: thrown.message ?? String(error) }
  }
}

/** The error again, from the payload: a missing setup, the service's own error, or one with the message. */
export function errorFromPayload(kept: Record<string, unknown>): Error {
  const message = typeof kept.message === "string" ? kept.message : "The order poll failed."
  if (kept.name === "SyncNotConfiguredError") {
    const words = wordsOf(kept)
    return new SyncNotConfiguredError(words ? { message, code: words.code, params: words.params } : message)
  }
  // Its words go along, so the answer says it in the admin's language.
  const words = wordsOf(kept)
  return (
    asExchangeError(kept) ??
    Object.assign(new Error(message), { name: typeof kept.name === "string" ? kept.name : "Error" }, words ? { words } : {})
  )
}
