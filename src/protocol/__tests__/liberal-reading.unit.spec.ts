import { atomCodec, jsonCodec } from "../codec"
import { formatEdmText, parseEdmText, toJsonValue, VerbatimValue } from "../edm"
import { ProtocolError } from "../errors"
import { convertWithoutLoss } from "../read-values"
import { ENTITY_SETS, OPERATIONS } from "../schema"

/**
 * A30: order properties whose type only we decided are read liberally in responses, dates may
 * carry an offset, a null history is empty; properties the spec types stay strict.
 */
const ORDERS = ENTITY_SETS.SalesOrders
const D = "http://schemas.microsoft.com/ado/2007/08/dataservices"
const M = `${D}/metadata`
const RELATED = `${D}/related/`

/** What a real .NET service sent: an Amount as a decimal, a numeric PlatformOrderId, a local time with its offset. */
const jsonFeed = (order: Record<string, unknown>, item: Record<string, unknown>) =>
  JSON.stringify({
    d: {
      results: [{ __metadata: { type: "PublicApi.Model.SalesOrder" }, Id: "501", ...order, SalesOrderItems: [{ Id: "9001", ...item }] }],
    },
  })

const atomProperty = (name: string, type: string, text: string) => `<d:${name} m:type="${type}">${text}</d:${name}>`
const atomEntry = (term: string, properties: string, links = "") =>
  `<entry>${links}<category term="PublicApi.Model.${term}" scheme="${D}/scheme" />` +
  `<content type="application/xml"><m:properties>${properties}</m:properties></content></entry>`
const atomFeed = (order: string, item: string) =>
  `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:d="${D}" xmlns:m="${M}">` +
  atomEntry(
    "SalesOrder",
    atomProperty("Id", "Edm.Int64", "501") + order,
    `<link rel="${RELATED}SalesOrderItems" href="SalesOrders(501L)/SalesOrderItems"><m:inline><feed>` +
      atomEntry("SalesOrderItem", atomProperty("Id", "Edm.Int64", "9001") + item) +
      `</feed></m:inline></link>`
  ) +
  `</feed>`

describe("liberal reading of order properties the spec does not type (A30)", () => {
  it("JSON: converts what converts without loss, keeps what does not as unreadable, and reads the page", () => {
    const body = jsonFeed(
      { PlatformOrderId: 120034567, TotalPrice: 104.7, MonetaryPaymentStatus: "1", CurrencyCode: "EUR" },
      { Amount: "1.0000", Price: "49.90", ProductId: "1001.0" }
    )
    const [order] = jsonCodec.decodeFeed(ORDERS, body).entries
    expect(order.values).toMatchObject({ Id: "501", PlatformOrderId: "120034567", TotalPrice: "104.7", MonetaryPaymentStatus: 1 })
    expect(order.unreadable).toBeUndefined()
    const [item] = order.expanded.SalesOrderItems as any[]
    expect(item.values).toMatchObject({ Amount: 1, Price: "49.90", ProductId: "1001" })

    const odd = jsonCodec.decodeFeed(ORDERS, jsonFeed({ CurrencyCode: { code: "EUR" } }, { Amount: 1.5, Price: "zehn" })).entries[0]
    expect(odd.values.CurrencyCode).toBeNull()
    expect(odd.unreadable).toEqual({ CurrencyCode: '{"code":"EUR"}' })
    const oddItem = (odd.expanded.SalesOrderItems as any[])[0]
    expect(oddItem.values).toMatchObject({ Amount: null, Price: null })
    expect(oddItem.unreadable).toEqual({ Amount: "1.5", Price: '"zehn"' })
  })

  it("Atom: reads an Amount typed Edm.Decimal, and a DateTime with a zone offset as the same instant in UTC", () => {
    const body = atomFeed(
      atomProperty("PlatformOrderId", "Edm.Int64", "120034567") +
        atomProperty("CheckoutCompletionDate", "Edm.DateTime", "2024-01-02T10:00:00+01:00") +
        atomProperty("MarketplaceModificationDate", "Edm.DateTime", "2024-01-02T10:30:00.5-02:30"),
      atomProperty("Amount", "Edm.Decimal", "1.0000") + atomProperty("Title", "Edm.String", "Mug")
    )
    const [order] = atomCodec.decodeFeed(ORDERS, body).entries
    expect(order.values).toMatchObject({
      PlatformOrderId: "120034567",
      CheckoutCompletionDate: new Date(Date.UTC(2024, 0, 2, 9, 0, 0)),
      // Spec-typed, yet a date with an offset is still a date: read as its instant.
      MarketplaceModificationDate: new Date(Date.UTC(2024, 0, 2, 13, 0, 0, 500)),
    })
    expect((order.expanded.SalesOrderItems as any[])[0].values).toMatchObject({ Amount: 1, Title: "Mug" })

    const odd = atomCodec.decodeFeed(ORDERS, atomFeed("", atomProperty("Amount", "Edm.Decimal", "1.5"))).entries[0]
    expect((odd.expanded.SalesOrderItems as any[])[0]).toMatchObject({ values: { Amount: null }, unreadable: { Amount: '"1.5"' } })
  })

  it("keeps the properties the spec types strict: a PaidAmount or ShippingStatus that is no such value fails the answer", () => {
    expect(() => jsonCodec.decodeFeed(ORDERS, jsonFeed({ PaidAmount: "paid" }, {}))).toThrow(ProtocolError)
    expect(() => jsonCodec.decodeFeed(ORDERS, jsonFeed({}, { ShippingStatus: 1.5 }))).toThrow(/ShippingStatus/)
    expect(() => atomCodec.decodeFeed(ORDERS, atomFeed(atomProperty("ShippingStatus", "Edm.Int32", "shipped"), ""))).toThrow(ProtocolError)
  })

  it("accepts a zone offset only where it reads responses: request bodies and literals stay as A4 says", () => {
    expect(() => parseEdmText("Edm.DateTime", "2024-01-02T10:00:00+01:00")).toThrow(ProtocolError)
    expect(() => jsonCodec.decodePropertyRequest(ORDERS, "PaidDate", '{"PaidDate":"2024-01-02T10:00:00+01:00"}')).toThrow(ProtocolError)
    expect(parseEdmText("Edm.DateTime", "2024-01-02T10:00:00+01:00", "PaidDate", { offsets: true })).toEqual(
      new Date(Date.UTC(2024, 0, 2, 9))
    )
  })

  it("converts only without loss", () => {
    expect(convertWithoutLoss("Edm.Int32", "2.000")).toBe(2)
    expect(convertWithoutLoss("Edm.Int32", "2.5")).toBeUndefined()
    expect(convertWithoutLoss("Edm.Int32", "1e3")).toBeUndefined()
    expect(convertWithoutLoss("Edm.Byte", 300)).toBeUndefined()
    expect(convertWithoutLoss("Edm.Int64", 1001)).toBe("1001")
    expect(convertWithoutLoss("Edm.Decimal", true)).toBeUndefined()
    expect(convertWithoutLoss("Edm.Boolean", "True")).toBe(true)
    expect(convertWithoutLoss("Edm.String", 42)).toBe("42")
    // A JSON integer past 2^53 arrives rounded: a wrong order number or item id is worse than none.
    expect(convertWithoutLoss("Edm.String", 12345678901234567890)).toBeUndefined()
    expect(convertWithoutLoss("Edm.Int64", 9007199254740993)).toBeUndefined()
  })
})

