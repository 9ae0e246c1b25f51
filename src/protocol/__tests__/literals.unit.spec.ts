import {
  changedSinceFilter,
  equalsFilter,
  keyPredicate,
  literal,
  parseKeySegment,
  parseLiteral,
  queryString,
  unimportedOrdersFilter,
} from "../literals"

describe("literals (spec 4.1)", () => {
  it("writes Int64 with L, Decimal with m, DateTime and strings as OData v1 does", () => {
    expect(keyPredicate("42")).toBe("(42L)")
    expect(literal("Edm.Decimal", "9.99")).toBe("9.99m")
    expect(literal("Edm.DateTime", new Date(Date.UTC(2024, 0, 2, 10, 0, 0)))).toBe("DateTime'2024-01-02T10:00:00'")
    expect(literal("Edm.String", "O'Brien")).toBe("'O''Brien'")
    expect(literal("Edm.Boolean", true)).toBe("true")
    expect(literal("Edm.Int32", 7)).toBe("7")
    expect(literal("Edm.String", null)).toBe("null")
  })

  it("refuses a non-numeric id or a float price instead of sending garbage", () => {
    expect(() => keyPredicate("12abc")).toThrow(/not a valid Edm.Int64/)
    expect(() => literal("Edm.Decimal", "1,5")).toThrow(/not a valid Edm.Decimal/)
  })

  it("reads literals with or without their suffixes", () => {
    expect(parseLiteral("Edm.Int64", "42L")).toBe("42")
    expect(parseLiteral("Edm.Int64", "42")).toBe("42")
    expect(parseLiteral("Edm.Decimal", "9.99m")).toBe("9.99")
    expect(parseLiteral("Edm.DateTime", "DateTime'2024-01-02T10:00:00'")).toEqual(new Date(Date.UTC(2024, 0, 2, 10)))
    expect(parseLiteral("Edm.String", "'it''s'")).toBe("it's")
    expect(parseLiteral("Edm.Boolean", "false")).toBe(false)
  })

  it("reads key segments", () => {
    expect(parseKeySegment("Products(42L)")).toEqual({ name: "Products", id: "42" })
    expect(parseKeySegment("SalesOrders()")).toEqual({ name: "SalesOrders" })
    expect(parseKeySegment("Catalogs")).toEqual({ name: "Catalogs" })
  })

  it("builds the two $filter forms of spec 4.2 rule 4 exactly", () => {
    expect(unimportedOrdersFilter()).toBe("(ForeignOrderId eq null) or (ForeignOrderId eq '')")
    expect(changedSinceFilter(new Date(Date.UTC(2024, 4, 6, 7, 8, 9, 500)))).toBe(
      "(MarketplaceModificationDate gt DateTime'2024-05-06T07:08:09' and MarketplaceModificationDate ne null)"
    )
    expect(
      equalsFilter([
        { name: "ProductId", type: "Edm.Int64", value: "5" },
        { name: "Type", type: "Edm.Int32", value: 3 },
      ])
    ).toBe("ProductId eq 5L and Type eq 3")
  })

  it("URL-encodes query option values (spec 4.1)", () => {
    expect(queryString({ $filter: "(ForeignOrderId eq null) or (ForeignOrderId eq '')", $expand: ["Buyer", "Address"] })).toBe(
      "?$filter=(ForeignOrderId%20eq%20null)%20or%20(ForeignOrderId%20eq%20'')&$expand=Buyer%2CAddress"
    )
    expect(queryString({ productId: "5L", price: "9.99m", stockAmount: undefined })).toBe("?productId=5L&price=9.99m")
    expect(queryString({})).toBe("")
  })
})
