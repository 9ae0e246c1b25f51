import { OrderFacts, paymentCovered, planWriteBack, recordCall, trackingValue } from "../plan-write-back"

const facts = (overrides: Partial<OrderFacts> = {}): OrderFacts => ({
  total: "49.90",
  captured: "0.00",
  refunded: "0.00",
  paidAt: null,
  items: [
    { remoteItemId: "11", quantity: 1, shippedQuantity: 0, trackingNumbers: [], carrier: null },
    { remoteItemId: "12", quantity: 2, shippedQuantity: 0, trackingNumbers: [], carrier: null },
  ],
  ...overrides,
})

describe("planWriteBack", () => {
  it("sends nothing for an order with nothing captured or shipped", () => {
    expect(planWriteBack(facts(), {})).toEqual([])
  })

  it("sends PaidDate before PaidAmount once the capture covers the total, the amount being the total", () => {
    const paidAt = new Date("2026-11-20T10:00:00Z")
    expect(planWriteBack(facts({ captured: "49.90", paidAt }), {})).toEqual([
      { target: "order", property: "PaidDate", value: paidAt },
      { target: "order", property: "PaidAmount", value: "49.90" },
    ])
  })

  it("sends nothing for a partial capture (spec 1 rule 10: no partial payments)", () => {
    expect(planWriteBack(facts({ captured: "30.00", paidAt: new Date() }), {})).toEqual([])
    expect(planWriteBack(facts({ captured: "49.89", paidAt: new Date() }), {})).toEqual([])
  })

  it("does not send a payment already sent or reported paid by the marketplace, nor a refund after it", () => {
    expect(planWriteBack(facts({ captured: "49.90", paidAt: new Date() }), { paid: true })).toEqual([])
    expect(planWriteBack(facts({ captured: "49.90", refunded: "49.90", paidAt: new Date() }), { paid: true })).toEqual([])
  })

  it("sends a shipped item's carrier, then tracking, then status, and not the order's while an item is unshipped", () => {
    const partly = facts()
    partly.items[0] = { ...partly.items[0], shippedQuantity: 1, trackingNumbers: ["T1"], carrier: "DHL" }
    expect(planWriteBack(partly, {})).toEqual([
      { target: "item", itemId: "11", property: "CarrierUsed", value: "DHL" },
      { target: "item", itemId: "11", property: "TrackingNumbers", value: "T1" },
      { target: "item", itemId: "11", property: "ShippingStatus", value: 1 },
    ])
  })

  it("sends no carrier without tracking numbers (the carrier goes with its numbers)", () => {
    const shipped = facts()
    shipped.items[0] = { ...shipped.items[0], shippedQuantity: 1, carrier: "DHL" }
    expect(planWriteBack(shipped, {})).toEqual([{ target: "item", itemId: "11", property: "ShippingStatus", value: 1 }])
  })

  it("sends a carrier mapped after its numbers went alone, and the numbers again after it (A37)", () => {
    const mappedLater = facts()
    mappedLater.items[0] = { ...mappedLater.items[0], shippedQuantity: 1, trackingNumbers: ["T1"], carrier: "DHL" }
    expect(planWriteBack(mappedLater, { items: { "11": { status: 1, tracking: "T1" } } })).toEqual([
      { target: "item", itemId: "11", property: "CarrierUsed", value: "DHL" },
      { target: "item", itemId: "11", property: "TrackingNumbers", value: "T1" },
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

  it("never sends 2: a delivered order already reported shipped sends nothing more (A24)", () => {
    const all = facts()
    all.items = all.items.map((i) => ({ ...i, shippedQuantity: i.quantity }))
    const sent = { items: { "11": { status: 1 }, "12": { status: 1 } }, order_status: 1 }
    expect(planWriteBack(all, sent)).toEqual([])
    const fromScratch = planWriteBack(all, {})
    expect(fromScratch.filter((c) => c.property === "ShippingStatus").map((c) => c.value)).toEqual([1, 1, 1])
  })

  it("sends new tracking numbers and a changed carrier again, the rest not", () => {
    const later = facts()
    later.items[0] = { ...later.items[0], shippedQuantity: 1, trackingNumbers: ["T1", "T2"], carrier: "DHL" }
    const sent = { items: { "11": { status: 1, tracking: "T1", carrier: "DHL" } } }
    expect(planWriteBack(later, sent)).toEqual([{ target: "item", itemId: "11", property: "TrackingNumbers", value: "T1;T2" }])
  })
})

describe("paymentCovered", () => {
  it("is true only when something is captured and it covers the total", () => {
    expect(paymentCovered({ total: "49.90", captured: "49.90" })).toBe(true)
    expect(paymentCovered({ total: "49.90", captured: "50.00" })).toBe(true)
    expect(paymentCovered({ total: "49.90", captured: "49.89" })).toBe(false)
    expect(paymentCovered({ total: "0.00", captured: "0.00" })).toBe(false)
  })
})

describe("recordCall", () => {
  it("records payment, order status and each item's carrier, tracking and status", () => {
    let sent = recordCall({}, { target: "order", property: "PaidAmount", value: "49.90" })
    sent = recordCall(sent, { target: "item", itemId: "11", property: "CarrierUsed", value: "DHL" })
    sent = recordCall(sent, { target: "item", itemId: "11", property: "TrackingNumbers", value: "T1" })
    sent = recordCall(sent, { target: "item", itemId: "11", property: "ShippingStatus", value: 1 })
    sent = recordCall(sent, { target: "order", property: "ShippingStatus", value: 1 })
    expect(sent).toEqual({ paid: true, order_status: 1, items: { "11": { carrier: "DHL", tracking: "T1", status: 1 } } })
  })
})

describe("trackingValue", () => {
  it("joins at most 8 distinct numbers within 255 characters", () => {
    expect(trackingValue([" A ", "B", "A", ""])).toBe("A;B")
    expect(trackingValue(Array.from({ length: 10 }, (_, i) => `N${i}`)).split(";")).toHaveLength(8)
    expect(trackingValue(["X".repeat(200), "Y".repeat(60)])).toBe("X".repeat(200))
  })
})
