import type { OrderFacts } from "../../../../../workflows/order-write-back/utils/plan-write-back"
import { writeBackView } from "../write-back-view"

const facts: OrderFacts = { total: "29.90", captured: "29.90", refunded: "0.00", paidAt: null, items: [] }
const manual = (remoteItemId: string) => ({
  remoteItemId,
  shippingOption: { id: "so_std", name: "Marketplace shipping" },
  providerId: "manual_manual",
})

describe("writeBackView: tracking numbers without a carrier (A37)", () => {
  it("says which provider or shipping option to map, once per shipment kind, naming its items", () => {
    const sent = { items: { "11": { tracking: "T1", status: 1 }, "12": { tracking: "T2", status: 1 } } }
    expect(writeBackView(facts, sent, [manual("11"), manual("12")]).unmapped_carriers).toEqual([
      {
        code: "carrier_not_mapped",
        message:
          'Tracking number sent without a carrier: map the fulfillment provider "manual_manual" or the shipping option ' +
          '"Marketplace shipping" to a marketplace carrier in the settings.',
        fulfillment_provider_id: "manual_manual",
        shipping_option: { id: "so_std", name: "Marketplace shipping" },
        items: ["11", "12"],
      },
    ])
  })

  it("names the provider alone for a shipment without a shipping option", () => {
    const [entry] = writeBackView(facts, { items: { "11": { tracking: "T1" } } }, [
      { ...manual("11"), shippingOption: null },
    ]).unmapped_carriers
    expect(entry.message).toBe(
      'Tracking number sent without a carrier: map the fulfillment provider "manual_manual" to a marketplace carrier in the settings.'
    )
  })

  it("says nothing before the numbers were sent: the write-back is still under way", () => {
    expect(writeBackView(facts, {}, [manual("11")]).unmapped_carriers).toEqual([])
  })
})
