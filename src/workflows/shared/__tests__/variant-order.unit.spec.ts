import { byVariantRank } from "../variant-order"

describe("byVariantRank", () => {
  it("orders by the merchant's rank, ties (rank 0 until ordered) by id, so a single product's one variant is always the same", () => {
    const variants = [
      { id: "variant_c", variant_rank: 1 },
      { id: "variant_b", variant_rank: 0 },
      { id: "variant_a", variant_rank: null },
      { id: "variant_d", variant_rank: 2 },
    ]
    expect([...variants].sort(byVariantRank).map((v) => v.id)).toEqual(["variant_a", "variant_b", "variant_c", "variant_d"])
  })
})
