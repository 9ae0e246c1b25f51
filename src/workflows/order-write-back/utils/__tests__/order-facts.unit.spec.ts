import { ORDER_METADATA_KEYS } from "../../../shared/metadata-keys"
import { orderFactsOf, OrderRow } from "../order-facts"

const noMap = { shipping_options: {}, fulfillment_providers: {} }

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
    const { facts } = orderFactsOf(order, noMap)
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
    const { facts, unmappedCarriers } = orderFactsOf(order, noMap)
    expect(facts.items).toEqual([
      { remoteItemId: "11", quantity: 1, shippedQuantity: 1, trackingNumbers: ["JJD1"], carrier: "DHL" },
      { remoteItemId: "12", quantity: 2, shippedQuantity: 0, trackingNumbers: [], carrier: null },
    ])
    expect(unmappedCarriers).toEqual([])
  })

  it("gives a manual shipment no carrier and lists what to map; a mapping of the provider or the option gives it one (A37)", () => {
    const order: OrderRow = {
      total: 20,
      items: [item("li_1", "11", 1, 1)],
      fulfillments: [
        {
          shipped_at: "2026-11-21",
          provider_id: "manual_manual",
          shipping_option_id: "so_std",
          shipping_option: { name: "Standard" },
          items: [{ line_item_id: "li_1" }],
          labels: [{ tracking_number: "KS-1" }],
        },
      ],
    }
    expect(orderFactsOf(order, noMap)).toMatchObject({
      facts: { items: [{ carrier: null, trackingNumbers: ["KS-1"] }] },
      unmappedCarriers: [{ remoteItemId: "11", shippingOption: { id: "so_std", name: "Standard" }, providerId: "manual_manual" }],
    })
    expect(orderFactsOf(order, { ...noMap, fulfillment_providers: { manual_manual: "DHL" } })).toMatchObject({
      facts: { items: [{ carrier: "DHL" }] },
      unmappedCarriers: [],
    })
    expect(
      orderFactsOf(order, { shipping_options: { so_std: "Hermes" }, fulfillment_providers: { manual_manual: "DHL" } }).facts.items[0]
        .carrier
    ).toBe("Hermes")
  })

  it("lists nothing to map for a shipment without tracking numbers (no carrier is sent without them)", () => {
    const order: OrderRow = {
      total: 20,
      items: [item("li_1", "11", 1, 1)],
      fulfillments: [{ shipped_at: "2026-11-21", provider_id: "manual_manual", items: [{ line_item_id: "li_1" }], labels: [] }],
    }
    expect(orderFactsOf(order, noMap).unmappedCarriers).toEqual([])
  })
})
