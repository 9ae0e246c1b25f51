import type { Lane } from "../../../modules/marketplace-exchange/types"

/**
 * A write the service refused, kept on the product so the merchant sees the service's code and
 * message, and so the same value is not sent again on every sync: it goes again when the value
 * changes (a new signature) or the merchant presses Retry (which clears the refusals).
 */
export interface Refusal {
  /** The write key (the module's WRITE_KEYS): what was refused. */
  key: string
  /** What was sent, in a comparable form: the same key with another signature is tried again. */
  signature: string
  /** The part in the merchant's words ("Title", "Variant SHIRT-RED-M", "Image …"). */
  subject: string
  /** The service's first error code, when it gave one. */
  code: string | null
  message: string
  /** When it was refused (ISO time). */
  at: string
  /** The step that planned the write: each step renews only its own refusals. */
  lane: Lane
}

/** A write as the planners describe it: enough to name it and compare it with a refusal. */
export interface KeyedWrite {
  key: string
  signature: string
  subject: string
}

/** Key -> refused signature, for the planners' "held" check. */
export const heldSignatures = (refusals: readonly Refusal[]): Map<string, string> => new Map(refusals.map((r) => [r.key, r.signature]))

/** Whether a planned write stays back: our own checks block its key, or the service refused this very value. */
export const isHeldBack = (write: KeyedWrite, blocked: ReadonlySet<string>, held: ReadonlyMap<string, string>) =>
  blocked.has(write.key) || held.get(write.key) === write.signature

type ServiceError = { code?: string; message: string; errors?: Array<{ message: string; description?: string }> }

export function refusalOf(write: KeyedWrite, lane: Lane, error: ServiceError, at: Date): Refusal {
  const said = (error.errors ?? []).map((m) => [m.message, m.description].filter(Boolean).join(" ")).join(" ")
  return {
    key: write.key,
    signature: write.signature,
    subject: write.subject,
    code: error.code ?? null,
    message: said || error.message,
    at: at.toISOString(),
    lane,
  }
}

/**
 * The refusals of one lane after a run: those this run met, plus earlier ones whose write was
 * held back again (the same value is still wanted). A refusal whose value is no longer wanted,
 * or that went through this time, is gone.
 */
export function nextRefusals(
  previous: readonly Refusal[],
  lane: Lane,
  stillHeld: readonly KeyedWrite[],
  refusedNow: readonly Refusal[]
): Refusal[] {
  const again = new Set(refusedNow.map((r) => r.key))
  const held = new Set(stillHeld.map((w) => `${w.key}\n${w.signature}`))
  const kept = previous.filter((r) => r.lane === lane && !again.has(r.key) && held.has(`${r.key}\n${r.signature}`))
  return [...kept, ...refusedNow]
}

/** Both lanes' refusals together, the other lane's left as they were. */
export const mergeLane = (all: readonly Refusal[], lane: Lane, laneRefusals: readonly Refusal[]): Refusal[] => [
  ...all.filter((r) => r.lane !== lane),
  ...laneRefusals,
]
