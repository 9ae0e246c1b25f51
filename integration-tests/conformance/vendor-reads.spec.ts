import type { DecodedEntity } from "../../src/protocol/codec"
import { queryString } from "../../src/protocol/literals"
import { ENTITY_SETS } from "../../src/protocol/schema"
import { conformanceHarness, Harness, product, VENDOR_PRODUCT_EXPANDS, variationSet } from "./harness"

/**
 * What the vendor's own connector reads where the spec is silent (docs/vendor-connector-evidence.md
 * rows P1, P2, P6, OR1, OR3, C1, C4, C5): `$expand` paths, Int64 compared without the `L` suffix,
 * and a catalog's ParentCatalogs. Queries go as the vendor's HTTP library sends them (evidence T7):
 * spaces percent-encoded, `$ ' ( ) , / =` as they are.
 */
const vendorQuery = (path: string) => path.replace(/ /g, "%20")

const PRODUCT_EXPAND = VENDOR_PRODUCT_EXPANDS.join(",")

/** OR1: the order import's expansion. */
const ORDER_EXPAND = "Address,Buyer,SalesOrderItems/Product,SalesOrderItems/ProductVariation"

const many = (entity: DecodedEntity, nav: string) => entity.expanded[nav] as DecodedEntity[]
const one = (entity: DecodedEntity, nav: string) => entity.expanded[nav] as DecodedEntity | null

async function orders(h: Harness) {
  const mug = String((await h.create("Products", product({ ForeignId: "mug", StockAmount: 10 }))).values.Id)
  const { productId, variations } = await variationSet(h, [{ sku: "B-M", colour: "Blau", size: "M", stock: 4 }])
  const variationId = variations[0].variationId
  const unimported = await h.purchase({
    items: [
      { productId: mug, quantity: 2 },
      { productId, productVariationId: variationId, quantity: 1 },
    ],
    buyer: { BuyerName: "anna_k", Email: "anna@example.com" },
  })
  const imported = await h.purchase({ productId: mug, quantity: 1 })
  expect((await h.put("SalesOrders", imported, "ForeignOrderId", "788368")).status).toBe(204)
  return { mug, productId, variationId, unimported, imported }
}

