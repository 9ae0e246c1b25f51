import { errorHandler, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

const PREFIX = "/admin/marketplace-exchange"
const ESCAPE_HINT = "a % must be followed by two hexadecimal digits (send % itself as %25)"

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
function brokenSegment(path: string): string | null {
  return path.split("/").find((segment) => decodedOrNull(segment) === null) ?? null
}

const brokenPathError = (segment: string) =>
  new MedusaError(MedusaError.Types.INVALID_DATA, `The address has a broken %-escape in "${segment}": ${ESCAPE_HINT}.`)

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
  // Today Medusa's `/admin*` layer fails on a broken path escape first (see refuseBrokenEscapes).
  const broken = brokenSegment(path)
  if (broken !== null) throw brokenPathError(broken)
  if (path.split("/").some((segment) => CONTROL.test(decodedOrNull(segment)!)))
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "The address holds a control character; send ids without them.")
  for (const pair of query.split("&").filter(Boolean)) {
    const [name, value = ""] = pair.split("=", 2).map((p) => decodedOrNull(p.replace(/\+/g, " ")))
    if (name === null || value === null)
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `The query has a broken %-escape in "${pair}": ${ESCAPE_HINT}.`)
    if (CONTROL.test(name) || CONTROL.test(value))
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `The query parameter ${name.replace(CONTROL, "")} holds a control character.`)
  }
  const field = badField(req.body, "")
  if (field) throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field} holds a control character; send it without.`)
  next()
}

const medusaErrorHandler = errorHandler()

/**
 * Medusa's own error handler, except that a broken %-escape in an address of this plugin is a
 * 400 quoting it, and a 409 of this plugin keeps its message (Medusa's replaces it with one about
 * idempotency keys, which tells a merchant nothing). Medusa's `/admin*` middleware runs before any route or middleware of a plugin,
 * and Express fails to decode its wildcard parameter there: a URIError, which skips every
 * plain middleware (guardInput too) and which Medusa's handler answers with a 500
 * (framework/dist/http/middlewares/error-handler.js). A store whose own middlewares define an
 * errorHandler replaces this one (Medusa loads the project after its plugins).
 */
export function refuseBrokenEscapes(error: unknown, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const path = req.originalUrl.split("?", 1)[0]
  const ours = path === PREFIX || path.startsWith(`${PREFIX}/`)
  // Medusa words every 409 as an idempotency clash; ours say what to do ("scan the account first").
  if (ours && MedusaError.isMedusaError(error) && (error as MedusaError).type === MedusaError.Types.CONFLICT) {
    res.status(409).json({ code: "invalid_state_error", type: MedusaError.Types.CONFLICT, message: (error as MedusaError).message })
    return
  }
  const broken = ours && (error as Error | null)?.name === "URIError" ? brokenSegment(path) : null
  return medusaErrorHandler(broken === null ? error : brokenPathError(broken), req, res, next)
}
