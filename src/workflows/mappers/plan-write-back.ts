import type { OrderWriteBackState } from "../../modules/marketplace-exchange/lib/order-ledger"
import { ENTITY_SETS, LIMITS, SHIPPING_STATUS } from "../../protocol/schema"

const TRACKING_MAX_LENGTH = ENTITY_SETS.SalesOrderItems.properties.TrackingNumbers.maxLength

/** What Medusa knows of an imported order's payment and shipping, read for write-back. */
export interface OrderFacts {
  /** Captured money in the order's currency as a decimal string; null when nothing is captured. */
  paidAmount: string | null
  paidAt: Date | null
  items: Array<{
    remoteItemId: string
    quantity: number
    shippedQuantity: number
    deliveredQuantity: number
    trackingNumbers: string[]
  }>
}

export type WriteBackCall =
  | { target: "order"; property: "PaidDate"; value: Date }
  | { target: "order"; property: "PaidAmount"; value: string }
  | { target: "order"; property: "ShippingStatus"; value: number }
  | { target: "item"; itemId: string; property: "TrackingNumbers"; value: string }
  | { target: "item"; itemId: string; property: "ShippingStatus"; value: number }

/** An item counts as shipped (delivered) once all of its quantity is. */
function itemStatus(item: OrderFacts["items"][number]): number {
  if (item.quantity > 0 && item.deliveredQuantity >= item.quantity) return SHIPPING_STATUS.delivered
  if (item.quantity > 0 && item.shippedQuantity >= item.quantity) return SHIPPING_STATUS.shipped
  return SHIPPING_STATUS.notShipped
}

/** A13: at most 8 numbers, `;`-separated, at most 255 characters; the first ones win. */
export function trackingValue(numbers: string[]): string {
  let value = ""
  for (const number of [...new Set(numbers.map((n) => n.trim()).filter(Boolean))].slice(0, LIMITS.trackingNumbersPerItem)) {
    const next = value ? `${value};${number}` : number
    if (next.length > TRACKING_MAX_LENGTH) break
    value = next
  }
  return value
}

/**
 * The property PUTs that bring the service up to what Medusa knows, in the order they must
 * go: PaidDate before PaidAmount (the amount is what marks the order paid, spec 1 rule 10);
 * per item its tracking before its status; the order's status last, and only once every item
 * is shipped (spec 1 rule 11). Nothing already sent is sent again.
 */
export function planWriteBack(facts: OrderFacts, sent: OrderWriteBackState): WriteBackCall[] {
  const calls: WriteBackCall[] = []
  if (!sent.paid && facts.paidAmount && Number(facts.paidAmount) > 0) {
    calls.push({ target: "order", property: "PaidDate", value: facts.paidAt ?? new Date() })
    calls.push({ target: "order", property: "PaidAmount", value: facts.paidAmount })
  }
  const statuses = facts.items.map((item) => ({ item, status: itemStatus(item), tracking: trackingValue(item.trackingNumbers) }))
  for (const { item, status, tracking } of statuses) {
    const before = sent.items?.[item.remoteItemId] ?? {}
    if (tracking && tracking !== (before.tracking ?? "")) calls.push({ target: "item", itemId: item.remoteItemId, property: "TrackingNumbers", value: tracking })
    if (status > (before.status ?? SHIPPING_STATUS.notShipped)) calls.push({ target: "item", itemId: item.remoteItemId, property: "ShippingStatus", value: status })
  }
  if (statuses.length && statuses.every((s) => s.status >= SHIPPING_STATUS.shipped)) {
    const orderStatus = Math.min(...statuses.map((s) => s.status))
    if (orderStatus > (sent.order_status ?? SHIPPING_STATUS.notShipped)) calls.push({ target: "order", property: "ShippingStatus", value: orderStatus })
  }
  return calls
}

/** The sent state after a call went through: recorded call by call, so a stop resumes there. */
export function recordCall(sent: OrderWriteBackState, call: WriteBackCall): OrderWriteBackState {
  if (call.target === "order") {
    if (call.property === "PaidAmount") return { ...sent, paid: true }
    if (call.property === "ShippingStatus") return { ...sent, order_status: call.value }
    return sent
  }
  const before = sent.items?.[call.itemId] ?? {}
  const after = call.property === "TrackingNumbers" ? { ...before, tracking: call.value } : { ...before, status: call.value }
  return { ...sent, items: { ...(sent.items ?? {}), [call.itemId]: after } }
}
