import type { ProductVariation } from "../../../../client/types"
import { linkedVariationKeys } from "../link-variations"

const variation = (Id: string, Sku: string | null, ForeignId: string | null = null) =>
  ({ Id, ProductId: "500", Sku, ForeignId, Price: "9.90", StockAmount: 2 }) as unknown as ProductVariation

describe("linkedVariationKeys", () => {
  const variants = [
    { id: "variant_s", sku: "SHIRT-S" },
    { id: "variant_m", sku: "SHIRT-M" },
  ]

  it("keys another system's variations by the variant with their SKU", () => {
    const keys = linkedVariationKeys(variants, [variation("1", "SHIRT-M", "magento-9"), variation("2", "SHIRT-S", "magento-8")])
    expect(keys.map(({ variation, key }) => [variation.Id, key])).toEqual([
      ["1", "variant_m"],
      ["2", "variant_s"],
    ])
  })

  it("prefers our own ForeignId, and a variant is taken once", () => {
    const keys = linkedVariationKeys(variants, [variation("1", "SHIRT-S"), variation("2", "OTHER", "variant_s")])
    expect(keys).toEqual([
      { variation: expect.objectContaining({ Id: "1" }), key: "unmatched:1", unmatched: true },
      { variation: expect.objectContaining({ Id: "2" }), key: "variant_s" },
    ])
  })

  it("keys one variation per variant when two name the same variant by ForeignId", () => {
    expect(linkedVariationKeys(variants, [variation("1", "X", "variant_s"), variation("2", "Y", "variant_s")]).map((k) => k.key)).toEqual([
      "variant_s",
      "unmatched:2",
    ])
  })

  it("leaves unmatched what no variant sells, and a SKU two variants share", () => {
    const shared = [
      { id: "variant_a", sku: "DUP" },
      { id: "variant_b", sku: "DUP" },
    ]
    expect(linkedVariationKeys(shared, [variation("7", "DUP"), variation("8", null)]).map((k) => k.key)).toEqual([
      "unmatched:7",
      "unmatched:8",
    ])
  })
})
