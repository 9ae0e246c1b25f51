import type { IncomingMessage } from "http"
import type { SandboxContext, SandboxResponse } from "../context"
import { NO_FAULTS, parseFaults } from "../faults"
import type { PurchaseInput, PurchaseItem } from "../marketplace"
import { parseAccountProfiles } from "../profiles"
import { seed } from "../seed"
import { emptyState, stateForDisplay } from "../state"
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
 * `/_sandbox/*`: the control API for tests, demos and merchants. No auth, and therefore
 * answered on loopback connections only.
 */
export async function routeControl(ctx: SandboxContext, req: IncomingMessage, path: string): Promise<SandboxResponse> {
  assertLocalCaller(req)
  const route = `${req.method} ${path.toLowerCase().replace(/\/+$/, "")}`
  switch (route) {
    case "POST /_sandbox/reset": {
      ctx.store.state = emptyState()
      ctx.sessions.clear()
      ctx.clock.reset()
      ctx.faults = { ...NO_FAULTS }
      ctx.requestLog.length = 0
      ctx.persist()
      return json(204)
    }
    case "POST /_sandbox/purchases": {
      const salesOrderId = ctx.marketplace.purchase(purchaseInput(await jsonBody(req)))
      ctx.persist()
      return json(201, { salesOrderId })
    }
    case "POST /_sandbox/seed": {
      const ids = seed(ctx.store, ctx.marketplace, await jsonBody(req))
      ctx.persist()
      return json(201, ids)
    }
    case "POST /_sandbox/payments": {
      const { salesOrderId } = await jsonBody(req)
      ctx.marketplace.buyerPays(asId(salesOrderId, "salesOrderId"))
      ctx.persist()
      return json(204)
    }
    case "POST /_sandbox/clock": {
      const { advanceSeconds } = await jsonBody(req)
      if (typeof advanceSeconds !== "number" || !Number.isFinite(advanceSeconds)) {
        throw odataError(400, "BadRequest", "advanceSeconds must be a number of seconds.")
      }
      return json(200, { now: ctx.clock.advance(advanceSeconds).toISOString() })
    }
    case "POST /_sandbox/faults": {
      try {
        ctx.faults = parseFaults(await jsonBody(req), ctx.clock.now())
      } catch (error) {
        throw odataError(400, "BadRequest", (error as Error).message)
      }
      return json(200, { faults: ctx.faults })
    }
    case "POST /_sandbox/listings/end":
    case "POST /_sandbox/listings/relist": {
      // A39: the marketplace ends a listing for its own reasons (a policy takedown), or lifts that.
      const productId = asId((await jsonBody(req)).productId, "productId")
      const listing = route.endsWith("/end") ? ctx.marketplace.takeDown(productId) : ctx.marketplace.relist(productId)
      ctx.persist()
      return json(200, { productId, listing })
    }
    case "GET /_sandbox/profiles":
      return json(200, { profiles: ctx.store.state.accountProfiles })
    case "PUT /_sandbox/profiles": {
      const body = await jsonBody(req)
      try {
        ctx.store.state.accountProfiles = parseAccountProfiles(body)
      } catch (error) {
        throw odataError(400, "BadRequest", (error as Error).message)
      }
      ctx.persist()
      return json(200, { profiles: ctx.store.state.accountProfiles })
    }
    case "GET /_sandbox/requests":
      return json(200, ctx.requestLog)
    case "DELETE /_sandbox/requests":
      ctx.requestLog.length = 0
      ctx.traffic.requests = 0
      ctx.traffic.peakInFlight = ctx.traffic.inFlight
      return json(204)
    case "GET /_sandbox/traffic":
      return json(200, ctx.traffic)
    case "GET /_sandbox/state":
      return json(200, stateForDisplay(ctx.store.state))
    default:
      throw odataError(404, "ResourceNotFound", `No control route ${route}; see the README's sandbox section.`)
  }
}
