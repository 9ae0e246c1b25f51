import { mapProduct } from "../map-product"
import { planPush } from "../plan-push"
import type { ProductSnapshot } from "../snapshot"
import { facts, mug, mugFacts, shirt } from "./fixtures"

/** The snapshot a complete push of `desired` would leave. */
function pushed(desired: ReturnType<typeof mapProduct>): ProductSnapshot {
  let id = 100
  const next = () => String(++id)
  return {
    remoteId: next(),
    productType: desired.productType,
    fields: { ...desired.fields },
    variations: Object.fromEntries(
      desired.variations.map((v) => [v.variantId, { remoteId: next(), sku: v.sku, price: v.price, stock: v.stock, specifics: v.specifics.map((s) => ({ ...s, remoteId: next() })) }])
    ),
    images: desired.images.map((i) => ({ ...i, remoteId: next() })),
    catalogIds: [...desired.catalogIds],
    offers: Object.fromEntries(desired.offers.map((o) => [o.variantId ?? "", { remoteId: next(), price: o.price }])),
    marketplaceCategory: desired.marketplaceCategory,
  }
}

describe("planPush", () => {
  it("creates everything when nothing was pushed", () => {
    const steps = planPush(mapProduct(shirt(), facts()), null).map((s) => s.op)
    expect(steps).toEqual([
      "createProduct",
      "createVariation", "createVariation", "createVariation", "createVariation",
      "addImage", "addImage", "addImage",
      "linkCatalog",
      "createOffer",
    ])
  })

  it("sends nothing for an unchanged product", () => {
    const desired = mapProduct(shirt(), facts())
    expect(planPush(desired, pushed(desired))).toEqual([])
  })

  it("sends one property update for a changed title", () => {
    const before = pushed(mapProduct(shirt(), facts()))
    expect(planPush(mapProduct(shirt({ title: "Washed linen shirt" }), facts()), before)).toEqual([
      { op: "updateField", name: "Title", value: "Washed linen shirt" },
    ])
  })

  it("revises price and stock together, per variation, as absolute values", () => {
    const before = pushed(mapProduct(shirt(), facts()))
    const after = mapProduct(shirt(), facts({ variant_blue_m: { stock: 9, price: "27.00", originalPrice: null } }))
    expect(planPush(after, before)).toEqual([{ op: "reviseVariation", variantId: "variant_blue_m", price: "27.00", stock: 9 }])
  })

  it("revises a single product's stock alone when only stock changed", () => {
    const before = pushed(mapProduct(mug(), mugFacts("12.50", 7)))
    expect(planPush(mapProduct(mug(), mugFacts("12.50", 2)), before)).toEqual([{ op: "reviseProduct", price: undefined, stock: 2 }])
  })

  it("removes a variant that left, replaces changed option values, and refills image slots", () => {
    const before = pushed(mapProduct(shirt(), facts()))
    const product = shirt()
    product.variants = product.variants.slice(0, 3)
    product.variants[0] = { ...product.variants[0], options: [{ value: "Navy", option: { title: "Colour" } }, { value: "M", option: { title: "Size" } }] }
    product.images = [{ url: "https://cdn.test/thumb.jpg" }, { url: "https://cdn.test/new.jpg", rank: 1 }]
    const ops = planPush(mapProduct(product, facts()), before).map((s) => s.op)
    expect(ops).toEqual(["replaceSpecifics", "removeVariation", "removeImage", "removeImage", "addImage"])
  })

  it("ends a strike price when the sale ends, and links new categories", () => {
    const before = pushed(mapProduct(shirt(), facts()))
    const context = { ...facts({ variant_red_m: { stock: 3, price: "29.90", originalPrice: null } }), catalogIds: ["602"] }
    expect(planPush(mapProduct(shirt(), context), before)).toEqual([
      { op: "reviseVariation", variantId: "variant_red_m", price: "29.90", stock: undefined },
      { op: "unlinkCatalog", catalogId: "601" },
      { op: "linkCatalog", catalogId: "602" },
      { op: "deleteOffer", variantId: "variant_red_m" },
    ])
  })

  it("turns DisableAutomatch on and assigns marketplace categories when the merchant chose them", () => {
    const before = pushed(mapProduct(shirt(), facts()))
    const chosen = shirt({ metadata: { ...shirt().metadata, marketplace_category_id_1: "15687", marketplace_category_id_2: "11450" } })
    const steps = planPush(mapProduct(chosen, facts()), before)
    expect(steps).toEqual([
      { op: "updateField", name: "DisableAutomatch", value: true },
      { op: "setMarketplaceCategory", categoryId1: "15687", categoryId2: "11450" },
    ])
    expect(planPush(mapProduct(chosen, facts()), pushed(mapProduct(chosen, facts())))).toEqual([])
  })

  it("recreates a product that changed between single product and variation set", () => {
    const before = pushed(mapProduct(mug(), mugFacts()))
    const product = shirt({ id: "prod_mug" })
    expect(planPush(mapProduct(product, facts()), before).slice(0, 2).map((s) => s.op)).toEqual(["deleteProduct", "createProduct"])
  })
})

