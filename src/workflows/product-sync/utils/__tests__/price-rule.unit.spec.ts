import { compareMoney } from "../../../shared/money"
import { marketplacePrice, marketplaceThreshold, NO_PRICE_RULE, type PriceRule } from "../price-rule"

const rule = (percent: number, fixed = "0.00", ending: PriceRule["ending"] = "none"): PriceRule => ({ percent, fixed, ending })

describe("marketplacePrice", () => {
  it("adds 12 % to 19.90 (22.288) and rounds up to .99: 22.99", () => {
    expect(marketplacePrice("19.90", rule(12, "0.00", ".99"))).toBe("22.99")
  })

  it("leaves prices as they are without a rule", () => {
    expect(marketplacePrice("19.90", NO_PRICE_RULE)).toBe("19.90")
    expect(marketplacePrice("7", NO_PRICE_RULE)).toBe("7.00")
  })

  it("adds the fixed amount after the percentage and rounds up to the cent without an ending", () => {
    expect(marketplacePrice("10.00", rule(10, "0.50"))).toBe("11.50")
    expect(marketplacePrice("9.99", rule(7.5))).toBe("10.74") // 10.73925 up to the cent
    expect(marketplacePrice("0.10", rule(-50))).toBe("0.05")
  })

  it("rounds up to the next price with the ending, keeping a price that has it", () => {
    expect(marketplacePrice("22.95", rule(0, "0.00", ".95"))).toBe("22.95")
    expect(marketplacePrice("22.96", rule(0, "0.00", ".95"))).toBe("23.95")
    expect(marketplacePrice("22.00", rule(0, "0.00", ".90"))).toBe("22.90")
    expect(marketplacePrice("22.91", rule(0, "0.00", ".90"))).toBe("23.90")
  })

  it("never rounds through binary floating point", () => {
    expect(marketplacePrice("1.005", rule(0, "0.00", "none"))).toBe("1.01")
    expect(marketplacePrice("0.10", rule(200))).toBe("0.30")
  })
})

describe("marketplaceThreshold", () => {
  it("scales a Best Offer threshold as the price, rounded down and without the ending, so it stays below it", () => {
    const strong = rule(12, "0.00", ".99")
    const price = marketplacePrice("19.90", strong)
    const accept = marketplaceThreshold("18.00", strong)
    const decline = marketplaceThreshold("15.00", strong)
    expect([decline, accept, price]).toEqual(["16.80", "20.16", "22.99"])
    expect(compareMoney(decline, accept)).toBe(-1)
    expect(compareMoney(accept, price)).toBe(-1)
  })

  it("keeps a threshold one cent below the price below it under any rule", () => {
    for (const r of [rule(12, "0.00", ".99"), rule(7.5, "1.50"), rule(-30, "0.00", ".90"), rule(0, "0.01")]) {
      expect(compareMoney(marketplaceThreshold("19.89", r), marketplacePrice("19.90", r))).toBe(-1)
    }
  })
})
