import { ENTITY_SETS, PropertyDef } from "../../../../protocol/schema"
import { mapProduct } from "../map-product"
import { DEFAULT_LISTING_RULES, type SyncContext } from "../medusa-product"
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

  describe("the title and price rules", () => {
    const long = "Handgewebter Teppich aus reiner Schurwolle, naturbelassen, 200 x 300 cm, mit Fransen an beiden Enden, Beige"
    const rules = (over: Partial<SyncContext["rules"]> = {}) => ({
      ...mugFacts("19.90", 4, "24.90"),
      rules: { ...DEFAULT_LISTING_RULES, ...over },
    })

    it("follows the product's own title rule over the settings', and warns of one it cannot read", () => {
      const held = mapProduct(mug({ title: long, metadata: { marketplace_title_rule: "Hold" } }), rules({ title_overflow: "shorten" }))
      expect(held.titleSource).toBe("store")
      const cut = mapProduct(mug({ title: long, metadata: { marketplace_title_rule: "shorten" } }), rules())
      expect(cut.titleSource).toBe("shortened")
      const odd = mapProduct(mug({ title: long, metadata: { marketplace_title_rule: "kurz" } }), rules({ title_overflow: "shorten" }))
      expect(odd.titleSource).toBe("shortened")
      expect(odd.unreadable).toEqual([{ key: "marketplace_title_rule", value: "kurz" }])
    })

    it("takes the GPSR data of the brand chosen for it, and its own brand's when the settings no longer hold that one", () => {
      const gpsrByBrand = { Acme: { manufacturer: { name: "Acme GmbH" } }, Bulkmarke: { manufacturer: { name: "Bulkmarke GmbH" } } }
      const named = (desired: ReturnType<typeof mapProduct>) => desired.optionalAttributes.find((a) => a.name.endsWith("Manufacturer.Name"))
      const chosen = mapProduct(
        mug({ metadata: { marketplace_brand: "Acme", marketplace_gpsr_brand: "bulkmarke" } }),
        rules({ gpsr_by_brand: gpsrByBrand })
      )
      expect(named(chosen)?.value).toBe("Bulkmarke GmbH")
      expect(chosen.gpsrBrandUnknown).toBeUndefined()
      const gone = mapProduct(
        mug({ metadata: { marketplace_brand: "Acme", marketplace_gpsr_brand: "Gone" } }),
        rules({ gpsr_by_brand: gpsrByBrand })
      )
      expect(named(gone)?.value).toBe("Acme GmbH")
      expect(gone.gpsrBrandUnknown).toBe("Gone")
    })

    it("sends a long title as it is while held back, cut at a word when shortened, and the marketplace title when set", () => {
      expect(mapProduct(mug({ title: long }), rules())).toMatchObject({ fields: { Title: long }, titleSource: "store" })
      const shortened = mapProduct(mug({ title: long }), rules({ title_overflow: "shorten" }))
      expect(shortened.titleSource).toBe("shortened")
      expect((shortened.fields.Title as string).length).toBeLessThanOrEqual(80)
      expect(long.startsWith(shortened.fields.Title as string)).toBe(true)
      expect(long[(shortened.fields.Title as string).length]).toMatch(/[ ,]/)
      const own = mapProduct(mug({ title: long, metadata: { marketplace_title: "  Schurwollteppich 200 x 300 cm  " } }), rules())
      expect(own).toMatchObject({ fields: { Title: "Schurwollteppich 200 x 300 cm" }, titleSource: "marketplace" })
    })

    it("sends the price, the strike price and the Best Offer thresholds by the rule, the thresholds below the price", () => {
      const metadata = { marketplace_best_offer_auto_accept_price: "19.50", marketplace_best_offer_minimum_price: "19.49" }
      const desired = mapProduct(mug({ metadata }), rules({ price_rule: { percent: 12, fixed: "0.00", ending: ".99" } }))
      // 19.90 × 1.12 = 22.288, up to .99; 24.90 × 1.12 = 27.888, up to 27.99.
      expect(desired.fields).toMatchObject({ Price: "22.99", BestOfferAutoAcceptPrice: "21.84", BestOfferMinimumPrice: "21.82" })
      expect(desired.offers).toEqual([{ variantId: null, price: "27.99" }])
      // Rounding that makes the minimum meet the auto-accept price keeps it a cent below.
      const close = { marketplace_best_offer_auto_accept_price: "10.01", marketplace_best_offer_minimum_price: "10.00" }
      const halved = mapProduct(mug({ metadata: close }), rules({ price_rule: { percent: -50, fixed: "0.00", ending: "none" } }))
      expect(halved.fields).toMatchObject({ BestOfferAutoAcceptPrice: "5.00", BestOfferMinimumPrice: "4.99" })
    })

    it("takes the product's own parts of the rule over the settings', and warns on one it cannot read", () => {
      const metadata = { marketplace_price_percent: "-10", marketplace_price_ending: ",95", marketplace_price_fixed: "1.5 EUR" }
      const desired = mapProduct(mug({ metadata }), rules({ price_rule: { percent: 12, fixed: "2.00", ending: ".99" } }))
      // 19.90 × 0.9 + 2.00 (the settings' amount: the product's cannot be read) = 19.91, up to 19.95.
      expect(desired.priceRule).toEqual({ percent: -10, fixed: "2.00", ending: ".95" })
      expect(desired.fields.Price).toBe("19.95")
      expect(desired.unreadable).toEqual([{ key: "marketplace_price_fixed", value: "1.5 EUR" }])
    })

    it("gives a variation set's variations their prices by the rule, and the set the lowest", () => {
      const desired = mapProduct(shirt(), {
        ...facts(),
        rules: { ...DEFAULT_LISTING_RULES, price_rule: { percent: 0, fixed: "1.00", ending: ".90" } },
      })
      expect(desired.variations.map((v) => v.price)).toEqual(["30.90", "30.90", "25.90", "30.90"])
      expect(desired.fields.Price).toBe("25.90")
    })
  })
})

