import type { IncomingMessage } from "http"
import { jsonCodec } from "../../protocol/codec"
import { SESSION_COOKIE_NAME } from "../../protocol/schema"
import type { SandboxContext, SandboxResponse } from "../context"
import { methodNotAllowed, odataError, ruleMessage, violations } from "./errors"
import { readBody } from "./request"

/**
 * Spec 5.1: `POST {auth_url}/Authentication_JSON_AppService.axd/Login` with a JSON body. The
 * cookie value ends with a space, which clients must remove before sending it back (rule 4).
 */
export async function login(
  ctx: SandboxContext,
  req: IncomingMessage,
  readBodyText: () => Promise<string> = () => readBody(req)
): Promise<SandboxResponse> {
  if (req.method !== "POST") throw methodNotAllowed(req.method!, "Login", ["POST"])
  if (!(req.headers["content-type"] ?? "").includes("json")) {
    throw odataError(415, "UnsupportedMediaType", "The login takes Content-Type: application/json (spec 5.1).")
  }
  let body: Record<string, unknown>
  try {
    body = JSON.parse(await readBodyText())
  } catch {
    throw odataError(400, "BadRequest", 'The login body must be JSON: {"userName", "password", "createPersistentCookie"}.')
  }
  if (body.userName !== ctx.credentials.user || body.password !== ctx.credentials.password) {
    throw violations([ruleMessage("badCredentials", "Check the user name and password of the account.")], 401)
  }
  // Rule 2: Vendor and Version are optional; when sent, they are stored for support.
  ctx.store.state.loginHeaders = {
    vendor: (req.headers.vendor as string | undefined) ?? null,
    version: (req.headers.version as string | undefined) ?? null,
  }
  const cookie = ctx.sessions.issue()
  return {
    status: 200,
    body: JSON.stringify({ d: true }),
    contentType: jsonCodec.responseContentType,
    headers: { "Set-Cookie": `${SESSION_COOKIE_NAME}=${cookie} ; path=/; HttpOnly` },
  }
}

/**
 * The user name a login body gives (spec 5.1: `{"userName", ...}`), which names the account it is
 * for (A60); undefined when the body gives none, and the login then answers as it always did.
 */
export function loginUserName(text: string): string | undefined {
  try {
    const body = JSON.parse(text)
    return body && typeof body === "object" && typeof body.userName === "string" ? body.userName : undefined
  } catch {
    return undefined
  }
}

/**
 * The session cookie as sent. Only the space after a `;` separator is dropped: a value sent back
 * with the trailing space the login put on it (spec 5.1 rule 4) is not the session's, and is
 * refused as the real service refuses it.
 */
function sessionCookie(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.replace(/^\s+/, "").split("=")
    if (name === SESSION_COOKIE_NAME) return value.join("=")
  }
  return undefined
}

/**
 * Spec 5: every data request carries the SubscriptionToken and a live session cookie. A wrong
 * token cannot be fixed by logging in again (1001); a missing or expired session can (1004),
 * and is answered with a redirect to a login page when that fault is on (service-facts).
 */
export function checkDataRequest(ctx: SandboxContext, req: IncomingMessage): void {
  if (req.headers.subscriptiontoken !== ctx.credentials.token) {
    throw violations([ruleMessage("badSubscriptionToken", "Send the REST API token of the account in the SubscriptionToken header.")], 401)
  }
  // A1: optional on login (spec 5.1 rule 2), but the service's codes 1002/1003 refuse a data
  // request without them (service-facts), so the sandbox does too.
  if (!String(req.headers.vendor ?? "").trim()) {
    throw violations([ruleMessage("vendorMissing", "Send the Vendor header on every request, such as Vendor: Medusa 2.21.2.")], 401)
  }
  if (!String(req.headers.version ?? "").trim()) {
    throw violations([ruleMessage("versionMissing", "Send the Version header (the connector's version) on every request.")], 401)
  }
  if (!ctx.sessions.isValid(sessionCookie(req))) {
    if (ctx.faults.expiredSessionRedirect) {
      throw odataError(302, "Found", "The session has expired.", {
        Location: `/Login.aspx?ReturnUrl=${encodeURIComponent(req.url ?? "/")}`,
      })
    }
    throw odataError(401, "1004", "The session cookie is missing or has expired; log in again (spec 5.1).")
  }
}
