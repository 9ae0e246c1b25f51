import { evaluateFilter, parseFilter } from "../filter"
import { changedSinceFilter, unimportedOrdersFilter } from "../literals"
import { ENTITY_SETS } from "../schema"

const orders = ENTITY_SETS.SalesOrders
const matches = (filter: string, values: Record<string, unknown>) => evaluateFilter(parseFilter(filter), orders, values as never)

describe("$filter subset (A6)", () => {
  it("selects orders without a foreign order id (spec 4.2 rule 4)", () => {
    expect(matches(unimportedOrdersFilter(), { ForeignOrderId: null })).toBe(true)
    expect(matches(unimportedOrdersFilter(), { ForeignOrderId: "" })).toBe(true)
    expect(matches(unimportedOrdersFilter(), { ForeignOrderId: "1001" })).toBe(false)
  })

  it("selects orders changed after a time, ignoring those without a date", () => {
    const since = new Date(Date.UTC(2024, 0, 1, 12))
    const filter = changedSinceFilter(since)
    expect(matches(filter, { MarketplaceModificationDate: new Date(Date.UTC(2024, 0, 1, 12, 0, 1)) })).toBe(true)
    expect(matches(filter, { MarketplaceModificationDate: since })).toBe(false)
    expect(matches(filter, { MarketplaceModificationDate: null })).toBe(false)
  })

  it("compares Int64 and Decimal strings as numbers, and handles not/and/or", () => {
    expect(matches("Id eq 501L", { Id: "501" })).toBe(true)
    expect(matches("Id gt 99L", { Id: "501" })).toBe(true)
    expect(matches("TotalPrice ge 10.5m and not (ShippingStatus eq 1)", { TotalPrice: "9.99", ShippingStatus: 0 })).toBe(false)
    expect(matches("TotalPrice lt 10.5m or ShippingStatus eq 1", { TotalPrice: "9.99", ShippingStatus: 0 })).toBe(true)
    expect(matches("PlatformOrderId eq 'it''s'", { PlatformOrderId: "it's" })).toBe(true)
  })

  it("compares an Int64 with a literal without the L suffix, as the vendor's connector sends it (evidence OR1, P6)", () => {
    expect(matches("(Id eq 1023) or (Id eq 1024)", { Id: "1024" })).toBe(true)
    expect(matches("(Id eq 1023) or (Id eq 1024)", { Id: "1025" })).toBe(false)
    // Beyond a double's precision the comparison is still exact.
    expect(matches("Id eq 9007199254740993", { Id: "9007199254740993" })).toBe(true)
    expect(matches("Id eq 9007199254740993", { Id: "9007199254740992" })).toBe(false)
    const variations = ENTITY_SETS.ProductVariations
    expect(evaluateFilter(parseFilter("ProductId eq 1004"), variations, { ProductId: "1004" } as never)).toBe(true)
  })

  it("refuses what it cannot read, and unknown properties", () => {
    expect(() => parseFilter("Id eq")).toThrow(/ends too early/)
    expect(() => parseFilter("(Id eq 1L")).toThrow(/unclosed/)
    expect(() => parseFilter("Id 1L")).toThrow(/comparison operator/)
    expect(() => matches("Colour eq 'red'", {})).toThrow(/No property Colour/)
  })
})
