import type { FilterNode } from "../protocol/filter"

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
   * Answer 400 to a SalesOrders `$filter` that joins the two forms of spec 4.2 rule 4, as a
   * service that evaluates only the forms the spec shows would (A31), so the poll's fallback to
   * asking them apart can be proved.
   */
  refuseJoinedOrderFilter: boolean
  /** DeleteAccountData answers `false` and empties nothing, as a service that refuses the reset would (A39). */
  refuseReset: boolean
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
  refuseReset: false,
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
    } else if (name === "expiredSessionRedirect" || name === "refuseJoinedOrderFilter" || name === "refuseReset") {
      if (typeof value !== "boolean") throw new Error(`${name} must be true or false`)
      faults[name] = value
    } else if (name === "seed") {
      if (!Number.isInteger(value)) throw new Error("seed must be an integer")
      faults.seed = value as number
    } else if (name === "refusals") {
      if (!Array.isArray(value)) throw new Error("refusals must be a list of { method?, path, status, code, message }")
      faults.refusals = value.map(parseRefusal)
    } else {
      throw new Error(
        `Unknown fault ${name}; known: latencyMs, errorRate, errorStatus, resetRate, commitThenDropRate, commitDelayMs, ` +
          `outageSeconds, expiredSessionRedirect, refuseJoinedOrderFilter, refuseReset, seed, refusals`
      )
    }
  }
  return faults
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
 * With `refuseJoinedOrderFilter`: whether a SalesOrders filter asks both forms of spec 4.2 rule 4
 * at once (it compares ForeignOrderId and MarketplaceModificationDate), which such a service refuses.
 */
export function refusesJoinedOrderFilter(faults: Faults, set: string, filter: FilterNode | undefined): boolean {
  if (!faults.refuseJoinedOrderFilter || set !== "SalesOrders" || !filter) return false
  const compared = filterProperties(filter)
  return compared.includes("ForeignOrderId") && compared.includes("MarketplaceModificationDate")
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
