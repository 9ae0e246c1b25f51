import { EdmValue, formatEdmText, formatIsoDateTime, parseEdmText } from "./edm"
import { ProtocolError } from "./errors"
import type { EdmType } from "./schema"

/**
 * URI literals of OData v1 (spec 4.1): `42L` for Int64, `9.99m` for Decimal,
 * `DateTime'yyyy-MM-ddTHH:mm:ss'`, `'text'` with `''` escaping a quote, `true`/`false`, bare
 * Int32. Used in keys, service operation parameters and `$filter`.
 */
export function literal(type: EdmType, value: EdmValue | null): string {
  if (value === null) return "null"
  switch (type) {
    case "Edm.Int64":
      return `${parseEdmText(type, String(value))}L`
    case "Edm.Decimal":
      return `${parseEdmText(type, String(value))}m`
    case "Edm.Double":
      return `${Number(value)}d`
    case "Edm.DateTime":
      return `DateTime'${value instanceof Date ? formatIsoDateTime(value) : formatEdmText(type, value)}'`
    case "Edm.String":
      return `'${String(value).replace(/'/g, "''")}'`
    default:
      return formatEdmText(type, value)
  }
}

/** `(42L)`: the key predicate of an entity (spec 1 rule 3). */
export function keyPredicate(id: string): string {
  return `(${literal("Edm.Int64", id)})`
}

/**
 * Reads a literal of a known type, liberally: the `L`/`m`/`d` suffixes and the `DateTime'..'`
 * and quote wrappers are optional, as WCF accepts `(42)` for an Int64 key too.
 */
export function parseLiteral(type: EdmType, raw: string): EdmValue | null {
  const text = raw.trim()
  if (text === "null") return null
  switch (type) {
    case "Edm.Int64":
      return parseEdmText(type, text.replace(/L$/i, ""))
    case "Edm.Decimal":
      return parseEdmText(type, text.replace(/[mM]$/, ""))
    case "Edm.Double":
      return parseEdmText(type, text.replace(/[dDfF]$/, ""))
    case "Edm.DateTime": {
      const m = /^datetime'(.*)'$/i.exec(text)
      return parseEdmText(type, m ? m[1] : text)
    }
    case "Edm.String": {
      const m = /^'(.*)'$/s.exec(text)
      if (!m) throw new ProtocolError(`${raw} is not a quoted string literal`)
      return m[1].replace(/''/g, "'")
    }
    default:
      return parseEdmText(type, text)
  }
}

/** Parses `Set(42L)` or `Set(42)` into its parts; undefined when the segment has no key. */
export function parseKeySegment(segment: string): { name: string; id?: string } {
  const m = /^([A-Za-z_][\w]*)(?:\((.*)\))?$/.exec(segment)
  if (!m) throw new ProtocolError(`Cannot read the path segment ${segment}`)
  if (m[2] === undefined || m[2] === "") return { name: m[1] }
  return { name: m[1], id: String(parseLiteral("Edm.Int64", m[2])) }
}

export interface QueryOptions {
  $filter?: string
  $expand?: readonly string[] | string
  [name: string]: string | readonly string[] | undefined
}

/**
 * Builds an URL-encoded query string (spec 4.1: "Request URLs using query options must be
 * URL-encoded before sending"). Option names keep their `$`, values are percent-encoded.
 */
export function queryString(options: QueryOptions): string {
  const parts: string[] = []
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue
    const text = Array.isArray(value) ? value.join(",") : String(value)
    parts.push(`${name}=${encodeURIComponent(text)}`)
  }
  return parts.length ? `?${parts.join("&")}` : ""
}

/** Spec 4.2 rule 4, first form: orders no external system has claimed yet. */
export function unimportedOrdersFilter(): string {
  return "(ForeignOrderId eq null) or (ForeignOrderId eq '')"
}

/** Spec 4.2 rule 4, second form: orders changed on the marketplace side after `since` (UTC). */
export function changedSinceFilter(since: Date): string {
  return `(MarketplaceModificationDate gt ${literal("Edm.DateTime", since)} and MarketplaceModificationDate ne null)`
}

/**
 * The order poll's one question (A29): both forms of spec 4.2 rule 4 joined by `or`, each in
 * parentheses, so one request answers "is anything new or changed since the cursor?". The spec
 * never shows them joined: a service refusing this is asked the two apart (A31, `order-poll.ts`).
 */
export function newOrChangedSinceFilter(since: Date): string {
  return `(${unimportedOrdersFilter()}) or ${changedSinceFilter(since)}`
}

/** `Prop eq value and ...`: the lookup by natural key after an ambiguous create (A6). */
export function equalsFilter(conditions: Array<{ name: string; type: EdmType; value: EdmValue | null }>): string {
  return conditions.map(({ name, type, value }) => `${name} eq ${literal(type, value)}`).join(" and ")
}
