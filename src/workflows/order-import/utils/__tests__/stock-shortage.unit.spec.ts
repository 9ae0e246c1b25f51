import { ordersToRetry, stockShortage, stockVariantsOf, type VariantStock, type WaitingOrder } from "../stock-shortage"

describe("stockShortage", () => {
  it("names each short item's SKU, what was ordered, what is there and what is missing", () => {
    const reasons = stockShortage(
      [
        { variant_id: "v_lamp", quantity: 2 },
        { variant_id: "v_mug", quantity: 1 },
        { variant_id: "v_lamp", quantity: 3 },
      ],
      { v_lamp: { sku: "LAMP-1", available: 1 }, v_mug: { sku: "MUG-1", available: 4 } }
    )
    expect(reasons).toEqual([
      {
        code: "order.not_enough_stock",
        params: { sku: "LAMP-1", missing: 4, ordered: 5, available: 1 },
        message: "4 × LAMP-1 missing: 5 ordered, 1 available at one location of the marketplace channel.",
        fix: "Add stock of LAMP-1: the order is imported as soon as there is enough.",
        variant_id: "v_lamp",
      },
    ])
    expect(stockVariantsOf(reasons)).toEqual(["v_lamp"])
  })

  it("counts stock below zero (more reserved than stocked) as none, and a variant it could not read by its id", () => {
    const reasons = stockShortage(
      [
        { variant_id: "v_a", quantity: 1 },
        { variant_id: "v_gone", quantity: 2 },
      ],
      { v_a: { sku: "A", available: -3 } }
    )
    expect(reasons.map((r) => r.params)).toEqual([
      { sku: "A", missing: 1, ordered: 1, available: 0 },
      { sku: "v_gone", missing: 2, ordered: 2, available: 0 },
    ])
  })

  it("says so without a SKU when every item has enough by now, naming the order's variants", () => {
    const reasons = stockShortage([{ variant_id: "v_a", quantity: 1 }], { v_a: { sku: "A", available: 1 } })
    expect(reasons).toEqual([expect.objectContaining({ code: "order.not_enough_stock_unnamed", variant_ids: ["v_a"] })])
    expect(stockVariantsOf(reasons)).toEqual(["v_a"])
  })
})

