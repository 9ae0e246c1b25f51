import { conformanceHarness, product, variationSet } from "./harness"

describe.each(["json", "atom"] as const)("Products (%s)", (format) => {
  const h = conformanceHarness(format)

  it("4.2: POST answers 201 with the created entity, its Id and a Location; system fields set", async () => {
    const res = await h.createRaw("Products", product({ ForeignId: "prod_1" }))
    expect(res.status).toBe(201)
    const created = h.codec.decodeEntry(require("../../src/protocol/schema").ENTITY_SETS.Products, res.text)
    expect(created.values).toMatchObject({ Title: "Linen shirt", ForeignId: "prod_1", MatchingStatus: 0, IsWowDeal: false, UserId: "1" })
    expect(created.values.Id).toMatch(/^\d+$/)
    expect(created.values.CreationDate).toBeInstanceOf(Date)
    expect(res.headers.location).toMatch(new RegExp(`/Products\\(${created.values.Id}L\\)$`))
  })

  it("2.1 and 8: Title must be 3 to 80 characters (codes 4000, 4001, 4002)", async () => {
    expect(h.codes(await h.createRaw("Products", product({ Title: "x".repeat(81) })))).toEqual(["4001"])
    expect(h.codes(await h.createRaw("Products", product({ Title: "ab" })))).toEqual(["4002"])
    expect(h.codes(await h.createRaw("Products", product({ Title: "   " })))).toEqual(["4000"])
    expect((await h.createRaw("Products", product({ Title: "x".repeat(80) }))).status).toBe(201)
  })

  it("2.1: Description is required when none of Ean, Upc, Isbn has a value", async () => {
    const res = await h.createRaw("Products", product({ Description: null }))
    expect(res.status).toBe(400)
    expect(h.codes(res)).toEqual(["4003"])
    expect((await h.createRaw("Products", product({ Description: null, Ean: "4006381333931" }))).status).toBe(201)
    expect((await h.createRaw("Products", product({ Description: null, Isbn: "9783161484100" }))).status).toBe(201)
  })

  it("2.1: Title, StockAmount and ProductType are required", async () => {
    const res = await h.createRaw("Products", { Title: "Shirt", Description: "x" })
    expect(res.status).toBe(400)
    expect(h.codes(res).sort()).toEqual(["4091", "4091"])
  })

  it("service-facts: StockAmount 0 to 999 (4004) and a positive Price (4005)", async () => {
    expect(h.codes(await h.createRaw("Products", product({ StockAmount: 1000 })))).toEqual(["4004"])
    expect(h.codes(await h.createRaw("Products", product({ Price: "0.00" })))).toEqual(["4005"])
  })

  it("2.1: ConditionId takes neu or gebraucht", async () => {
    expect(h.codes(await h.createRaw("Products", product({ ConditionId: "new" })))).toEqual(["4009"])
    expect((await h.createRaw("Products", product({ ConditionId: "gebraucht" }))).status).toBe(201)
  })

  it("2.1: UnitType spellings are normalised by the translation table; unknown ones refused (4011)", async () => {
    const created = await h.create("Products", product({ UnitType: "100 Gramm", UnitQuantity: 2.5 }))
    expect(created.values).toMatchObject({ UnitType: "100g", UnitQuantity: 2.5 })
    expect(h.codes(await h.createRaw("Products", product({ UnitType: "furlong" })))).toEqual(["4011"])
    const id = String(created.values.Id)
    expect((await h.put("Products", id, "UnitType", "Kilogramm")).status).toBe(204)
    expect((await h.get("Products", id)).values.UnitType).toBe("Kg")
    expect(h.codes(await h.put("Products", id, "UnitType", "furlong"))).toEqual(["4011"])
  })

  it("8: BestOfferMinimumPrice < BestOfferAutoAcceptPrice < Price", async () => {
    const ok = { Price: "20.00", BestOfferAutoAcceptPrice: "18.00", BestOfferMinimumPrice: "15.00" }
    expect((await h.createRaw("Products", product(ok))).status).toBe(201)
    expect(h.codes(await h.createRaw("Products", product({ ...ok, BestOfferAutoAcceptPrice: "20.00" })))).toEqual(["4010"])
    expect(h.codes(await h.createRaw("Products", product({ ...ok, BestOfferMinimumPrice: "19.00" })))).toEqual(["4010"])
  })

  it("2.1: read-only fields are refused in a body (4090)", async () => {
    const res = await h.createRaw("Products", product({ IsWowDeal: true }))
    expect(res.status).toBe(400)
    expect(h.codes(res)).toEqual(["4090"])
  })

  it("service-facts: an invalid EAN is a warning on a 201, not an error", async () => {
    const res = await h.createRaw("Products", product({ Ean: "4006381333932", Mpn: "LS-42", Brand: "Acme" }))
    expect(res.status).toBe(201)
    const warnings = h.codec.decodeEntry(require("../../src/protocol/schema").ENTITY_SETS.Products, res.text).messages
    expect(warnings.map((m) => [m.code, m.severity])).toEqual([["4006", "warning"]])
  })

  it("2.1 and A35: a product without GTIN, MPN and Brand is created and listed; its listing and the request log say why", async () => {
    await h.control("DELETE", "/_sandbox/requests")
    const res = await h.createRaw("Products", product())
    expect(res.status).toBe(201)
    const created = h.codec.decodeEntry(require("../../src/protocol/schema").ENTITY_SETS.Products, res.text)
    // No code of the service is known for this (A35): the create answers no message of it.
    expect(created.messages).toEqual([])
    const id = String(created.values.Id)
    const why = "listed without GTIN, MPN, Brand: eBay.de would show 'Does not apply' and may hide the listing"
    expect((await h.state()).listings[id]).toEqual({ active: true, quantity: 5, endedAt: null, note: why })
    expect(await h.requests()).toEqual([expect.objectContaining({ method: "POST", status: 201, note: why })])
    // Added later, the listing's note follows; with all three there is nothing to say.
    await h.put("Products", id, "Mpn", "LS-42")
    expect((await h.state()).listings[id].note).toBe(
      "listed without GTIN, Brand: eBay.de would show 'Does not apply' and may hide the listing"
    )
    await h.put("Products", id, "Brand", "Acme")
    await h.put("Products", id, "Ean", "4006381333931")
    expect((await h.state()).listings[id]).toEqual({ active: true, quantity: 5, endedAt: null })
    const complete = await h.createRaw("Products", product({ Upc: "036000291452", Mpn: "LS-43", Brand: "Acme" }))
    expect(h.codec.decodeEntry(require("../../src/protocol/schema").ENTITY_SETS.Products, complete.text).messages).toEqual([])
    const last = (await h.requests()).pop()
    expect(last).toMatchObject({ method: "POST", status: 201 })
    expect(last).not.toHaveProperty("note")
  })

  it("4.2 rule 2: a property is updated alone with PUT .../<Property> (204), rules applied", async () => {
    const id = String((await h.create("Products", product())).values.Id)
    expect((await h.put("Products", id, "Title", "Washed linen shirt")).status).toBe(204)
    expect((await h.get("Products", id)).values.Title).toBe("Washed linen shirt")
    expect(h.codes(await h.put("Products", id, "Title", "y".repeat(90)))).toEqual(["4001"])
    expect(h.codes(await h.put("Products", id, "CreationDate", new Date()))).toEqual(["4090"])
  })

  it("4.2: GET of a property answers its value", async () => {
    const id = String((await h.create("Products", product({ Price: "12.34" }))).values.Id)
    const res = await h.call("GET", `Products(${id}L)/Price`)
    expect(h.codec.decodePropertyResponse(require("../../src/protocol/schema").ENTITY_SETS.Products, "Price", res.text)).toBe("12.34")
  })

  it("A5: a whole-entity PUT of a product answers 405", async () => {
    const id = String((await h.create("Products", product())).values.Id)
    const res = await h.call(
      "PUT",
      `Products(${id}L)`,
      h.codec.encodeEntityRequest(require("../../src/protocol/schema").ENTITY_SETS.Products, product())
    )
    expect(res.status).toBe(405)
  })

  it("2.1: deleting a product removes its images, specifics, variations, offers and catalog links", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    await h.create("ProductImages", { ProductId: p, ImageUrl: "https://img.test/1.jpg", Type: 1 })
    await h.create("ProductSpecifics", { ProductId: p, Name: "Material", Value: "Linen" })
    await h.create("DiscountOffers", { ProductId: p, Price: "29.90", Type: 1 })
    const c = String((await h.create("Catalogs", { ForeignId: "cat", Name: "Shirts" })).values.Id)
    await h.call("POST", `Products(${p}L)/$links/Catalogs`, h.codec.encodeLinkRequest(`${h.url}/PublicApi/v1/Api.svc/Catalogs(${c}L)`))
    expect((await h.call("DELETE", `Products(${p}L)`)).status).toBe(204)
    const state = await h.state()
    expect(state.sets.Products).toEqual({})
    expect(state.sets.ProductImages).toEqual({})
    expect(state.sets.ProductSpecifics).toEqual({})
    expect(state.sets.DiscountOffers).toEqual({})
    expect(state.catalogLinks).toEqual({})
    expect(Object.keys(state.sets.Catalogs)).toEqual([c])
    expect((await h.call("GET", `Products(${p}L)`)).status).toBe(404)
  })

  it("A6: $filter finds a product by its natural key", async () => {
    await h.create("Products", product({ ForeignId: "a" }))
    await h.create("Products", product({ ForeignId: "b" }))
    const feed = await h.list("Products", `?$filter=${encodeURIComponent("ForeignId eq 'b'")}`)
    expect(feed.entries.map((e) => e.values.ForeignId)).toEqual(["b"])
    // Found through the store's index, which misses nothing the filter matches, also when joined.
    const joined = await h.list("Products", `?$filter=${encodeURIComponent("ForeignId eq 'a' and IsWowDeal eq false")}`)
    expect(joined.entries.map((e) => e.values.ForeignId)).toEqual(["a"])
  })

  it("A6: a $filter naming a property the set does not have is a 400, whatever the set holds", async () => {
    const unknown = encodeURIComponent("ForeignId eq 'nothing' and Colour eq 'red'")
    expect((await h.call("GET", `Products?$filter=${unknown}`)).status).toBe(400)
    await h.create("Products", product({ ForeignId: "a" }))
    expect((await h.call("GET", `Products?$filter=${unknown}`)).status).toBe(400)
  })

  it("A5: ProductSpecifics are cut after 15 with warning 6006", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    for (let i = 0; i < 15; i++) await h.create("ProductSpecifics", { ProductId: p, Name: `N${i}`, Value: "v" })
    const res = await h.createRaw("ProductSpecifics", { ProductId: p, Name: "N15", Value: "v" })
    expect(res.status).toBe(201)
    expect(
      h.codec.decodeEntry(require("../../src/protocol/schema").ENTITY_SETS.ProductSpecifics, res.text).messages.map((m) => m.code)
    ).toEqual(["6006"])
    expect(Object.keys((await h.state()).sets.ProductSpecifics)).toHaveLength(15)
  })

  it("2.1: only a single product can have ProductSpecifics; a variation set's are refused", async () => {
    const set = String((await h.create("Products", product({ ProductType: 1 }))).values.Id)
    const refused = await h.createRaw("ProductSpecifics", { ProductId: set, Name: "Material", Value: "Linen" })
    expect(refused.status).toBe(400)
    expect(h.codes(refused)).toEqual(["6007"])
    expect((await h.state()).sets.ProductSpecifics).toEqual({})
  })

  it("A45: GPSR data as optional attributes, of a variation set too: vocabulary names, values of their kind, a name once", async () => {
    const set = String((await h.create("Products", product({ ProductType: 1 }))).values.Id)
    await h.create("OptionalProductAttributes", { ProductId: set, Name: "Gpsr.Manufacturer.Email", Value: "safety@acme.test" })
    await h.create("OptionalProductAttributes", { ProductId: set, Name: "Gpsr.Manufacturer.Country", Value: "DE" })
    const refused = async (Name: string, Value: string) =>
      h.codes(await h.createRaw("OptionalProductAttributes", { ProductId: set, Name, Value }))
    expect(await refused("Gpsr.Manufacturer.Phone", "+49 30 1234")).toEqual(["6101"])
    expect(await refused("Gpsr.ResponsiblePerson.Email", "no-address")).toEqual(["6102"])
    expect(await refused("Gpsr.SafetyDocument.1", "ftp://docs.test/a.pdf")).toEqual(["6102"])
    expect(await refused("Gpsr.ResponsiblePerson.Country", "Germany")).toEqual(["6102"])
    expect(await refused("Gpsr.Manufacturer.Email", "other@acme.test")).toEqual(["6103"])
    expect(await refused("Gpsr.SafetyInformation", "x".repeat(1001))).toEqual(["6100"])
    const held = (await h.call("GET", `Products(${set}L)/OptionalProductAttributes`)).text
    expect(held).toContain("safety@acme.test")
    expect(Object.keys((await h.state()).sets.OptionalProductAttributes)).toHaveLength(2)
  })

  it("2.1 and A7: every navigation property of a product and a variation is deferred in entries and served", async () => {
    const id = String((await h.create("Products", product({ ProductType: 1 }))).values.Id)
    const variation = String(
      (await h.create("ProductVariations", { ProductId: id, Price: "9.90", StockAmount: 2, Sku: "NAV-1" })).values.Id
    )
    const productNavs = [
      "ProductImages",
      "ProductSpecifics",
      "ProductVariations",
      "ChildProducts",
      "ParentProducts",
      "Listings",
      "ListingItems",
      "CarParts",
      "DiscountOffers",
      "OptionalProductAttributes",
      "Catalogs",
    ]
    const entry = (await h.call("GET", `Products(${id}L)`)).text
    for (const nav of productNavs) {
      expect(entry).toContain(`Products(${id}L)/${nav}`)
      const res = await h.call("GET", `Products(${id}L)/${nav}`)
      expect({ nav, status: res.status }).toEqual({ nav, status: 200 })
    }
    expect((await h.call("GET", `Products(${id}L)?$expand=Listings,CarParts`)).status).toBe(200)
    const variationEntry = (await h.call("GET", `ProductVariations(${variation}L)`)).text
    for (const nav of ["Product", "ProductVariationSpecifics", "ListingItems", "SalesOrderItems"]) {
      expect(variationEntry).toContain(`ProductVariations(${variation}L)/${nav}`)
      expect((await h.call("GET", `ProductVariations(${variation}L)/${nav}`)).status).toBe(200)
    }
  })

  it("2.1 ProductType (A51): a variation set of one variation is a variation set; it stays one when its other variation goes", async () => {
    const { productId, variations } = await variationSet(h, [
      { sku: "S-BLUE", colour: "Blau", size: "M", stock: 2 },
      { sku: "S-RED", colour: "Rot", size: "M", stock: 4 },
    ])
    expect((await h.call("DELETE", `ProductVariations(${variations[0].variationId}L)`)).status).toBe(204)
    const entry = (await h.list("Products", `(${productId}L)/ProductVariations`)).entries
    expect(entry.map((e) => e.values.Sku)).toEqual(["S-RED"])
    const kept = h.codec.decodeEntry(
      require("../../src/protocol/schema").ENTITY_SETS.Products,
      (await h.call("GET", `Products(${productId}L)`)).text
    )
    expect(kept.values.ProductType).toBe(1)
    // Listed at its one variation's stock, which is revised per variation as before.
    expect(await h.operationValue("ProductIsListed", { productId: `${productId}L` })).toBe(true)
    const remaining = variations[1].variationId
    await h.operationValue("ReviseInventoryStatus", { productId: `${productId}L`, productVariationId: `${remaining}L`, stockAmount: "7" })
    expect((await h.state()).listings[productId]).toMatchObject({ active: true, quantity: 7 })
    // And one created with a single variation from the start is taken the same way.
    const single = await variationSet(h, [{ sku: "S-ONE", colour: "Grün", size: "L", stock: 1 }])
    expect((await h.list("Products", `(${single.productId}L)/ProductVariations`)).entries).toHaveLength(1)
    expect(await h.operationValue("ProductIsListed", { productId: `${single.productId}L` })).toBe(true)
  })
})
