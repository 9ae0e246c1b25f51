import { LIVE_DEADLINE_MS } from "../../../../modules/marketplace-exchange/types"
import { coded, type CodedMessage } from "../../../../messages"

/**
 * Live calls to the service from an admin screen have their own short deadline: the screen
 * shows what the plugin stored at once and says "no answer within 5 s" rather than hang on a
 * service that accepts connections but never answers (the queue's calls keep their longer one).
 */
export { LIVE_DEADLINE_MS }

export type LiveAnswer<T> =
  | { ok: true; value: T; latencyMs: number }
  | { ok: false; timedOut: true; latencyMs: number }
  | { ok: false; timedOut: false; error: unknown; latencyMs: number }

/**
 * Runs a live call and settles within `deadlineMs` whatever the service does: the value, the
 * error it threw, or a timeout. A call still running at the deadline is left to finish (or
 * fail) on its own; its outcome is ignored and never rejects unhandled.
 */
export async function withinDeadline<T>(call: () => Promise<T>, deadlineMs = LIVE_DEADLINE_MS): Promise<LiveAnswer<T>> {
  const started = Date.now()
  const elapsed = () => Date.now() - started
  let timer: NodeJS.Timeout | undefined
  const running = Promise.resolve().then(call)
  const deadline = new Promise<"deadline">((resolve) => {
    timer = setTimeout(() => resolve("deadline"), deadlineMs)
    timer.unref?.()
  })
  try {
    const first = await Promise.race([running.then((value) => ({ value })), deadline])
    if (first === "deadline") {
      running.catch(() => undefined)
      return { ok: false, timedOut: true, latencyMs: elapsed() }
    }
    return { ok: true, value: first.value, latencyMs: elapsed() }
  } catch (error) {
    return { ok: false, timedOut: false, error, latencyMs: elapsed() }
  } finally {
    clearTimeout(timer)
  }
}

/** The merchant's words for a live call that did not answer in time: English message and coded words. */
export function noAnswer(deadlineMs = LIVE_DEADLINE_MS): { message: string; words: CodedMessage } {
  const { code, params, message } = coded("live.no_answer", { seconds: Math.round(deadlineMs / 1000) })
  return { message, words: { code, params } }
}
