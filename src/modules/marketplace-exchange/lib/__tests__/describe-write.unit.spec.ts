import { describeWrite, outcomeOf } from "../describe-write"

describe("describeWrite", () => {
  it("names creates, updates and deletes of an entity set", () => {
    expect(describeWrite("POST", "Products")).toEqual({ action: "create Products", subject: null })
    expect(describeWrite("PUT", "Products(12L)")).toEqual({ action: "update Products", subject: "Products(12L)" })
    expect(describeWrite("DELETE", "ProductImages(7L)")).toEqual({ action: "delete ProductImages", subject: "ProductImages(7L)" })
  })

  it("names a property set with the entity it belongs to", () => {
    expect(describeWrite("PUT", "SalesOrders(5L)/ForeignOrderId")).toEqual({ action: "set ForeignOrderId", subject: "SalesOrders(5L)" })
  })

  it("names catalog links both ways", () => {
    expect(describeWrite("POST", "Products(12L)/$links/Catalogs")).toEqual({ action: "link Catalogs", subject: "Products(12L)" })
    expect(describeWrite("DELETE", "Products(12L)/$links/Catalogs(3L)")).toEqual({
      action: "unlink Catalogs",
      subject: "Products(12L) → Catalogs(3L)",
    })
  })

  it("names a service operation with its parameters decoded", () => {
    expect(describeWrite("POST", "ReviseInventoryStatus?productId=12L&stockAmount=3&price=9.99m")).toEqual({
      action: "ReviseInventoryStatus",
      subject: "productId=12L, stockAmount=3, price=9.99m",
    })
    expect(describeWrite("POST", "SetMarketplaceCategory?categoryId1=%27a%20b%27")).toEqual({
      action: "SetMarketplaceCategory",
      subject: "categoryId1='a b'",
    })
  })
})

describe("outcomeOf", () => {
  it("tells a refusal by the service from a failure to get an answer", () => {
    expect(outcomeOf({ ok: true })).toBe("ok")
    expect(outcomeOf({ ok: false, kind: "validation" })).toBe("refused")
    expect(outcomeOf({ ok: false, kind: "not_found" })).toBe("refused")
    expect(outcomeOf({ ok: false, kind: "unavailable" })).toBe("failed")
    expect(outcomeOf({ ok: false, kind: "auth" })).toBe("failed")
  })
})
