import type { FilterNode } from "../protocol/filter"
import { ENTITY_SETS } from "../protocol/schema"

/**
 * A targeted refusal: requests whose path contains `path` (case-insensitive), and whose method
 * is `method` when given, are answered with the service's error body in the request's format
 * instead of being processed, as the real service refuses a value it does not accept.
 */
export interface Refusal {
  method?: string
  path: string
  status: number
  code: string
  message: string
}

/**
 * Injected faults (`POST /_sandbox/faults`), so that clients can be tested against what a real
 * network and a real service do: latency, error statuses, connection resets, commit-then-drop
 * (a create is stored but its response is lost, the worst case for a client), and refusals of
 * one kind of write.
 */
export interface Faults {
  latencyMs: number
  /** Share of requests answered with `errorStatus` without being processed. */
  errorRate: number
  errorStatus: number
  /** Share of requests whose connection is reset without an answer or processing. */
  resetRate: number
  /** Share of creates (POST of an entity) stored and then answered by a reset. */
  commitThenDropRate: number
  /** Creates are stored (and answered) only after this long, whether or not the client still waits: a late commit. */
  commitDelayMs: number
  /**
   * An outage: every request (logins too) is answered 503 until this time on the sandbox's
   * clock, so a test can let a 15-minute outage pass by advancing the clock. Set with
   * `outageSeconds` (from now on the sandbox's clock); answered as `outageUntil`.
   */
  outageUntil?: string
  /** Answer an expired session with a 302 to a login page instead of 401 (service-facts). */
  expiredSessionRedirect: boolean
  /**
   * Answer a SalesOrders `$filter` that joins the two forms of spec 4.2 rule 4 with an error, as
   * a service that evaluates only the forms the spec shows would (A31), so the poll's fallback to
   * asking them apart can be proved: `true` answers 400 (a refusal), a status from 400 to 599
   * answers that one (500: a service whose query provider fails on the joined form).
   */
  refuseJoinedOrderFilter: boolean | number
  /**
   * Answer this status (400 to 599) to the set-level ProductVariations feed, `GET ProductVariations`
   * without a `$filter`, as a service that does not serve it would (A53); the navigation
   * `Products(<Id>L)/ProductVariations` is answered, so the scan's per-product reading can be
   * proved (a `refusals` path "/ProductVariations" would refuse that navigation too). Null: served.
   */
  refuseVariationFeed: number | null
  /** DeleteAccountData answers `false` and empties nothing, as a service that refuses the reset would (A39). */
  refuseReset: boolean
  /**
   * Atom answers carry VatPercent and UnitQuantity without `m:type` (A47), as the real service
   * may write its Float properties, instead of A32's `Edm.Decimal`; JSON is unchanged.
   */
  atomUntypedFloats: boolean
  /**
   * ReviseInventoryStatus answers `false` and changes nothing (A49), as a service that does not
   * take a stock or price now would: for every product, or only for the product ids listed.
   */
  reviseInventoryFalse: boolean | string[]
  /**
   * A deleted variation that still had stock stays for sale on the marketplace (A49, as A38 for a
   * product): the listing keeps selling it, so only a variation revised to stock 0 first is gone.
   */
  deletedVariationsKeepSelling: boolean
  /**
   * A55: every SalesOrders entity of a feed carries this property, one the spec does not show, as
   * a service that grew a field would send it; the service check lists it with its first-seen date.
   */
  unknownOrderProperty?: { name: string; value: string }
  /** A55: GetSalesOrderHistory answers a line per item with this action too, one the spec does not show (4.3). */
  unknownHistoryAction?: string
  /** Seed for the fault dice, for repeatable runs; random when absent. */
  seed?: number
  refusals: Refusal[]
}

export const NO_FAULTS: Faults = {
  latencyMs: 0,
  errorRate: 0,
  errorStatus: 503,
  resetRate: 0,
  commitThenDropRate: 0,
  commitDelayMs: 0,
  expiredSessionRedirect: false,
  refuseJoinedOrderFilter: false,
  refuseVariationFeed: null,
  refuseReset: false,
  atomUntypedFloats: false,
  reviseInventoryFalse: false,
  deletedVariationsKeepSelling: false,
  refusals: [],
}

