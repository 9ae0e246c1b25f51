import type { ServiceMessage } from "../../protocol/codec"
import { LIMITS, SHIPPING_STATUS } from "../../protocol/schema"
import { problem, Rule } from "./common"

const shippingStatusOk = (value: unknown) => Object.values(SHIPPING_STATUS).includes(value as never)

/** Spec 2.6, 4.2: what a client may write on a SalesOrder, one property at a time. */
export const salesOrderRules: Rule = ({ candidate, changed }) => {
  const messages: ServiceMessage[] = []
  if (changed.includes("ForeignOrderId") && typeof candidate.ForeignOrderId === "string" && candidate.ForeignOrderId.length > 50) {
    messages.push(problem("foreignOrderIdTooLong", `"${candidate.ForeignOrderId}" has ${candidate.ForeignOrderId.length} characters.`))
  }
  // A36: PaidAmount has no rule of its own. Any amount marks the order paid (spec 1 rule 10:
  // the marketplace knows no partial payment, so the service transmits the status, not the sum).
  if (changed.includes("ShippingStatus") && !shippingStatusOk(candidate.ShippingStatus)) {
    messages.push(problem("shippingStatusInvalid", `ShippingStatus ${candidate.ShippingStatus} is not 0, 1 or 2.`))
  }
  return messages
}

/** A13: item shipping status, tracking numbers and carrier. */
export const salesOrderItemRules: Rule = ({ candidate, changed }) => {
  const messages: ServiceMessage[] = []
  if (changed.includes("ShippingStatus") && !shippingStatusOk(candidate.ShippingStatus)) {
    messages.push(problem("shippingStatusInvalid", `ShippingStatus ${candidate.ShippingStatus} is not 0, 1 or 2.`))
  }
  const tracking = candidate.TrackingNumbers
  if (changed.includes("TrackingNumbers") && typeof tracking === "string") {
    const count = tracking.split(";").filter((n) => n.trim()).length
    if (tracking.length > 255 || count > LIMITS.trackingNumbersPerItem) {
      messages.push(problem("trackingNumbersInvalid", `Got ${count} numbers in ${tracking.length} characters.`))
    }
  }
  return messages
}
