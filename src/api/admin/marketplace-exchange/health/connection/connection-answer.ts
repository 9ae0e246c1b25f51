/**
 * GET health/connection's answer, declared once: the route builds it, the admin reads it as JSON
 * carries it (`Wire<ConnectionAnswer>`). Types only, from files the admin's bundle may import.
 */
import type { CodedMessage } from "../../../../../messages"
import type { ConnectionProblem } from "../../live/connection-problem"

export interface ConnectionAnswer {
  /** Whether the service answers right now; not configured: nothing was asked. */
  connection: {
    configured: boolean
    ok: boolean
    latency_ms: number | null
    /** Which part of the connection failed. */
    problem: ConnectionProblem | null
    error: string | null
    /** The error as a code of src/messages, for the admin's language. */
    error_words: CodedMessage | null
    checked_at: Date
  }
}
