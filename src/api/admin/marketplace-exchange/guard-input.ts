import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { refusal } from "../../../messages/refusal"

export const PREFIX = "/admin/marketplace-exchange"

/** Control characters no id, address, name or setting of this plugin contains (tab and line breaks aside). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

function decodedOrNull(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null
  }
}

/** The first segment of a path that is no valid %-encoding, or null. */
export function brokenSegment(path: string): string | null {
  return path.split("/").find((segment) => decodedOrNull(segment) === null) ?? null
}

export const brokenEscapeError = (part: string) => refusal(MedusaError.Types.INVALID_DATA, "refusal.address.broken_escape", { part })

/** The first string below `value` with a control character, as a field path ("product_ids[0]"). */
function badField(value: unknown, path: string): string | null {
  if (typeof value === "string") return CONTROL.test(value) ? path : null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = badField(value[i], `${path}[${i}]`)
      if (found) return found
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = badField(item, path ? `${path}.${key}` : key)
      if (found) return found
    }
  }
  return null
}

/**
 * Refuses, before any route runs, an address or a field that is no text: a broken %-escape or a
 * control character (a NUL byte) in the path, the query or a body field. Each is a 400 that
 * names what to fix, instead of a 500 from deep inside.
 */
export function guardInput(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const [path, query = ""] = req.originalUrl.split("?", 2)
  // Today Medusa's `/admin*` layer fails on a broken path escape first (see error-answer.ts).
  const broken = brokenSegment(path)
  if (broken !== null) throw brokenEscapeError(broken)
  if (path.split("/").some((segment) => CONTROL.test(decodedOrNull(segment)!)))
    throw refusal(MedusaError.Types.INVALID_DATA, "refusal.address.control_character", {})
  for (const pair of query.split("&").filter(Boolean)) {
    const [name, value = ""] = pair.split("=", 2).map((p) => decodedOrNull(p.replace(/\+/g, " ")))
    if (name === null || value === null) throw brokenEscapeError(pair)
    if (CONTROL.test(name) || CONTROL.test(value))
      throw refusal(MedusaError.Types.INVALID_DATA, "refusal.query.control_character", { name: name.replace(CONTROL, "") })
  }
  const field = badField(req.body, "")
  if (field) throw refusal(MedusaError.Types.INVALID_DATA, "refusal.field.control_character", { field })
  next()
}
