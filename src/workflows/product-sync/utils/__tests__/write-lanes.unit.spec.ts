import { mapProduct } from "../map-product"
import { ContentWrite, planContent } from "../plan-content"
import { PRODUCT_LANE, writeLanes } from "../write-lanes"
import { facts, shirt } from "./fixtures"

const NONE = { blocked: new Set<string>(), held: new Map<string, string>() }
const keyed = (op: Record<string, unknown>): ContentWrite => ({ ...op, key: String(op.op), signature: "", subject: "" }) as ContentWrite
const shape = (writes: ContentWrite[]) =>
  writeLanes(writes).map((lane) => ({ key: lane.key, ops: lane.writes.map((w) => w.op), after: lane.after }))

describe("writeLanes", () => {
  it("creates the product first and alone, then each variation (with its strike price), image slot and catalog link apart", () => {
    const { writes } = planContent(mapProduct(shirt(), facts()), null, NONE)
    const lanes = shape(writes)
    expect(lanes[0]).toEqual({ key: PRODUCT_LANE, ops: ["createProduct"], after: [] })
    expect(
      lanes
        .slice(1)
        .map((l) => l.key)
        .sort()
    ).toEqual(
      [
        "catalog:" +
          writes
            .find((w) => w.op === "linkCatalog")!
            .key.split(":")
            .pop(),
        "images:1",
        "images:2",
        "images:further",
        "variation:variant_blue_l",
        "variation:variant_blue_m",
        "variation:variant_red_l",
        "variation:variant_red_m",
        // The product safety data (GPSR): one lane, one value after the other.
        "attributes",
      ].sort()
    )
    expect(lanes.find((l) => l.key === "variation:variant_red_m")!.ops).toEqual(["createVariation", "createOffer"])
    // Every write is in exactly one lane, in the plan's order within it.
    expect(lanes.flatMap((l) => l.ops).sort()).toEqual(writes.map((w) => w.op).sort())
  })

  it("keeps a slot's removal before its new image and the further images in order", () => {
    const lanes = shape([
      keyed({ op: "removeImage", remoteId: "9", type: 3 }),
      keyed({ op: "removeImage", remoteId: "8", type: 1 }),
      keyed({ op: "addImage", url: "a", type: 1 }),
      keyed({ op: "addImage", url: "b", type: 3 }),
      keyed({ op: "addImage", url: "c", type: 4 }),
    ])
    expect(lanes).toEqual([
      { key: "images:further", ops: ["removeImage", "addImage", "addImage"], after: [] },
      { key: "images:1", ops: ["removeImage", "addImage"], after: [] },
    ])
  })

  it("keeps the price rule, categories and fields in one lane in the plan's order", () => {
    const lanes = shape([
      keyed({ op: "updateField", name: "BestOfferMinimumPrice", value: "5.00" }),
      keyed({ op: "revisePrice", price: "9.00" }),
      keyed({ op: "updateField", name: "DisableAutomatch", value: true }),
      keyed({ op: "setMarketplaceCategory", categoryId1: "1", categoryId2: null }),
    ])
    expect(lanes).toEqual([{ key: "fields", ops: ["updateField", "revisePrice", "updateField", "setMarketplaceCategory"], after: [] }])
  })

  it("lets the images of a specifics value wait for the variation that creates the specifics", () => {
    const variation = { variantId: "v1", sku: "S", price: "1.00", stock: 1, specifics: [{ name: "Colour", value: "Red" }] }
    const lanes = shape([
      keyed({ op: "createVariation", variation }),
      keyed({ op: "createOffer", variantId: "v1", price: "2.00" }),
      keyed({ op: "removeVariationImage", value: "Blue", remoteId: "7" }),
      keyed({ op: "addVariationImage", name: "Colour", value: "Red", variantId: "v1", url: "u", position: 1 }),
      keyed({ op: "addVariationImage", name: "Colour", value: "Green", variantId: "v2", url: "u", position: 1 }),
    ])
    expect(lanes).toEqual([
      { key: "variation:v1", ops: ["createVariation", "createOffer"], after: [] },
      { key: "variation-images:Blue", ops: ["removeVariationImage"], after: [] },
      { key: "variation-images:Red", ops: ["addVariationImage"], after: ["variation:v1"] },
      // v2's variation is on the service already (no lane in this run): nothing to wait for.
      { key: "variation-images:Green", ops: ["addVariationImage"], after: [] },
    ])
  })

  it("deletes and creates again in the product lane, before everything else", () => {
    const lanes = shape([
      keyed({ op: "addImage", url: "a", type: 1 }),
      keyed({ op: "deleteProduct" }),
      keyed({ op: "createProduct", fields: {} }),
    ])
    expect(lanes[0]).toEqual({ key: PRODUCT_LANE, ops: ["deleteProduct", "createProduct"], after: [] })
  })
})
