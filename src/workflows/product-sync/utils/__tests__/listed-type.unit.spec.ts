import { listAnewRefusal, listedTypeOf } from "../listed-type"

describe("listedTypeOf (A51)", () => {
  it("keeps the type the service lists the product as, until the merchant lists it anew", () => {
    expect(listedTypeOf({ productType: 1 }, false)).toBe(1)
    expect(listedTypeOf({ productType: 0 }, false)).toBe(0)
    expect(listedTypeOf({ productType: 1 }, true)).toBeUndefined()
    expect(listedTypeOf(null, false)).toBeUndefined()
  })
})

describe("listAnewRefusal (A51)", () => {
  it("lets a variation set of one variant be listed anew as a single product, and a single product with variants as a set", () => {
    expect(listAnewRefusal("prod_1", 1, 1, "single_product")).toBeNull()
    expect(listAnewRefusal("prod_1", 0, 3, "variation_set")).toBeNull()
  })

  it("names why when there is no type change to make", () => {
    expect(listAnewRefusal("prod_1", null, 1, "single_product")).toEqual({
      code: "refusal.list_anew.not_on_service",
      params: { id: "prod_1" },
    })
    expect(listAnewRefusal("prod_1", 1, 3, "single_product")).toEqual({
      code: "refusal.list_anew.no_type_change",
      params: { id: "prod_1", count: 3 },
    })
    expect(listAnewRefusal("prod_1", 0, 1, "variation_set")).toEqual({
      code: "refusal.list_anew.no_type_change",
      params: { id: "prod_1", count: 1 },
    })
    expect(listAnewRefusal("prod_1", 1, 1, "variation_set")).toEqual({
      code: "refusal.list_anew.as_single_only",
      params: { id: "prod_1" },
    })
    expect(listAnewRefusal("prod_1", 0, 2, "single_product")).toEqual({
      code: "refusal.list_anew.as_variation_set_only",
      params: { id: "prod_1", count: 2 },
    })
  })
})
