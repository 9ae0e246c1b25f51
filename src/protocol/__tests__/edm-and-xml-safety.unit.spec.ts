import { atomCodec, jsonCodec } from "../codec"
import { fromJsonValue, parseEdmText, toJsonValue } from "../edm"
import { ProtocolError } from "../errors"
import { ACCEPTED_M_TYPES, ENTITY_SETS, EntitySetDef, writtenMType } from "../schema"

describe("Edm values", () => {
  it("keeps Int64 and Decimal as strings and refuses floats for ids", () => {
    expect(fromJsonValue("Edm.Int64", "9007199254740993")).toBe("9007199254740993")
    expect(() => fromJsonValue("Edm.Int64", 9007199254740993)).toThrow(ProtocolError)
    // 19 digits are not all Int64s: one past the largest is refused, the largest and smallest read.
    expect(fromJsonValue("Edm.Int64", "9223372036854775807")).toBe("9223372036854775807")
    expect(fromJsonValue("Edm.Int64", "-9223372036854775808")).toBe("-9223372036854775808")
    expect(() => fromJsonValue("Edm.Int64", "9223372036854775808")).toThrow(ProtocolError)
    expect(fromJsonValue("Edm.Decimal", 9.99)).toBe("9.99")
    expect(() => fromJsonValue("Edm.Decimal", "9,99")).toThrow(/not a valid Edm.Decimal/)
  })

  it("checks integer ranges", () => {
    expect(() => parseEdmText("Edm.Int16", "40000")).toThrow(ProtocolError)
    expect(() => parseEdmText("Edm.Byte", "-1")).toThrow(ProtocolError)
    expect(parseEdmText("Edm.Int32", "-5")).toBe(-5)
  })

  it("reads both date forms as UTC and writes each direction's form", () => {
    const date = new Date(Date.UTC(2024, 1, 29, 23, 59, 58))
    expect(fromJsonValue("Edm.DateTime", "/Date(1709251198000)/")).toEqual(date)
    expect(fromJsonValue("Edm.DateTime", "2024-02-29T23:59:58")).toEqual(date)
    expect(toJsonValue("Edm.DateTime", date, "response")).toBe("/Date(1709251198000)/")
    expect(toJsonValue("Edm.DateTime", date, "request")).toBe("2024-02-29T23:59:58")
  })

  it("names the property in type errors", () => {
    expect(() => jsonCodec.decodeEntityRequest(ENTITY_SETS.Products, '{"StockAmount":"many"}')).toThrow(
      /"many" is not a valid Edm.Int32 for StockAmount/
    )
  })

  it("refuses unknown properties in request bodies, and keeps them in responses", () => {
    expect(() => jsonCodec.decodeEntityRequest(ENTITY_SETS.Products, '{"Colour":"red"}')).toThrow(/Colour does not exist on Products/)
    const entity = jsonCodec.decodeEntry(ENTITY_SETS.Products, '{"d":{"Id":"1","NewField":"x","Seen":"/Date(0)/"}}')
    expect(entity.values).toEqual({ Id: "1", NewField: "x", Seen: new Date(0) })
  })
})

describe("hostile XML", () => {
  const bomb =
    '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>' +
    '<entry xmlns="http://www.w3.org/2005/Atom"><content><properties><Title>&lol2;</Title></properties></content></entry>'
  const external = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><uri>&xxe;</uri>'

  it("refuses entity declarations of any kind", () => {
    expect(() => atomCodec.decodeEntityRequest(ENTITY_SETS.Products, bomb)).toThrow(/DOCTYPE or ENTITY/)
    expect(() => atomCodec.decodeLinkRequest(external)).toThrow(/DOCTYPE or ENTITY/)
  })

  it("refuses malformed XML instead of guessing", () => {
    expect(() => atomCodec.decodeLinkRequest("<uri>http://x</url>")).toThrow(/malformed/)
    expect(() => atomCodec.decodeEntry(ENTITY_SETS.Products, "")).toThrow(ProtocolError)
  })
})

describe("answers nested too deeply", () => {
  it("reads 500,000-deep XML and JSON as protocol errors, not crashes", () => {
    const depth = 500_000
    const xml = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">${"<a>".repeat(depth)}${"</a>".repeat(depth)}</feed>`
    expect(() => atomCodec.decodeFeed(ENTITY_SETS.Products, xml)).toThrow(ProtocolError)
    const json = `{"d":${"[".repeat(depth)}${"]".repeat(depth)}}`
    expect(() => jsonCodec.decodeFeed(ENTITY_SETS.Products, json)).toThrow(ProtocolError)
  })
})

describe("what the Atom writer puts on the wire", () => {
  it("removes characters XML cannot carry from every text, which a .NET service answers 400 to", () => {
    const title = "Linen\u0001 shirt\u0008\u000B\u000C\u001F\uFFFE\uD800"
    const body = atomCodec.encodeEntityRequest(ENTITY_SETS.Products, { Title: title, Description: "<p>a\u0002b\u0007</p>", Mpn: "A\tB\nC" })
    expect(body).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/)
    expect(atomCodec.decodeEntityRequest(ENTITY_SETS.Products, body)).toEqual({
      Title: "Linen shirt",
      Description: "<p>ab</p>",
      Mpn: "A\tB\nC",
    })
    const put = atomCodec.encodePropertyRequest(ENTITY_SETS.Products, "Brand", "Ac\u0000me \uD83D\uDE00")
    expect(atomCodec.decodePropertyRequest(ENTITY_SETS.Products, "Brand", put)).toBe("Acme \uD83D\uDE00")
  })

  it("A32: writes Float properties as Edm.Decimal, a type of the spec's Atom list, in plain decimal notation", () => {
    const body = atomCodec.encodeEntityRequest(ENTITY_SETS.Products, { VatPercent: 19, UnitQuantity: 1e-7 })
    expect(body).toContain('<d:VatPercent m:type="Edm.Decimal">19</d:VatPercent>')
    expect(body).toContain('<d:UnitQuantity m:type="Edm.Decimal">0.0000001</d:UnitQuantity>')
    expect(atomCodec.encodePropertyRequest(ENTITY_SETS.Products, "UnitQuantity", 2.5e21)).toContain(
      'm:type="Edm.Decimal">2500000000000000000000</UnitQuantity>'
    )
    expect(atomCodec.encodePropertyRequest(ENTITY_SETS.Products, "VatPercent", null)).toContain('m:type="Edm.Decimal" m:null="true"')
    // The types written are the spec's (section 2), and ones the service takes for the property (A4).
    const SPEC_ATOM_TYPES = ["Edm.Int64", "Edm.Int32", "Edm.Int16", "Edm.Byte", "Edm.Decimal", "Edm.DateTime", "Edm.Boolean", "Edm.String"]
    for (const set of Object.values(ENTITY_SETS) as EntitySetDef[]) {
      for (const def of Object.values(set.properties)) {
        expect(SPEC_ATOM_TYPES).toContain(writtenMType(def.type))
        expect(ACCEPTED_M_TYPES[def.type]).toContain(writtenMType(def.type))
      }
    }
  })
})
