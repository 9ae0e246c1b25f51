import { mapProduct } from "../map-product"
import { gpsrDisplayProblems, siteDuplicateProblems, validateProduct } from "../validate-product"
import { facts, mug, mugFacts, shirt, GPSR } from "./fixtures"

const problemsOf = (product = shirt(), context = facts()) => validateProduct(mapProduct(product, context), { currencyCode: "eur" })
/** A variation set always has the GTIN warning (spec 2.3: no GTIN per variation); tests of other checks leave it aside. */
const besidesGtin = <T extends { field: string }>(problems: T[]) => problems.filter((p) => p.field !== "gtin")
const fields = (problems: ReturnType<typeof problemsOf>) => problems.filter((p) => p.severity === "error").map((p) => p.field)

describe("validateProduct", () => {
  it("finds nothing wrong with a complete product", () => {
    expect(besidesGtin(problemsOf())).toEqual([])
    expect(validateProduct(mapProduct(mug(), mugFacts()))).toEqual([])
  })

  it("says how much to shorten a title over 80 characters, and refuses one under 3", () => {
    const [long] = problemsOf(shirt({ title: "x".repeat(90) }))
    expect(long).toMatchObject({ field: "title", severity: "error", fix: expect.stringContaining("shorten the title by 10 characters") })
    expect(fields(problemsOf(shirt({ title: "ab" })))).toEqual(["title"])
  })

  it("wants a description when there is no GTIN", () => {
    expect(fields(problemsOf(shirt({ description: " " })))).toEqual(["description"])
    expect(validateProduct(mapProduct(mug({ description: null }), mugFacts()))).toEqual([])
  })

  it("wants every variant priced in the region's currency and with its own SKU", () => {
    const variants = shirt().variants.map((v, i) => (i === 1 ? { ...v, sku: "SHIRT-BLUE-M" } : i === 2 ? { ...v, sku: null } : v))
    const problems = problemsOf(shirt({ variants }), facts({ variant_red_l: { stock: 1, price: null, originalPrice: null } }))
    expect(fields(problems).sort()).toEqual(["variants.sku", "variants.variant_red_l.price", "variants.variant_red_m.sku"])
    expect(problems.find((p) => p.field === "variants.variant_red_l.price")!.fix).toBe("Add a EUR price to the variant.")
  })

  it("checks condition, unit and the Best Offer order", () => {
    const metadata = {
      marketplace_condition: "refurbished",
      marketplace_unit_type: "furlong",
      marketplace_best_offer_auto_accept_price: "40",
      marketplace_best_offer_minimum_price: "45",
    }
    expect(fields(problemsOf(shirt({ metadata }))).sort()).toEqual([
      "metadata.marketplace_best_offer_auto_accept_price",
      "metadata.marketplace_best_offer_minimum_price",
      "metadata.marketplace_condition",
      "metadata.marketplace_unit_quantity",
      "metadata.marketplace_unit_type",
    ])
  })

  it("warns, without blocking, about images beyond the twelve slots", () => {
    const images = Array.from({ length: 13 }, (_, i) => ({ url: `https://cdn.test/${i}.jpg`, rank: i }))
    const problems = besidesGtin(problemsOf(shirt({ thumbnail: null, images })))
    expect(problems.map((p) => [p.field, p.severity])).toEqual([["images", "warning"]])
  })

  it("warns, without blocking, about a missing GTIN, MPN and Brand (spec 2.1: mandatory on the marketplace)", () => {
    const bare = mug({
      metadata: { marketplace_gpsr: GPSR },
      variants: [{ id: "variant_mug", sku: "MUG-1", options: [{ value: "One", option: { title: "Size" } }] }],
    })
    const problems = validateProduct(mapProduct(bare, mugFacts()))
    expect(problems.map((p) => [p.field, p.severity])).toEqual([
      ["gtin", "warning"],
      ["metadata.marketplace_mpn", "warning"],
      ["metadata.marketplace_brand", "warning"],
    ])
    expect(problems[0].fix).toContain("EAN, UPC or Barcode")
    expect(problems.every((p) => !p.blocks)).toBe(true)
  })

  it("takes a single product's barcode as its GTIN, since it is sent as Ean", () => {
    const withBarcode = mug({
      variants: [{ id: "variant_mug", sku: "MUG-1", barcode: "4006381333931", options: [{ value: "One", option: { title: "Size" } }] }],
    })
    expect(mapProduct(withBarcode, mugFacts()).fields.Ean).toBe("4006381333931")
    expect(validateProduct(mapProduct(withBarcode, mugFacts()))).toEqual([])
  })

  it("warns a variation set without GTIN whatever its variants have: the interface carries none per variation (spec 2.3)", () => {
    // Every shirt variant has an EAN-13 barcode, and one an EAN of its own: none of it is sent.
    const withEan = shirt().variants.map((v, i) => (i === 2 ? { ...v, ean: "4006381333931" } : v))
    const desired = mapProduct(shirt({ variants: withEan }), facts())
    expect(desired.hasGtin).toBe(false)
    const [gtin] = validateProduct(desired)
    expect(gtin).toMatchObject({ field: "gtin", severity: "warning" })
    expect(gtin.message).toContain("takes no EAN or UPC per variation")
    expect(gtin.code).toBe("problem.variations_no_gtin")
    expect(gtin.fix).toContain("ISBN under Marketplace fields")
    expect(gtin.blocks).toBeUndefined()
    // What is sent counts: an ISBN goes with the product, so there is a GTIN.
    const book = mapProduct(shirt({ variants: withEan, metadata: { ...shirt().metadata, marketplace_isbn: "9783161484100" } }), facts())
    expect(validateProduct(book).filter((p) => p.field === "gtin")).toEqual([])
  })

  it("holds back a variation whose option or value is not 1 to 65 characters, and only it", () => {
    const variants = shirt().variants.map((v, i) =>
      i === 1
        ? {
            ...v,
            options: [
              { value: "B".repeat(66), option: { title: "Colour" } },
              { value: "L", option: { title: "Size" } },
            ],
          }
        : v
    )
    const problems = besidesGtin(problemsOf(shirt({ variants })))
    expect(problems).toEqual([
      expect.objectContaining({ field: "variants.variant_blue_l.options", severity: "error", blocks: ["variation:variant_blue_l"] }),
    ])
    expect(problems[0]).toMatchObject({ code: "problem.option_value_length", params: { length: 66, min: 1, max: 65 } })
    expect(problems[0].message).toContain("has 66 characters; eBay takes 1 to 65")
  })

  it("holds back a variation image at an address the service cannot fetch, as product images are", () => {
    const variants = shirt().variants.map((v, i) =>
      i === 2 ? { ...v, thumbnail: "ftp://files.test/red.jpg", images: [{ url: "https://cdn.test/red.jpg" }] } : v
    )
    const desired = mapProduct(shirt({ variants }), facts())
    expect(desired.unreachableVariationImages).toEqual([{ value: "Red", url: "ftp://files.test/red.jpg" }])
    expect(desired.variationImages.find((i) => i.value === "Red")?.urls).toEqual(["https://cdn.test/red.jpg"])
    expect(besidesGtin(validateProduct(desired))).toEqual([
      expect.objectContaining({ field: "variants.images", severity: "error", blocks: ["variation-image:Red"] }),
    ])
  })
})

