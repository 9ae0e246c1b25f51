import { OrderFacts, planWriteBack, recordCall, trackingValue } from "../plan-write-back"

const facts = (overrides: Partial<OrderFacts> = {}): OrderFacts => ({
  paidAmount: null,
  paidAt: null,
  items: [
    { remoteItemId: "11", quantity: 1, shippedQuantity: 0, deliveredQuantity: 0, trackingNumbers: [] },
    { remoteItemId: "12", quantity: 2, shippedQuantity: 0, deliveredQuantity: 0, trackingNumbers: [] },
  ],
  ...overrides,
})

describe("planWriteBack", () => {
  it("sends nothing for an order with nothing captured or shipped", () => {
    expect(planWriteBack(facts(), {})).toEqual([])
  })

  it("sends PaidDate before PaidAmount, because the amount is what marks the order paid", () => {
    const paidAt = new Date("2026-11-20T10:00:00Z")
    expect(planWriteBack(facts({ paidAmount: "34.80", paidAt }), {})).toEqual([
      { target: "order", property: "PaidDate", value: paidAt },
      { target: "order", property: "PaidAmount", value: "34.80" },
    ])
  })

  it("does not send a payment already sent, or reported paid by the marketplace", () => {
    expect(planWriteBack(facts({ paidAmount: "34.80", paidAt: new Date() }), { paid: true })).toEqual([])
  })

  it("sends a shipped item's tracking then status, and not the order's while an item is unshipped", () => {
    const partly = facts()
    partly.items[0] = { ...partly.items[0], shippedQuantity: 1, trackingNumbers: ["T1"] }
    expect(planWriteBack(partly, {})).toEqual([
      { target: "item", itemId: "11", property: "TrackingNumbers", value: "T1" },
      { target: "item", itemId: "11", property: "ShippingStatus", value: 1 },
    ])
  })

  it("counts an item shipped only when all of its quantity is", () => {
    const half = facts()
    half.items[1] = { ...half.items[1], shippedQuantity: 1 }
    expect(planWriteBack(half, {})).toEqual([])
  })

  it("sends the order's status once every item is shipped, and only what was not sent before", () => {
    const all = facts()
    all.items = all.items.map((i) => ({ ...i, shippedQuantity: i.quantity }))
    const sent = { items: { "11": { status: 1 } } }
    expect(planWriteBack(all, sent)).toEqual([
      { target: "item", itemId: "12", property: "ShippingStatus", value: 1 },
      { target: "order", property: "ShippingStatus", value: 1 },
    ])
  })

  it("moves items and the order to delivered (2) after shipped", () => {
    const delivered = facts()
    delivered.items = delivered.items.map((i) => ({ ...i, shippedQuantity: i.quantity, deliveredQuantity: i.quantity }))
    const sent = { items: { "11": { status: 1 }, "12": { status: 1 } }, order_status: 1 }
    expect(planWriteBack(delivered, sent).map((c) => [c.target, c.property, c.value])).toEqual([
      ["item", "ShippingStatus", 2],
      ["item", "ShippingStatus", 2],
      ["order", "ShippingStatus", 2],
    ])
  })

  it("replays to nothing once every planned call is recorded", () => {
    const all = facts({ paidAmount: "10.00", paidAt: new Date() })
    all.items = all.items.map((i) => ({ ...i, shippedQuantity: i.quantity, trackingNumbers: [`T${i.remoteItemId}`] }))
    const sent = planWriteBack(all, {}).reduce(recordCall, {})
    expect(planWriteBack(all, sent)).toEqual([])
    expect(sent).toEqual({ paid: true, order_status: 1, items: { "11": { status: 1, tracking: "T11" }, "12": { status: 1, tracking: "T12" } } })
  })
})

describe("trackingValue", () => {
  it("joins distinct numbers with ';', at most 8 and 255 characters (A13)", () => {
    expect(trackingValue([" A ", "B", "A", ""])).toBe("A;B")
    expect(trackingValue(Array.from({ length: 12 }, (_, i) => `N${i}`)).split(";")).toHaveLength(8)
    const long = trackingValue(Array.from({ length: 8 }, (_, i) => `${i}`.repeat(40)))
    expect(long.length).toBeLessThanOrEqual(255)
    expect(long.split(";")).toHaveLength(6)
  })
})
