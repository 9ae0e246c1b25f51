import { mapProduct } from "../map-product"
import { planNamedValues } from "../plan-specifics"
import { drawerSpecifics, productSpecifics } from "../product-specifics"
import { validateProduct } from "../validate-product"
import { facts, mug, mugFacts, shirt } from "./fixtures"

describe("item specifics of a single product", () => {
  it("sends Medusa's attributes under eBay.de's names, the origin country in German and numbers with a comma", () => {
    const { specifics, held } = productSpecifics(mug({ material: "Steinzeug", origin_country: "pt", weight: 350.5 }), [])
    expect(specifics).toEqual([
      { name: "Material", value: "Steinzeug" },
      { name: "Gewicht", value: "350,5" },
      { name: "Herstellungsland", value: "Portugal" },
    ])
    expect(held).toEqual([])
  })

  it("takes the drawer's first, then tags `Name: Value`, then options, then attributes; the first of a name wins", () => {
    const product = mug({
      material: "Steinzeug",
      tags: [{ value: "Stil: Landhaus" }, { value: "sale" }, { value: "material: Porzellan" }],
      variants: [{ id: "variant_mug", sku: "MUG-1", options: [{ value: "Blau", option: { title: "Farbe" } }] }],
    })
    const { specifics } = productSpecifics(product, [{ name: "Stil", value: "Modern" }], { material: "Werkstoff" })
    expect(specifics).toEqual([
      { name: "Stil", value: "Modern" },
      { name: "material", value: "Porzellan" },
      { name: "Farbe", value: "Blau" },
      { name: "Werkstoff", value: "Steinzeug" },
    ])
    // Medusa's default option of a product made without options is no specific.
    expect(
      productSpecifics(
        mug({ variants: [{ id: "v", options: [{ value: "Default option value", option: { title: "Default option" } }] }] }),
        []
      ).specifics
    ).toEqual([])
  })

  it("sends fifteen of sixteen and holds back an over-long one alone, each with one warning; the product goes", () => {
    const own = Array.from({ length: 16 }, (_, i) => ({ name: `Merkmal ${i + 1}`, value: `Wert ${i + 1}` }))
    own.splice(3, 0, { name: "Zu lang", value: "x".repeat(66) })
    const desired = mapProduct(
      mug({ metadata: { marketplace_brand: "A", marketplace_mpn: "B", marketplace_specifics: JSON.stringify(own) } }),
      mugFacts()
    )
    expect(desired.specifics).toHaveLength(15)
    expect(desired.heldSpecifics).toEqual([
      { name: "Zu lang", value: "x".repeat(66), reason: "too_long" },
      { name: "Merkmal 16", value: "Wert 16", reason: "surplus" },
    ])
    const problems = validateProduct(desired).filter((p) => p.field === "specifics")
    expect(problems.map((p) => [p.code, p.severity])).toEqual([
      ["problem.specific_too_long", "warning"],
      ["problem.specifics_surplus", "warning"],
    ])
    expect(problems[1].params).toEqual({ count: 1, max: 15, names: "Merkmal 16" })
  })

  it("gives a variation set none: its variations carry their specifics", () => {
    expect(mapProduct(shirt({ material: "Leinen" }), facts()).specifics).toEqual([])
  })

  it("reads the drawer's list from metadata, a JSON text or a list, and nothing from anything else", () => {
    expect(drawerSpecifics('[{"name":" Stil ","value":"Modern"}]')).toEqual([{ name: "Stil", value: "Modern" }])
    expect(drawerSpecifics([{ name: "Stil", value: 3 }])).toEqual([{ name: "Stil", value: "3" }])
    expect(drawerSpecifics("Stil: Modern")).toEqual([])
    expect(drawerSpecifics(null)).toEqual([])
  })
})

describe("planNamedValues", () => {
  const desired = (specifics: Array<{ name: string; value: string }>) => ({
    ...mapProduct(mug(), mugFacts()),
    specifics,
    optionalAttributes: [],
  })
  const snapshot = (specifics?: Record<string, { remoteId: string; value: string }>) =>
    ({ remoteId: "9", productType: 0, fields: {}, variations: {}, images: [], catalogIds: [], offers: {}, specifics }) as never

  it("removes first, then sets the new and changed ones; an unchanged product plans nothing", () => {
    const known = { Stil: { remoteId: "1", value: "Alt" }, Farbe: { remoteId: "2", value: "Blau" }, Weg: { remoteId: "3", value: "x" } }
    const writes = planNamedValues(
      desired([
        { name: "Stil", value: "Neu" },
        { name: "Farbe", value: "Blau" },
        { name: "Neu", value: "y" },
      ]),
      snapshot(known)
    )
    expect(writes.map((w) => [w.op, (w as { name: string }).name])).toEqual([
      ["removeNamedValue", "Weg"],
      ["setNamedValue", "Stil"],
      ["setNamedValue", "Neu"],
    ])
    expect(writes.map((w) => w.key)).toEqual(["specific:Weg", "specific:Stil", "specific:Neu"])
    expect(planNamedValues(desired([{ name: "Farbe", value: "Blau" }]), snapshot({ Farbe: { remoteId: "2", value: "Blau" } }))).toEqual([])
  })

  it("plans nothing for a product with none wanted and none known, also when the snapshot does not know the service's", () => {
    expect(planNamedValues(desired([]), snapshot(undefined))).toEqual([])
    expect(planNamedValues(desired([{ name: "Stil", value: "Modern" }]), snapshot(undefined))).toHaveLength(1)
  })
})
