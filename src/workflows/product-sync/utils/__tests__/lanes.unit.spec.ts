import { mapProduct } from "../map-product"
import { planContent } from "../plan-content"
import { planStockAndPrice } from "../plan-stock-and-price"
import { nextRefusals, Refusal } from "../refusals"
import type { ProductSnapshot } from "../../../../modules/marketplace-exchange/types"
import { syncStatusOf } from "../sync-status"
import { blockedKeys, validateProduct } from "../validate-product"
import { WRITE_KEYS } from "../../../../modules/marketplace-exchange/types"
import { facts, mug, mugFacts, shirt, namedValuesPushed } from "./fixtures"

/** The snapshot a complete push of `desired` would leave (the single product case is enough here). */
function pushed(desired: ReturnType<typeof mapProduct>): ProductSnapshot {
  return {
    remoteId: "100",
    productType: desired.productType,
    fields: { ...desired.fields },
    variations: {},
    images: desired.images.map((i, n) => ({ ...i, remoteId: `2${n}` })),
    catalogIds: [...desired.catalogIds],
    offers: {},
    ...namedValuesPushed(desired),
  }
}
const holdBackOf = (desired: ReturnType<typeof mapProduct>, held: Array<[string, string]> = []) => ({
  blocked: blockedKeys(validateProduct(desired, { currencyCode: "eur" })),
  held: new Map(held),
})
const ops = (writes: Array<{ op: string; name?: string }>) => writes.map((w) => (w.name ? `${w.op} ${w.name}` : w.op))
const withMeta = (metadata: Record<string, unknown>) => mug({ metadata })

