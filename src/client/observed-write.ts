import type { CallSpec } from "./call-spec"
import type { Redactor } from "./redact"
import type { RawResponse } from "./transport"

/**
 * What a write (every method but GET) came to, after its retries: for a log of what was sent
 * and what came back. The path is below the service root and holds no credential; the message
 * is the client's, already redacted.
 */
export interface WriteReport {
  method: CallSpec["method"]
  path: string
  ok: boolean
  status?: number
  /** The error's kind and the service's code, when it failed. */
  kind?: string
  code?: string
  message?: string
  startedAt: Date
  durationMs: number
}

export type WriteObserver = (report: WriteReport) => void

/**
 * Runs one write (`send`, with its retries) and tells the observer what it came to. A failure of
 * the caller's own `beforeSend` before any request of the write left is no write: nothing is
 * reported. A failing observer never fails the write it records.
 */
export async function observedWrite(
  request: CallSpec,
  observer: WriteObserver,
  redactor: Redactor,
  send: (spec: CallSpec) => Promise<RawResponse>
): Promise<RawResponse> {
  let sends = 0
  let notSent = false
  const before = request.beforeSend
  const spec: CallSpec = before
    ? {
        ...request,
        beforeSend: () =>
          before().then(
            () => void sends++,
            (error) => {
              notSent = sends === 0
              throw error
            }
          ),
      }
    : request
  const startedAt = new Date()
  const report = (outcome: Partial<WriteReport>) => {
    try {
      observer({ method: spec.method, path: spec.path, ok: false, startedAt, durationMs: Date.now() - startedAt.getTime(), ...outcome })
    } catch {
      // A log must never fail the write it records.
    }
  }
  try {
    const response = await send(spec)
    report({ ok: true, status: response.status })
    return response
  } catch (error) {
    if (notSent) throw error
    const e = error as { status?: number; kind?: string; code?: string; message?: string }
    report({ status: e.status, kind: e.kind ?? "unavailable", code: e.code, message: redactor.text(String(e.message ?? error)) })
    throw error
  }
}
