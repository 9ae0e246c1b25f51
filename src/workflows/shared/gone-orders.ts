import { asExchangeError } from "../../client"
import { literal } from "../../protocol/literals"

/** Why a ledger row is closed: the service no longer holds its order (issue 29). */
export const GONE_AT_SERVICE = "gone_at_service"

/**
 * Whether a failure is the service answering 404 for this sales order itself: a request to
 * `SalesOrders(<id>)` or an operation naming it as `salesOrderId`. A 404 for one of its items
 * or for anything else says nothing about the order, and a failure that names no request is
 * the order's when it came from a call about the order alone (the caller says so).
 */
export function isOrderGone(error: unknown, remoteOrderId: string, options: { onlyOrderCalls?: boolean } = {}): boolean {
  const exchange = asExchangeError(error)
  if (exchange?.kind !== "not_found") return false
  const path = exchange.request?.path
  if (!path) return options.onlyOrderCalls === true
  let id: string
  try {
    id = literal("Edm.Int64", remoteOrderId)
  } catch {
    return false
  }
  const plain = safeDecode(path).replace(/^\/+/, "")
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  return (
    new RegExp(`^SalesOrders\\(${escaped}\\)(?:[/?]|$)`, "i").test(plain) ||
    new RegExp(`[?&]salesOrderId=${escaped}(?:&|$)`, "i").test(plain)
  )
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