describe("two lanes", () => {
  it("sends stock while a too-long title is held back, and holds back only the title", () => {
    const before = pushed(mapProduct(mug(), mugFacts("12.50", 7)))
    const desired = mapProduct(mug({ title: "x".repeat(100), subtitle: "New subtitle" }), mugFacts("12.50", 0))
    const holdBack = holdBackOf(desired)
    expect(planStockAndPrice(desired, before, holdBack).writes).toEqual([
      expect.objectContaining({ variantId: null, stock: 0, price: undefined }),
    ])
    const content = planContent(desired, before, holdBack)
    expect(ops(content.writes)).toEqual(["updateField ShortDescription"])
    expect(content.heldBack.map((w) => w.key)).toEqual([WRITE_KEYS.field("Title")])
    expect(content.createBlocked).toBe(false)
  })

  it("zeroes a linked listing's variation the store does not sell, in the stock lane, whatever the content lane does", () => {
    const desired = mapProduct(mug(), mugFacts("12.50", 7))
    const before = pushed(desired)
    before.variations["unmatched:900"] = { remoteId: "900", sku: "MUG-GREEN", price: "12.50", stock: 4, specifics: [], unmatched: true }
    expect(planStockAndPrice(desired, before, holdBackOf(desired)).writes).toEqual([
      expect.objectContaining({ variantId: "unmatched:900", stock: 0, price: undefined }),
    ])
    before.variations["unmatched:900"].stock = 0
    expect(planStockAndPrice(desired, before, holdBackOf(desired)).writes).toEqual([])
  })

  it("keeps a product that cannot be created off the service entirely", () => {
    const desired = mapProduct(mug({ title: "x".repeat(100) }), mugFacts())
    const plan = planContent(desired, null, holdBackOf(desired))
    expect(plan).toMatchObject({ writes: [], createBlocked: true })
    expect(planStockAndPrice(desired, null, holdBackOf(desired)).writes).toEqual([])
  })

  it("creates a product whose only problem is an image the service cannot fetch, without that image", () => {
    const desired = mapProduct(mug({ images: [{ url: "ftp://files/mug.jpg" }, { url: "https://cdn.test/mug.jpg" }] }), mugFacts())
    const plan = planContent(desired, null, holdBackOf(desired))
    expect(plan.createBlocked).toBe(false)
    expect(plan.writes.filter((w) => w.op === "addImage")).toEqual([expect.objectContaining({ url: "https://cdn.test/mug.jpg", type: 1 })])
  })

  it("does not send a refused value again, but sends a changed one", () => {
    const before = pushed(mapProduct(mug(), mugFacts()))
    const desired = mapProduct(mug({ title: "Stoneware mug, blue" }), mugFacts())
    const [title] = planContent(desired, before, holdBackOf(desired)).writes
    const held = planContent(desired, before, holdBackOf(desired, [[title.key, title.signature]]))
    expect(held.writes).toEqual([])
    expect(held.heldBack.map((w) => w.key)).toEqual([WRITE_KEYS.field("Title")])
    const changed = mapProduct(mug({ title: "Stoneware mug, green" }), mugFacts())
    expect(ops(planContent(changed, before, holdBackOf(changed, [[title.key, title.signature]])).writes)).toEqual(["updateField Title"])
  })

  it("sends a stock change alone when the price was refused at that value", () => {
    const before = pushed(mapProduct(mug(), mugFacts("12.50", 7)))
    const desired = mapProduct(mug(), mugFacts("9.00", 3))
    const { writes, heldBack } = planStockAndPrice(desired, before, holdBackOf(desired, [[WRITE_KEYS.price(null), "9.00"]]))
    expect(writes).toEqual([expect.objectContaining({ stock: 3, price: undefined })])
    expect(heldBack.map((w) => w.key)).toEqual([WRITE_KEYS.price(null)])
  })

  it("lowers both Best Offer thresholds minimum first, in the content lane", () => {
    const before = pushed(
      mapProduct(
        withMeta({ marketplace_best_offer_auto_accept_price: "15", marketplace_best_offer_minimum_price: "12" }),
        mugFacts("20.00")
      )
    )
    const desired = mapProduct(
      withMeta({ marketplace_best_offer_auto_accept_price: "8", marketplace_best_offer_minimum_price: "5" }),
      mugFacts("20.00")
    )
    expect(ops(planContent(desired, before, holdBackOf(desired)).writes)).toEqual([
      "updateField BestOfferMinimumPrice",
      "updateField BestOfferAutoAcceptPrice",
    ])
    expect(planStockAndPrice(desired, before, holdBackOf(desired)).writes).toEqual([])
  })

  it("raises the price in the stock lane, which runs before the content lane raises the auto-accept price", () => {
    const before = pushed(mapProduct(withMeta({ marketplace_best_offer_auto_accept_price: "15" }), mugFacts("20.00")))
    const desired = mapProduct(withMeta({ marketplace_best_offer_auto_accept_price: "25" }), mugFacts("30.00"))
    expect(planStockAndPrice(desired, before, holdBackOf(desired)).writes).toEqual([expect.objectContaining({ price: "30.00" })])
    expect(ops(planContent(desired, before, holdBackOf(desired)).writes)).toEqual(["updateField BestOfferAutoAcceptPrice"])
  })

  it("lowers the price after the thresholds it would cross, while the stock goes at once", () => {
    const before = pushed(
      mapProduct(
        withMeta({ marketplace_best_offer_auto_accept_price: "15", marketplace_best_offer_minimum_price: "12" }),
        mugFacts("20.00", 7)
      )
    )
    const desired = mapProduct(
      withMeta({ marketplace_best_offer_auto_accept_price: "8", marketplace_best_offer_minimum_price: "5" }),
      mugFacts("10.00", 4)
    )
    expect(planStockAndPrice(desired, before, holdBackOf(desired)).writes).toEqual([
      expect.objectContaining({ stock: 4, price: undefined }),
    ])
    expect(ops(planContent(desired, before, holdBackOf(desired)).writes)).toEqual([
      "updateField BestOfferMinimumPrice",
      "updateField BestOfferAutoAcceptPrice",
      "revisePrice",
    ])
  })

  it("revises each variation of a set on its own, and holds back a variation without SKU only", () => {
    const desired = mapProduct(shirt(), facts())
    const before: ProductSnapshot = {
      ...pushed(desired),
      variations: Object.fromEntries(
        desired.variations.map((v, n) => [
          v.variantId,
          { remoteId: `5${n}`, sku: v.sku, price: v.price, stock: v.stock + 1, specifics: [] },
        ])
      ),
    }
    const product = shirt()
    product.variants = product.variants.map((v, i) => (i === 0 ? { ...v, sku: null } : v))
    const changed = mapProduct(product, facts())
    expect(planStockAndPrice(changed, before, holdBackOf(changed)).writes.map((w) => [w.variantId, w.stock])).toEqual([
      ["variant_blue_m", 3],
      ["variant_blue_l", 0],
      ["variant_red_m", 3],
      ["variant_red_l", 5],
    ])
    expect(planContent(changed, before, holdBackOf(changed)).heldBack.map((w) => w.key)).toContain(WRITE_KEYS.variation("variant_blue_m"))
  })
})

describe("nextRefusals and syncStatusOf", () => {
  const refusal = (key: string, signature: string, lane: Refusal["lane"] = "content"): Refusal => ({
    key,
    signature,
    subject: key,
    code: "4001",
    message: "No",
    at: "2026-01-01T00:00:00.000Z",
    lane,
  })

  it("keeps a refusal while its value is still held back, and drops it once the value changed or went through", () => {
    const previous = [refusal("field:Title", '"A"'), refusal("field:Brand", '"B"'), refusal("price:", "9.00", "stock")]
    const stillHeld = [{ key: "field:Title", signature: '"A"', subject: "Title" }]
    expect(nextRefusals(previous, "content", stillHeld, [refusal("field:Mpn", '"M"')]).map((r) => r.key)).toEqual([
      "field:Title",
      "field:Mpn",
    ])
  })

  it("says parked only for a product not on the service, attention for one with content held back", () => {
    expect(syncStatusOf({ onService: false, createBlocked: true, problems: [], refusals: [] })).toBe("parked")
    expect(syncStatusOf({ onService: true, createBlocked: false, problems: [], refusals: [refusal("field:Title", "x")] })).toBe("attention")
    expect(
      syncStatusOf({
        onService: true,
        createBlocked: false,
        problems: [{ field: "images", severity: "warning", code: "problem.images_dropped", params: {}, message: "", fix: "" }],
        refusals: [],
      })
    ).toBe("synced")
  })
})
