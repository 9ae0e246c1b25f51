import { ENTITY_SETS } from "../../src/protocol/schema"
import { conformanceHarness, product, variationSet } from "./harness"

describe.each(["json", "atom"] as const)("images and variations (%s)", (format) => {
  const h = conformanceHarness(format)
  const image = (productId: string, type: number) => ({ ProductId: productId, ImageUrl: `https://img.test/${type}.jpg`, Type: type })

  it("2.2: types 1 (list), 2 (offer), 3 to 12 (further, consecutive); a Type takes a new image before the old goes (A58)", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    for (const type of [1, 2, 3, 4]) expect((await h.createRaw("ProductImages", image(p, type))).status).toBe(201)
    const replacement = await h.createRaw("ProductImages", { ...image(p, 1), ImageUrl: "https://img.test/1-new.jpg" })
    expect(replacement.status).toBe(201)
    expect(h.codes(await h.createRaw("ProductImages", image(p, 6)))).toEqual(["5006"])
    expect(h.codes(await h.createRaw("ProductImages", image(p, 0)))).toEqual(["5003"])
  })

  it("2.2 and 8: at most 10 further images (Type 3 to 12); Type 13 answers 5004", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    for (let type = 3; type <= 12; type++) await h.create("ProductImages", image(p, type))
    expect(h.codes(await h.createRaw("ProductImages", image(p, 13)))).toEqual(["5004"])
  })

  it("2.2: ImageUrl must be an http(s) address and the product must exist", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    expect(h.codes(await h.createRaw("ProductImages", { ProductId: p, ImageUrl: "file:///etc/x", Type: 1 }))).toEqual(["5002"])
    expect(h.codes(await h.createRaw("ProductImages", image("999999", 1)))).toEqual(["4092"])
  })

  it("A5: ProductImages are deleted with 204, and GET Products(<Id>L)/ProductImages lists them", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    const img = String((await h.create("ProductImages", image(p, 1))).values.Id)
    expect((await h.list("Products", `(${p}L)/ProductImages`)).entries.map((e) => e.values.Id)).toEqual([img])
    expect((await h.call("DELETE", `ProductImages(${img}L)`)).status).toBe(204)
    expect((await h.list("Products", `(${p}L)/ProductImages`)).entries).toEqual([])
  })

  it("2.3: variations belong to a variation set (ProductType 1), with a Sku unique in it", async () => {
    const single = String((await h.create("Products", product())).values.Id)
    const notSet = await h.createRaw("ProductVariations", { ProductId: single, Price: "9.90", StockAmount: 1, Sku: "A" })
    expect(h.codes(notSet)).toEqual(["8104"])
    const { productId } = await variationSet(h, [{ sku: "S-1", colour: "Blau", size: "M" }])
    expect(h.codes(await h.createRaw("ProductVariations", { ProductId: productId, Price: "9.90", StockAmount: 1, Sku: "S-1" }))).toEqual([
      "8105",
    ])
    expect(h.codes(await h.createRaw("ProductVariations", { ProductId: productId, Price: "9.90", StockAmount: 1 }))).toEqual(["4091"])
  })

  it("A8: one specific per Name on a variation; Name and Value 1 to 65 characters", async () => {
    const { variations } = await variationSet(h, [{ sku: "S-1", colour: "Blau", size: "M" }])
    const v = variations[0].variationId
    expect(h.codes(await h.createRaw("ProductVariationSpecifics", { ProductVariationId: v, Name: "Farbe", Value: "Rot" }))).toEqual([
      "8103",
    ])
    expect(
      h.codes(await h.createRaw("ProductVariationSpecifics", { ProductVariationId: v, Name: "Muster", Value: "x".repeat(66) }))
    ).toEqual(["8100"])
  })

  it("2.4 rules 1-3: variation images for one characteristic, on one record per value", async () => {
    const { variations } = await variationSet(h, [
      { sku: "B-M", colour: "Blau", size: "M" },
      { sku: "B-L", colour: "Blau", size: "L" },
      { sku: "R-M", colour: "Rot", size: "M" },
    ])
    const vImage = (specificId: string, position: number) => ({
      ProductVariationSpecificId: specificId,
      ImageUrl: `https://img.test/v${position}.jpg`,
      ImagePosition: position,
    })
    expect((await h.createRaw("ProductVariationImages", vImage(variations[0].colourId, 1))).status).toBe(201)
    expect((await h.createRaw("ProductVariationImages", vImage(variations[0].colourId, 12))).status).toBe(201)
    // Rule 3: blue already has its images on the first variation's record.
    expect(h.codes(await h.createRaw("ProductVariationImages", vImage(variations[1].colourId, 1)))).toEqual(["8102"])
    // Rule 1: images for colour, so none for size.
    expect(h.codes(await h.createRaw("ProductVariationImages", vImage(variations[0].sizeId, 1)))).toEqual(["8101"])
    expect((await h.createRaw("ProductVariationImages", vImage(variations[2].colourId, 1))).status).toBe(201)
    expect(h.codes(await h.createRaw("ProductVariationImages", vImage(variations[2].colourId, 13)))).toEqual(["5003"])
    expect(h.codes(await h.createRaw("ProductVariationImages", vImage(variations[2].colourId, 1)))).toEqual(["5005"])
  })

  it("A56 (evidence VP1, VP2): a variation's own pictures, positions 0 (base image) to 11, one each, merged, deleted", async () => {
    const { variations } = await variationSet(h, [{ sku: "B-M", colour: "Blau", size: "M" }])
    const v = variations[0].variationId
    const picture = (position: number) => ({
      ProductVariationId: v,
      ImageUrl: `https://img.test/p${position}.jpg`,
      ImagePosition: position,
    })
    const base = String((await h.create("ProductVariationPictures", picture(0))).values.Id)
    expect((await h.createRaw("ProductVariationPictures", picture(11))).status).toBe(201)
    expect(h.codes(await h.createRaw("ProductVariationPictures", picture(12)))).toEqual(["5003"])
    expect(h.codes(await h.createRaw("ProductVariationPictures", picture(0)))).toEqual(["5005"])
    expect(h.codes(await h.createRaw("ProductVariationPictures", { ...picture(1), ImageUrl: "ftp://img.test/1.jpg" }))).toEqual(["5002"])
    expect(h.codes(await h.createRaw("ProductVariationPictures", { ...picture(1), ProductVariationId: "999999" }))).toEqual(["4092"])
    // MERGE moves a picture to a free position, never onto a taken one.
    const move = (position: number) =>
      h.call(
        "MERGE",
        `ProductVariationPictures(${base}L)`,
        h.codec.encodeEntityRequest(ENTITY_SETS.ProductVariationPictures, { ImagePosition: position })
      )
    expect(h.codes(await move(11))).toEqual(["5005"])
    expect((await move(3)).status).toBe(204)
    const listed = await h.list("ProductVariations", `(${v}L)/ProductVariationPictures`)
    expect(listed.entries.map((e) => e.values.ImagePosition).sort()).toEqual([11, 3])
    // The pictures go with their variation.
    expect((await h.call("DELETE", `ProductVariations(${v}L)`)).status).toBe(204)
    expect((await h.call("GET", `ProductVariationPictures(${base}L)`)).status).toBe(404)
  })

  it("A5: a variation is changed by single-property PUT, but not moved to another product", async () => {
    const { variations } = await variationSet(h, [{ sku: "S-1", colour: "Blau", size: "M" }])
    const v = variations[0].variationId
    expect((await h.put("ProductVariations", v, "Price", "31.00")).status).toBe(204)
    expect((await h.get("ProductVariations", v)).values.Price).toBe("31.00")
    expect(h.codes(await h.put("ProductVariations", v, "ProductId", "1"))).toEqual(["4090"])
  })

  it("service-facts: a variation that has sold cannot be deleted (8106); one that has not can", async () => {
    const { productId, variations } = await variationSet(h, [
      { sku: "S-1", colour: "Blau", size: "M" },
      { sku: "S-2", colour: "Rot", size: "M" },
    ])
    await h.purchase({ productId, productVariationId: variations[0].variationId, quantity: 1 })
    expect(h.codes(await h.call("DELETE", `ProductVariations(${variations[0].variationId}L)`))).toEqual(["8106"])
    expect((await h.call("DELETE", `ProductVariations(${variations[1].variationId}L)`)).status).toBe(204)
    const state = await h.state()
    expect(Object.values(state.sets.ProductVariationSpecifics).every((s: any) => s.ProductVariationId === variations[0].variationId)).toBe(
      true
    )
  })
})
