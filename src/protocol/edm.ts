import type { EdmType } from "./schema"
import { ProtocolError } from "./errors"

/**
 * Edm values in memory, the same for client and sandbox:
 * Int64 and Decimal are strings (ids and money never pass through a float), Int16/Int32/Byte
 * and Double are numbers, Boolean a boolean, String a string, DateTime a Date (UTC).
 */
export type EdmValue = string | number | boolean | Date
export type EntityValues = Record<string, EdmValue | null>

const INT_RANGES: Partial<Record<EdmType, [number, number]>> = {
  "Edm.Byte": [0, 255],
  "Edm.Int16": [-32768, 32767],
  "Edm.Int32": [-2147483648, 2147483647],
}
const INT64 = /^-?\d{1,19}$/
const INT64_MAX = BigInt("9223372036854775807")
const DECIMAL = /^-?\d{1,29}(\.\d{1,29})?$/
/** `/Date(1700000000000)/`, optionally with an offset suffix as WCF writes for DateTimeOffset. */
const JSON_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/
/**
 * `2024-01-02T10:00:00`, optional fraction, optional `Z` (A4: sent without zone, meaning UTC), or
 * an offset such as `+01:00`, as .NET writes a local time (A30: read in responses only).
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,7})?)?(Z|([+-])(\d{2}):?(\d{2}))?$/

/** How a text is read: `offsets` accepts a DateTime with a zone offset (A30: responses only). */
export interface ReadOptions {
  offsets?: boolean
}

function fail(type: EdmType, raw: unknown, property?: string): never {
  const where = property ? ` for ${property}` : ""
  throw new ProtocolError(`${JSON.stringify(raw)} is not a valid ${type}${where}`, { property })
}

/**
 * Parses `yyyy-MM-ddTHH:mm:ss[.fff][Z]` as UTC (spec 1 rule 4: all date/time values are UTC);
 * with `offsets`, a `±hh:mm` suffix is taken away to give the same instant in UTC (A30).
 */
export function parseIsoDateTime(text: string, options: ReadOptions = {}): Date | undefined {
  const m = ISO_DATE.exec(text)
  if (!m || (m[9] && !options.offsets)) return undefined
  const ms = m[7] ? Math.round(Number(`0${m[7]}`) * 1000) : 0
  const offsetMinutes = m[9] ? (m[9] === "-" ? -1 : 1) * (+m[10] * 60 + +m[11]) : 0
  const local = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], m[6] ? +m[6] : 0, ms)
  const date = new Date(local - offsetMinutes * 60_000)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** `yyyy-MM-ddTHH:mm:ss` in UTC: the request form of spec 4.2 (PaidDate) and of DateTime literals. */
export function formatIsoDateTime(date: Date): string {
  return date.toISOString().slice(0, 19)
}

/** Checks and normalises a text value (Atom, URL literal, or JSON string) into an Edm value. */
export function parseEdmText(type: EdmType, text: string, property?: string, options: ReadOptions = {}): EdmValue {
  switch (type) {
    case "Edm.String":
      return text
    case "Edm.Int64":
      if (!INT64.test(text) || BigInt(text) > INT64_MAX || BigInt(text) < -INT64_MAX - BigInt(1)) fail(type, text, property)
      return BigInt(text).toString()
    case "Edm.Decimal":
      if (!DECIMAL.test(text)) fail(type, text, property)
      return text
    case "Edm.Byte":
    case "Edm.Int16":
    case "Edm.Int32": {
      const [min, max] = INT_RANGES[type]!
      if (!/^-?\d+$/.test(text) || +text < min || +text > max) fail(type, text, property)
      return Number(text)
    }
    case "Edm.Double": {
      const value = Number(text)
      if (text.trim() === "" || !Number.isFinite(value)) fail(type, text, property)
      return value
    }
    case "Edm.Boolean":
      if (text === "true" || text === "1") return true
      if (text === "false" || text === "0") return false
      return fail(type, text, property)
    case "Edm.DateTime": {
      const json = JSON_DATE.exec(text)
      const date = json ? new Date(Number(json[1])) : parseIsoDateTime(text, options)
      if (!date) fail(type, text, property)
      return date
    }
  }
}

