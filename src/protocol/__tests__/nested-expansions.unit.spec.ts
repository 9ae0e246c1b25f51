import { toEntity } from "../../client/resources/entity"
import { atomCodec, DecodedEntity, EntityToEncode, jsonCodec } from "../codec"
import { ENTITY_SETS } from "../schema"

/**
 * `$expand` paths (A6; the vendor's connector, evidence P1, OR1): an expanded entry carries its own
 * expansions. Bodies are written by hand as WCF Data Services writes them: JSON 1.0 collections as
 * bare arrays at every depth, 2.0 as `{results}` (A21), Atom as inline feeds and entries.
 */
const ROOT = "http://sandbox.test/PublicApi/v1/Api.svc"
const D = "http://schemas.microsoft.com/ado/2007/08/dataservices"
const M = `${D}/metadata`
const RELATED = `${D}/related/`
const many = (entity: DecodedEntity, nav: string) => entity.expanded[nav] as DecodedEntity[]
const one = (entity: DecodedEntity, nav: string) => entity.expanded[nav] as DecodedEntity | null

const meta = (set: string, id: string, type: string) => ({ __metadata: { uri: `${ROOT}/${set}(${id}L)`, type: `PublicApi.Model.${type}` } })
const deferred = (set: string, id: string, nav: string) => ({ __deferred: { uri: `${ROOT}/${set}(${id}L)/${nav}` } })

/** An order, its items, and each item's Product and ProductVariation (evidence OR1), in JSON. */
function jsonOrder(collection: (entries: unknown[]) => unknown) {
  return JSON.stringify({
    d: {
      ...meta("SalesOrders", "900", "SalesOrder"),
      Id: "900",
      Buyer: deferred("SalesOrders", "900", "Buyer"),
      SalesOrderItems: collection([
        {
          ...meta("SalesOrderItems", "901", "SalesOrderItem"),
          Id: "901",
          Amount: 2,
          Product: { ...meta("Products", "10", "Product"), Id: "10", ForeignId: "mug" },
          ProductVariation: null,
        },
        {
          ...meta("SalesOrderItems", "902", "SalesOrderItem"),
          Id: "902",
          Amount: 1,
          Product: { ...meta("Products", "11", "Product"), Id: "11", ForeignId: "shirt", ProductVariations: collection([]) },
          ProductVariation: {
            ...meta("ProductVariations", "12", "ProductVariation"),
            Id: "12",
            Sku: "B-M",
            ProductVariationSpecifics: collection([
              { ...meta("ProductVariationSpecifics", "13", "ProductVariationSpecific"), Id: "13", Name: "Farbe", Value: "Blau" },
            ]),
          },
        },
      ]),
    },
  })
}

function checkOrder(order: DecodedEntity) {
  const items = many(order, "SalesOrderItems")
  expect(order.expanded.Buyer).toBeUndefined()
  expect(items.map((i) => [i.values.Amount, one(i, "Product")?.values.ForeignId, one(i, "ProductVariation")?.values.Sku ?? null])).toEqual([
    [2, "mug", null],
    [1, "shirt", "B-M"],
  ])
  expect(many(one(items[1], "Product")!, "ProductVariations")).toEqual([])
  const specifics = many(one(items[1], "ProductVariation")!, "ProductVariationSpecifics")
  expect(specifics.map((s) => [s.values.Id, s.values.Name, s.values.Value])).toEqual([["13", "Farbe", "Blau"]])
  expect(specifics[0].uri).toBe(`${ROOT}/ProductVariationSpecifics(13L)`)
}

