import { DELETE_ACCOUNT_DATA_TYPES } from "../../src/protocol/schema"
import { conformanceHarness, Harness, product, variationSet } from "./harness"

/** One of everything the account can hold, for DeleteAccountData: a live listing (4 left) and an ended one. */
async function fillAccount(h: Harness) {
  const p = String((await h.create("Products", product())).values.Id)
  await h.create("Products", product({ StockAmount: 0, ForeignId: "sold-out" }))
  const c = String((await h.create("Catalogs", { ForeignId: "cat", Name: "Shirts" })).values.Id)
  await h.call("POST", `Products(${p}L)/$links/Catalogs`, h.codec.encodeLinkRequest(`${h.url}/PublicApi/v1/Api.svc/Catalogs(${c}L)`))
  await h.purchase({ productId: p, quantity: 1 })
}

describe.each(["json", "atom"] as const)("service operations (%s)", (format) => {
  const h = conformanceHarness(format)

  it("4.3: ReviseInventoryStatus sets price and stock in one call and returns true", async () => {
    const p = String((await h.create("Products", product({ StockAmount: 5, Price: "19.90" }))).values.Id)
    expect(await h.operationValue("ReviseInventoryStatus", { productId: `${p}L`, stockAmount: "7", price: "17.50m" })).toBe(true)
    expect((await h.get("Products", p)).values).toMatchObject({ StockAmount: 7, Price: "17.50" })
  })

  it("4.3: ReviseInventoryStatus on a variation, and its discountOfferPrice revises the strike price", async () => {
    const { productId, variations } = await variationSet(h, [{ sku: "S-1", colour: "Blau", size: "M", stock: 2 }])
    const v = variations[0].variationId
    await h.operationValue("ReviseInventoryStatus", {
      productId: `${productId}L`,
      productVariationId: `${v}L`,
      stockAmount: "9",
      discountOfferPrice: "49.90m",
    })
    expect((await h.get("ProductVariations", v)).values.StockAmount).toBe(9)
    const offers = Object.values((await h.state()).sets.DiscountOffers) as any[]
    expect(offers).toEqual([expect.objectContaining({ ProductId: productId, ProductVariationId: v, Price: "49.90", Type: 1 })])
  })

  it("1 rules 8 and 9: stock 0 through ReviseInventoryStatus ends the listing, stock back relists", async () => {
    const p = String((await h.create("Products", product({ StockAmount: 1 }))).values.Id)
    await h.operationValue("ReviseInventoryStatus", { productId: `${p}L`, stockAmount: "0" })
    expect(await h.operationValue("ProductIsListed", { productId: `${p}L` })).toBe(false)
    await h.operationValue("ReviseInventoryStatus", { productId: `${p}L`, stockAmount: "4" })
    expect(await h.operationValue("ProductIsListed", { productId: `${p}L` })).toBe(true)
    expect((await h.state()).listings[p]).toMatchObject({ active: true, quantity: 4, endedAt: null })
  })

  it("4.3: each operation takes only its method (405), needs its parameters and valid literals (400)", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    expect((await h.operation("ReviseInventoryStatus", { productId: `${p}L` }, "GET")).status).toBe(405)
    expect((await h.operation("ProductIsListed", { productId: `${p}L` }, "POST")).status).toBe(405)
    expect(h.codes(await h.operation("ProductIsListed", {}))).toEqual(["9000"])
    expect(h.codes(await h.operation("ReviseInventoryStatus", { productId: `${p}L`, price: "12,50m" }))).toEqual(["9000"])
    expect(h.codes(await h.operation("ReviseInventoryStatus", { productId: `${p}L`, stockAmount: "1000" }))).toEqual(["4004"])
    expect((await h.operation("ProductIsListed", { productId: "999999L" })).status).toBe(404)
  })

  it("4.3: SetMarketplaceCategory takes effect only when DisableAutomatch is true", async () => {
    const auto = String((await h.create("Products", product())).values.Id)
    const manual = String((await h.create("Products", product({ DisableAutomatch: true }))).values.Id)
    expect(await h.operationValue("SetMarketplaceCategory", { productId: `${auto}L`, categoryId1: "15687L" })).toBe(false)
    expect(
      await h.operationValue("SetMarketplaceCategory", {
        productId: `${manual}L`,
        categoryId1: "15687L",
        categoryId2: "11450L",
        autoMatched: "false",
      })
    ).toBe(true)
    expect((await h.state()).marketplaceCategories).toEqual({
      [auto]: { categoryId1: "15687", categoryId2: null, autoMatched: false, applied: false },
      [manual]: { categoryId1: "15687", categoryId2: "11450", autoMatched: false, applied: true },
    })
  })

  it("4.3: SetCatalogProfile assigns payment, return and shipping profiles, under either spelling", async () => {
    const c = String((await h.create("Catalogs", { ForeignId: "cat", Name: "Shirts" })).values.Id)
    expect(await h.operationValue("SetCatalogProfile", { catalogId: `${c}L`, type: "1", profilId: "501L" })).toBe(true)
    expect(await h.operationValue("SetCatalogProfile", { catalogId: `${c}L`, type: "3", profileId: "503L" })).toBe(true)
    expect(h.codes(await h.operation("SetCatalogProfile", { catalogId: `${c}L`, type: "4", profilId: "1L" }))).toEqual(["9000"])
    expect((await h.state()).catalogProfiles).toEqual({ [c]: { "1": "501", "3": "503" } })
  })

  it("A28: SetCatalogProfile without a profile id clears the catalog's profile of that type", async () => {
    const c = String((await h.create("Catalogs", { ForeignId: "cat", Name: "Shirts" })).values.Id)
    await h.operationValue("SetCatalogProfile", { catalogId: `${c}L`, type: "1", profilId: "501L" })
    await h.operationValue("SetCatalogProfile", { catalogId: `${c}L`, type: "3", profilId: "503L" })
    expect(await h.operationValue("SetCatalogProfile", { catalogId: `${c}L`, type: "1" })).toBe(true)
    expect((await h.state()).catalogProfiles).toEqual({ [c]: { "3": "503" } })
  })

  it("A17: ReviseInventoryStatus takes the older parameter name DiscountOffer for discountOfferPrice", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    expect(await h.operationValue("ReviseInventoryStatus", { productId: `${p}L`, DiscountOffer: "44.90m" })).toBe(true)
    expect(Object.values((await h.state()).sets.DiscountOffers)).toEqual([
      expect.objectContaining({ ProductId: p, Price: "44.90", Type: 1 }),
    ])
  })

  it.each(Object.entries(DELETE_ACCOUNT_DATA_TYPES))(
    "4.3: DeleteAccountData type %s empties exactly its sets; the live listing stays live (A38)",
    async (type, sets) => {
      await fillAccount(h)
      expect(await h.operationValue("DeleteAccountData", { type })).toBe(true)
      const state = await h.state()
      const emptied = (set: string) => Object.keys(state.sets[set]).length === 0
      const includes = (set: string) => (sets as readonly string[]).includes(set)
      expect(emptied("Products")).toBe(includes("Products"))
      expect(emptied("Catalogs")).toBe(includes("Catalogs"))
      expect(emptied("SalesOrders")).toBe(includes("SalesOrders"))
      expect(emptied("Buyers")).toBe(includes("Buyers"))
      // Type 0's Listings: the service forgets the ended listing; the live one goes on selling.
      const listings = Object.values(state.listings) as any[]
      expect(listings.filter((l) => l.active)).toEqual([expect.objectContaining({ quantity: 4, endedAt: null })])
      expect(listings.length).toBe(includes("Listings") ? 1 : 2)
      // A38: a listing whose product was emptied says that nothing can revise it any more.
      expect(listings.every((l) => Boolean(l.productDeletedAt) === includes("Products"))).toBe(true)
    }
  )

  it("4.3: DeleteAccountData refuses types outside the table", async () => {
    expect(h.codes(await h.operation("DeleteAccountData", { type: "3" }))).toEqual(["9000"])
  })

  it("4.3: GetSalesOrderHistory of an order without events is empty; of an unknown order 404", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    const order = await h.purchase({ productId: p, quantity: 1 })
    expect(await h.operationValue("GetSalesOrderHistory", { salesOrderId: `${order}L` })).toBe("")
    expect((await h.operation("GetSalesOrderHistory", { salesOrderId: "999999L" })).status).toBe(404)
  })
})
