import { orderPriceWrites, PriceField, priceRuleHolds, PriceTriple } from "../order-price-writes"

const triple = (price: string | null, accept: string | null, minimum: string | null): PriceTriple => ({
  Price: price,
  BestOfferAutoAcceptPrice: accept,
  BestOfferMinimumPrice: minimum,
})

/** Applies the writes one by one and says whether every state on the way keeps the rule. */
function walk(before: PriceTriple, after: PriceTriple, order: PriceField[]): boolean {
  const state = { ...before }
  for (const field of order) {
    state[field] = after[field]
    if (!priceRuleHolds(state)) return false
  }
  return true
}

describe("orderPriceWrites", () => {
  it("lowers both thresholds minimum first (15/12 to 8/5 under a price of 20)", () => {
    expect(orderPriceWrites(triple("20.00", "15.00", "12.00"), triple("20.00", "8.00", "5.00"))).toEqual([
      "BestOfferMinimumPrice",
      "BestOfferAutoAcceptPrice",
    ])
  })

  it("raises the price before the auto-accept price", () => {
    expect(orderPriceWrites(triple("20.00", "15.00", null), triple("30.00", "25.00", null))).toEqual(["Price", "BestOfferAutoAcceptPrice"])
  })

  it("lowers the thresholds before a lower price", () => {
    expect(orderPriceWrites(triple("20.00", "15.00", "12.00"), triple("10.00", "8.00", "5.00"))).toEqual([
      "BestOfferMinimumPrice",
      "BestOfferAutoAcceptPrice",
      "Price",
    ])
  })

  it("removes the minimum before the auto-accept it depends on", () => {
    expect(orderPriceWrites(triple("20.00", "15.00", "12.00"), triple("20.00", null, null))).toEqual([
      "BestOfferMinimumPrice",
      "BestOfferAutoAcceptPrice",
    ])
  })

  it("sends nothing when nothing changed", () => {
    expect(orderPriceWrites(triple("20.00", "15.00", "12.00"), triple("20.00", "15.00", "12.00"))).toEqual([])
  })

  // Every combination of down, same and up for each of the three values, from a valid state
  // to a valid state: the planned order never passes through a state the service refuses.
  const levels = { down: -1, same: 0, up: 1 } as const
  const moves = Object.keys(levels) as Array<keyof typeof levels>
  const start = { Price: 50, BestOfferAutoAcceptPrice: 30, BestOfferMinimumPrice: 20 }
  const steps = { Price: [15, 50, 90], BestOfferAutoAcceptPrice: [12, 30, 60], BestOfferMinimumPrice: [8, 20, 25] }
  const cases = moves.flatMap((p) => moves.flatMap((a) => moves.map((m) => [p, a, m] as const)))

  it.each(cases)("price %s, auto-accept %s, minimum %s", (p, a, m) => {
    const before = triple(start.Price.toFixed(2), start.BestOfferAutoAcceptPrice.toFixed(2), start.BestOfferMinimumPrice.toFixed(2))
    const pick = (field: PriceField, move: keyof typeof levels) => steps[field][levels[move] + 1].toFixed(2)
    const after = triple(pick("Price", p), pick("BestOfferAutoAcceptPrice", a), pick("BestOfferMinimumPrice", m))
    const order = orderPriceWrites(before, after)
    expect(order).toHaveLength([p, a, m].filter((move) => move !== "same").length)
    if (priceRuleHolds(after)) expect(walk(before, after, order)).toBe(true)
  })

  const presence = [null, "lower", "higher"] as const
  const value = (base: number, kind: (typeof presence)[number]) =>
    kind === null ? null : (kind === "lower" ? base - 1 : base + 1).toFixed(2)
  const appearing = presence.flatMap((a) => presence.map((m) => [a, m] as const))

  it.each(appearing)("thresholds appearing or disappearing: auto-accept %s, minimum %s", (a, m) => {
    for (const before of [triple("50.00", null, null), triple("50.00", "30.00", null), triple("50.00", "30.00", "20.00")]) {
      const after = triple("40.00", value(30, a), value(20, m))
      if (!priceRuleHolds(after)) continue
      expect(walk(before, after, orderPriceWrites(before, after))).toBe(true)
    }
  })
})
