import { ORDER_METADATA_KEYS } from "../../shared/metadata-keys"
import { toMoney } from "../../shared/money"
import { CarrierMap, resolveCarrier } from "./carriers"
import type { OrderFacts } from "./plan-write-back"

type Maybe<T> = T | null | undefined

/** An order as the write-back reads it (query.graph; see steps/load-order-facts.ts). */
export interface OrderRow {
  total?: Maybe<number | string>
  items?: Maybe<
    Array<
      Maybe<{
        id: string
        quantity: number | string
        metadata?: Maybe<Record<string, unknown>>
        detail?: Maybe<{ shipped_quantity?: Maybe<number | string> }>
      }>
    >
  >
  payment_collections?: Maybe<
    Array<
      Maybe<{
        captured_amount?: Maybe<number | string>
        refunded_amount?: Maybe<number | string>
        payments?: Maybe<Array<Maybe<{ captured_at?: Maybe<string | Date> }>>>
      }>
    >
  >
  fulfillments?: Maybe<
    Array<
      Maybe<{
        shipped_at?: Maybe<string | Date>
        provider_id?: Maybe<string>
        shipping_option_id?: Maybe<string>
        shipping_option?: Maybe<{ name?: Maybe<string> }>
        items?: Maybe<Array<Maybe<{ line_item_id?: Maybe<string> }>>>
        labels?: Maybe<Array<Maybe<{ tracking_number?: Maybe<string> }>>>
      }>
    >
  >
}

/** A shipment whose carrier neither the merchant's map nor the names know: its tracking numbers go without one (A37). */
export interface UnmappedCarrier {
  /** The marketplace item whose tracking numbers it carries. */
  remoteItemId: string
  shippingOption: { id: string; name: string | null } | null
  providerId: string | null
}

const present = <T>(values: Maybe<Array<Maybe<T>>>): T[] => (values ?? []).filter((v): v is T => v != null)
const money = (amount: number) => toMoney(amount.toFixed(2))

/**
 * What the write-back needs of an order: total, captured and refunded money, when it was
 * captured, and per marketplace item its shipped quantity, tracking numbers and carrier.
 * Shipments with tracking numbers but no known carrier are listed, so the order can say which
 * shipping option or provider to map.
 */
export function orderFactsOf(order: OrderRow, carriers: CarrierMap): { facts: OrderFacts; unmappedCarriers: UnmappedCarrier[] } {
  const collections = present(order.payment_collections)
  const sum = (field: "captured_amount" | "refunded_amount") => collections.reduce((total, c) => total + Number(c[field] ?? 0), 0)
  const capturedDates = collections
    .flatMap((c) => present(c.payments).map((p) => p.captured_at))
    .filter((d): d is string | Date => Boolean(d))
    .map((d) => new Date(d))
  const shipped = present(order.fulfillments).filter((f) => f.shipped_at)
  const unmapped: UnmappedCarrier[] = []
  const items = present(order.items)
    .filter((item) => item.metadata?.[ORDER_METADATA_KEYS.remoteItemId])
    .map((item) => {
      const shipments = shipped.filter((f) => present(f.items).some((i) => i.line_item_id === item.id))
      const trackingNumbers = shipments.flatMap((f) => present(f.labels).map((l) => l.tracking_number ?? "")).filter(Boolean)
      // The newest shipment's carrier: the numbers of earlier ones go with it in one value.
      const latest = shipments[shipments.length - 1]
      const shipment = latest && {
        shippingOptionId: latest.shipping_option_id ?? null,
        shippingOptionName: latest.shipping_option?.name ?? null,
        providerId: latest.provider_id ?? null,
      }
      const carrier = shipment ? resolveCarrier(shipment, carriers) : null
      const remoteItemId = String(item.metadata![ORDER_METADATA_KEYS.remoteItemId])
      if (shipment && !carrier && trackingNumbers.length) {
        const { shippingOptionId: id, shippingOptionName: name, providerId } = shipment
        unmapped.push({ remoteItemId, shippingOption: id ? { id, name } : null, providerId })
      }
      return {
        remoteItemId,
        quantity: Number(item.quantity),
        shippedQuantity: Number(item.detail?.shipped_quantity ?? 0),
        trackingNumbers,
        carrier,
      }
    })
  return {
    facts: {
      total: money(Number(order.total ?? 0)),
      captured: money(sum("captured_amount")),
      refunded: money(sum("refunded_amount")),
      paidAt: capturedDates.length ? new Date(Math.max(...capturedDates.map((d) => d.getTime()))) : null,
      items,
    },
    unmappedCarriers: unmapped,
  }
}
