import { mapProduct } from "../map-product"
import { facts, mug, mugFacts, shirt } from "./fixtures"

describe("mapProduct", () => {
  it("maps a product with colour and size options to a variation set", () => {
    const desired = mapProduct(shirt(), facts())
    expect(desired.productType).toBe(1)
    expect(desired.fields).toMatchObject({
      ForeignId: "prod_shirt",
      Title: "Linen shirt",
      Description: "<p>Soft & light</p>",
      ShortDescription: "Breathes in summer",
      ProductType: 1,
      Price: "24.90",
      StockAmount: 11,
      Brand: "Acme",
      Mpn: "LS-01",
      VatPercent: 19,
      ConditionId: "neu",
      Ean: null,
    })
    expect(desired.variations).toEqual([
      {
        variantId: "variant_blue_m",
        sku: "SHIRT-BLUE-M",
        price: "29.90",
        stock: 3,
        specifics: [
          { name: "Colour", value: "Blue" },
          { name: "Size", value: "M" },
        ],
      },
      {
        variantId: "variant_blue_l",
        sku: "SHIRT-BLUE-L",
        price: "29.90",
        stock: 0,
        specifics: [
          { name: "Colour", value: "Blue" },
          { name: "Size", value: "L" },
        ],
      },
      {
        variantId: "variant_red_m",
        sku: "SHIRT-RED-M",
        price: "24.90",
        stock: 3,
        specifics: [
          { name: "Colour", value: "Red" },
          { name: "Size", value: "M" },
        ],
      },
      {
        variantId: "variant_red_l",
        sku: "SHIRT-RED-L",
        price: "29.90",
        stock: 5,
        specifics: [
          { name: "Colour", value: "Red" },
          { name: "Size", value: "L" },
        ],
      },
    ])
    expect(desired.catalogIds).toEqual(["601"])
  })

  it("puts the thumbnail in the list-image slot, then the offer image, then further images", () => {
    expect(mapProduct(shirt(), facts()).images).toEqual([
      { url: "https://cdn.test/thumb.jpg", type: 1 },
      { url: "https://cdn.test/b.jpg", type: 2 },
      { url: "https://cdn.test/c.jpg", type: 3 },
    ])
  })

  it("fills the image slots the same way whatever order Medusa lists images of one rank in", () => {
    const images = [{ url: "https://cdn.test/d.jpg" }, { url: "https://cdn.test/b.jpg", rank: 0 }, { url: "https://cdn.test/c.jpg" }]
    const slots = (listed: typeof images) => mapProduct(shirt({ images: listed }), facts()).images
    expect(slots([...images].reverse())).toEqual(slots(images))
  })

  it("keeps at most 12 images (list, offer, 10 further) and reports the rest", () => {
    const images = Array.from({ length: 15 }, (_, i) => ({ url: `https://cdn.test/${i}.jpg`, rank: i }))
    const desired = mapProduct(shirt({ thumbnail: null, images }), facts())
    expect(desired.images.map((i) => i.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(desired.droppedImages).toEqual(["https://cdn.test/12.jpg", "https://cdn.test/13.jpg", "https://cdn.test/14.jpg"])
  })

  it("gives a strike price (DiscountOffer Type 1) for a variant on sale, at the original price", () => {
    expect(mapProduct(shirt(), facts()).offers).toEqual([{ variantId: "variant_red_m", price: "29.90" }])
  })

  it("maps a one-variant product to a single product with the variant's price, stock and GTIN", () => {
    const desired = mapProduct(
      mug({ metadata: { marketplace_condition: "used", marketplace_unit_type: "100 Gramm", marketplace_unit_quantity: "3" } }),
      mugFacts("12.50", 7, "15.00")
    )
    expect(desired.productType).toBe(0)
    expect(desired.variations).toEqual([])
    expect(desired.fields).toMatchObject({
      ProductType: 0,
      Price: "12.50",
      StockAmount: 7,
      Ean: "4006381333931",
      ConditionId: "gebraucht",
      UnitType: "100g",
      UnitQuantity: 3,
    })
    expect(desired.offers).toEqual([{ variantId: null, price: "15.00" }])
    expect(desired.images).toEqual([{ url: "https://cdn.test/mug.jpg", type: 1 }])
  })
})