describe("ordersToRetry", () => {
  const waiting = (id: string, ...needs: Array<[string, number]>) => ({
    id,
    remote_order_id: `r_${id}`,
    reasons: needs.map(([variant, ordered]) => ({ code: "order.not_enough_stock", variant_id: variant, params: { ordered } })),
  })
  /** One account's orders: the ids it tries. */
  const oneAccount = (orders: WaitingOrder[], changed: string[], stock: Record<string, VariantStock>) =>
    ordersToRetry([{ accountId: "mxcon_default", waiting: orders, stock, locationIds: ["berlin"] }], changed)[0].orders
  const at = (order: WaitingOrder, minute: number): WaitingOrder => ({ ...order, created_at: new Date(Date.UTC(2026, 10, 29, 10, minute)) })

  it("tries the oldest first while the stock lasts, and not an order that would only wait again", () => {
    const orders = [waiting("1", ["lamp", 1]), waiting("2", ["lamp", 1]), waiting("3", ["lamp", 2]), waiting("4", ["lamp", 1])]
    expect(oneAccount(orders, ["lamp"], { lamp: { sku: "L", available: 3 } }).map((o) => o.id)).toEqual(["1", "2", "4"])
    expect(oneAccount(orders, ["lamp"], { lamp: { sku: "L", available: 10 } }).map((o) => o.id)).toEqual(["1", "2", "3", "4"])
    expect(oneAccount(orders, ["lamp"], { lamp: { sku: "L", available: 0 } })).toEqual([])
  })

  it("leaves orders whose stock did not move, and needs every short item of an order", () => {
    const orders = [waiting("1", ["lamp", 1], ["mug", 2]), waiting("2", ["mug", 1])]
    expect(oneAccount(orders, ["mug"], { lamp: { sku: "L", available: 0 }, mug: { sku: "M", available: 5 } }).map((o) => o.id)).toEqual([
      "2",
    ])
    expect(oneAccount(orders, ["sofa"], { lamp: { sku: "L", available: 9 }, mug: { sku: "M", available: 9 } })).toEqual([])
  })

  it("tries an order whose reason names no SKU when one of its variants moved, not with any stock change", () => {
    const unnamed = { id: "9", remote_order_id: "r_9", reasons: [{ code: "order.not_enough_stock_unnamed", variant_ids: ["lamp"] }] }
    expect(oneAccount([unnamed], ["mug"], {})).toEqual([])
    expect(oneAccount([unnamed], ["lamp"], {}).map((o) => o.id)).toEqual(["9"])
    // Parked before reasons named variants: once with any change, then it names them.
    const legacy = { id: "8", remote_order_id: "r_8", reasons: [{ code: "order.not_enough_stock_unnamed" }] }
    expect(oneAccount([legacy], ["mug"], {}).map((o) => o.id)).toEqual(["8"])
  })

  describe("over several accounts, one stock pool", () => {
    const lamp = (available: number) => ({ lamp: { sku: "L", available } })
    const ids = (plan: Array<{ accountId: string; orders: WaitingOrder[] }>) => plan.map((p) => [p.accountId, p.orders.map((o) => o.id)])

    it("gives the last unit to the first buyer whatever the account, when the channels share a warehouse", () => {
      const plan = ordersToRetry(
        [
          { accountId: "ebay", waiting: [at(waiting("a1", ["lamp", 1]), 5)], stock: lamp(1), locationIds: ["berlin"] },
          { accountId: "outlet", waiting: [at(waiting("b1", ["lamp", 1]), 2)], stock: lamp(1), locationIds: ["berlin", "hamburg"] },
        ],
        ["lamp"]
      )
      expect(ids(plan)).toEqual([
        ["ebay", []],
        ["outlet", ["b1"]],
      ])
    })

    it("interleaves the accounts' orders by age while the stock lasts", () => {
      const plan = ordersToRetry(
        [
          {
            accountId: "ebay",
            waiting: [at(waiting("a1", ["lamp", 1]), 1), at(waiting("a2", ["lamp", 1]), 4)],
            stock: lamp(3),
            locationIds: ["berlin"],
          },
          {
            accountId: "outlet",
            waiting: [at(waiting("b1", ["lamp", 1]), 2), at(waiting("b2", ["lamp", 1]), 3)],
            stock: lamp(3),
            locationIds: ["berlin"],
          },
        ],
        ["lamp"]
      )
      expect(ids(plan)).toEqual([
        ["ebay", ["a1"]],
        ["outlet", ["b1", "b2"]],
      ])
    })

    it("counts what an order already on its way was chosen for, and does not choose it twice", () => {
      const plan = ordersToRetry(
        [
          { accountId: "ebay", waiting: [at(waiting("a1", ["lamp", 1]), 5)], stock: lamp(1), locationIds: ["berlin"] },
          {
            accountId: "outlet",
            waiting: [{ ...at(waiting("b1", ["lamp", 1]), 2), reopened: true }],
            stock: lamp(1),
            locationIds: ["berlin"],
          },
        ],
        ["lamp"]
      )
      expect(ids(plan)).toEqual([
        ["ebay", []],
        ["outlet", []],
      ])
    })

    it("lets accounts whose channels share no location draw each from its own stock", () => {
      const plan = ordersToRetry(
        [
          { accountId: "ebay", waiting: [at(waiting("a1", ["lamp", 1]), 5)], stock: lamp(1), locationIds: ["berlin"] },
          { accountId: "outlet", waiting: [at(waiting("b1", ["lamp", 1]), 2)], stock: lamp(1), locationIds: ["munich"] },
        ],
        ["lamp"]
      )
      expect(ids(plan)).toEqual([
        ["ebay", ["a1"]],
        ["outlet", ["b1"]],
      ])
    })
  })
})
