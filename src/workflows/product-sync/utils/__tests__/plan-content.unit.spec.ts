import { mapProduct } from "../map-product"
import { ContentOp, planContent } from "../plan-content"
import type { ProductSnapshot } from "../../../../modules/marketplace-exchange/types"
import { facts, mug, mugFacts, shirt, namedValuesPushed } from "./fixtures"

/** The snapshot a complete push of `desired` would leave. */
function pushed(desired: ReturnType<typeof mapProduct>): ProductSnapshot {
  let id = 100
  const next = () => String(++id)
  return {
    remoteId: next(),
    productType: desired.productType,
    fields: { ...desired.fields },
    variations: Object.fromEntries(
      desired.variations.map((v) => [
        v.variantId,
        { remoteId: next(), sku: v.sku, price: v.price, stock: v.stock, specifics: v.specifics.map((s) => ({ ...s, remoteId: next() })) },
      ])
    ),
    images: desired.images.map((i) => ({ ...i, remoteId: next() })),
    catalogIds: [...desired.catalogIds],
    offers: Object.fromEntries(desired.offers.map((o) => [o.variantId ?? "", { remoteId: next(), price: o.price }])),
    marketplaceCategory: desired.marketplaceCategory,
    ...namedValuesPushed(desired),
  }
}

const NONE = { blocked: new Set<string>(), held: new Map<string, string>() }
/** The content writes as plain operations (without keys, signatures and subjects). */
const planPush = (desired: ReturnType<typeof mapProduct>, snapshot: ProductSnapshot | null, holdBack = NONE): ContentOp[] =>
  planContent(desired, snapshot, holdBack).writes.map(({ key: _k, signature: _s, subject: _t, ...op }) => op as ContentOp)