describe.each(["json", "atom"] as const)("What the vendor's connector reads (%s)", (format) => {
  const h = conformanceHarness(format)
  const catalogUri = (id: string) => `${h.url}/PublicApi/v1/Api.svc/Catalogs(${id}L)`
  const linkParent = (child: string, parent: string) =>
    h.call("POST", `Catalogs(${child}L)/$links/ParentCatalogs`, h.codec.encodeLinkRequest(catalogUri(parent)))
  const catalog = async (foreignId: string, extra: Record<string, string | boolean> = {}) =>
    String((await h.create("Catalogs", { ForeignId: foreignId, Name: `Cat ${foreignId}`, ...extra })).values.Id)
  const errorText = (res: { text: string }) => h.codec.decodeError(res.text)?.message ?? res.text

  it("P1, P2: $expand paths nest beside plain names, on the Products feed and on one product", async () => {
    const { productId, variations } = await variationSet(h, [
      { sku: "B-M", colour: "Blau", size: "M" },
      { sku: "R-M", colour: "Rot", size: "M" },
    ])
    await h.create("ProductImages", { ProductId: productId, ImageUrl: "https://img.test/1.jpg", Type: 1 })
    const mug = String((await h.create("Products", product({ ForeignId: "mug" }))).values.Id)

    const res = await h.call("GET", `Products?$expand=${PRODUCT_EXPAND}`)
    expect(res.status).toBe(200)
    const entries = h.codec.decodeFeed(ENTITY_SETS.Products, res.text).entries
    const set = entries.find((e) => e.values.Id === productId)!
    const specifics = (v: DecodedEntity) => many(v, "ProductVariationSpecifics").map((s) => `${s.values.Name}=${s.values.Value}`)
    expect(many(set, "ProductVariations").map((v) => v.values.Id)).toEqual(variations.map((v) => v.variationId))
    expect(many(set, "ProductVariations").map(specifics)).toEqual([
      ["Farbe=Blau", "Größe=M"],
      ["Farbe=Rot", "Größe=M"],
    ])
    // Only what a path names is expanded: the variation's Product stays deferred.
    expect(many(set, "ProductVariations")[0].expanded.Product).toBeUndefined()
    expect(many(set, "ProductImages").map((i) => i.values.Type)).toEqual([1])
    expect(set.expanded).toMatchObject({ CarParts: [], ChildProducts: [], Catalogs: [], DiscountOffers: [] })
    expect(
      many(
        entries.find((e) => e.values.Id === mug)!,
        "ProductVariations"
      )
    ).toEqual([])
    if (format === "json") {
      // Evidence T12: the vendor iterates expanded collections, nested ones too, as plain arrays.
      const raw = (JSON.parse(res.text).d as any[]).find((e) => e.Id === productId)
      expect(Array.isArray(raw.ProductVariations[0].ProductVariationSpecifics)).toBe(true)
      expect(raw.ProductVariations[0].Product.__deferred.uri).toMatch(/ProductVariations\(\d+L\)\/Product$/)
    } else {
      expect(res.text).toMatch(/<m:inline><feed><entry>.*<m:inline><feed><entry>/)
    }

    const single = await h.get("Products", productId, `?$expand=${PRODUCT_EXPAND}`)
    expect(many(single, "ProductVariations").map(specifics)).toEqual([
      ["Farbe=Blau", "Größe=M"],
      ["Farbe=Rot", "Größe=M"],
    ])
  })

  it("A9: a path may go on to a variation's images through its specifics, three levels deep", async () => {
    const { productId, variations } = await variationSet(h, [{ sku: "B-M", colour: "Blau", size: "M" }])
    await h.create("ProductVariationImages", {
      ProductVariationSpecificId: variations[0].colourId,
      ImageUrl: "https://img.test/v1.jpg",
      ImagePosition: 1,
    })
    const entry = await h.get(
      "Products",
      productId,
      "?$expand=ProductVariations/ProductVariationSpecifics/ProductVariationImages,ProductVariations/ProductVariationSpecifics"
    )
    const [colour, size] = many(many(entry, "ProductVariations")[0], "ProductVariationSpecifics")
    expect(many(colour, "ProductVariationImages").map((i) => i.values.ImageUrl)).toEqual(["https://img.test/v1.jpg"])
    expect(many(size, "ProductVariationImages")).toEqual([])
  })

  it("$expand: a segment that is no navigation property, anywhere in a path, is a 400 naming it", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    for (const [query, named] of [
      ["Products?$expand=ProductVariations/Nope", "Nope"],
      ["Products?$expand=Nope/ProductVariationSpecifics", "Nope"],
      ["Products?$expand=ProductVariations/ProductVariationSpecifics/Nope", "Nope"],
      // A variation's pictures hang from the variation (A56), not from its specifics.
      ["Products?$expand=ProductVariations/ProductVariationSpecifics/ProductVariationPictures", "ProductVariationPictures"],
      // A7: an opaque navigation's fields are not shown, so nothing can be expanded below it.
      ["Products?$expand=Listings/ProductImages", "ProductImages"],
      [`Products(${p}L)?$expand=ProductVariations/Nope`, "Nope"],
      ["SalesOrders?$expand=SalesOrderItems/Buyer", "Buyer"],
      ["SalesOrders?$expand=Buyer/SalesOrderItems", "SalesOrderItems"],
    ]) {
      const res = await h.call("GET", query)
      expect({ query, status: res.status }).toEqual({ query, status: 400 })
      expect(errorText(res)).toContain(named)
    }
    expect((await h.call("GET", "Products?$expand=ProductVariations//ProductVariationSpecifics")).status).toBe(400)
  })

  it("OR1: SalesOrders expand items with their Product and ProductVariation beside Address and Buyer, under either filter", async () => {
    const { mug, productId, variationId, unimported, imported } = await orders(h)
    const checkOrder = (order: DecodedEntity) => {
      const items = many(order, "SalesOrderItems")
      expect(items.map((i) => [one(i, "Product")?.values.Id, one(i, "ProductVariation")?.values.Sku ?? null])).toEqual([
        [mug, null],
        [productId, "B-M"],
      ])
      expect(one(items[1], "ProductVariation")!.values.Id).toBe(variationId)
      expect(one(order, "Buyer")!.values.BuyerName).toBe("anna_k")
      expect(one(order, "Address")!.values.Country).toBe("DE")
      // ShippingAddress is not asked for: deferred (evidence OR1).
      expect(order.expanded.ShippingAddress).toBeUndefined()
    }
    const unimportedFilter = "(ForeignOrderId eq null) or (ForeignOrderId eq '')"
    const res = await h.call("GET", vendorQuery(`SalesOrders?$expand=${ORDER_EXPAND}&$filter=${unimportedFilter}`))
    expect(res.status).toBe(200)
    const feed = h.codec.decodeFeed(ENTITY_SETS.SalesOrders, res.text).entries
    expect(feed.map((o) => o.values.Id)).toEqual([unimported])
    checkOrder(feed[0])
    if (format === "json") {
      const item = JSON.parse(res.text).d[0].SalesOrderItems[1]
      expect(item.Product.__metadata.uri).toMatch(new RegExp(`Products\\(${productId}L\\)$`))
      expect(item.ProductVariation.Sku).toBe("B-M")
    }

    // The vendor's chosen orders: Int64 ids compared without the L suffix.
    const chosen = await h.call(
      "GET",
      vendorQuery(`SalesOrders?$expand=${ORDER_EXPAND}&$filter=(Id eq ${unimported}) or (Id eq ${imported})`)
    )
    expect(chosen.status).toBe(200)
    const both = h.codec.decodeFeed(ENTITY_SETS.SalesOrders, chosen.text).entries
    expect(both.map((o) => o.values.Id)).toEqual([unimported, imported])
    checkOrder(both[0])

    checkOrder(await h.get("SalesOrders", unimported, `?$expand=${ORDER_EXPAND}`))
  })

  it("OR1: an item whose product is gone expands Product as null; the orders are still answered", async () => {
    const { unimported } = await orders(h)
    expect(await h.operationValue("DeleteAccountData", { type: "2" })).toBe(true)
    const order = await h.get("SalesOrders", unimported, `?$expand=${ORDER_EXPAND}`)
    expect(many(order, "SalesOrderItems").map((i) => [one(i, "Product"), one(i, "ProductVariation")])).toEqual([
      [null, null],
      [null, null],
    ])
    const item = String(many(order, "SalesOrderItems")[0].values.Id)
    expect((await h.call("GET", `SalesOrderItems(${item}L)/Product`)).status).toBe(404)
    expect((await h.call("GET", `SalesOrders?$expand=${ORDER_EXPAND}`)).status).toBe(200)
  })

  it("OR3: ForeignOrderId eq '<id>' with $expand=SalesOrderItems finds the imported order", async () => {
    const { imported } = await orders(h)
    const res = await h.call("GET", vendorQuery("SalesOrders?$expand=SalesOrderItems&$filter=ForeignOrderId eq '788368'"))
    expect(res.status).toBe(200)
    const [order, ...rest] = h.codec.decodeFeed(ENTITY_SETS.SalesOrders, res.text).entries
    expect(rest).toEqual([])
    expect(order.values).toMatchObject({ Id: imported, ForeignOrderId: "788368" })
    expect(many(order, "SalesOrderItems").map((i) => i.values.Amount)).toEqual([1])
  })

  it("P6: the ProductVariations feed filtered by ProductId without the L suffix; Id eq without it on Products", async () => {
    const { productId, variations } = await variationSet(h, [
      { sku: "B-M", colour: "Blau", size: "M" },
      { sku: "R-M", colour: "Rot", size: "M" },
    ])
    const other = String((await h.create("Products", product({ ProductType: 1, StockAmount: 0, ForeignId: "other" }))).values.Id)
    await h.create("ProductVariations", { ProductId: other, Price: "9.90", StockAmount: 1, Sku: "O-1" })
    const res = await h.call("GET", vendorQuery(`ProductVariations?$filter=ProductId eq ${productId}`))
    expect(res.status).toBe(200)
    const feed = h.codec.decodeFeed(ENTITY_SETS.ProductVariations, res.text).entries
    expect(feed.map((v) => v.values.Id)).toEqual(variations.map((v) => v.variationId))
    expect((await h.list("Products", vendorQuery(`?$filter=Id eq ${other}`))).entries.map((e) => e.values.Id)).toEqual([other])
    expect((await h.list("Products", vendorQuery("?$filter=Id eq 999999"))).entries).toEqual([])
  })

  it("C1: Catalogs(<Id>L)/ParentCatalogs and $expand=ParentCatalogs show the parent that ParentId names", async () => {
    const root = await catalog("root")
    const shirts = await catalog("shirts", { ParentId: root })
    const linen = await catalog("linen", { ParentId: shirts })
    const res = await h.call("GET", "Catalogs?$expand=ParentCatalogs")
    expect(res.status).toBe(200)
    const feed = h.codec.decodeFeed(ENTITY_SETS.Catalogs, res.text).entries
    expect(feed.map((c) => [c.values.ForeignId, many(c, "ParentCatalogs").map((p) => p.values.ForeignId)])).toEqual([
      ["root", []],
      ["shirts", ["root"]],
      ["linen", ["shirts"]],
    ])
    if (format === "json") expect((JSON.parse(res.text).d as any[]).map((c) => c.ParentCatalogs.length)).toEqual([0, 1, 1])
    expect((await h.list("Catalogs", `(${linen}L)/ParentCatalogs`)).entries.map((c) => c.values.Id)).toEqual([shirts])
    expect((await h.list("Catalogs", `(${root}L)/ParentCatalogs`)).entries).toEqual([])
    const entry = (await h.call("GET", `Catalogs(${root}L)`)).text
    expect(entry).toContain(`Catalogs(${root}L)/ParentCatalogs`)
  })

  it("C4, C5: $links/ParentCatalogs sets ParentId (204), keeps the parent before until unlinked; DELETE removes it (204)", async () => {
    const clothing = await catalog("clothing", { IsRootLevel: true })
    const sale = await catalog("sale", { IsRootLevel: true })
    const shirts = await catalog("shirts", { IsRootLevel: false })
    const parents = async (id: string) => (await h.list("Catalogs", `(${id}L)/ParentCatalogs`)).entries.map((c) => c.values.Id)
    const children = async (id: string) => (await h.list("Catalogs", `(${id}L)/ChildCatalogs`)).entries.map((c) => c.values.Id)

    expect((await linkParent(shirts, clothing)).status).toBe(204)
    expect((await h.get("Catalogs", shirts)).values).toMatchObject({ ParentId: clothing, IsRootLevel: false })
    expect(await parents(shirts)).toEqual([clothing])
    expect(await children(clothing)).toEqual([shirts])
    // Linking what is linked already changes nothing.
    expect((await linkParent(shirts, clothing)).status).toBe(204)
    expect(await parents(shirts)).toEqual([clothing])

    // A10: the vendor links the new parent before it unlinks the old one (evidence C4, C5): the new
    // one is the ParentId, the old one a parent until its link is deleted.
    expect((await linkParent(shirts, sale)).status).toBe(204)
    expect((await h.get("Catalogs", shirts)).values.ParentId).toBe(sale)
    expect(await parents(shirts)).toEqual([sale, clothing])
    expect(await children(clothing)).toEqual([shirts])
    expect((await h.call("DELETE", `Catalogs(${shirts}L)/$links/ParentCatalogs(${clothing}L)`)).status).toBe(204)
    expect(await parents(shirts)).toEqual([sale])
    expect(await children(clothing)).toEqual([])
    // Unlinking the ParentId's parent passes it to a parent that is left; a PUT of ParentId names the one parent.
    expect((await linkParent(shirts, clothing)).status).toBe(204)
    expect((await h.call("DELETE", `Catalogs(${shirts}L)/$links/ParentCatalogs(${clothing}L)`)).status).toBe(204)
    expect((await h.get("Catalogs", shirts)).values.ParentId).toBe(sale)
    expect((await linkParent(shirts, clothing)).status).toBe(204)
    expect((await h.put("Catalogs", shirts, "ParentId", sale)).status).toBe(204)
    expect(await parents(shirts)).toEqual([sale])

    expect((await h.call("DELETE", `Catalogs(${shirts}L)/$links/ParentCatalogs(${sale}L)`)).status).toBe(204)
    expect((await h.get("Catalogs", shirts)).values.ParentId).toBeNull()
    expect(await parents(shirts)).toEqual([])
    expect(await children(sale)).toEqual([])
    expect((await h.call("DELETE", `Catalogs(${shirts}L)/$links/ParentCatalogs(${sale}L)`)).status).toBe(404)
  })

  it("C4: a parent link to an unknown catalog is 404, to itself or below itself 400, to another set 400", async () => {
    const root = await catalog("root")
    const child = await catalog("child", { ParentId: root })
    const p = String((await h.create("Products", product())).values.Id)
    expect((await linkParent(child, "999999")).status).toBe(404)
    expect((await h.call("POST", "Catalogs(999999L)/$links/ParentCatalogs", h.codec.encodeLinkRequest(catalogUri(root)))).status).toBe(404)
    expect(h.codes(await linkParent(root, root))).toEqual(["3002"])
    // A catalog cannot hang below its own child: the tree would become a loop.
    expect(h.codes(await linkParent(root, child))).toEqual(["3002"])
    expect(h.codes(await h.put("Catalogs", root, "ParentId", child))).toEqual(["3002"])
    const toProduct = h.codec.encodeLinkRequest(`${h.url}/PublicApi/v1/Api.svc/Products(${p}L)`)
    expect((await h.call("POST", `Catalogs(${child}L)/$links/ParentCatalogs`, toProduct)).status).toBe(400)
    expect((await h.call("POST", `Catalogs(${child}L)/$links/ChildCatalogs`, h.codec.encodeLinkRequest(catalogUri(root)))).status).toBe(404)
    expect((await h.call("PUT", `Catalogs(${child}L)/$links/ParentCatalogs(${root}L)`)).status).toBe(405)
    expect((await h.get("Catalogs", root)).values.ParentId).toBeNull()
    expect((await h.get("Catalogs", child)).values.ParentId).toBe(root)
  })

  it("A6: an $expand path of more than 3 steps, or an answer of more than 10,000 inlined entities, is a 400 naming the bound", async () => {
    await h.create("Catalogs", { ForeignId: "cat", Name: "Hemden" })
    const deep = await h.call("GET", `Catalogs${queryString({ $expand: "Products/Catalogs/Products/Catalogs" })}`)
    expect(deep.status).toBe(400)
    expect(deep.text).toMatch(/more than 3 steps/)
    expect((await h.call("GET", `Catalogs${queryString({ $expand: "Products/Catalogs/Products" })}`)).status).toBe(200)
  })

  it("A21: a $skiptoken the service did not give is a 400, not a failure of the service", async () => {
    const res = await h.call("GET", `Products${queryString({ $skiptoken: "abc" })}`)
    expect(res.status).toBe(400)
    expect(res.text).toMatch(/skiptoken abc/)
  })
})

