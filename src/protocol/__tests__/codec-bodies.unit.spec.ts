import { atomCodec, ENTITY_SETS, jsonCodec, OPERATIONS, WireCodec } from ".."

const ROOT = "http://sandbox.test/PublicApi/v1/Api.svc"
const date = (ms: number) => new Date(ms)
/** Whitespace between tags is layout, not content. */
const compactXml = (xml: string) => xml.replace(/>\s+</g, "><").trim()

/** Single-property, link, operation and error bodies against bytes written by hand from the spec (4.2, 4.3, A18). */
describe("single-property, link and operation bodies (spec 4.2, 4.3)", () => {
  const D = "http://schemas.microsoft.com/ado/2007/08/dataservices"
  const M = "http://schemas.microsoft.com/ado/2007/08/dataservices/metadata"
  const DECL = '<?xml version="1.0" encoding="utf-8" standalone="yes"?>'
  const cases: Array<[string, WireCodec, () => string, string]> = [
    ["JSON PUT Title", jsonCodec, () => jsonCodec.encodePropertyRequest(ENTITY_SETS.Products, "Title", "New"), '{"Title":"New"}'],
    [
      "JSON PUT PaidAmount (Decimal as string)",
      jsonCodec,
      () => jsonCodec.encodePropertyRequest(ENTITY_SETS.SalesOrders, "PaidAmount", "104.70"),
      '{"PaidAmount":"104.70"}',
    ],
    [
      "JSON PUT PaidDate (yyyy-MM-ddTHH:mm:ss)",
      jsonCodec,
      () => jsonCodec.encodePropertyRequest(ENTITY_SETS.SalesOrders, "PaidDate", date(1700003600000)),
      '{"PaidDate":"2023-11-14T23:13:20"}',
    ],
    [
      "JSON PUT ShippingStatus (Int32 as string)",
      jsonCodec,
      () => jsonCodec.encodePropertyRequest(ENTITY_SETS.SalesOrderItems, "ShippingStatus", 1),
      '{"ShippingStatus":"1"}',
    ],
    [
      "Atom PUT ForeignOrderId",
      atomCodec,
      () => atomCodec.encodePropertyRequest(ENTITY_SETS.SalesOrders, "ForeignOrderId", "1042"),
      `${DECL}<ForeignOrderId xmlns="${D}" xmlns:m="${M}" m:type="Edm.String">1042</ForeignOrderId>`,
    ],
    [
      "Atom PUT PaidDate",
      atomCodec,
      () => atomCodec.encodePropertyRequest(ENTITY_SETS.SalesOrders, "PaidDate", date(1700003600000)),
      `${DECL}<PaidDate xmlns="${D}" xmlns:m="${M}" m:type="Edm.DateTime">2023-11-14T23:13:20</PaidDate>`,
    ],
    ["JSON $links", jsonCodec, () => jsonCodec.encodeLinkRequest(`${ROOT}/Catalogs(601L)`), `{"uri":"${ROOT}/Catalogs(601L)"}`],
    [
      "Atom $links",
      atomCodec,
      () => atomCodec.encodeLinkRequest(`${ROOT}/Catalogs(601L)`),
      `${DECL}<uri xmlns="${D}">${ROOT}/Catalogs(601L)</uri>`,
    ],
    [
      "JSON boolean result",
      jsonCodec,
      () => jsonCodec.encodeOperationResult(OPERATIONS.ProductIsListed, true),
      '{"d":{"ProductIsListed":true}}',
    ],
    [
      "Atom boolean result",
      atomCodec,
      () => atomCodec.encodeOperationResult(OPERATIONS.ReviseInventoryStatus, true),
      `${DECL}<ReviseInventoryStatus xmlns="${D}" xmlns:m="${M}" m:type="Edm.Boolean">true</ReviseInventoryStatus>`,
    ],
  ]
  it.each(cases)("%s", (_name, _codec, encode, expected) => {
    expect(encode()).toBe(expected)
  })

  it("reads the bodies it is sent, in both formats", () => {
    expect(jsonCodec.decodePropertyRequest(ENTITY_SETS.Products, "StockAmount", '{"StockAmount":"7"}')).toBe(7)
    expect(jsonCodec.decodePropertyRequest(ENTITY_SETS.Products, "StockAmount", '{"StockAmount":7}')).toBe(7)
    expect(
      atomCodec.decodePropertyRequest(
        ENTITY_SETS.Products,
        "Price",
        `<d:Price xmlns:d="${D}" xmlns:m="${M}" m:type="Edm.Decimal">9.99</d:Price>`
      )
    ).toBe("9.99")
    expect(
      atomCodec.decodePropertyRequest(
        ENTITY_SETS.Products,
        "Description",
        `<Description xmlns="${D}"><![CDATA[<b>x</b> & y]]></Description>`
      )
    ).toBe("<b>x</b> & y")
    expect(atomCodec.decodeLinkRequest(`<uri xmlns="${D}">${ROOT}/Catalogs(601L)</uri>`)).toBe(`${ROOT}/Catalogs(601L)`)
  })

  it("reads GetSalesOrderHistory's string in both formats, CR LF kept", () => {
    const history =
      "14.11.2023 23:20:00 - ItemId 9001 - Aktion MarkedAsPaid:1\r\n14.11.2023 23:30:00 - ItemId 9001 - Aktion Versandstatus:1"
    const json =
      `{"d":{"GetSalesOrderHistory":"14.11.2023 23:20:00 - ItemId 9001 - Aktion MarkedAsPaid:1\\r\\n14.11.2023 23:30:00 ` +
      `- ItemId 9001 - Aktion Versandstatus:1"}}`
    const xml =
      `${DECL}<GetSalesOrderHistory xmlns="${D}" xmlns:m="${M}" m:type="Edm.String">14.11.2023 23:20:00 - ItemId 9001 - ` +
      `Aktion MarkedAsPaid:1&#13;\n14.11.2023 23:30:00 - ItemId 9001 - Aktion Versandstatus:1</GetSalesOrderHistory>`
    expect(jsonCodec.decodeOperationResult(OPERATIONS.GetSalesOrderHistory, json)).toBe(history)
    expect(atomCodec.decodeOperationResult(OPERATIONS.GetSalesOrderHistory, xml)).toBe(history)
    expect(atomCodec.encodeOperationResult(OPERATIONS.GetSalesOrderHistory, history)).toBe(xml)
    expect(JSON.parse(jsonCodec.encodeOperationResult(OPERATIONS.GetSalesOrderHistory, history))).toEqual(JSON.parse(json))
    expect(jsonCodec.decodeOperationResult(OPERATIONS.ProductIsListed, '{"d":false}')).toBe(false)
    expect(atomCodec.decodeOperationResult(OPERATIONS.ProductIsListed, `<ProductIsListed xmlns="${D}">false</ProductIsListed>`)).toBe(false)
  })
})

