import type { WriteReport } from "../../../client/core"

export type ActivityOutcome = "ok" | "refused" | "failed"

/** Refused: the service answered and said no to the content; failed: no usable answer (outage, auth, protocol). */
export function outcomeOf(report: Pick<WriteReport, "ok" | "kind">): ActivityOutcome {
  if (report.ok) return "ok"
  return report.kind === "validation" || report.kind === "not_found" ? "refused" : "failed"
}

/**
 * A write in the merchant's log: the operation and what it addressed. `Products` (POST) is
 * "create Products"; `Products(12L)` (PUT) "update", `/$links/Catalogs` "link Catalogs";
 * `SalesOrders(5L)/ForeignOrderId` "set ForeignOrderId" of `SalesOrders(5L)`; a service
 * operation (spec 4.3) is its name, its parameters the subject.
 */
export function describeWrite(method: WriteReport["method"], path: string): { action: string; subject: string | null } {
  const [target, query] = splitOnce(path, "?")
  const parts = target.split("/").filter(Boolean)
  const first = parts[0] ?? target
  if (!first.includes("(") && query !== undefined) return { action: first, subject: decodeQuery(query) }
  if (!first.includes("(") && parts.length === 1) {
    return method === "POST" ? { action: `create ${first}`, subject: null } : { action: `${method.toLowerCase()} ${first}`, subject: null }
  }
  const links = parts.indexOf("$links")
  if (links >= 0) {
    const verb = method === "DELETE" ? "unlink" : "link"
    const linked = parts[links + 1] ?? ""
    const owner = parts.slice(0, links).join("/")
    return { action: `${verb} ${linked.replace(/\(.*$/, "")}`.trim(), subject: linked.includes("(") ? `${owner} → ${linked}` : owner }
  }
  if (parts.length > 1) return { action: `set ${parts.slice(1).join("/")}`, subject: first }
  const verb = method === "DELETE" ? "delete" : method === "PUT" ? "update" : method.toLowerCase()
  return { action: `${verb} ${first.replace(/\(.*$/, "")}`, subject: first }
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator)
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)]
}

function decodeQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      try {
        return decodeURIComponent(pair.replace(/\+/g, " "))
      } catch {
        return pair
      }
    })
    .join(", ")
}
