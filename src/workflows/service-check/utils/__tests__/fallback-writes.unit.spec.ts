import type { RequestOutcome } from "../record"
import { fallbackWrites } from "../fallback-writes"

const now = new Date("2026-11-29T14:00:00Z")
const requests: RequestOutcome[] = [
  {
    request: "orders_joined",
    verdict: "refused",
    status: 400,
    ms: 5,
    words: { code: "x" },
    detail: "GET SalesOrders() answered 400: apart",
  },
  {
    request: "product_variations",
    verdict: "refused",
    status: 403,
    ms: 5,
    words: { code: "x" },
    detail: "GET ProductVariations answered 403: no",
  },
]

describe("the run-state writes of the check's fallbacks", () => {
  it("writes the poll's form separate as the poll would (since now, the joined form's answer), and the scan's reading per product", () => {
    expect(
      fallbackWrites(
        { order_filter: "separate", variation_reading: "per_product" },
        requests,
        { orderFilter: null, scanVariationReading: null },
        now
      )
    ).toEqual({
      orderFilter: { form: "separate", since: now.toISOString(), reason: "GET SalesOrders() answered 400: apart" },
      scanVariationReading: { form: "per_product", reason: "GET ProductVariations answered 403: no" },
    })
  })

  it("writes nothing already known on this connection (its first date stays), and nothing for joined or the set-level feed", () => {
    expect(
      fallbackWrites(
        { order_filter: "separate", variation_reading: "per_product" },
        requests,
        { orderFilter: "separate", scanVariationReading: "per_product" },
        now
      )
    ).toEqual({ orderFilter: null, scanVariationReading: null })
    expect(
      fallbackWrites(
        { order_filter: "joined", variation_reading: "set" },
        [],
        { orderFilter: "separate", scanVariationReading: "per_product" },
        now
      )
    ).toEqual({ orderFilter: null, scanVariationReading: null })
    expect(
      fallbackWrites({ order_filter: null, variation_reading: null }, [], { orderFilter: null, scanVariationReading: null }, now)
    ).toEqual({
      orderFilter: null,
      scanVariationReading: null,
    })
  })
})
