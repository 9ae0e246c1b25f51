import { mapProduct } from "../map-product"
import { validateProduct } from "../validate-product"
import { facts, mug, mugFacts, shirt } from "./fixtures"

const problemsOf = (product = shirt(), context = facts()) => validateProduct(mapProduct(product, context), { currencyCode: "eur" })
const fields = (problems: ReturnType<typeof problemsOf>) => problems.filter((p) => p.severity === "error").map((p) => p.field)

describe("validateProduct", () => {
  it("finds nothing wrong with a complete product", () => {
    expect(problemsOf()).toEqual([])
    expect(validateProduct(mapProduct(mug(), mugFacts()))).toEqual([])
  })

  it("says how much to shorten a title over 80 characters, and refuses one under 3", () => {
    const [long] = problemsOf(shirt({ title: "x".repeat(90) }))
    expect(long).toMatchObject({ field: "title", severity: "error", fix: "Shorten the title by 10 characters." })
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
    const metadata = { marketplace_condition: "refurbished", marketplace_unit_type: "furlong", marketplace_best_offer_auto_accept_price: "40", marketplace_best_offer_minimum_price: "45" }
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
    const problems = problemsOf(shirt({ thumbnail: null, images }))
    expect(problems.map((p) => [p.field, p.severity])).toEqual([["images", "warning"]])
  })
})