describe("a null GetSalesOrderHistory is an empty history (A30)", () => {
  it.each([
    ["json", jsonCodec, '{"d":{"GetSalesOrderHistory":null}}'],
    ["atom", atomCodec, `<GetSalesOrderHistory xmlns="${D}" xmlns:m="${M}" m:type="Edm.String" m:null="true" />`],
  ])("%s", (_format, codec, body) => {
    expect(codec.decodeOperationResult(OPERATIONS.GetSalesOrderHistory, body)).toBe("")
    // A boolean operation without a value still says nothing: that stays an error.
    expect(() => codec.decodeOperationResult(OPERATIONS.ProductIsListed, body.replace(/GetSalesOrderHistory/g, "ProductIsListed"))).toThrow(
      /returned no value/
    )
  })
})

describe("VerbatimValue: the sandbox's seeded values, written as given (A30)", () => {
  it("keeps the JSON type in JSON and writes Atom's text, a JSON date in Atom's form with its offset", () => {
    expect(toJsonValue("Edm.Int32", new VerbatimValue("1.0000"), "response")).toBe("1.0000")
    expect(toJsonValue("Edm.String", new VerbatimValue(120034567), "response")).toBe(120034567)
    expect(formatEdmText("Edm.Int32", new VerbatimValue("1.0000"))).toBe("1.0000")
    expect(formatEdmText("Edm.DateTime", new VerbatimValue("2024-01-02T10:00:00+01:00"))).toBe("2024-01-02T10:00:00+01:00")
    expect(formatEdmText("Edm.DateTime", new VerbatimValue("/Date(1704186000000)/"))).toBe("2024-01-02T09:00:00")
    expect(formatEdmText("Edm.DateTime", new VerbatimValue("/Date(1704186000000+0100)/"))).toBe("2024-01-02T10:00:00+01:00")
  })
})

describe("an entry sent as a feed of one (A21)", () => {
  const entry = { __metadata: { type: "PublicApi.Model.Catalog" }, Id: "7", ForeignId: "c-7", Name: "Hemden" }

  it("is read from the 2.0 form and from the 1.0 bare array alike", () => {
    for (const body of [{ d: { results: [entry] } }, { d: [entry] }, { d: entry }]) {
      expect(jsonCodec.decodeEntry(ENTITY_SETS.Catalogs, JSON.stringify(body)).values).toMatchObject({ Id: "7", Name: "Hemden" })
    }
  })

  it("is no entry when the feed holds two", () => {
    expect(() => jsonCodec.decodeEntry(ENTITY_SETS.Catalogs, JSON.stringify({ d: [entry, entry] }))).toThrow(ProtocolError)
  })
})
