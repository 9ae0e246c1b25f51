import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

/** Control characters no id, address, name or setting of this plugin contains (tab and line breaks aside). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

function decodedOrNull(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null
  }
}

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
  for (const segment of path.split("/")) {
    const decoded = decodedOrNull(segment)
    if (decoded === null)
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `The address has a broken %-escape in "${segment}"; send ids as they are.`)
    if (CONTROL.test(decoded))
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The address holds a control character; send ids without them.")
  }
  for (const pair of query.split("&").filter(Boolean)) {
    const [name, value = ""] = pair.split("=", 2).map((p) => decodedOrNull(p.replace(/\+/g, " ")))
    if (name === null || value === null)
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `The query has a broken %-escape in "${pair}".`)
    if (CONTROL.test(name) || CONTROL.test(value))
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `The query parameter ${name.replace(CONTROL, "")} holds a control character.`)
  }
  const field = badField(req.body, "")
  if (field) throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field} holds a control character; send it without.`)
  next()
}
