import { CREATE_IN_FLIGHT_MS, knownListings, planReconciliation, productCreateUnderWay, RemoteListing } from "../plan-reconciliation"

const listing = (remoteId: string, foreignId: string, variations = 3): RemoteListing => ({ remoteId, foreignId, variations })

describe("planReconciliation", () => {
  it("keeps the copy the plugin knows and deletes the others", () => {
    const actions = planReconciliation(
      [listing("10", "prod_a"), listing("11", "prod_a"), listing("12", "prod_a")],
      new Map([["prod_a", "11"]]),
      new Set(["prod_a"])
    )
    expect(actions).toEqual([
      { op: "delete", remoteId: "10", productId: "prod_a" },
      { op: "delete", remoteId: "12", productId: "prod_a" },
    ])
  })

  it("adopts the newest of the most complete copies when the plugin knows none, and deletes the rest", () => {
    const remote = [listing("9", "prod_b", 3), listing("20", "prod_b", 2), listing("15", "prod_b", 3)]
    expect(planReconciliation(remote, new Map(), new Set(["prod_b"]))).toEqual([
      { op: "adopt", remoteId: "15", productId: "prod_b" },
      { op: "delete", remoteId: "9", productId: "prod_b" },
      { op: "delete", remoteId: "20", productId: "prod_b" },
    ])
  })

  it("adopts a single copy the plugin lost track of, and does nothing where all is known", () => {
    expect(planReconciliation([listing("7", "prod_c")], new Map([["prod_c", null]]), new Set(["prod_c"]))).toEqual([
      { op: "adopt", remoteId: "7", productId: "prod_c" },
    ])
    expect(planReconciliation([listing("7", "prod_c")], new Map([["prod_c", "7"]]), new Set(["prod_c"]))).toEqual([])
  })

  it("leaves a product whose create is under way to its own sync: a listing created during the check is not taken for lost", () => {
    expect(planReconciliation([listing("7", "prod_c")], new Map([["prod_c", null]]), new Set(["prod_c"]), new Set(["prod_c"]))).toEqual([])
    expect(planReconciliation([listing("7", "prod_n")], new Map(), new Set(["prod_n"]), new Set(["prod_n"]))).toEqual([])
    // A known copy is kept and second copies go, create under way or not.
    expect(
      planReconciliation(
        [listing("7", "prod_k"), listing("8", "prod_k")],
        new Map([["prod_k", "7"]]),
        new Set(["prod_k"]),
        new Set(["prod_k"])
      )
    ).toEqual([{ op: "delete", remoteId: "8", productId: "prod_k" }])
  })

  it("counts a product create as under way only while its intent is younger than the in-flight bound", () => {
    const now = new Date("2026-11-26T06:00:00Z")
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
    expect(productCreateUnderWay({ product: ago(1000) }, "product", now)).toBe(true)
    expect(productCreateUnderWay({ product: ago(CREATE_IN_FLIGHT_MS + 1) }, "product", now)).toBe(false)
    expect(productCreateUnderWay({ "variation:v1": ago(1000) }, "product", now)).toBe(false)
    expect(productCreateUnderWay(null, "product", now)).toBe(false)
    // The mark reconciliation itself leaves for an adoption (the epoch) is not a create under way.
    expect(productCreateUnderWay({ product: new Date(0).toISOString() }, "product", now)).toBe(false)
  })

  it("keeps a listing linked at move-in under the old system's ForeignId: a copy under ours goes, none is adopted over it", () => {
    // prod_d keeps listing 30 (ForeignId "magento-9"); 31 carries prod_d's id (a lost create, or the old system's second listing).
    const known = new Map([["prod_d", "30"]])
    expect(planReconciliation([listing("31", "prod_d")], known, new Set(["prod_d"]), new Set(), new Set(["30", "31"]))).toEqual([
      { op: "delete", remoteId: "31", productId: "prod_d" },
    ])
  })

  it("never deletes or adopts, as a copy, a listing the plugin keeps for another product", () => {
    // Listing 40 carries prod_e's id but is linked to prod_f.
    const known = new Map<string, string | null>([
      ["prod_e", null],
      ["prod_f", "40"],
    ])
    expect(planReconciliation([listing("40", "prod_e")], known, new Set(["prod_e", "prod_f"]), new Set(), new Set(["40"]))).toEqual([])
  })

  it("counts a listing linked at move-in but not read yet as the product's: a copy goes, the linked one stays", () => {
    const known = knownListings([
      {
        product_id: "prod_g",
        remote_product_id: null,
        move_in: { link: { remote_product_id: "50", keep_foreign_ids: true, scan_id: "s" } },
      },
      { product_id: "prod_h", remote_product_id: "60", move_in: null },
      { product_id: "prod_i", remote_product_id: null, move_in: { held: "skipped", scan_id: "s" } },
    ])
    expect([...known]).toEqual([
      ["prod_g", "50"],
      ["prod_h", "60"],
      ["prod_i", null],
    ])
    // Listing 50 carries prod_h's id (the old system's), 51 prod_g's: neither 50 is deleted nor adopted.
    expect(
      planReconciliation(
        [listing("50", "prod_h"), listing("51", "prod_g")],
        known,
        new Set(["prod_g", "prod_h"]),
        new Set(),
        new Set(["50", "51", "60"])
      )
    ).toEqual([{ op: "delete", remoteId: "51", productId: "prod_g" }])
  })

  it("leaves ForeignIds alone that are not ours", () => {
    expect(planReconciliation([listing("1", "SHOP-42"), listing("2", "SHOP-42")], new Map(), new Set(["prod_x"]))).toEqual([])
  })

  it("orders Int64 ids as numbers, not as text", () => {
    expect(planReconciliation([listing("9", "prod_d"), listing("10", "prod_d")], new Map(), new Set(["prod_d"]))[0]).toEqual({
      op: "adopt",
      remoteId: "10",
      productId: "prod_d",
    })
  })
})
