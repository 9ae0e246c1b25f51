import { ENTITY_SETS } from "../../src/protocol/schema"
import { conformanceHarness, Harness } from "./harness"

const NS = {
  atom: "http://www.w3.org/2005/Atom",
  d: "http://schemas.microsoft.com/ado/2007/08/dataservices",
  m: "http://schemas.microsoft.com/ado/2007/08/dataservices/metadata",
}

/**
 * A value as a client may send it: Atom text with the `m:type` it carries (none when
 * undefined), and the JSON member it would be. Bodies are written by hand, since the codec
 * writes only the types the client sends.
 */
type Sent = { mType?: string; text: string; json: unknown }

function entityBody(h: Harness, values: Record<string, Sent>): string {
  if (h.format === "json") return JSON.stringify(Object.fromEntries(Object.entries(values).map(([n, v]) => [n, v.json])))
  const properties = Object.entries(values)
    .map(([name, v]) => `<d:${name}${v.mType ? ` m:type="${v.mType}"` : ""}>${v.text}</d:${name}>`)
    .join("")
  return (
    `<?xml version="1.0" encoding="utf-8"?><entry xmlns="${NS.atom}" xmlns:d="${NS.d}" xmlns:m="${NS.m}">` +
    `<content type="application/xml"><m:properties>${properties}</m:properties></content></entry>`
  )
}

function propertyBody(h: Harness, name: string, v: Sent): string {
  if (h.format === "json") return JSON.stringify({ [name]: v.json })
  const type = v.mType ? ` m:type="${v.mType}"` : ""
  return `<?xml version="1.0" encoding="utf-8"?><${name} xmlns="${NS.d}" xmlns:m="${NS.m}"${type}>${v.text}</${name}>`
}

const base: Record<string, Sent> = {
  Title: { mType: "Edm.String", text: "Linen shirt", json: "Linen shirt" },
  Description: { text: "Soft", json: "Soft" },
  ProductType: { mType: "Edm.Int16", text: "0", json: "0" },
  StockAmount: { mType: "Edm.Int32", text: "5", json: "5" },
}

describe.each(["json", "atom"] as const)("value types in request bodies (%s)", (format) => {
  const h = conformanceHarness(format)
  const products = async () => Object.values((await h.state()).sets.Products) as any[]

  it("A4: a value whose type does not fit the property is refused with 400 naming it, on a create and a property PUT", async () => {
    // Atom: the m:type names a type the property cannot take; JSON: the member is of the wrong kind.
    const wrongStock = { mType: "Edm.String", text: "5", json: true }
    const res = await h.call("POST", "Products", entityBody(h, { ...base, StockAmount: wrongStock }))
    expect(res.status).toBe(400)
    expect(h.codec.decodeError(res.text)).toMatchObject({ shape: "odata", message: expect.stringContaining("StockAmount") })
    expect(await products()).toEqual([])

    const id = String(
      (await h.create("Products", { Title: "Linen shirt", Description: "Soft", ProductType: 0, StockAmount: 5, Price: "9.90" })).values.Id
    )
    const put = await h.call("PUT", `Products(${id}L)/Price`, propertyBody(h, "Price", { mType: "Edm.Boolean", text: "true", json: true }))
    expect(put.status).toBe(400)
    expect(h.codec.decodeError(put.text)?.message).toContain("Price")
    const wider = await h.call(
      "PUT",
      `Products(${id}L)/StockAmount`,
      propertyBody(h, "StockAmount", { mType: "Edm.Int64", text: "7", json: "7L" })
    )
    expect(wider.status).toBe(400)
    expect(h.codec.decodeError(wider.text)?.message).toContain("StockAmount")
    expect((await h.get("Products", id)).values).toMatchObject({ Price: "9.90", StockAmount: 5 })
  })

  it("A3 and A4: Float takes Double, Single or Decimal; an integer a narrower integer; a value without type when it parses", async () => {
    const res = await h.call(
      "POST",
      "Products",
      entityBody(h, {
        ...base,
        StockAmount: { mType: "Edm.Byte", text: "5", json: 5 },
        ProductType: { text: "0", json: 0 },
        VatPercent: { mType: "Edm.Decimal", text: "19", json: "19" },
        UnitQuantity: { mType: "Edm.Single", text: "0.5", json: 0.5 },
        Price: { mType: "Edm.Int32", text: "10", json: "10" },
      })
    )
    expect(res.status).toBe(201)
    const created = h.codec.decodeEntry(ENTITY_SETS.Products, res.text)
    expect(created.values).toMatchObject({ StockAmount: 5, ProductType: 0, VatPercent: 19, UnitQuantity: 0.5, Price: "10" })
    const id = String(created.values.Id)
    expect(
      (await h.call("PUT", `Products(${id}L)/VatPercent`, propertyBody(h, "VatPercent", { mType: "Edm.Double", text: "7", json: 7 })))
        .status
    ).toBe(204)
    expect(
      (await h.call("PUT", `Products(${id}L)/UnitQuantity`, propertyBody(h, "UnitQuantity", { text: "1.5", json: "1.5" }))).status
    ).toBe(204)
    expect((await h.get("Products", id)).values).toMatchObject({ VatPercent: 7, UnitQuantity: 1.5 })
  })

  it("A47: with atomUntypedFloats, Atom answers carry VatPercent and UnitQuantity without m:type, read as declared", async () => {
    const values = { ...base, VatPercent: { text: "7", json: "7" }, UnitQuantity: { text: "0.5", json: "0.5" } }
    const id = String(h.codec.decodeEntry(ENTITY_SETS.Products, (await h.call("POST", "Products", entityBody(h, values))).text).values.Id)
    await h.control("POST", "/_sandbox/faults", { atomUntypedFloats: true })
    const entry = (await h.call("GET", `Products(${id}L)`)).text
    const feed = (await h.call("GET", "Products")).text
    await h.control("POST", "/_sandbox/faults", {})
    for (const text of [entry, feed]) {
      if (h.format === "atom") {
        expect(text).toMatch(/<d:VatPercent>7<\/d:VatPercent>/)
        expect(text).toMatch(/<d:UnitQuantity>0\.5<\/d:UnitQuantity>/)
        // Every other property keeps its type.
        expect(text).toMatch(/<d:StockAmount m:type="Edm.Int32">/)
      } else expect(text).toMatch(/"VatPercent":\s*7/)
    }
    expect(h.codec.decodeEntry(ENTITY_SETS.Products, entry).values).toMatchObject({ VatPercent: 7, UnitQuantity: 0.5 })
    expect(h.codec.decodeFeed(ENTITY_SETS.Products, feed).entries[0].values).toMatchObject({ VatPercent: 7, UnitQuantity: 0.5 })
    // Off again: A32's Edm.Decimal.
    if (h.format === "atom")
      expect((await h.call("GET", `Products(${id}L)`)).text).toContain('<d:VatPercent m:type="Edm.Decimal">7</d:VatPercent>')
  })
})