/** Text of a value in Atom bodies and in URL literals' inner part. */
export function formatEdmText(type: EdmType, value: EdmValue | VerbatimValue): string {
  if (value instanceof VerbatimValue) return value.toString()
  if (type === "Edm.DateTime") return formatIsoDateTime(asDate(value))
  if (type === "Edm.Boolean") return value ? "true" : "false"
  return String(value)
}

function asDate(value: EdmValue): Date {
  if (value instanceof Date) return value
  const parsed = typeof value === "string" ? parseEdmText("Edm.DateTime", value) : undefined
  if (!(parsed instanceof Date)) throw new ProtocolError(`${JSON.stringify(value)} is not a date`)
  return parsed
}

/**
 * Reads a JSON member liberally: numbers or strings for numeric types (spec examples send
 * strings, responses send numbers for Int32), booleans or "true"/"false", dates as
 * `/Date(ms)/` or ISO text.
 */
export function fromJsonValue(type: EdmType, raw: unknown, property?: string, options: ReadOptions = {}): EdmValue | null {
  if (raw === null || raw === undefined) return null
  if (typeof raw === "string") return parseEdmText(type, raw, property, options)
  if (typeof raw === "number") {
    if (type === "Edm.String" || type === "Edm.DateTime" || type === "Edm.Boolean") fail(type, raw, property)
    // An Int64 beyond 2^53 has already lost digits in JSON.parse: refuse rather than guess.
    if (type === "Edm.Int64" && !Number.isSafeInteger(raw)) fail(type, raw, property)
    return parseEdmText(type, String(raw), property)
  }
  if (typeof raw === "boolean" && type === "Edm.Boolean") return raw
  return fail(type, raw, property)
}

/**
 * Writes a JSON member. Responses follow spec 2 (Int64 and Decimal as strings, Int16/Int32 as
 * numbers, DateTime as `/Date(ms)/`); requests send every number as a string and dates in
 * `yyyy-MM-ddTHH:mm:ss` form (A4).
 */
export function toJsonValue(type: EdmType, value: EdmValue | VerbatimValue | null, direction: "request" | "response"): unknown {
  if (value === null) return null
  if (value instanceof VerbatimValue) return value.json
  switch (type) {
    case "Edm.Boolean":
      return Boolean(value)
    case "Edm.String":
    case "Edm.Int64":
    case "Edm.Decimal":
      return String(value)
    case "Edm.Byte":
    case "Edm.Int16":
    case "Edm.Int32":
    case "Edm.Double":
      return direction === "request" ? String(value) : Number(value)
    case "Edm.DateTime":
      return direction === "request" ? formatIsoDateTime(asDate(value)) : `/Date(${asDate(value).getTime()})/`
  }
}

/**
 * A value written exactly as given, its JSON type included, also where it does not fit its
 * property's type: the sandbox's seeded orders stand for what a real service sent (A30). JSON
 * gets the value as it is; Atom gets its text, a JSON date (`/Date(ms±hhmm)/`) in Atom's form.
 */
export class VerbatimValue {
  constructor(readonly json: string | number | boolean) {}

  toString(): string {
    const date = typeof this.json === "string" ? JSON_DATE.exec(this.json) : null
    if (!date) return String(this.json)
    if (!date[2]) return formatIsoDateTime(new Date(Number(date[1])))
    // WCF's DateTimeOffset: the instant in ms, then the offset; Atom writes the local time with it.
    const minutes = (date[2][0] === "-" ? -1 : 1) * (+date[2].slice(1, 3) * 60 + +date[2].slice(3))
    const local = formatIsoDateTime(new Date(Number(date[1]) + minutes * 60_000))
    return `${local}${date[2].slice(0, 3)}:${date[2].slice(3)}`
  }
}