describe.each(["json", "atom"] as const)("Nested expansions in a 2.0 answer (%s)", (format) => {
  const h = conformanceHarness(format, { feedForm: "v2" })

  it("A21: a nested expanded collection is written as its answer's version writes collections", async () => {
    const { productId } = await variationSet(h, [{ sku: "B-M", colour: "Blau", size: "M" }])
    const res = await h.call("GET", `Products(${productId}L)?$expand=ProductVariations/ProductVariationSpecifics`)
    expect(res.status).toBe(200)
    expect(res.headers.dataserviceversion).toBe("2.0;")
    if (format === "json") {
      const { d } = JSON.parse(res.text)
      expect(d.ProductVariations.results[0].ProductVariationSpecifics.results.map((s: any) => s.Value)).toEqual(["Blau", "M"])
    }
    const entry = h.codec.decodeEntry(ENTITY_SETS.Products, res.text)
    expect(many(many(entry, "ProductVariations")[0], "ProductVariationSpecifics").map((s) => s.values.Value)).toEqual(["Blau", "M"])
    // A single-valued first step with a collection below it is a collection answer too.
    const offer = await h.create("DiscountOffers", { ProductId: productId, Price: "39.90", Type: 1 })
    const viaOne = await h.call("GET", `DiscountOffers(${offer.values.Id}L)?$expand=Product/ProductVariations`)
    expect(viaOne.status).toBe(200)
    expect(viaOne.headers.dataserviceversion).toBe("2.0;")
  })
})
