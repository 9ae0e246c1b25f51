import type { MayHoldUnreadable, SalesOrder } from "../../../client/types"
import { parkReason, type ParkReason } from "./park-reason"

/**
 * What the import reads of each part of an order (map-sales-order.ts, the ledger row): a
 * value of these the service sent in a form the client could not read (A30) holds the order;
 * one the import never reads (PaymentTransactionId, CheckoutCompletionDate) does not.
 */
const READ = {
  order: ["PlatformOrderId", "CurrencyCode", "ShippingServiceCost", "MonetaryPaymentStatus"],
  item: ["ProductId", "ProductVariationId", "ProductVariationForeignId", "Sku", "ProductVariationSku", "Title", "Amount", "Price"],
  buyer: ["Email"],
  address: ["Name", "Surname", "Company", "Street", "PostalCode", "Town", "Country", "Phone", "Email"],
} as const

function named(part: MayHoldUnreadable | null | undefined, read: readonly string[], where: string): string[] {
  const unreadable = part?.unreadable ?? {}
  return read.filter((name) => name in unreadable).map((name) => `${where}${name} ${unreadable[name]}`)
}

/**
 * One reason naming every value the import needs that the service sent unreadable, as sent
 * (`item "Mug" Amount 1.5`); none when the order reads whole. The order waits with it rather
 * than being imported with a guess (a quantity of 1.5 is no quantity).
 */
export function unreadableReasons(order: SalesOrder): ParkReason[] {
  const found = [
    ...named(order, READ.order, ""),
    ...(order.SalesOrderItems ?? []).flatMap((item) => named(item, READ.item, `item "${item.Title ?? item.Id}" `)),
    ...named(order.Buyer, READ.buyer, "buyer "),
    ...named(order.Address, READ.address, "billing address "),
    ...named(order.ShippingAddress, READ.address, "shipping address "),
  ]
  if (!found.length) return []
  return [parkReason("order.unreadable_values", { values: found.join("; ") })]
}
