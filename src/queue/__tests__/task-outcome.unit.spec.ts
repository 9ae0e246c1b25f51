import { orderTaskOutcome, productTaskOutcome } from "../task-outcome"

describe("productTaskOutcome", () => {
  const pushed = (status: "synced" | "attention" | "parked", sent: number, refusals: unknown[] = []) => ({
    pushed: { status, sent, refusals },
  })

  it("calls a run sent only when something reached the service and nothing is held back", () => {
    expect(productTaskOutcome(pushed("synced", 3))).toBe("sent")
    expect(productTaskOutcome(pushed("synced", 0))).toBe("unchanged")
  })

  it("never counts a product held back by its problems or refused by the service as sent", () => {
    expect(productTaskOutcome(pushed("parked", 0))).toBe("parked")
    // On the service with stock live, some content held back: the merchant still has to act.
    expect(productTaskOutcome(pushed("attention", 2))).toBe("parked")
    expect(productTaskOutcome(pushed("attention", 2, [{ key: "image:1" }]))).toBe("refused")
  })

  it("tells an ended listing from a product that was never listable", () => {
    expect(productTaskOutcome({ removed: { status: "removed" } })).toBe("removed")
    expect(productTaskOutcome({ removed: { status: "skipped" } })).toBe("skipped")
    expect(productTaskOutcome(undefined)).toBe("unchanged")
  })
})

describe("orderTaskOutcome", () => {
  it("is sent when the write-back made calls, unchanged otherwise", () => {
    expect(orderTaskOutcome({ calls: 2 })).toBe("sent")
    expect(orderTaskOutcome({ calls: 0 })).toBe("unchanged")
    expect(orderTaskOutcome(undefined)).toBe("unchanged")
  })
})
