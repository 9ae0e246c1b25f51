import { fieldFormatErrors, metadataPatch, metadataWith, pushErrorsOnFields } from "../marketplace-fields"
import type { ProductProblem } from "../validate-product"

describe("fieldFormatErrors", () => {
  it("accepts well-formed values and empty ones", () => {
    expect(
      fieldFormatErrors({
        brand: "Acme",
        mpn: "AC-1",
        isbn: "978-3-16-148410-0",
        condition: "neu",
        unit_quantity: "0.5",
        unit_type: "Kg",
        vat_percent: "19",
        best_offer_auto_accept_price: "39.90",
        best_offer_minimum_price: "30",
        category_id_1: "15687",
        category_id_2: "",
      })
    ).toEqual({})
    expect(fieldFormatErrors({ brand: null, unit_type: "", category_id_1: null })).toEqual({})
  })

  it("names each malformed field with what to enter", () => {
    const errors = fieldFormatErrors({
      brand: "x".repeat(66),
      isbn: "12",
      condition: "broken",
      unit_quantity: "-1",
      unit_type: "Pfund",
      vat_percent: "120",
      best_offer_auto_accept_price: "39.999",
      category_id_1: "abc",
    })
    expect(Object.keys(errors).sort()).toEqual([
      "best_offer_auto_accept_price",
      "brand",
      "category_id_1",
      "condition",
      "isbn",
      "unit_quantity",
      "unit_type",
      "vat_percent",
    ])
    expect(errors.unit_type).toMatchObject({ code: "field.unit", message: expect.stringContaining("Kg") })
    expect(fieldFormatErrors({ category_id_2: "11450" })).toEqual({
      category_id_2: { code: "field.main_category_first", params: {}, message: "Enter the main category first." },
    })
  })

  it("reads a decimal comma as a decimal point, as merchants of eBay.de type it", () => {
    expect(
      fieldFormatErrors({
        unit_quantity: "0,5",
        vat_percent: "19,0",
        best_offer_auto_accept_price: "15,00",
        best_offer_minimum_price: "12,5",
        category_id_1: " 15687 ",
      })
    ).toEqual({})
    expect(
      Object.keys(fieldFormatErrors({ best_offer_auto_accept_price: "1.234,50", vat_percent: "19 %", unit_quantity: "0,0" })).sort()
    ).toEqual(["best_offer_auto_accept_price", "unit_quantity", "vat_percent"])
  })

  it("takes only category ids that are an Int64 above 0, as SetMarketplaceCategory sends them (spec 4.3)", () => {
    expect(fieldFormatErrors({ category_id_1: "9223372036854775808" })).toEqual({
      category_id_1: { code: "field.category_id", params: {}, message: "eBay's numeric category id, such as 15687." },
    })
    expect(fieldFormatErrors({ category_id_1: "0" })).toHaveProperty("category_id_1")
    expect(fieldFormatErrors({ category_id_1: "9223372036854775807" })).toEqual({})
  })
})

describe("metadataPatch and metadataWith", () => {
  it('sets values, removes cleared ones ("" for Medusa\'s merge) and keeps every other key', () => {
    const patch = metadataPatch({ brand: " Acme ", mpn: null, isbn: "978-3-16-148410-0" })
    expect(patch).toEqual({ marketplace_brand: "Acme", marketplace_mpn: "", marketplace_isbn: "9783161484100" })
    const before = { other: "kept", marketplace_brand: "Old", marketplace_mpn: "M1" }
    expect(metadataWith(before, patch)).toEqual({ other: "kept", marketplace_brand: "Acme", marketplace_isbn: "9783161484100" })
  })

  it("keeps numbers with a decimal point and category ids as they are sent", () => {
    expect(
      metadataPatch({ unit_quantity: "0,5", vat_percent: " 7,5 ", best_offer_auto_accept_price: "15,00", category_id_1: " 015687 " })
    ).toEqual({
      marketplace_unit_quantity: "0.5",
      marketplace_vat_percent: "7.5",
      marketplace_best_offer_auto_accept_price: "15.00",
      marketplace_category_id_1: "15687",
    })
  })

  it("goes back to automatic categories by clearing both when the main one is cleared", () => {
    const before = { marketplace_category_id_1: "15687", marketplace_category_id_2: "11450" }
    expect(metadataPatch({ category_id_1: "" })).toEqual({ marketplace_category_id_1: "", marketplace_category_id_2: "" })
    expect(metadataWith(before, metadataPatch({ category_id_1: "" }))).toEqual({})
    expect(metadataWith(before, metadataPatch({ category_id_2: null }))).toEqual({ marketplace_category_id_1: "15687" })
  })
})

describe("pushErrorsOnFields", () => {
  const problem = (field: string, severity: "error" | "warning" = "error"): ProductProblem => ({
    field,
    severity,
    code: "problem.test",
    params: {},
    message: "Wrong.",
    fix: "Fix it.",
  })

  it("puts the push's errors on the fields sent, and nothing else", () => {
    const problems = [
      problem("metadata.marketplace_best_offer_auto_accept_price"),
      problem("title"),
      problem("metadata.marketplace_brand", "warning"),
    ]
    expect(pushErrorsOnFields(problems, { best_offer_auto_accept_price: "99", brand: "" })).toEqual({
      best_offer_auto_accept_price: { code: "problem.test", params: {}, message: "Wrong. Fix it." },
    })
    expect(pushErrorsOnFields(problems, { brand: "Acme" })).toEqual({})
  })

  it("carries the problem's code and parameters, so the drawer says it in the admin's language", () => {
    const problem: ProductProblem = {
      field: "metadata.marketplace_best_offer_minimum_price",
      severity: "error",
      code: "problem.minimum_price_not_below_accept",
      params: { minimum: { amount: "9.00", currency: "EUR" }, accept: { amount: "8.00", currency: "EUR" } },
      message: "The decline price €9.00 is not below the auto-accept price €8.00.",
      fix: "Keep it below.",
    }
    expect(pushErrorsOnFields([problem], { best_offer_minimum_price: "9.00" }).best_offer_minimum_price).toEqual({
      code: "problem.minimum_price_not_below_accept",
      params: problem.params,
      message: "The decline price €9.00 is not below the auto-accept price €8.00. Keep it below.",
    })
  })

  it("shows a unit without a quantity on the unit when only the unit was sent", () => {
    expect(pushErrorsOnFields([problem("metadata.marketplace_unit_quantity")], { unit_type: "Kg" })).toEqual({
      unit_type: { code: "problem.test", params: {}, message: "Wrong. Fix it." },
    })
  })
})
