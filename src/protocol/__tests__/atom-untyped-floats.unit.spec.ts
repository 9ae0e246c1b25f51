import { atomCodec } from "../codec"
import { ENTITY_SETS } from "../schema"

/** A47: Atom may carry the Float properties without `m:type`; they are read by their declared type. */
const PRODUCTS = ENTITY_SETS.Products
const entity = { set: PRODUCTS, id: "1001", values: { Id: "1001", Title: "Mug", StockAmount: 3, VatPercent: 7, UnitQuantity: 0.0000001 } }
const context = { serviceRoot: "http://svc/PublicApi/v1/Api.svc", now: new Date(0) }

describe("Atom Float properties without m:type (A47)", () => {
  it("the writer leaves m:type off VatPercent and UnitQuantity only when asked, and keeps every other type", () => {
    const typed = atomCodec.encodeEntry(entity, context)
    expect(typed).toContain('<d:VatPercent m:type="Edm.Decimal">7</d:VatPercent>')
    const untyped = atomCodec.encodeEntry(entity, { ...context, untypedFloats: true })
    expect(untyped).toContain("<d:VatPercent>7</d:VatPercent>")
    expect(untyped).toContain("<d:UnitQuantity>0.0000001</d:UnitQuantity>")
    expect(untyped).toContain('<d:StockAmount m:type="Edm.Int32">3</d:StockAmount>')
    expect(atomCodec.encodeEntry({ ...entity, values: { Id: "1001", VatPercent: null } }, { ...context, untypedFloats: true })).toContain(
      '<d:VatPercent m:null="true" />'
    )
    const feed = atomCodec.encodeFeed(PRODUCTS, [entity], { ...context, untypedFloats: true })
    expect(feed).toContain("<d:VatPercent>7</d:VatPercent>")
  })

  it("the reader takes an untyped, a Double, a Single or a Decimal Float as the number it declares", () => {
    for (const attribute of ["", ' m:type="Edm.Double"', ' m:type="Edm.Single"', ' m:type="Edm.Decimal"']) {
      const body = atomCodec
        .encodeEntry(entity, { ...context, untypedFloats: true })
        .replace("<d:VatPercent>7</d:VatPercent>", `<d:VatPercent${attribute}>19.5</d:VatPercent>`)
        .replace("<d:UnitQuantity>0.0000001</d:UnitQuantity>", `<d:UnitQuantity${attribute}>1E-07</d:UnitQuantity>`)
      expect(atomCodec.decodeEntry(PRODUCTS, body).values).toMatchObject({ VatPercent: 19.5, UnitQuantity: 1e-7, StockAmount: 3 })
    }
  })
})