describe("planContent", () => {
  it("creates everything when nothing was pushed", () => {
    const steps = planPush(mapProduct(shirt(), facts()), null).map((s: ContentOp) => s.op)
    expect(steps).toEqual([
      "createProduct",
      "createVariation",
      "createVariation",
      "createVariation",
      "createVariation",
      "addImage",
      "addImage",
      "addImage",
      "linkCatalog",
      "createOffer",
      // The product safety data (GPSR, A45): one optional attribute per value, a variation set's too.
      ...Array(7).fill("setNamedValue"),
    ])
  })

  it("sends nothing for an unchanged product", () => {
    const desired = mapProduct(shirt(), facts())
    expect(planPush(desired, pushed(desired))).toEqual([])
  })

  it("compares a variation's specifics by name, not by position: the service keys them so (A6), and lists them in its own order", () => {
    const desired = mapProduct(shirt(), facts())
    const adopted = pushed(desired)
    for (const variation of Object.values(adopted.variations)) variation.specifics.reverse()
    expect(planPush(desired, adopted)).toEqual([])
  })

  it("sends one property update for a changed title", () => {
    const before = pushed(mapProduct(shirt(), facts()))
    expect(planPush(mapProduct(shirt({ title: "Washed linen shirt" }), facts()), before)).toEqual([
      { op: "updateField", name: "Title", value: "Washed linen shirt" },
    ])
  })

  it("leaves stock and price to the stock lane", () => {
    const before = pushed(mapProduct(shirt(), facts()))
    expect(planPush(mapProduct(shirt(), facts({ variant_blue_m: { stock: 9, price: "27.00", originalPrice: null } })), before)).toEqual([])
    expect(planPush(mapProduct(mug(), mugFacts("11.00", 2)), pushed(mapProduct(mug(), mugFacts("12.50", 7))))).toEqual([])
  })

  it("removes a variant that left, replaces changed option values, and refills image slots", () => {
    const before = pushed(mapProduct(shirt(), facts()))
    const product = shirt()
    product.variants = product.variants.slice(0, 3)
    product.variants[0] = {
      ...product.variants[0],
      options: [
        { value: "Navy", option: { title: "Colour" } },
        { value: "M", option: { title: "Size" } },
      ],
    }
    product.images = [{ url: "https://cdn.test/thumb.jpg" }, { url: "https://cdn.test/new.jpg", rank: 1 }]
    const ops = planPush(mapProduct(product, facts()), before).map((s: ContentOp) => s.op)
    expect(ops).toEqual(["replaceSpecifics", "removeVariation", "removeImage", "removeImage", "addImage"])
  })

  it("ends a strike price when the sale ends, and links new categories", () => {
    const before = pushed(mapProduct(shirt(), facts()))
    const context = { ...facts({ variant_red_m: { stock: 3, price: "29.90", originalPrice: null } }), catalogIds: ["602"] }
    expect(planPush(mapProduct(shirt(), context), before)).toEqual([
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

  it("turns automatic matching on again, once, when the merchant's categories are removed", () => {
    const chosen = shirt({ metadata: { ...shirt().metadata, marketplace_category_id_1: "15687" } })
    const before = pushed(mapProduct(chosen, facts()))
    expect(planPush(mapProduct(shirt(), facts()), before)).toEqual([{ op: "updateField", name: "DisableAutomatch", value: false }])
    const after = { ...before, fields: { ...before.fields, DisableAutomatch: false } }
    expect(planPush(mapProduct(shirt(), facts()), after)).toEqual([])
  })

  it("recreates a product that changed between single product and variation set once the merchant lists it anew", () => {
    const before = pushed(mapProduct(mug(), mugFacts()))
    const product = shirt({ id: "prod_mug" })
    expect(
      planPush(mapProduct(product, facts()), before)
        .slice(0, 2)
        .map((s: ContentOp) => s.op)
    ).toEqual(["deleteProduct", "createProduct"])
  })

  it("A51: a variation set down to one variant keeps its product, its other variations removed one by one", () => {
    const before = pushed(mapProduct(shirt(), facts()))
    const one = shirt({ variants: shirt().variants.filter((v) => v.id === "variant_red_m") })
    const ops = planPush(mapProduct(one, { ...facts(), listedType: 1 }), before)
    expect(ops.filter((o) => o.op === "deleteProduct" || o.op === "createProduct")).toEqual([])
    expect(ops.filter((o) => o.op === "removeVariation").map((o) => (o as { variantId: string }).variantId)).toEqual([
      "variant_blue_m",
      "variant_blue_l",
      "variant_red_l",
    ])
  })

  it("A51: a single product that gained variants keeps its product and sells its first variant alone", () => {
    const before = pushed(mapProduct(mug(), mugFacts()))
    const variants = [...mug().variants, { id: "variant_mug_big", sku: "MUG-2", variant_rank: 1 }]
    const context = { ...mugFacts(), facts: { ...mugFacts().facts, variant_mug_big: { stock: 4, price: "15.00", originalPrice: null } } }
    const desired = mapProduct(mug({ variants }), { ...context, listedType: 0 })
    expect(planPush(desired, before)).toEqual([])
  })
})

describe("planContent: a listing linked at move-in", () => {
  const linked = (desired: ReturnType<typeof mapProduct>, kept: boolean): ProductSnapshot => {
    const snapshot = pushed(desired)
    snapshot.fields.ForeignId = "magento-77"
    for (const variation of Object.values(snapshot.variations)) variation.foreignId = `magento-77-${variation.sku}`
    snapshot.variations["unmatched:900"] = {
      remoteId: "900",
      sku: "SHIRT-GREEN-M",
      price: "29.90",
      stock: 2,
      specifics: [],
      unmatched: true,
    }
    return kept ? { ...snapshot, foreignIdsKept: true } : snapshot
  }

  it("keeps the old system's ForeignIds while it runs, and removes the variation the store does not sell", () => {
    const desired = mapProduct(shirt(), facts())
    expect(planPush(desired, linked(desired, true))).toEqual([{ op: "removeVariation", variantId: "unmatched:900" }])
  })

  it("writes our ForeignIds, product and variations, once the old connector is off", () => {
    const desired = mapProduct(shirt(), facts())
    const ops = planPush(desired, linked(desired, false))
    expect(ops).toContainEqual({ op: "updateField", name: "ForeignId", value: "prod_shirt" })
    expect(ops.filter((op) => op.op === "updateVariationForeignId").map((op) => (op as { variantId: string }).variantId)).toEqual([
      "variant_blue_m",
      "variant_blue_l",
      "variant_red_m",
      "variant_red_l",
    ])
  })
})

describe("planContent: variation images (spec 2.4)", () => {
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
        return [
          v.value,
          { specificRemoteId: specific.remoteId, images: v.urls.map((url, p) => ({ remoteId: `9${i}${p}`, url, position: p + 1 })) },
        ]
      })
    )
    return snap
  }

  it("maps images per colour value onto its first variation, front before back", () => {
    expect(mapProduct(withImages(), facts()).variationImages).toEqual([
      {
        name: "Colour",
        value: "Blue",
        variantId: "variant_blue_m",
        urls: ["https://cdn.test/blue-front.jpg", "https://cdn.test/blue-back.jpg"],
      },
      {
        name: "Colour",
        value: "Red",
        variantId: "variant_red_m",
        urls: ["https://cdn.test/red-front.jpg", "https://cdn.test/red-back.jpg"],
      },
    ])
  })

  it("leaves out images every variant has: those are product images", () => {
    const product = withImages()
    product.variants = product.variants.map((v) => ({ ...v, images: [...(v.images ?? []), { url: "https://cdn.test/all.jpg", rank: 2 }] }))
    expect(mapProduct(product, facts()).variationImages.flatMap((v) => v.urls)).not.toContain("https://cdn.test/all.jpg")
  })

  it("adds them after the variations on a first push, and sends nothing when unchanged", () => {
    const steps = planPush(mapProduct(withImages(), facts()), null).filter((s: ContentOp) => s.op === "addVariationImage")
    expect(steps.map((s: ContentOp) => (s as any).url)).toEqual([
      "https://cdn.test/blue-front.jpg",
      "https://cdn.test/blue-back.jpg",
      "https://cdn.test/red-front.jpg",
      "https://cdn.test/red-back.jpg",
    ])
    const { desired, before } = snapshotAfter()
    expect(planPush(desired, before)).toEqual([])
  })

  it("sends nothing when Medusa lists the variants, their option values and images in another order", () => {
    // Medusa leaves variant_rank at 0 unless the merchant orders the variants, and a variant's
    // option values (a many-to-many) and images of one rank come in no fixed order.
    const listed = (reversed: boolean) => {
      const product = withImages()
      const variants = product.variants.map((v) => ({
        ...v,
        variant_rank: 0,
        options: reversed ? [...v.options!].reverse() : v.options,
        images: [...(v.images ?? []), { url: `${v.images![0].url}?side`, rank: 1 }],
      }))
      product.variants = reversed ? variants.reverse().map((v) => ({ ...v, images: [...v.images].reverse() })) : variants
      return product
    }
    const { desired, before } = snapshotAfter(listed(false))
    expect(planPush(mapProduct(listed(true), facts()), before)).toEqual([])
    expect(mapProduct(listed(true), facts())).toEqual(desired)
  })

  it("replaces a changed image in its position only", () => {
    const { before } = snapshotAfter()
    const product = withImages()
    product.variants = product.variants.map((v) =>
      v.options![0].value === "Blue" ? { ...v, thumbnail: "https://cdn.test/blue-new.jpg" } : v
    )
    expect(planPush(mapProduct(product, facts()), before)).toEqual([
      { op: "removeVariationImage", value: "Blue", remoteId: "900" },
      {
        op: "addVariationImage",
        name: "Colour",
        value: "Blue",
        variantId: "variant_blue_m",
        url: "https://cdn.test/blue-new.jpg",
        position: 1,
      },
    ])
  })
})