const RATE_FIELDS = ["errorRate", "resetRate", "commitThenDropRate"] as const

/** Checks a faults body; an error message names the field. `now` is the sandbox's clock. */
export function parseFaults(body: Record<string, unknown>, now: Date = new Date()): Faults {
  const faults: Faults = { ...NO_FAULTS }
  for (const [name, value] of Object.entries(body)) {
    if ((RATE_FIELDS as readonly string[]).includes(name)) {
      if (typeof value !== "number" || value < 0 || value > 1) throw new Error(`${name} must be a number from 0 to 1`)
      faults[name as (typeof RATE_FIELDS)[number]] = value
    } else if (name === "latencyMs" || name === "commitDelayMs") {
      if (typeof value !== "number" || value < 0 || value > 60000) throw new Error(`${name} must be 0 to 60000`)
      faults[name] = value
    } else if (name === "errorStatus") {
      if (typeof value !== "number" || value < 400 || value > 599) throw new Error("errorStatus must be 400 to 599")
      faults.errorStatus = value
    } else if (name === "outageSeconds") {
      if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 86_400)
        throw new Error("outageSeconds must be a whole number of seconds from 1 to 86400")
      faults.outageUntil = new Date(now.getTime() + value * 1000).toISOString()
    } else if (name === "refuseJoinedOrderFilter") {
      const status = typeof value === "number" && Number.isInteger(value) && value >= 400 && value <= 599
      if (typeof value !== "boolean" && !status) throw new Error(`${name} must be true, false or a status from 400 to 599`)
      faults[name] = value as boolean | number
    } else if (
      name === "expiredSessionRedirect" ||
      name === "refuseReset" ||
      name === "deletedVariationsKeepSelling" ||
      name === "atomUntypedFloats"
    ) {
      if (typeof value !== "boolean") throw new Error(`${name} must be true or false`)
      faults[name] = value
    } else if (name === "reviseInventoryFalse") {
      if (typeof value !== "boolean" && !(Array.isArray(value) && value.every((id) => typeof id === "string" && /^\d+$/.test(id))))
        throw new Error('reviseInventoryFalse must be true, false or a list of product ids such as ["1001"]')
      faults.reviseInventoryFalse = value as boolean | string[]
    } else if (name === "refuseVariationFeed") {
      if (value !== null && (typeof value !== "number" || !Number.isInteger(value) || value < 400 || value > 599))
        throw new Error("refuseVariationFeed must be a status from 400 to 599, or null")
      faults.refuseVariationFeed = value
    } else if (name === "seed") {
      if (!Number.isInteger(value)) throw new Error("seed must be an integer")
      faults.seed = value as number
    } else if (name === "unknownOrderProperty") {
      faults.unknownOrderProperty = parseUnknownOrderProperty(value)
    } else if (name === "unknownHistoryAction") {
      if (typeof value !== "string" || !/^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(value))
        throw new Error("unknownHistoryAction must be an action name of letters and digits, such as RefundRequested")
      faults.unknownHistoryAction = value
    } else if (name === "refusals") {
      if (!Array.isArray(value)) throw new Error("refusals must be a list of { method?, path, status, code, message }")
      faults.refusals = value.map(parseRefusal)
    } else {
      throw new Error(
        `Unknown fault ${name}; known: latencyMs, errorRate, errorStatus, resetRate, commitThenDropRate, commitDelayMs, ` +
          `outageSeconds, expiredSessionRedirect, refuseJoinedOrderFilter, refuseReset, atomUntypedFloats, reviseInventoryFalse, ` +
          `deletedVariationsKeepSelling, unknownOrderProperty, unknownHistoryAction, seed, refusals`
      )
    }
  }
  return faults
}

/** `{ name, value }`: a property name SalesOrders does not have, and its value as text. */
function parseUnknownOrderProperty(raw: unknown): { name: string; value: string } {
  const shape = "unknownOrderProperty must be { name, value }: a property SalesOrders does not have, and its text"
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new Error(shape)
  const { name, value, ...rest } = raw as Record<string, unknown>
  if (Object.keys(rest).length || typeof name !== "string" || typeof value !== "string") throw new Error(shape)
  if (!/^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(name)) throw new Error("unknownOrderProperty.name must be letters and digits")
  const set = ENTITY_SETS.SalesOrders
  if (name in set.properties || name in set.navigation) throw new Error(`unknownOrderProperty.name: SalesOrders already has ${name}`)
  return { name, value }
}

