import { ORDER_METADATA_KEYS } from "../../../shared/metadata-keys"
import { orderFactsOf, OrderRow } from "../order-facts"

const item = (id: string, remote: string | null, quantity: number, shipped = 0) => ({
  id,
  quantity,
  metadata: remote ? { [ORDER_METADATA_KEYS.remoteItemId]: remote } : null,
  detail: { shipped_quantity: shipped },
})

describe("orderFactsOf", () => {
  it("sums captured and refunded money over the payment collections and takes the latest capture date", () => {
    const order: OrderRow = {
      total: 49.9,
      items: [],
      payment_collections: [
        { captured_amount: 30, refunded_amount: 0, payments: [{ captured_at: "2026-11-20T10:00:00Z" }] },
        { captured_amount: "19.9", refunded_amount: "5", payments: [{ captured_at: "2026-11-21T10:00:00Z" }, null] },
        null,
      ],
    }
    const { facts } = orderFactsOf(order, {})
    expect(facts).toMatchObject({ total: "49.90", captured: "49.90", refunded: "5.00", paidAt: new Date("2026-11-21T10:00:00Z") })
  })

  it("gives marketplace items their shipped quantity, tracking numbers and carrier; other lines are left out", () => {
    const order: OrderRow = {
      total: 20,
      items: [item("li_1", "11", 1, 1), item("li_2", "12", 2, 0), item("li_3", null, 1, 1)],
      fulfillments: [
        {
          shipped_at: "2026-11-21",
          provider_id: "manual_manual",
          shipping_option: { name: "DHL Paket" },
          items: [{ line_item_id: "li_1" }],
          labels: [{ tracking_number: "JJD1" }],
        },
        {
          shipped_at: null,
          provider_id: "manual_manual",
          shipping_option: { name: "DPD" },
          items: [{ line_item_id: "li_2" }],
          labels: [{ tracking_number: "NOT-YET" }],
        },
      ],
    }
    const { facts, unmappedCarriers } = orderFactsOf(order, {})
    expect(facts.items).toEqual([
      { remoteItemId: "11", quantity: 1, shippedQuantity: 1, trackingNumbers: ["JJD1"], carrier: "DHL" },
      { remoteItemId: "12", quantity: 2, shippedQuantity: 0, trackingNumbers: [], carrier: null },
    ])
    expect(unmappedCarriers).toEqual([])
  })

  it("lists a carrier the table does not know, sent by its name", () => {
    const order: OrderRow = {
      total: 20,
      items: [item("li_1", "11", 1, 1)],
      fulfillments: [
        {
          shipped_at: "2026-11-21",
          provider_id: "manual_manual",
          shipping_option: { name: "Kurier Schmidt" },
          items: [{ line_item_id: "li_1" }],
          labels: [{ tracking_number: "KS-1" }],
        },
      ],
    }
    expect(orderFactsOf(order, {})).toMatchObject({
      facts: { items: [{ carrier: "Kurier Schmidt" }] },
      unmappedCarriers: ["Kurier Schmidt"],
    })
    expect(orderFactsOf(order, { "kurier schmidt": "Other" })).toMatchObject({
      facts: { items: [{ carrier: "Other" }] },
      unmappedCarriers: [],
    })
  })
})
