import { EdmValue, fromJsonValue, parseEdmText } from "./edm"
import type { EdmType, PropertyDef } from "./schema"

/**
 * How property values of a response are read (A30). A property the spec types (spec 2.6, 2.7:
 * Id, ForeignOrderId, PaidAmount, ...) must fit its type, or the answer is a protocol error. A
 * property whose type we decided (A11, A13 to A15: `liberal` in the schema) is the service's to
 * send as it likes: a value that converts without loss is converted (`"1.0000"` to 1, a number to
 * its text), any other reads as null, and what was sent is kept in `unreadable`, so that the
 * order waits with that reason instead of the whole feed page failing. Dates may carry a zone
 * offset, as .NET writes a local time.
 */

/** Property name -> the value as the service sent it, in JSON notation (`1.5`, `"abc"`). */
export type UnreadableValues = Record<string, string>

const OFFSETS = { offsets: true }
const INTEGER_RANGES: Partial<Record<EdmType, [number, number]>> = {
  "Edm.Byte": [0, 255],
  "Edm.Int16": [-32768, 32767],
  "Edm.Int32": [-2147483648, 2147483647],
}
/** A number written in decimal, as a decimal's text or a JSON number gives it. */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/

/** The value converted to `type` when nothing is lost on the way; undefined when it cannot be. */
export function convertWithoutLoss(type: EdmType, raw: string | number | boolean): EdmValue | undefined {
  // A JSON integer beyond 2^53 has lost digits in JSON.parse already: no conversion can give them back.
  if (typeof raw === "number" && Number.isInteger(raw) && !Number.isSafeInteger(raw)) return undefined
  const text = typeof raw === "string" ? raw.trim() : String(raw)
  switch (type) {
    case "Edm.String":
      return typeof raw === "string" ? raw : text
    case "Edm.Boolean":
      if (/^(true|1)$/i.test(text)) return true
      if (/^(false|0)$/i.test(text)) return false
      return undefined
    case "Edm.Int64": {
      const whole = /^(-?\d{1,19})(\.0+)?$/.exec(text)
      return whole ? BigInt(whole[1]).toString() : undefined
    }
    case "Edm.Byte":
    case "Edm.Int16":
    case "Edm.Int32": {
      const [min, max] = INTEGER_RANGES[type]!
      const value = Number(text)
      return DECIMAL_TEXT.test(text) && Number.isInteger(value) && value >= min && value <= max ? value : undefined
    }
    case "Edm.Decimal":
      return typeof raw !== "boolean" && DECIMAL_TEXT.test(text) ? text : undefined
    case "Edm.Double":
      return typeof raw !== "boolean" && DECIMAL_TEXT.test(text) ? Number(text) : undefined
    case "Edm.DateTime":
      return undefined
  }
}

function attempt<T>(read: () => T): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: read() }
  } catch {
    return { ok: false }
  }
}

/** A JSON member of a response entity; `unreadable` collects what a liberal property could not be read as. */
export function readJsonResponseValue(def: PropertyDef, raw: unknown, name: string, unreadable: UnreadableValues): EdmValue | null {
  if (!def.liberal) return fromJsonValue(def.type, raw, name, OFFSETS)
  const strict = attempt(() => fromJsonValue(def.type, raw, name, OFFSETS))
  if (strict.ok) return strict.value
  const converted = typeof raw === "object" ? undefined : convertWithoutLoss(def.type, raw as string | number | boolean)
  if (converted !== undefined) return converted
  unreadable[name] = JSON.stringify(raw)
  return null
}

/** The text of an Atom property element of a response, read as `readJsonResponseValue` reads JSON. */
export function readAtomResponseText(def: Pick<PropertyDef, "type" | "liberal">, text: string, name: string, unreadable: UnreadableValues) {
  if (!def.liberal) return parseEdmText(def.type, text, name, OFFSETS)
  const strict = attempt(() => parseEdmText(def.type, text, name, OFFSETS))
  if (strict.ok) return strict.value
  const converted = convertWithoutLoss(def.type, text)
  if (converted !== undefined) return converted
  unreadable[name] = JSON.stringify(text)
  return null
}
