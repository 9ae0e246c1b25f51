import { literal } from "../protocol/literals"
import { asExchangeError } from "./errors"
import type { ExchangeClient } from "./exchange-client"

/**
 * Whether a failure is the service answering 404 to a read of this sales order itself
 * (`GET SalesOrders(<id>)`, with or without a query). A 404 for a property of it, an operation
 * naming it, one of its items or anything else may only mean that part is unknown (A22), so it
 * says nothing about the order until the order is read (`orderAnswers404`); closing is for good.
 * A failure that names no request is the order's when it came from a read of the order alone.
 */
export function isOrderGone(error: unknown, remoteOrderId: string, options: { onlyOrderCalls?: boolean } = {}): boolean {
  const exchange = asExchangeError(error)
  if (exchange?.kind !== "not_found") return false
  const path = exchange.request?.path
  if (!path) return options.onlyOrderCalls === true
  if (exchange.request?.method && exchange.request.method !== "GET") return false
  let id: string
  try {
    id = literal("Edm.Int64", remoteOrderId)
  } catch {
    return false
  }
  const plain = safeDecode(path).replace(/^\/+/, "")
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  return new RegExp(`^SalesOrders\\(${escaped}\\)(?:\\?|$)`, "i").test(plain)
}

/**
 * Whether the service no longer holds the order, after a call about it failed: a 404 to the
 * order's own read says so; any other 404 is confirmed by reading the order once.
 */
export async function orderAnswers404(client: ExchangeClient, remoteOrderId: string, error: unknown): Promise<boolean> {
  if (isOrderGone(error, remoteOrderId)) return true
  if (asExchangeError(error)?.kind !== "not_found") return false
  return client.salesOrders.get(remoteOrderId, []).then(
    () => false,
    (check) => isOrderGone(check, remoteOrderId, { onlyOrderCalls: true })
  )
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
