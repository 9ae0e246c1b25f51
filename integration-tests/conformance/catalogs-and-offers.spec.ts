import { ENTITY_SETS } from "../../src/protocol/schema"
import { conformanceHarness, product, variationSet } from "./harness"

describe.each(["json", "atom"] as const)("Catalogs and DiscountOffers (%s)", (format) => {
  const h = conformanceHarness(format)
  const link = (catalogId: string) => h.codec.encodeLinkRequest(`${h.url}/PublicApi/v1/Api.svc/Catalogs(${catalogId}L)`)

  it("A10: catalogs need a ForeignId (3000), a unique one (3003), a Name of 3 to 30 (3001), a known parent (3002)", async () => {
    expect(h.codes(await h.createRaw("Catalogs", { ForeignId: "", Name: "Shirts" }))).toEqual(["3000"])
    expect(h.codes(await h.createRaw("Catalogs", { ForeignId: "c", Name: "ab" }))).toEqual(["3001"])
    const root = await h.create("Catalogs", { ForeignId: "root", Name: "Clothing" })
    expect(root.values.IsRootLevel).toBe(true)
    expect(h.codes(await h.createRaw("Catalogs", { ForeignId: "root", Name: "Again" }))).toEqual(["3003"])
    expect(h.codes(await h.createRaw("Catalogs", { ForeignId: "x", Name: "Orphan", ParentId: "999999" }))).toEqual(["3002"])
    const child = await h.create("Catalogs", { ForeignId: "shirts", Name: "Shirts", ParentId: String(root.values.Id) })
    expect(child.values).toMatchObject({ IsRootLevel: false, ParentId: String(root.values.Id) })
    expect((await h.list("Catalogs", `(${root.values.Id}L)/ChildCatalogs`)).entries.map((e) => e.values.ForeignId)).toEqual(["shirts"])
    // A rename is a property update: the catalog keeps its place in the tree.
    expect((await h.put("Catalogs", String(child.values.Id), "Name", "Linen shirts")).status).toBe(204)
    expect((await h.get("Catalogs", String(child.values.Id))).values).toMatchObject({
      Name: "Linen shirts",
      IsRootLevel: false,
      ParentId: String(root.values.Id),
    })
  })

  it("4.2: $links/Catalogs links a product to a catalog (204) and DELETE unlinks it (204)", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    const c = String((await h.create("Catalogs", { ForeignId: "cat", Name: "Shirts" })).values.Id)
    expect((await h.call("POST", `Products(${p}L)/$links/Catalogs`, link(c))).status).toBe(204)
    expect((await h.list("Products", `(${p}L)/Catalogs`)).entries.map((e) => e.values.Id)).toEqual([c])
    expect((await h.list("Catalogs", `(${c}L)/Products`)).entries.map((e) => e.values.Id)).toEqual([p])
    expect((await h.call("DELETE", `Products(${p}L)/$links/Catalogs(${c}L)`)).status).toBe(204)
    expect((await h.list("Products", `(${p}L)/Catalogs`)).entries).toEqual([])
    expect((await h.call("DELETE", `Products(${p}L)/$links/Catalogs(${c}L)`)).status).toBe(404)
    expect((await h.call("POST", `Products(${p}L)/$links/Catalogs`, link("999999"))).status).toBe(404)
  })

  it("A5: deleting a catalog removes its child catalogs and its product links", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    const root = String((await h.create("Catalogs", { ForeignId: "root", Name: "Clothing" })).values.Id)
    const child = String((await h.create("Catalogs", { ForeignId: "child", Name: "Shirts", ParentId: root })).values.Id)
    await h.call("POST", `Products(${p}L)/$links/Catalogs`, link(child))
    expect((await h.call("DELETE", `Catalogs(${root}L)`)).status).toBe(204)
    const state = await h.state()
    expect(state.sets.Catalogs).toEqual({})
    expect(state.catalogLinks).toEqual({})
  })

  it("2.5: a DiscountOffer of Type 1 is created (201), replaced whole with PUT (204) and deleted (204)", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    const offer = await h.create("DiscountOffers", { ProductId: p, Price: "39.90", Type: 1 })
    expect(offer.values.ModifiedDate).toBeInstanceOf(Date)
    const id = String(offer.values.Id)
    const body = h.codec.encodeEntityRequest(ENTITY_SETS.DiscountOffers, { ProductId: p, Price: "34.90", Type: 1 })
    expect((await h.call("PUT", `DiscountOffers(${id}L)`, body)).status).toBe(204)
    expect((await h.get("DiscountOffers", id)).values.Price).toBe("34.90")
    expect((await h.call("DELETE", `DiscountOffers(${id}L)`)).status).toBe(204)
    expect((await h.call("GET", `DiscountOffers(${id}L)`)).status).toBe(404)
  })

  it("2.5: Type other than 1 (7000), a second offer of a type (7001), a variation of another product (4092)", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    expect(h.codes(await h.createRaw("DiscountOffers", { ProductId: p, Price: "39.90", Type: 2 }))).toEqual(["7000"])
    await h.create("DiscountOffers", { ProductId: p, Price: "39.90", Type: 1 })
    expect(h.codes(await h.createRaw("DiscountOffers", { ProductId: p, Price: "38.90", Type: 1 }))).toEqual(["7001"])
    const { variations } = await variationSet(h, [{ sku: "S-1", colour: "Blau", size: "M" }])
    expect(
      h.codes(await h.createRaw("DiscountOffers", { ProductId: p, ProductVariationId: variations[0].variationId, Price: "9.90", Type: 1 }))
    ).toEqual(["4092"])
  })

  it("2.5: a whole-entity PUT must carry the offer's required fields", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    const id = String((await h.create("DiscountOffers", { ProductId: p, Price: "39.90", Type: 1 })).values.Id)
    const body = h.codec.encodeEntityRequest(ENTITY_SETS.DiscountOffers, { Price: "34.90" })
    expect(h.codes(await h.call("PUT", `DiscountOffers(${id}L)`, body)).sort()).toEqual(["4091", "4091"])
  })
})
