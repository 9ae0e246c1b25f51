import type { EntityValues } from "../../src/protocol/edm"
import { ENTITY_SETS, EntitySetName } from "../../src/protocol/schema"
import { conformanceHarness, Harness, oneOfEach, product, variationSet } from "./harness"

/**
 * What the vendor's own connector writes where the spec is silent (docs/vendor-connector-evidence.md):
 * every update as a MERGE of the changed properties (T5, P4, V2, V3, S2, O1, VS2, D2, C3),
 * properties the spec's tables leave out (P3, V1) and a variation set's Price of "0" (P3). The
 * sandbox takes them as the real service did, and still refuses what the spec forbids (spec 4.2
 * rule 1: no change addressed to a whole SalesOrder or SalesOrderItem). A5 and A4 record it.
 */

/** `MERGE <Set>(<Id>L)` with an entity body of only the given properties, as WCF Data Services takes it. */
const merge = (h: Harness, set: EntitySetName, id: string, values: EntityValues, headers?: Record<string, string>) =>
  h.call("MERGE", `${set}(${id}L)`, h.codec.encodeEntityRequest(ENTITY_SETS[set], values), headers)

/** The same MERGE tunnelled through a POST (`X-HTTP-Method: MERGE`), as WCF Data Services accepts it. */
const tunnelledMerge = (h: Harness, set: EntitySetName, id: string, values: EntityValues) =>
  h.call("POST", `${set}(${id}L)`, h.codec.encodeEntityRequest(ENTITY_SETS[set], values), { "X-HTTP-Method": "MERGE" })

/** A MERGE body carrying, beside Title, a property no entity set has. */
function bodyWithUnknownProperty(h: Harness): string {
  if (h.format === "json") return JSON.stringify({ Title: "Washed linen", Colour: "Blau" })
  const body = h.codec.encodeEntityRequest(ENTITY_SETS.Products, { Title: "Washed linen" })
  return body.replace("</m:properties>", "<d:Colour>Blau</d:Colour></m:properties>")
}

/** A5: what a MERGE of one set changes, with the evidence row of the vendor's connector that sends it. */
const MERGED: Array<{ set: EntitySetName; evidence: string; values: EntityValues; kept: string }> = [
  { set: "Products", evidence: "P4", values: { Title: "Washed linen" }, kept: "Description" },
  { set: "ProductVariations", evidence: "V2", values: { Price: "31.00" }, kept: "Sku" },
  { set: "ProductVariationSpecifics", evidence: "VS2", values: { Value: "Rot" }, kept: "Name" },
  { set: "ProductSpecifics", evidence: "S2", values: { Value: "Baumwolle" }, kept: "Name" },
  { set: "OptionalProductAttributes", evidence: "O1", values: { Value: "Kleinteile." }, kept: "Name" },
  { set: "DiscountOffers", evidence: "D2", values: { Price: "34.90" }, kept: "Type" },
  { set: "Catalogs", evidence: "C3", values: { Name: "Leinenhemden" }, kept: "ForeignId" },
]