describe("mapProduct sends what the spec names (A4)", () => {
  it("never maps a property the service only accepts from other connectors (ExternalProductId, a variation's GTINs)", () => {
    const acceptedOnly = Object.entries(ENTITY_SETS.Products.properties as Record<string, PropertyDef>)
      .filter(([, def]) => def.acceptedOnly)
      .map(([name]) => name)
    expect(acceptedOnly).toEqual(["ExternalProductId"])
    for (const desired of [mapProduct(shirt(), facts()), mapProduct(mug(), mugFacts())]) {
      expect(Object.keys(desired.fields).filter((name) => acceptedOnly.includes(name))).toEqual([])
    }
  })
})

describe("mapProduct: the listed type is kept (A51)", () => {
  const oneLeft = () => shirt({ variants: shirt().variants.filter((v) => v.id === "variant_red_m") })

  it("maps a product down to one variant as a variation set of one variation while the service lists it as a set", () => {
    const desired = mapProduct(oneLeft(), { ...facts(), listedType: 1 })
    expect(desired.productType).toBe(1)
    expect(desired.fields).toMatchObject({ ProductType: 1, Price: "24.90", StockAmount: 3, Ean: null })
    expect(desired.variations.map((v) => [v.sku, v.stock])).toEqual([["SHIRT-RED-M", 3]])
    expect(desired.specifics).toEqual([])
    expect(desired.keptType).toEqual({ variants: 1, variant: "SHIRT-RED-M" })
  })

  it("maps it as a single product without a listed type (not on the service, or listed anew)", () => {
    const desired = mapProduct(oneLeft(), facts())
    expect(desired.productType).toBe(0)
    expect(desired.variations).toEqual([])
    expect(desired.keptType).toBeUndefined()
  })

  it("maps a single product that gained variants as that single product, selling its first variant's stock at its price", () => {
    const desired = mapProduct(shirt(), { ...facts({ variant_blue_m: { stock: 2, price: "31.00", originalPrice: null } }), listedType: 0 })
    expect(desired.productType).toBe(0)
    // The first variant alone: never the sum, which would sell stock of variants the listing does not offer.
    expect(desired.fields).toMatchObject({ ProductType: 0, Price: "31.00", StockAmount: 2, Ean: "4006381333910" })
    expect(desired.variations).toEqual([])
    expect(desired.keptType).toEqual({ variants: 4, variant: "SHIRT-BLUE-M" })
  })

  it("says nothing is kept when the listed type is the one the variants make", () => {
    expect(mapProduct(shirt(), { ...facts(), listedType: 1 }).keptType).toBeUndefined()
    expect(mapProduct(mug(), { ...mugFacts(), listedType: 0 }).keptType).toBeUndefined()
  })
})
