import type { IncomingMessage } from "http"
import { parseNewAccount, SandboxAccounts } from "../accounts"
import type { SandboxContext, SandboxResponse } from "../context"
import { parseFaults } from "../faults"
import type { PurchaseInput, PurchaseItem } from "../marketplace"
import { parseAccountProfiles } from "../profiles"
import { seed } from "../seed"
import { stateForDisplay } from "../state"
import { odataError } from "./errors"
import { readBody } from "./request"

const json = (status: number, value?: unknown): SandboxResponse => ({
  status,
  body: value === undefined ? undefined : JSON.stringify(value),
  contentType: "application/json;charset=utf-8",
})

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/
const LOOPBACK_NAME = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/** The hostname of a Host header or an Origin URL ("localhost:4010" -> "localhost"). */
function hostnameOf(value: string): string {
  try {
    return new URL(value.includes("://") ? value : `http://${value}`).hostname
  } catch {
    return value
  }
}

/**
 * The control API resets and rewrites the sandbox without a login, so it answers only local
 * callers: a loopback connection, a loopback Host (no DNS rebinding) and no foreign Origin (a
 * web page's cross-origin POST, even as text/plain, is refused).
 */
function assertLocalCaller(req: IncomingMessage) {
  if (!LOOPBACK.test(req.socket.remoteAddress ?? "")) throw odataError(403, "Forbidden", "The control API answers loopback clients only.")
  const host = req.headers.host
  if (host && !LOOPBACK_NAME.test(hostnameOf(host)))
    throw odataError(403, "Forbidden", `The control API answers requests for localhost only, not for ${host}.`)
  const origin = req.headers.origin
  if (origin && !LOOPBACK_NAME.test(hostnameOf(origin)))
    throw odataError(403, "Forbidden", `The control API refuses requests from web pages of ${origin}.`)
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req)
  if (!text.trim()) return {}
  try {
    const value = JSON.parse(text)
    if (value && typeof value === "object" && !Array.isArray(value)) return value
  } catch {
    // answered below
  }
  throw odataError(400, "BadRequest", "The body must be a JSON object.")
}

const asId = (value: unknown, field: string): string => {
  if (typeof value === "string" && /^\d+$/.test(value)) return value
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value)
  throw odataError(400, "BadRequest", `${field} must be an id, such as "1001".`)
}

function purchaseInput(body: Record<string, unknown>): PurchaseInput {
  const rawItems = Array.isArray(body.items) ? body.items : [body]
  const items: PurchaseItem[] = rawItems.map((raw: Record<string, unknown>, i: number) => ({
    productId: asId(raw.productId, `items[${i}].productId`),
    productVariationId:
      raw.productVariationId === undefined || raw.productVariationId === null
        ? undefined
        : asId(raw.productVariationId, `items[${i}].productVariationId`),
    quantity: raw.quantity === undefined ? 1 : (raw.quantity as number),
  }))
  return {
    items,
    paid: body.paid === true,
    buyer: body.buyer as PurchaseInput["buyer"],
    address: body.address as PurchaseInput["address"],
    shippingAddress: body.shippingAddress as PurchaseInput["shippingAddress"],
    shippingCost: body.shippingCost as string | undefined,
    currency: body.currency as string | undefined,
  }
}

/**
 * A60: the account a control request is for: `?account=<user name>` or, in a JSON body, `account`;
 * neither is the default account, as when the sandbox held one. A name no account has is a 404.
 */
function accountFor(accounts: SandboxAccounts, query: URLSearchParams, fromBody?: unknown): SandboxContext {
  const fromQuery = query.get("account") ?? undefined
  for (const name of [fromQuery, fromBody]) {
    if (name !== undefined && (typeof name !== "string" || !name))
      throw odataError(400, "BadRequest", 'account must be the user name of an account, such as "demo".')
  }
  if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody) {
    throw odataError(
      400,
      "BadRequest",
      `?account=${fromQuery} and the body's account ${JSON.stringify(fromBody)} differ; name one account.`
    )
  }
  const name = (fromQuery ?? fromBody) as string | undefined
  if (name === undefined) return accounts.default
  const context = accounts.named(name)
  if (!context) throw odataError(404, "ResourceNotFound", `No account ${JSON.stringify(name)}; add it with POST /_sandbox/accounts.`)
  return context
}

/** A control request's JSON body without `account`, and the account it is for. */
async function bodyOfAccount(accounts: SandboxAccounts, req: IncomingMessage, query: URLSearchParams) {
  const { account, ...body } = await jsonBody(req)
  return { ctx: accountFor(accounts, query, account), body }
}

/**
 * `/_sandbox/*`: the control API for tests, demos and merchants. No auth, and therefore
 * answered on loopback connections only. Each call acts on one account (`accountFor`), but the
 * clock, which is the sandbox's, and the list of accounts.
 */
