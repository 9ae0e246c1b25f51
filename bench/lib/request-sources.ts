import type { RequestLogEntry } from "../../src/sandbox"
import { LOGIN_PATH, SERVICE_PATH } from "../../src/protocol/schema"
import { ORDER_SETS } from "../../src/protocol/schema/order-sets"

/**
 * What sent a request the sandbox saw, told by its kind, for the figures of a window in which
 * the store's scheduled work also runs (bench/real-path.ts):
 * - `orders`: the order poll and import (SalesOrders and the sets under them, GetSalesOrderHistory);
 * - `listing check`: ProductIsListed, asked by the minute's sweep for due listings. A sync
 *   asks it only after a push that changed the listing (a create, stock to or from 0), whose own
 *   requests count as the sync's, so a sync that sent anything is never counted as silent;
 * - `reconciliation`: the hourly job's list of every product (GET Products without a filter); a
 *   sync reads products by key or by ForeignId only;
 * - `login`: a session, for whichever request needed one;
 * - `product sync`: everything else, the product syncs' own reads and writes.
 */
export type RequestSource = "product sync" | "orders" | "listing check" | "reconciliation" | "login"

const ORDER_NAMES = new Set([...Object.keys(ORDER_SETS), "GetSalesOrderHistory"].map((name) => name.toLowerCase()))

export function requestSource(entry: Pick<RequestLogEntry, "method" | "path">): RequestSource {
  const [pathname, search = ""] = entry.path.split("?")
  const lower = pathname.toLowerCase()
  if (lower === LOGIN_PATH.toLowerCase()) return "login"
  const below = lower.startsWith(SERVICE_PATH.toLowerCase()) ? lower.slice(SERVICE_PATH.length) : lower
  // The first segment names the set or the operation: `Products(12L)/Title`, `ProductIsListed?productId=12L`.
  const name = below.replace(/^\//, "").split(/[(/]/)[0]
  if (ORDER_NAMES.has(name)) return "orders"
  if (name === "productislisted") return "listing check"
  const keyed = /^\/?products\([^)]/.test(below)
  const filtered = new URLSearchParams(search).has("$filter")
  if (entry.method === "GET" && name === "products" && !keyed && !filtered) return "reconciliation"
  return "product sync"
}

/** Requests per source, every source named (0 when it sent none). */
export function requestsBySource(entries: Array<Pick<RequestLogEntry, "method" | "path">>): Record<RequestSource, number> {
  const counts: Record<RequestSource, number> = { "product sync": 0, orders: 0, "listing check": 0, reconciliation: 0, login: 0 }
  for (const entry of entries) counts[requestSource(entry)]++
  return counts
}