describe("planPush: variation images (spec 2.4)", () => {
  const withImages = () => {
    const product = shirt()
    product.variants = product.variants.map((v) => ({
      ...v,
      thumbnail: `https://cdn.test/${v.options![0].value.toLowerCase()}-front.jpg`,
      images: [{ url: `https://cdn.test/${v.options![0].value.toLowerCase()}-back.jpg`, rank: 1 }],
    }))
    return product
  }
  const snapshotAfter = (product = withImages()) => {
    const desired = mapProduct(product, facts())
    const before = pushedWithImages(desired)
    return { desired, before }
  }
  function pushedWithImages(desired: ReturnType<typeof mapProduct>): ProductSnapshot {
    const snap = pushed(desired)
    snap.variationImages = Object.fromEntries(
      desired.variationImages.map((v, i) => {
        const specific = snap.variations[v.variantId].specifics.find((s) => s.name === v.name && s.value === v.value)!
        return [v.value, { specificRemoteId: specific.remoteId, images: v.urls.map((url, p) => ({ remoteId: `9${i}${p}`, url, position: p + 1 })) }]
      })
    )
    return snap
  }

  it("maps images per colour value onto its first variation, front before back", () => {
    expect(mapProduct(withImages(), facts()).variationImages).toEqual([
      { name: "Colour", value: "Blue", variantId: "variant_blue_m", urls: ["https://cdn.test/blue-front.jpg", "https://cdn.test/blue-back.jpg"] },
      { name: "Colour", value: "Red", variantId: "variant_red_m", urls: ["https://cdn.test/red-front.jpg", "https://cdn.test/red-back.jpg"] },
    ])
  })

  it("leaves out images every variant has: those are product images", () => {
    const product = withImages()
    product.variants = product.variants.map((v) => ({ ...v, images: [...(v.images ?? []), { url: "https://cdn.test/all.jpg", rank: 2 }] }))
    expect(mapProduct(product, facts()).variationImages.flatMap((v) => v.urls)).not.toContain("https://cdn.test/all.jpg")
  })

  it("adds them after the variations on a first push, and sends nothing when unchanged", () => {
    const steps = planPush(mapProduct(withImages(), facts()), null).filter((s) => s.op === "addVariationImage")
    expect(steps.map((s) => (s as any).url)).toEqual(["https://cdn.test/blue-front.jpg", "https://cdn.test/blue-back.jpg", "https://cdn.test/red-front.jpg", "https://cdn.test/red-back.jpg"])
    const { desired, before } = snapshotAfter()
    expect(planPush(desired, before)).toEqual([])
  })

  it("replaces a changed image in its position only", () => {
    const { before } = snapshotAfter()
    const product = withImages()
    product.variants = product.variants.map((v) => (v.options![0].value === "Blue" ? { ...v, thumbnail: "https://cdn.test/blue-new.jpg" } : v))
    expect(planPush(mapProduct(product, facts()), before)).toEqual([
      { op: "removeVariationImage", value: "Blue", remoteId: "900" },
      { op: "addVariationImage", name: "Colour", value: "Blue", variantId: "variant_blue_m", url: "https://cdn.test/blue-new.jpg", position: 1 },
    ])
  })
})