describe("nested expansions (A6, A21)", () => {
  it("JSON: reads nested expansions written as bare arrays (1.0) and as {results} (2.0)", () => {
    checkOrder(
      jsonCodec.decodeEntry(
        ENTITY_SETS.SalesOrders,
        jsonOrder((entries) => entries)
      )
    )
    checkOrder(
      jsonCodec.decodeEntry(
        ENTITY_SETS.SalesOrders,
        jsonOrder((entries) => ({ results: entries }))
      )
    )
  })

  it("Atom: reads inline feeds and entries inside inline entries", () => {
    const link = (set: string, id: string, nav: string, kind: "feed" | "entry", inline?: string) =>
      `<link rel="${RELATED}${nav}" type="application/atom+xml;type=${kind}" title="${nav}" href="${set}(${id}L)/${nav}"` +
      (inline === undefined ? " />" : `><m:inline>${inline}</m:inline></link>`)
    const entry = (set: string, id: string, type: string, properties: string, links = "") =>
      `<entry><id>${ROOT}/${set}(${id}L)</id><title type="text" /><updated>2023-11-14T22:13:20Z</updated><author><name /></author>` +
      `<link rel="edit" title="${type}" href="${set}(${id}L)" />${links}` +
      `<category term="PublicApi.Model.${type}" scheme="${D}/scheme" />` +
      `<content type="application/xml"><m:properties><d:Id m:type="Edm.Int64">${id}</d:Id>${properties}</m:properties></content></entry>`
    const item = (id: string, amount: number, product: string, variation: string) =>
      entry(
        "SalesOrderItems",
        id,
        "SalesOrderItem",
        `<d:Amount m:type="Edm.Int32">${amount}</d:Amount>`,
        link("SalesOrderItems", id, "Product", "entry", product) + link("SalesOrderItems", id, "ProductVariation", "entry", variation)
      )
    const mug = entry("Products", "10", "Product", `<d:ForeignId m:type="Edm.String">mug</d:ForeignId>`)
    const shirt = entry(
      "Products",
      "11",
      "Product",
      `<d:ForeignId m:type="Edm.String">shirt</d:ForeignId>`,
      link("Products", "11", "ProductVariations", "feed", "<feed />")
    )
    const specific = entry(
      "ProductVariationSpecifics",
      "13",
      "ProductVariationSpecific",
      `<d:Name m:type="Edm.String">Farbe</d:Name><d:Value m:type="Edm.String">Blau</d:Value>`
    )
    const variation = entry(
      "ProductVariations",
      "12",
      "ProductVariation",
      `<d:Sku m:type="Edm.String">B-M</d:Sku>`,
      link("ProductVariations", "12", "ProductVariationSpecifics", "feed", `<feed>${specific}</feed>`)
    )
    const body =
      `<?xml version="1.0" encoding="utf-8" standalone="yes"?>` +
      entry(
        "SalesOrders",
        "900",
        "SalesOrder",
        "",
        link("SalesOrders", "900", "Buyer", "entry") +
          link(
            "SalesOrders",
            "900",
            "SalesOrderItems",
            "feed",
            `<feed>${item("901", 2, mug, "")}${item("902", 1, shirt, variation)}</feed>`
          )
      ).replace("<entry>", `<entry xml:base="${ROOT}/" xmlns="http://www.w3.org/2005/Atom" xmlns:d="${D}" xmlns:m="${M}">`)
    checkOrder(atomCodec.decodeEntry(ENTITY_SETS.SalesOrders, body))
  })

  it.each([
    { format: "json", codec: jsonCodec, version: "1.0" },
    { format: "json", codec: jsonCodec, version: "2.0" },
    { format: "atom", codec: atomCodec, version: "1.0" },
  ] as const)(
    "$format: writes nested expansions the reader reads back ($version answer); the client keeps them nested",
    ({ codec, version }) => {
      const { Products, ProductVariations, ProductVariationSpecifics } = ENTITY_SETS
      const specific: EntityToEncode = { set: ProductVariationSpecifics, id: "13", values: { Id: "13", Name: "Farbe", Value: "Blau" } }
      const variation: EntityToEncode = {
        set: ProductVariations,
        id: "12",
        values: { Id: "12", Sku: "B-M" },
        expanded: { ProductVariationSpecifics: [specific] },
      }
      const product: EntityToEncode = { set: Products, id: "11", values: { Id: "11" }, expanded: { ProductVariations: [variation] } }
      const body = codec.encodeFeed(Products, [product], { serviceRoot: ROOT, version })
      if (codec === jsonCodec) {
        const { d } = JSON.parse(body)
        const raw = (version === "1.0" ? d : d.results)[0].ProductVariations
        expect(version === "1.0" ? raw[0].ProductVariationSpecifics : raw.results[0].ProductVariationSpecifics.results).toHaveLength(1)
      }
      const [read] = codec.decodeFeed(Products, body).entries
      const specifics = many(many(read, "ProductVariations")[0], "ProductVariationSpecifics")
      expect(specifics.map((s) => s.values.Value)).toEqual(["Blau"])
      expect(many(read, "ProductVariations")[0].expanded.Product).toBeUndefined()
      const typed = toEntity<{ ProductVariations: Array<{ Sku: string; ProductVariationSpecifics: Array<{ Value: string }> }> }>(read)
      expect(typed.ProductVariations[0].ProductVariationSpecifics[0].Value).toBe("Blau")
    }
  )
})
