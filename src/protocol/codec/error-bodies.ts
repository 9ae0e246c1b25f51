import type { ServiceErrorBody, ServiceMessage } from "./types"

/**
 * The two error shapes (A18), format-independent: the codecs parse bytes into plain objects
 * and call these to read them, so JSON and Atom agree on what an error means.
 */

/** Severity 1 is a warning, 2 an error (service-facts). */
export function severityOf(raw: unknown): ServiceMessage["severity"] {
  return String(raw) === "1" || String(raw).toLowerCase() === "warning" ? "warning" : "error"
}

export function severityNumber(severity: ServiceMessage["severity"]): number {
  return severity === "warning" ? 1 : 2
}

const text = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined
  if (typeof value === "object") {
    // XML nodes that carry attributes arrive as { "#text": ... }.
    const inner = (value as Record<string, unknown>)["#text"]
    return inner === undefined ? undefined : String(inner)
  }
  const s = String(value)
  return s === "" ? undefined : s
}

/** Reads one `Messages` entry, whatever the case of its member names. */
export function readMessage(raw: Record<string, unknown>): ServiceMessage {
  const get = (name: string) => {
    const key = Object.keys(raw).find((k) => k.toLowerCase() === name.toLowerCase())
    return key === undefined ? undefined : raw[key]
  }
  return {
    code: text(get("Code")) ?? "",
    severity: severityOf(text(get("Severity")) ?? "2"),
    message: text(get("Message")) ?? "",
    description: text(get("Description")),
    userHelpLink: text(get("UserHelpLink")),
    developerHelpLink: text(get("DeveloperHelpLink")),
  }
}

export function fromMessages(entries: ServiceMessage[]): ServiceErrorBody {
  const first = entries.find((m) => m.severity === "error") ?? entries[0]
  return {
    shape: "messages",
    code: first?.code || undefined,
    message:
      entries
        .filter((m) => m.severity === "error")
        .map((m) => m.message)
        .join("; ") ||
      first?.message ||
      "",
    messages: entries,
  }
}

export function fromODataError(code: string | undefined, message: string): ServiceErrorBody {
  return {
    shape: "odata",
    code: code || undefined,
    message,
    messages: [{ code: code ?? "", severity: "error", message }],
  }
}