describe("error bodies in both shapes (A18)", () => {
  it("reads an OData error in JSON and XML", () => {
    const json = '{"error":{"code":"1004","message":{"lang":"en-US","value":"Session expired"}}}'
    const xml =
      `<?xml version="1.0" encoding="utf-8"?><m:error ` +
      `xmlns:m="http://schemas.microsoft.com/ado/2007/08/dataservices/metadata"><m:code>1004</m:code><m:message ` +
      `xml:lang="en-US">Session expired</m:message></m:error>`
    for (const [codec, body] of [
      [jsonCodec, json],
      [atomCodec, xml],
    ] as const) {
      expect(codec.decodeError(body)).toEqual({
        shape: "odata",
        code: "1004",
        message: "Session expired",
        messages: [{ code: "1004", severity: "error", message: "Session expired" }],
      })
    }
    expect(jsonCodec.encodeODataError("1004", "Session expired")).toBe(json)
    expect(compactXml(atomCodec.encodeODataError("1004", "Session expired"))).toBe(
      compactXml(xml.replace('encoding="utf-8"?>', 'encoding="utf-8" standalone="yes"?>'))
    )
  })

  it("reads the Messages shape with errors and warnings kept apart", () => {
    const json = JSON.stringify({
      Messages: [
        { Code: 4006, Severity: 1, Message: "Ean is not a valid GTIN.", Description: null, UserHelpLink: null, DeveloperHelpLink: null },
        {
          Code: 4001,
          Severity: 2,
          Message: "Title must not be longer than 80 characters.",
          Description: "Title has 90",
          UserHelpLink: "https://help.example.com/4001",
          DeveloperHelpLink: null,
        },
      ],
    })
    const xml =
      '<Messages xmlns="http://schemas.microsoft.com/ado/2007/08/dataservices"><Message><Code>4006</Code><Severity>1</Severity><Message>Ean is not a valid GTIN.</Message><Description /><UserHelpLink /><DeveloperHelpLink /></Message>' +
      "<Message><Code>4001</Code><Severity>2</Severity><Message>Title must not be longer than 80 " +
      "characters.</Message><Description>Title has " +
      "90</Description><UserHelpLink>https://help.example.com/4001</UserHelpLink><DeveloperHelpLink /></Message></Messages>"
    const expected = {
      shape: "messages",
      code: "4001",
      message: "Title must not be longer than 80 characters.",
      messages: [
        {
          code: "4006",
          severity: "warning",
          message: "Ean is not a valid GTIN.",
          description: undefined,
          userHelpLink: undefined,
          developerHelpLink: undefined,
        },
        {
          code: "4001",
          severity: "error",
          message: "Title must not be longer than 80 characters.",
          description: "Title has 90",
          userHelpLink: "https://help.example.com/4001",
          developerHelpLink: undefined,
        },
      ],
    }
    expect(jsonCodec.decodeError(json)).toEqual(expected)
    expect(atomCodec.decodeError(xml)).toEqual(expected)
    expect(JSON.parse(jsonCodec.encodeMessages(expected.messages as any))).toEqual(JSON.parse(json))
    expect(compactXml(atomCodec.encodeMessages(expected.messages as any))).toBe(
      '<?xml version="1.0" encoding="utf-8" standalone="yes"?>' + xml
    )
  })

  it("returns undefined for bodies of neither shape", () => {
    expect(jsonCodec.decodeError("<html>Bad gateway</html>")).toBeUndefined()
    expect(atomCodec.decodeError("not xml")).toBeUndefined()
  })
})