describe.each(["json", "atom"] as const)("what the vendor's connector writes (%s)", (format) => {
  const h = conformanceHarness(format)

  it("A5: MERGE changes only the properties its body carries and keeps the others (evidence T5, P4)", async () => {
    const created = await h.create("Products", product({ ForeignId: "prod_merge", Mpn: "LS-42", BestOfferAutoAcceptPrice: "18.00" }))
    const id = String(created.values.Id)
    const body = h.codec.encodeEntityRequest(ENTITY_SETS.Products, { Title: "Washed linen", BestOfferAutoAcceptPrice: null })
    // The body is a partial entity: in Atom an entry holding only the merged properties.
    expect(body).toContain("Washed linen")
    expect(body).not.toContain("Description")
    expect((await h.call("MERGE", `Products(${id}L)`, body)).status).toBe(204)
    const after = (await h.get("Products", id)).values
    expect(after).toMatchObject({ Title: "Washed linen", BestOfferAutoAcceptPrice: null })
    for (const name of ["ForeignId", "Description", "Price", "StockAmount", "ProductType", "Mpn", "CreationDate"]) {
      expect([name, after[name]]).toEqual([name, created.values[name]])
    }
  })

  it.each(MERGED)(
    "A5: MERGE on $set answers 204, sets what it carries and keeps $kept (evidence $evidence)",
    async ({ set, values, kept }) => {
      const ids = await oneOfEach(h)
      const before = (await h.get(set, ids[set])).values
      expect((await merge(h, set, ids[set], values)).status).toBe(204)
      const after = (await h.get(set, ids[set])).values
      expect(after).toMatchObject(values)
      expect(after[kept]).toEqual(before[kept])
    }
  )

  it("A5: MERGE is refused where the service takes no update of the entity: images, buyers and addresses 405", async () => {
    const ids = await oneOfEach(h)
    const refused: Array<[EntitySetName, EntityValues]> = [
      ["ProductImages", { ImageUrl: "https://img.test/2.jpg" }],
      ["ProductVariationImages", { ImageUrl: "https://img.test/v2.jpg" }],
      ["Buyers", { Email: "x@example.com" }],
      ["Addresses", { Town: "Bonn" }],
    ]
    for (const [set, values] of refused) {
      const res = await merge(h, set, ids[set], values)
      expect([set, res.status]).toEqual([set, 405])
      expect(res.headers.allow).not.toContain("MERGE")
    }
    expect((await merge(h, "Products", ids.Products, { Title: "Washed linen" })).status).toBe(204)
  })

  it("A5: a POST with X-HTTP-Method: MERGE is a MERGE, as WCF Data Services tunnels verbs", async () => {
    const ids = await oneOfEach(h)
    expect((await tunnelledMerge(h, "Products", ids.Products, { Brand: "Acme" })).status).toBe(204)
    expect((await tunnelledMerge(h, "Catalogs", ids.Catalogs, { Name: "Leinenhemden" })).status).toBe(204)
    expect((await h.get("Products", ids.Products)).values).toMatchObject({ Brand: "Acme", Title: "Linen shirt" })
    expect((await h.get("Catalogs", ids.Catalogs)).values).toMatchObject({ Name: "Leinenhemden", ForeignId: "cat" })
    // The tunnel takes the other verbs too; one it does not tunnel is a 400.
    expect((await h.call("POST", `ProductSpecifics(${ids.ProductSpecifics}L)`, undefined, { "X-HTTP-Method": "DELETE" })).status).toBe(204)
    expect((await h.call("GET", `ProductSpecifics(${ids.ProductSpecifics}L)`)).status).toBe(404)
    const unknown = await h.call("POST", `Products(${ids.Products}L)`, "", { "X-HTTP-Method": "COPY" })
    expect(unknown.status).toBe(400)
    // Without the header, a POST to an entity is no update.
    const plain = await h.call("POST", `Products(${ids.Products}L)`, h.codec.encodeEntityRequest(ENTITY_SETS.Products, { Brand: "Other" }))
    expect(plain.status).toBe(405)
    expect((await h.get("Products", ids.Products)).values.Brand).toBe("Acme")
  })

  it("4.2 rule 1: MERGE on SalesOrders and SalesOrderItems is refused with 2100, one property too (evidence OR2, OR4 to OR6)", async () => {
    const ids = await oneOfEach(h)
    const order = ids.SalesOrders
    const item = ids.SalesOrderItems
    expect(h.codes(await merge(h, "SalesOrders", order, { ForeignOrderId: "1042" }))).toEqual(["2100"])
    expect(h.codes(await merge(h, "SalesOrders", order, { PaidAmount: "23.80" }))).toEqual(["2100"])
    expect(h.codes(await merge(h, "SalesOrderItems", item, { ShippingStatus: 1 }))).toEqual(["2100"])
    expect(h.codes(await merge(h, "SalesOrderItems", item, { CarrierUsed: "DHL", TrackingNumbers: "00340434161094042557" }))).toEqual([
      "2100",
    ])
    expect(h.codes(await tunnelledMerge(h, "SalesOrders", order, { ForeignOrderId: "1042" }))).toEqual(["2100"])
    expect((await h.get("SalesOrders", order)).values).toMatchObject({ ForeignOrderId: null, PaidAmount: null })
    expect((await h.get("SalesOrderItems", item)).values).toMatchObject({ ShippingStatus: 0, CarrierUsed: null })
    // The spec's way still works.
    expect((await h.put("SalesOrders", order, "ForeignOrderId", "1042")).status).toBe(204)
  })

  it("A5: MERGE refuses what a create or property update refuses, and changes nothing then", async () => {
    const ids = await oneOfEach(h)
    const p = ids.Products
    // An unknown property: 400 naming it, as for a create.
    const unknown = await h.call("MERGE", `Products(${p}L)`, bodyWithUnknownProperty(h))
    expect(unknown.status).toBe(400)
    expect(h.codec.decodeError(unknown.text)?.message).toContain("Colour")
    // The set's rules (4001), a read-only property (4090).
    expect(h.codes(await merge(h, "Products", p, { Title: "x".repeat(81) }))).toEqual(["4001"])
    expect(h.codes(await merge(h, "Products", p, { Title: "Washed linen", IsWowDeal: true }))).toEqual(["4090"])
    expect(h.codes(await merge(h, "ProductVariations", ids.ProductVariations, { StockAmount: 1000 }))).toEqual(["4004"])
    expect(h.codes(await merge(h, "Catalogs", ids.Catalogs, { Name: "ab" }))).toEqual(["3001"])
    // A parent reference is not moved, as with a property PUT (4090); sent as stored, it changes nothing.
    const other = String((await h.create("Products", product({ ProductType: 1, StockAmount: 0, ForeignId: "other_set" }))).values.Id)
    const variation = (await h.get("ProductVariations", ids.ProductVariations)).values
    expect(h.codes(await merge(h, "ProductVariations", ids.ProductVariations, { ProductId: other, Price: "31.00" }))).toEqual(["4090"])
    expect(h.codes(await merge(h, "DiscountOffers", ids.DiscountOffers, { ProductId: other }))).toEqual(["4090"])
    expect((await merge(h, "ProductVariations", ids.ProductVariations, { ProductId: variation.ProductId, Price: "31.00" })).status).toBe(
      204
    )
    // An id the service does not hold: 404.
    expect((await merge(h, "Products", "999999", { Title: "Washed linen" })).status).toBe(404)
    expect((await h.get("Products", p)).values).toMatchObject({ Title: "Linen shirt", IsWowDeal: false })
    expect((await h.get("ProductVariations", ids.ProductVariations)).values).toMatchObject({
      ProductId: variation.ProductId,
      StockAmount: 3,
    })
    expect((await h.get("Catalogs", ids.Catalogs)).values.Name).toBe("Hemden")
  })

  it("1 rules 8 and 9: MERGE of StockAmount moves the listing as a property PUT does (evidence V3, P7)", async () => {
    const byPut = String((await h.create("Products", product({ ForeignId: "by_put", StockAmount: 2 }))).values.Id)
    const byMerge = String((await h.create("Products", product({ ForeignId: "by_merge", StockAmount: 2 }))).values.Id)
    expect((await h.put("Products", byPut, "StockAmount", 0)).status).toBe(204)
    expect((await merge(h, "Products", byMerge, { StockAmount: 0 })).status).toBe(204)
    const ended = { active: false, quantity: 0, endedAt: expect.any(String) }
    const listings = (await h.state()).listings
    expect(listings[byPut]).toMatchObject(ended)
    expect(listings[byMerge]).toMatchObject(ended)
    expect(await h.operationValue("ProductIsListed", { productId: `${byMerge}L` })).toBe(false)
    expect((await merge(h, "Products", byMerge, { StockAmount: 4 })).status).toBe(204)
    expect((await h.state()).listings[byMerge]).toMatchObject({ active: true, quantity: 4, endedAt: null })
    // A variation at stock 0 (V3: what the vendor sends for a variation gone from the shop).
    const { productId, variations } = await variationSet(h, [{ sku: "B-M", colour: "Blau", size: "M", stock: 3 }])
    expect(await h.operationValue("ProductIsListed", { productId: `${productId}L` })).toBe(true)
    expect((await merge(h, "ProductVariations", variations[0].variationId, { StockAmount: 0 })).status).toBe(204)
    expect(await h.operationValue("ProductIsListed", { productId: `${productId}L` })).toBe(false)
  })

  it("A35: MERGE of the identifiers updates the listing's note as a property PUT does", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    expect((await h.state()).listings[p].note).toContain("GTIN, MPN, Brand")
    expect((await merge(h, "Products", p, { Ean: "4006381333931", Mpn: "LS-42", Brand: "Acme" })).status).toBe(204)
    expect((await h.state()).listings[p].note).toBeUndefined()
  })

  it("A4: ExternalProductId, and a variation's Ean, Isbn, Upc and Mpn, are kept as sent and read back (evidence P3, V1)", async () => {
    const res = await h.createRaw("Products", product({ ProductType: 1, StockAmount: 0, Price: "0", ExternalProductId: "1042" }))
    expect(res.status).toBe(201)
    expect(res.text).toContain("ExternalProductId")
    const productId = String(h.codec.decodeEntry(ENTITY_SETS.Products, res.text).values.Id)
    const identifiers = { Ean: "4006381333931", Isbn: "9783161484100", Upc: "036000291452", Mpn: "LS-42-M" }
    const variation = await h.create("ProductVariations", {
      ProductId: productId,
      Price: "29.90",
      StockAmount: 3,
      Sku: "LS-42-M",
      ForeignId: "1043",
      ExternalProductId: "1043",
      ...identifiers,
    })
    const variationId = String(variation.values.Id)
    expect(variation.values).toMatchObject({ ExternalProductId: "1043", ...identifiers })
    expect((await h.get("Products", productId)).values.ExternalProductId).toBe("1042")
    expect((await h.get("ProductVariations", variationId)).values).toMatchObject({ ExternalProductId: "1043", ...identifiers })
    const feed = await h.list("ProductVariations")
    expect(feed.entries.map((e) => e.values)).toEqual([expect.objectContaining({ ExternalProductId: "1043", Mpn: "LS-42-M" })])
    // Changed by MERGE (V2: the changed subset) and by a property PUT alike.
    expect((await merge(h, "ProductVariations", variationId, { Ean: "4006381333948", Mpn: null })).status).toBe(204)
    expect((await h.put("Products", productId, "ExternalProductId", "2042")).status).toBe(204)
    expect((await h.get("ProductVariations", variationId)).values).toMatchObject({
      Ean: "4006381333948",
      Mpn: null,
      Isbn: identifiers.Isbn,
    })
    expect((await h.get("Products", productId)).values.ExternalProductId).toBe("2042")
  })

  it('A4: a variation set takes a Price of "0" on create and update; a single product still needs more (4005) (evidence P3)', async () => {
    const set = await h.createRaw("Products", product({ ProductType: 1, StockAmount: 0, Price: "0", ForeignId: "set" }))
    expect(set.status).toBe(201)
    const setId = String(h.codec.decodeEntry(ENTITY_SETS.Products, set.text).values.Id)
    expect((await h.get("Products", setId)).values.Price).toBe("0")
    expect((await h.put("Products", setId, "Price", "24.90")).status).toBe(204)
    expect((await merge(h, "Products", setId, { Price: "0" })).status).toBe(204)
    expect((await h.put("Products", setId, "Price", "0.00")).status).toBe(204)
    expect(h.codes(await merge(h, "Products", setId, { Price: "-1.00" }))).toEqual(["4005"])
    expect(h.codes(await h.createRaw("Products", product({ Price: "0" })))).toEqual(["4005"])
    const single = String((await h.create("Products", product({ ForeignId: "single" }))).values.Id)
    expect(h.codes(await merge(h, "Products", single, { Price: "0" }))).toEqual(["4005"])
    expect(h.codes(await h.put("Products", single, "Price", "0"))).toEqual(["4005"])
    expect((await h.get("Products", single)).values.Price).toBe("19.90")
  })

  it('A4: a variation takes a Price of "0", spec 2.3 giving it no minimum (evidence V1); below 0 is refused (4005)', async () => {
    const { productId, variations } = await variationSet(h, [{ sku: "B-M", colour: "Blau", size: "M" }])
    const free = await h.createRaw("ProductVariations", { ProductId: productId, Price: "0", StockAmount: 1, Sku: "B-L" })
    expect(free.status).toBe(201)
    expect(h.codec.decodeEntry(ENTITY_SETS.ProductVariations, free.text).values.Price).toBe("0")
    const v = variations[0].variationId
    expect((await merge(h, "ProductVariations", v, { Price: "0" })).status).toBe(204)
    expect(h.codes(await h.put("ProductVariations", v, "Price", "-0.01"))).toEqual(["4005"])
    expect(h.codes(await h.createRaw("ProductVariations", { ProductId: productId, Price: "-1", StockAmount: 1, Sku: "B-S" }))).toEqual([
      "4005",
    ])
    expect((await h.get("ProductVariations", v)).values.Price).toBe("0")
  })

  it("A4: a variation set's Price of 0 does not become a single product's by a change of its type", async () => {
    const set = String((await h.create("Products", product({ ProductType: 1, Price: "0", StockAmount: 0 }))).values.Id)
    expect(h.codes(await h.put("Products", set, "ProductType", 0))).toEqual(["4005"])
    expect(h.codes(await merge(h, "Products", set, { ProductType: 0 }))).toEqual(["4005"])
    expect((await merge(h, "Products", set, { ProductType: 0, Price: "19.90" })).status).toBe(204)
  })

  it("A5: a tunnelled DELETE is a DELETE on $links too; a tunnelled name other than MERGE, PUT or DELETE is a 400", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    const c = await h.create("Catalogs", { ForeignId: "cat", Name: "Hemden" })
    expect((await h.call("POST", `Products(${p}L)/$links/Catalogs`, h.codec.encodeLinkRequest(c.uri!))).status).toBe(204)
    const unlink = await h.call("POST", `Products(${p}L)/$links/Catalogs(${c.values.Id}L)`, undefined, { "X-HTTP-Method": "DELETE" })
    expect(unlink.status).toBe(204)
    expect((await h.list("Products", `(${p}L)/Catalogs`)).entries).toEqual([])
    expect((await h.call("POST", `Products(${p}L)`, undefined, { "X-HTTP-Method": "PATCH" })).status).toBe(400)
  })

  it("A5: a MERGE that names a parent reference as it is stored, null too, changes nothing and is taken", async () => {
    const single = String((await h.create("Products", product())).values.Id)
    const offer = String((await h.create("DiscountOffers", { ProductId: single, Price: "39.90", Type: 1 })).values.Id)
    expect((await merge(h, "DiscountOffers", offer, { ProductVariationId: null, Price: "34.90" })).status).toBe(204)
    expect((await h.get("DiscountOffers", offer)).values.Price).toBe("34.90")
  })

  it("2.4: a MERGE of a specific that carries images moves them to its new value under the rules an image sent there meets", async () => {
    const { variations } = await variationSet(h, [
      { sku: "B-M", colour: "Blau", size: "M" },
      { sku: "R-M", colour: "Rot", size: "M" },
    ])
    const [blue, red] = variations
    const image = (specificId: string) => ({ ProductVariationSpecificId: specificId, ImageUrl: "https://img.test/v.jpg", ImagePosition: 1 })
    await h.create("ProductVariationImages", image(blue.colourId))
    await h.create("ProductVariationImages", image(red.colourId))
    // Rule 3: "Rot" has its images on the red record; blue's record cannot become a second "Rot" with images.
    expect(h.codes(await merge(h, "ProductVariationSpecifics", blue.colourId, { Value: "Rot" }))).toEqual(["8102"])
    // Rule 1: the product has colour images; a record with images cannot become another characteristic.
    expect(h.codes(await merge(h, "ProductVariationSpecifics", blue.colourId, { Name: "Muster" }))).toEqual(["8101"])
    expect((await h.get("ProductVariationSpecifics", blue.colourId)).values).toMatchObject({ Name: "Farbe", Value: "Blau" })
    // A new value no other record holds is taken, its images with it; a record without images changes freely.
    expect((await merge(h, "ProductVariationSpecifics", blue.colourId, { Value: "Marine" })).status).toBe(204)
    expect((await merge(h, "ProductVariationSpecifics", red.sizeId, { Value: "L" })).status).toBe(204)
  })
})
