import { planReconciliation, RemoteListing } from "../plan-reconciliation"

const listing = (remoteId: string, foreignId: string, variations = 3): RemoteListing => ({ remoteId, foreignId, variations })

describe("planReconciliation", () => {
  it("keeps the copy the plugin knows and deletes the others", () => {
    const actions = planReconciliation(
      [listing("10", "prod_a"), listing("11", "prod_a"), listing("12", "prod_a")],
      new Map([["prod_a", "11"]]),
      new Set(["prod_a"])
    )
    expect(actions).toEqual([
      { op: "delete", remoteId: "10", productId: "prod_a" },
      { op: "delete", remoteId: "12", productId: "prod_a" },
    ])
  })

  it("adopts the newest of the most complete copies when the plugin knows none, and deletes the rest", () => {
    const remote = [listing("9", "prod_b", 3), listing("20", "prod_b", 2), listing("15", "prod_b", 3)]
    expect(planReconciliation(remote, new Map(), new Set(["prod_b"]))).toEqual([
      { op: "adopt", remoteId: "15", productId: "prod_b" },
      { op: "delete", remoteId: "9", productId: "prod_b" },
      { op: "delete", remoteId: "20", productId: "prod_b" },
    ])
  })

  it("adopts a single copy the plugin lost track of, and does nothing where all is known", () => {
    expect(planReconciliation([listing("7", "prod_c")], new Map([["prod_c", null]]), new Set(["prod_c"]))).toEqual([
      { op: "adopt", remoteId: "7", productId: "prod_c" },
    ])
    expect(planReconciliation([listing("7", "prod_c")], new Map([["prod_c", "7"]]), new Set(["prod_c"]))).toEqual([])
  })

  it("leaves ForeignIds alone that are not ours", () => {
    expect(planReconciliation([listing("1", "SHOP-42"), listing("2", "SHOP-42")], new Map(), new Set(["prod_x"]))).toEqual([])
  })

  it("orders Int64 ids as numbers, not as text", () => {
    expect(planReconciliation([listing("9", "prod_d"), listing("10", "prod_d")], new Map(), new Set(["prod_d"]))[0]).toEqual({
      op: "adopt",
      remoteId: "10",
      productId: "prod_d",
    })
  })
})
