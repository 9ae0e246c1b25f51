import type { OrderWriteBackState } from "../../../../modules/marketplace-exchange/types"
import type { UnmappedCarrier } from "../../../../workflows/order-write-back/utils/order-facts"
import { paymentCovered, OrderFacts } from "../../../../workflows/order-write-back/utils/plan-write-back"

/** A37: tracking numbers that went to the marketplace without a carrier, and what to map so the next ones do not. */
export function carrierNotMappedView(unmapped: UnmappedCarrier[], sent: OrderWriteBackState) {
  const shipments = new Map<string, UnmappedCarrier & { items: string[] }>()
  // Only numbers already sent: the widget says "reporting" while the write-back is under way.
  for (const entry of unmapped.filter((u) => sent.items?.[u.remoteItemId]?.tracking)) {
    const key = `${entry.shippingOption?.id ?? ""}|${entry.providerId ?? ""}`
    const shipment = shipments.get(key) ?? { ...entry, items: [] }
    shipment.items.push(entry.remoteItemId)
    shipments.set(key, shipment)
  }
  return [...shipments.values()].map(({ shippingOption, providerId, items }) => {
    const names = [
      providerId && `the fulfillment provider "${providerId}"`,
      shippingOption && `the shipping option "${shippingOption.name ?? shippingOption.id}"`,
    ].filter(Boolean)
    return {
      code: "carrier_not_mapped" as const,
      message: `Tracking number sent without a carrier: map ${names.join(" or ")} to a marketplace carrier in the settings.`,
      fulfillment_provider_id: providerId,
      shipping_option: shippingOption,
      /** The marketplace items whose numbers went without a carrier. */
      items,
    }
  })
}

/**
 * The payment and carriers of a marketplace order as Medusa knows them now, beside what was
 * reported: a partial capture waits for the rest (spec 1 rule 10), a refund after the payment
 * was reported is shown, not sent, and tracking numbers sent without a carrier say what to map.
 */
export function writeBackView(facts: OrderFacts, sent: OrderWriteBackState, unmappedCarriers: UnmappedCarrier[]) {
  const reported = Boolean(sent.paid)
  return {
    payment: {
      total: facts.total,
      captured: facts.captured,
      refunded: facts.refunded,
      reported,
      /** Something is captured, but not the whole total: nothing is reported until the rest is. */
      partial: !reported && Number(facts.captured) > 0 && !paymentCovered(facts),
      /** Money refunded after the payment was reported: the marketplace is not told (it knows no refunds here). */
      refunded_after_report: reported && Number(facts.refunded) > 0,
    },
    unmapped_carriers: carrierNotMappedView(unmappedCarriers, sent),
  }
}