export async function routeControl(
  accounts: SandboxAccounts,
  req: IncomingMessage,
  path: string,
  query: URLSearchParams = new URLSearchParams()
): Promise<SandboxResponse> {
  assertLocalCaller(req)
  const route = `${req.method} ${path.toLowerCase().replace(/\/+$/, "")}`
  const { clock, persist } = accounts.shared
  switch (route) {
    case "GET /_sandbox/accounts":
      // User names only: a control API that answers any local caller never shows a password or token.
      return json(200, { accounts: accounts.all().map((ctx) => ({ user_name: ctx.credentials.user, default: ctx === accounts.default })) })
    case "POST /_sandbox/accounts": {
      const body = await jsonBody(req)
      let credentials
      try {
        credentials = parseNewAccount(body)
      } catch (error) {
        throw odataError(400, "BadRequest", (error as Error).message)
      }
      if (accounts.named(credentials.user))
        throw odataError(409, "Conflict", `An account named ${JSON.stringify(credentials.user)} exists; choose another user_name.`)
      // A data request finds its account by the token (A60), so no two accounts share one.
      if (accounts.holdingToken(credentials.token))
        throw odataError(409, "Conflict", "Another account has that subscription_token; give each account its own.")
      accounts.add(credentials)
      persist()
      return json(201, { account: { user_name: credentials.user } })
    }
    case "POST /_sandbox/reset": {
      // With ?account=, that account alone as new; without, the sandbox as started: the default account alone, the clock too.
      if (query.has("account")) accounts.reset(accountFor(accounts, query))
      else {
        accounts.resetAll()
        clock.reset()
      }
      persist()
      return json(204)
    }
    case "POST /_sandbox/purchases": {
      const { ctx, body } = await bodyOfAccount(accounts, req, query)
      const salesOrderId = ctx.marketplace.purchase(purchaseInput(body))
      ctx.persist()
      return json(201, { salesOrderId })
    }
    case "POST /_sandbox/seed": {
      const { ctx, body } = await bodyOfAccount(accounts, req, query)
      const ids = seed(ctx.store, ctx.marketplace, body)
      ctx.persist()
      return json(201, ids)
    }
    case "POST /_sandbox/payments": {
      const { ctx, body } = await bodyOfAccount(accounts, req, query)
      ctx.marketplace.buyerPays(asId(body.salesOrderId, "salesOrderId"))
      ctx.persist()
      return json(204)
    }
    case "POST /_sandbox/clock": {
      const { account, advanceSeconds } = await jsonBody(req)
      if (account !== undefined || query.has("account")) {
        throw odataError(400, "BadRequest", "The clock is the sandbox's, one for every account; move it without account.")
      }
      if (typeof advanceSeconds !== "number" || !Number.isFinite(advanceSeconds)) {
        throw odataError(400, "BadRequest", "advanceSeconds must be a number of seconds.")
      }
      return json(200, { now: clock.advance(advanceSeconds).toISOString() })
    }
    case "POST /_sandbox/faults": {
      // Per account, as an outage or a refusal strikes one subscription; without account, the default's.
      const { ctx, body } = await bodyOfAccount(accounts, req, query)
      try {
        ctx.faults = parseFaults(body, ctx.clock.now())
      } catch (error) {
        throw odataError(400, "BadRequest", (error as Error).message)
      }
      return json(200, { faults: ctx.faults })
    }
    case "POST /_sandbox/listings/end":
    case "POST /_sandbox/listings/relist": {
      // A39: the marketplace ends a listing for its own reasons (a policy takedown), or lifts that.
      const { ctx, body } = await bodyOfAccount(accounts, req, query)
      const productId = asId(body.productId, "productId")
      const listing = route.endsWith("/end") ? ctx.marketplace.takeDown(productId) : ctx.marketplace.relist(productId)
      ctx.persist()
      return json(200, { productId, listing })
    }
    case "GET /_sandbox/profiles":
      return json(200, { profiles: accountFor(accounts, query).store.state.accountProfiles })
    case "PUT /_sandbox/profiles": {
      const { ctx, body } = await bodyOfAccount(accounts, req, query)
      try {
        ctx.store.state.accountProfiles = parseAccountProfiles(body)
      } catch (error) {
        throw odataError(400, "BadRequest", (error as Error).message)
      }
      ctx.persist()
      return json(200, { profiles: ctx.store.state.accountProfiles })
    }
    case "GET /_sandbox/requests":
      return json(200, accountFor(accounts, query).requestLog)
    case "DELETE /_sandbox/requests": {
      const ctx = accountFor(accounts, query)
      ctx.requestLog.length = 0
      ctx.traffic.requests = 0
      ctx.traffic.peakInFlight = ctx.traffic.inFlight
      return json(204)
    }
    case "GET /_sandbox/traffic":
      return json(200, accountFor(accounts, query).traffic)
    case "GET /_sandbox/state":
      return json(200, stateForDisplay(accountFor(accounts, query).store.state))
    default:
      throw odataError(404, "ResourceNotFound", `No control route ${route}; see the README's sandbox section.`)
  }
}
