import type { OrderWriteBackState } from "../../../../modules/marketplace-exchange/lib/order-ledger"
import { paymentCovered, OrderFacts } from "../../../../workflows/order-write-back/utils/plan-write-back"

/**
 * The payment and carriers of a marketplace order as Medusa knows them now, beside what was
 * reported: a partial capture waits for the rest (spec 1 rule 10), a refund after the payment
 * was reported is shown, not sent, and carriers sent by their own name are named.
 */
export function writeBackView(facts: OrderFacts, sent: OrderWriteBackState, unmappedCarriers: string[]) {
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
    unmapped_carriers: unmappedCarriers,
  }
}