const METHODS = ["GET", "POST", "PUT", "MERGE", "PATCH", "DELETE"]

function parseRefusal(raw: unknown, index: number): Refusal {
  const at = `refusals[${index}]`
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    throw new Error(`${at} must be an object { method?, path, status, code, message }`)
  const { method, path, status, code, message, ...rest } = raw as Record<string, unknown>
  if (Object.keys(rest).length) throw new Error(`${at} has unknown fields ${Object.keys(rest).join(", ")}`)
  if (method !== undefined && (typeof method !== "string" || !METHODS.includes(method.toUpperCase())))
    throw new Error(`${at}.method must be one of ${METHODS.join(", ")}`)
  if (typeof path !== "string" || !path.trim()) throw new Error(`${at}.path must be a part of the request path, such as "/Title"`)
  if (typeof status !== "number" || !Number.isInteger(status) || status < 400 || status > 599)
    throw new Error(`${at}.status must be 400 to 599`)
  if ((typeof code !== "string" && typeof code !== "number") || String(code).trim() === "")
    throw new Error(`${at}.code must be the service's error code, such as "4001"`)
  if (typeof message !== "string" || !message.trim()) throw new Error(`${at}.message must say why, as the service would`)
  return { ...(method ? { method: method.toUpperCase() } : {}), path, status, code: String(code), message }
}

/** The properties a `$filter` compares. */
function filterProperties(node: FilterNode): string[] {
  if (node.kind === "not") return filterProperties(node.operand)
  if (node.kind === "compare") return [node.left, node.right].flatMap((o) => (o.kind === "property" ? [o.name] : []))
  return [...filterProperties(node.left), ...filterProperties(node.right)]
}

/**
 * With `refuseJoinedOrderFilter`: the status a SalesOrders filter that asks both forms of spec 4.2
 * rule 4 at once (it compares ForeignOrderId and MarketplaceModificationDate) is answered with by
 * such a service (400 for `true`); undefined for any other request, or with the fault off.
 */
export function joinedOrderFilterRefusal(faults: Faults, set: string, filter: FilterNode | undefined): number | undefined {
  const fault = faults.refuseJoinedOrderFilter
  if (fault === false || set !== "SalesOrders" || !filter) return undefined
  const compared = filterProperties(filter)
  if (!compared.includes("ForeignOrderId") || !compared.includes("MarketplaceModificationDate")) return undefined
  return fault === true ? 400 : fault
}

/** With `reviseInventoryFalse`: whether ReviseInventoryStatus of this product answers `false` (A49). */
export const revisesFalse = (faults: Faults, productId: string): boolean =>
  faults.reviseInventoryFalse === true || (Array.isArray(faults.reviseInventoryFalse) && faults.reviseInventoryFalse.includes(productId))

/** With `refuseVariationFeed`: the status a GET of the whole ProductVariations set is answered with (A53), if refused. */
export function variationFeedRefusal(faults: Faults, set: string, filter: FilterNode | undefined): number | undefined {
  return faults.refuseVariationFeed !== null && set === "ProductVariations" && !filter ? faults.refuseVariationFeed : undefined
}

/** Whether the service is down at this time of the sandbox's clock. */
export const inOutage = (faults: Faults, now: Date): boolean =>
  faults.outageUntil !== undefined && now.getTime() < Date.parse(faults.outageUntil)

/** The refusal that applies to a request, if any. */
export function refusalFor(faults: Faults, method: string, path: string): Refusal | undefined {
  const lower = path.toLowerCase()
  return faults.refusals.find((r) => (!r.method || r.method === method.toUpperCase()) && lower.includes(r.path.toLowerCase()))
}

/** mulberry32: a tiny seeded generator, so a seeded fault run repeats exactly. */
export function dice(seed?: number): () => number {
  if (seed === undefined) return Math.random
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
