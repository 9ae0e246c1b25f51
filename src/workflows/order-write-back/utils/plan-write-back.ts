import type { OrderWriteBackState } from "../../../modules/marketplace-exchange/types"
import { ENTITY_SETS, LIMITS, SHIPPING_STATUS } from "../../../protocol/schema"
import { compareMoney } from "../../shared/money"

const TRACKING_MAX_LENGTH = ENTITY_SETS.SalesOrderItems.properties.TrackingNumbers.maxLength

/** What Medusa knows of an imported order's payment and shipping, read for write-back. */
export interface OrderFacts {
  /** The order's total in its currency as a decimal string: what a payment must cover. */
  total: string
  /** Captured money as a decimal string; "0.00" when nothing is captured. */
  captured: string
  /** Refunded money as a decimal string. */
  refunded: string
  paidAt: Date | null
  items: Array<{
    remoteItemId: string
    quantity: number
    shippedQuantity: number
    trackingNumbers: string[]
    /** The marketplace carrier of the shipment(s) of the item; null when none is known (A37: none is sent). */
    carrier: string | null
  }>
}

export type WriteBackCall =
  | { target: "order"; property: "PaidDate"; value: Date }
  | { target: "order"; property: "PaidAmount"; value: string }
  | { target: "order"; property: "ShippingStatus"; value: number }
  | { target: "item"; itemId: string; property: "CarrierUsed"; value: string }
  | { target: "item"; itemId: string; property: "TrackingNumbers"; value: string }
  | { target: "item"; itemId: string; property: "ShippingStatus"; value: number }

/**
 * Spec 1 rule 10: the marketplace knows no partial payment. The order is reported paid once
 * the captured money covers its total, never before.
 */
export const paymentCovered = (facts: Pick<OrderFacts, "total" | "captured">): boolean =>
  Number(facts.captured) > 0 && compareMoney(facts.captured, facts.total) >= 0

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

/** An item counts as shipped once all of its quantity is (A24: only 1 = shipped is sent). */
const itemShipped = (item: OrderFacts["items"][number]) => item.quantity > 0 && item.shippedQuantity >= item.quantity

/**
 * The property PUTs that bring the service up to what Medusa knows, in the order they must
 * go (A24): PaidDate before PaidAmount (the amount is what marks the order paid, spec 1 rule
 * 10), and only for a payment that covers the total; per item its carrier, then its tracking,
 * then its status; the order's status last, and only once every item is shipped (spec 1 rule
 * 11). Only ShippingStatus 1 is sent: what 2 means is not known (A24). Nothing already sent is
 * sent again, except the numbers after a new carrier: they go with it (A37: a carrier mapped
 * after the numbers went without one).
 */
export function planWriteBack(facts: OrderFacts, sent: OrderWriteBackState): WriteBackCall[] {
  const calls: WriteBackCall[] = []
  if (!sent.paid && paymentCovered(facts)) {
    calls.push({ target: "order", property: "PaidDate", value: facts.paidAt ?? new Date() })
    calls.push({ target: "order", property: "PaidAmount", value: facts.total })
  }
  for (const item of facts.items) {
    const before = sent.items?.[item.remoteItemId] ?? {}
    const tracking = trackingValue(item.trackingNumbers)
    const newCarrier = tracking && item.carrier !== (before.carrier ?? "") ? item.carrier : null
    if (newCarrier) calls.push({ target: "item", itemId: item.remoteItemId, property: "CarrierUsed", value: newCarrier })
    if (tracking && (newCarrier || tracking !== (before.tracking ?? "")))
      calls.push({ target: "item", itemId: item.remoteItemId, property: "TrackingNumbers", value: tracking })
    if (itemShipped(item) && (before.status ?? SHIPPING_STATUS.notShipped) < SHIPPING_STATUS.shipped) {
      calls.push({ target: "item", itemId: item.remoteItemId, property: "ShippingStatus", value: SHIPPING_STATUS.shipped })
    }
  }
  if (facts.items.length && facts.items.every(itemShipped) && (sent.order_status ?? SHIPPING_STATUS.notShipped) < SHIPPING_STATUS.shipped) {
    calls.push({ target: "order", property: "ShippingStatus", value: SHIPPING_STATUS.shipped })
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
  const field = call.property === "TrackingNumbers" ? "tracking" : call.property === "CarrierUsed" ? "carrier" : "status"
  return { ...sent, items: { ...(sent.items ?? {}), [call.itemId]: { ...before, [field]: call.value } } }
}