describe("validateProduct: a kept listing type (A51)", () => {
  const kept = (product = shirt(), context = facts()) =>
    validateProduct(mapProduct(product, context), { currencyCode: "eur" }).filter((p) => p.field === "variants")

  it("says a variation set down to one variant keeps its listing, and what listing it anew would cost; nothing is held back", () => {
    const one = shirt({ variants: shirt().variants.filter((v) => v.id === "variant_red_m") })
    const [problem] = kept(one, { ...facts(), listedType: 1 })
    expect(problem).toMatchObject({ severity: "warning", code: "problem.kept_as_variation_set" })
    expect(problem.blocks).toBeUndefined()
    expect(problem.message).toMatch(/would list as a single product.*keeps its variation listing/)
    expect(problem.fix).toMatch(/List anew as single product.*without its sales history and watchers/)
  })

  it("says a single product that gained variants keeps its listing, selling which variant", () => {
    expect(kept(shirt(), { ...facts(), listedType: 0 })).toEqual([
      expect.objectContaining({ severity: "warning", code: "problem.kept_as_single", params: { variants: 4, sku: "SHIRT-BLUE-M" } }),
    ])
  })

  it("says nothing when the product lists as its variants make it", () => {
    expect(kept(shirt(), { ...facts(), listedType: 1 })).toEqual([])
    expect(kept(mug(), mugFacts())).toEqual([])
  })
})

describe("gpsrDisplayProblems (A53)", () => {
  const withGpsr = () => mapProduct(mug({ metadata: { marketplace_gpsr: GPSR } }), mugFacts())
  it("notes once per product that its safety data goes to the exchange service, until eBay's display is confirmed", () => {
    expect(withGpsr().optionalAttributes.length).toBeGreaterThan(1)
    const notes = gpsrDisplayProblems(withGpsr(), null)
    expect(notes).toEqual([expect.objectContaining({ field: "gpsr", severity: "warning", code: "problem.gpsr_display_unconfirmed" })])
    expect(notes[0].message).toContain("sent to the exchange service")
    expect(notes[0].blocks).toBeUndefined()
    expect(gpsrDisplayProblems(withGpsr(), "2026-11-29T10:15:00.000Z")).toEqual([])
  })

  it("says nothing of a product that sends no safety data", () => {
    const bare = mapProduct(mug({ metadata: {} }), mugFacts())
    expect(bare.optionalAttributes).toEqual([])
    expect(gpsrDisplayProblems(bare, null)).toEqual([])
  })
})

describe("one listing per eBay site", () => {
  it("holds back the create of a product another account of the site lists, naming it and the site as eBay writes it", () => {
    expect(siteDuplicateProblems(null)).toEqual([])
    const [problem] = siteDuplicateProblems({ name: "Hauptshop", site: "ebay.co.uk" })
    expect(problem).toMatchObject({
      severity: "error",
      code: "problem.listed_by_other_account",
      params: { account: "Hauptshop", site: "eBay.co.uk" },
      blocks: ["product"],
    })
    expect(problem.message).toContain("Hauptshop")
    expect(problem.fix).toContain("sales channel")
  })
})
