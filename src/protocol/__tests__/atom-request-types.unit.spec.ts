import { atomCodec } from "../codec"
import { NS } from "../codec/xml"
import type { EdmValue } from "../edm"
import { ProtocolError } from "../errors"
import { EdmType, ENTITY_SETS, EntitySetDef } from "../schema"

/** An Atom request entry whose properties carry the given `m:type` (undefined: none) and text. */
const entry = (properties: Record<string, [string | undefined, string]>) =>
  `<entry xmlns="${NS.atom}" xmlns:d="${NS.d}" xmlns:m="${NS.m}"><content type="application/xml"><m:properties>` +
  Object.entries(properties)
    .map(([name, [type, text]]) => `<d:${name}${type ? ` m:type="${type}"` : ""}>${text}</d:${name}>`)
    .join("") +
  `</m:properties></content></entry>`

const product = (name: string, type: string | undefined, text: string) =>
  atomCodec.decodeEntityRequest(ENTITY_SETS.Products, entry({ [name]: [type, text] }))[name]

/** The ProtocolError a decode throws, so a test can read the property it names. */
function refusal(decode: () => unknown): ProtocolError {
  try {
    decode()
  } catch (error) {
    if (error instanceof ProtocolError) return error
    throw error
  }
  throw new Error("expected the body to be refused")
}

const SAMPLES: Record<EdmType, EdmValue> = {
  "Edm.String": "x",
  "Edm.Int64": "1",
  "Edm.Int32": 1,
  "Edm.Int16": 1,
  "Edm.Byte": 1,
  "Edm.Decimal": "1.5",
  "Edm.Double": 1.5,
  "Edm.Boolean": true,
  "Edm.DateTime": new Date(Date.UTC(2024, 0, 2, 10)),
}

describe("m:type in Atom request bodies (A4)", () => {
  it("takes every property the client's Atom writer sends, in entries and single-property bodies", () => {
    for (const set of Object.values(ENTITY_SETS) as EntitySetDef[]) {
      const values = Object.fromEntries(Object.entries(set.properties).map(([name, def]) => [name, SAMPLES[def.type]]))
      expect(atomCodec.decodeEntityRequest(set, atomCodec.encodeEntityRequest(set, values))).toEqual(values)
      for (const [name, value] of Object.entries(values)) {
        expect(atomCodec.decodePropertyRequest(set, name, atomCodec.encodePropertyRequest(set, name, value))).toEqual(value)
      }
    }
  })

  it("refuses a type that does not fit the property, naming it", () => {
    const error = refusal(() => product("StockAmount", "Edm.String", "5"))
    expect(error.detail?.property).toBe("StockAmount")
    expect(error.message).toMatch(/StockAmount is Edm.Int32: m:type="Edm.String" does not fit it/)
    expect(refusal(() => product("Title", "Edm.Int32", "5")).detail?.property).toBe("Title")
    expect(refusal(() => product("DisableAutomatch", "Edm.String", "true")).detail?.property).toBe("DisableAutomatch")
    expect(refusal(() => product("VatPercent", "Edm.Boolean", "1")).detail?.property).toBe("VatPercent")
    expect(refusal(() => product("Price", "Edm.Double", "9.99")).detail?.property).toBe("Price")
  })

  it("takes the numeric types the service converts without loss: Float from Double, Single, Decimal, an integer", () => {
    for (const type of ["Edm.Double", "Edm.Single", "Edm.Decimal", "Edm.Int32"]) expect(product("VatPercent", type, "19")).toBe(19)
    expect(product("UnitQuantity", "Edm.Decimal", "0.75")).toBe(0.75)
    expect(product("Price", "Edm.Int32", "10")).toBe("10")
  })

  it("takes an integer m:type narrower than or equal to the property's, never a wider one", () => {
    expect(product("StockAmount", "Edm.Int16", "5")).toBe(5)
    expect(product("StockAmount", "Edm.Byte", "5")).toBe(5)
    expect(product("ProductType", "Edm.Int16", "1")).toBe(1)
    expect(refusal(() => product("StockAmount", "Edm.Int64", "5")).detail?.property).toBe("StockAmount")
    expect(refusal(() => product("ProductType", "Edm.Int32", "1")).detail?.property).toBe("ProductType")
    expect(refusal(() => product("StockAmount", "Edm.Decimal", "5")).detail?.property).toBe("StockAmount")
  })

  it("takes a value without m:type when its text parses as the property's type (OData v1: text, converted)", () => {
    expect(product("StockAmount", undefined, "5")).toBe(5)
    expect(product("Price", undefined, "19.90")).toBe("19.90")
    expect(refusal(() => product("StockAmount", undefined, "five")).detail?.property).toBe("StockAmount")
  })

  it("checks the m:type of a null and of a single-property body too", () => {
    const nullOfWrongType = entry({ Price: ["Edm.Boolean", ""] }).replace("></d:Price>", ' m:null="true" />')
    expect(refusal(() => atomCodec.decodeEntityRequest(ENTITY_SETS.Products, nullOfWrongType)).detail?.property).toBe("Price")
    const body = `<Price xmlns="${NS.d}" xmlns:m="${NS.m}" m:type="Edm.Boolean">true</Price>`
    expect(refusal(() => atomCodec.decodePropertyRequest(ENTITY_SETS.Products, "Price", body)).detail?.property).toBe("Price")
    expect(
      atomCodec.decodePropertyRequest(ENTITY_SETS.Products, "Price", body.replace("Edm.Boolean", "Edm.Int32").replace("true", "7"))
    ).toBe("7")
  })

  it("stays liberal in what it reads from the service: responses are read by the schema's type", () => {
    const body = `<Price xmlns="${NS.d}" xmlns:m="${NS.m}" m:type="Edm.Double">9.99</Price>`
    expect(atomCodec.decodePropertyResponse(ENTITY_SETS.Products, "Price", body)).toBe("9.99")
    const response = entry({ Id: ["Edm.Int32", "7"], Price: ["Edm.Double", "9.99"] })
    expect(atomCodec.decodeEntry(ENTITY_SETS.Products, response).values).toEqual({ Id: "7", Price: "9.99" })
  })
})
