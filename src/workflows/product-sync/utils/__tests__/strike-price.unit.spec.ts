import { strikePrice } from "../strike-price"

describe("strikePrice", () => {
  it("takes the RRP list's price by default, and ignores a sale's original price", () => {
    expect(strikePrice({ source: "rrp_price_list", price: "24.90", original: "29.90", onSaleList: true, rrp: "34.90" })).toBe("34.90")
    expect(strikePrice({ source: "rrp_price_list", price: "24.90", original: "29.90", onSaleList: true })).toBeNull()
  })

  it("takes a running sale's original price when the merchant chose that source", () => {
    expect(strikePrice({ source: "sale_original_price", price: "24.90", original: "29.90", onSaleList: true, rrp: "34.90" })).toBe("29.90")
    expect(strikePrice({ source: "sale_original_price", price: "24.90", original: "29.90", onSaleList: false })).toBeNull()
  })

  it("never strikes out a price with one that is not above it, nor without a price", () => {
    expect(strikePrice({ source: "rrp_price_list", price: "34.90", original: null, onSaleList: false, rrp: "34.90" })).toBeNull()
    expect(strikePrice({ source: "rrp_price_list", price: "39.90", original: null, onSaleList: false, rrp: "34.90" })).toBeNull()
    expect(strikePrice({ source: "rrp_price_list", price: null, original: null, onSaleList: false, rrp: "34.90" })).toBeNull()
  })
})
