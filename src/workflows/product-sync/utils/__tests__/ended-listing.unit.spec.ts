import { DEFAULT_LISTING_RULES } from "../medusa-product"
import { withoutStock } from "../ended-listing"

describe("withoutStock", () => {
  it("offers every variation at stock 0 and keeps its prices", () => {
    const input = {
      product: null,
      listable: true,
      inChannel: true,
      categories: [],
      currencyCode: "eur",
      rules: DEFAULT_LISTING_RULES,
      facts: {
        v1: { stock: 7, price: "19.99", originalPrice: "24.99" },
        v2: { stock: 0, price: "9.99", originalPrice: null },
      },
    }
    const ended = withoutStock(input)
    expect(ended.facts).toEqual({
      v1: { stock: 0, price: "19.99", originalPrice: "24.99" },
      v2: { stock: 0, price: "9.99", originalPrice: null },
    })
    expect(input.facts.v1.stock).toBe(7)
  })
})
