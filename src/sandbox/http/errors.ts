import type { ServiceMessage } from "../../protocol/codec"
import { SERVICE_CODES, ServiceCodeName } from "../../protocol/schema"

/**
 * An answer other than success, carried as an exception to the one place that writes
 * responses. `odata` bodies are protocol failures, `messages` bodies are rule violations (A18).
 */
export type ErrorBody = { kind: "odata"; code: string; message: string } | { kind: "messages"; messages: ServiceMessage[] }

export class SandboxHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {}
  ) {
    super(body.kind === "odata" ? body.message : body.messages.map((m) => m.message).join("; "))
  }
}

export function odataError(status: number, code: string, message: string, headers?: Record<string, string>) {
  return new SandboxHttpError(status, { kind: "odata", code, message }, headers)
}

export const notFound = (what: string) => odataError(404, "ResourceNotFound", `Resource not found: ${what}.`)
export const badRequest = (message: string) => odataError(400, "BadRequest", message)
export const methodNotAllowed = (method: string, path: string, allowed: string[]) =>
  odataError(405, "MethodNotAllowed", `${method} is not supported on ${path}; use ${allowed.join(" or ")}.`, {
    Allow: allowed.join(", "),
  })

/** A rule message with the service's code; `detail` says what exactly is wrong and how to fix it. */
export function ruleMessage(name: ServiceCodeName, detail?: string): ServiceMessage {
  const def = SERVICE_CODES[name]
  return {
    code: String(def.code),
    severity: def.severity,
    message: def.text,
    description: detail,
  }
}

/** 400 with every violated rule (or 401 for the auth codes), in the Messages shape. */
export function violations(messages: ServiceMessage[], status = 400) {
  return new SandboxHttpError(status, { kind: "messages", messages })
}

export const violation = (name: ServiceCodeName, detail?: string) =>
  violations([ruleMessage(name, detail)], SERVICE_CODES[name].status >= 400 ? SERVICE_CODES[name].status : 400)
