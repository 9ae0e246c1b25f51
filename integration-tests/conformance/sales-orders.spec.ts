import { changedSinceFilter, newOrChangedSinceFilter, queryString, unimportedOrdersFilter } from "../../src/protocol/literals"
import { ENTITY_SETS } from "../../src/protocol/schema"
import { conformanceHarness, Harness, product, variationSet } from "./harness"

async function twoItemOrder(h: Harness, paid = false) {
  const single = String((await h.create("Products", product({ ForeignId: "mug", StockAmount: 10 }))).values.Id)
  const { productId, variations } = await variationSet(h, [{ sku: "B-M", colour: "Blau", size: "M", stock: 4 }])
  const orderId = await h.purchase({
    items: [
      { productId: single, quantity: 2 },
      { productId, productVariationId: variations[0].variationId, quantity: 1 },
    ],
    paid,
    buyer: { BuyerName: "anna_k", Email: "anna@example.com" },
  })
  return { orderId, single, productId, variationId: variations[0].variationId }
}

/** What a real .NET service sent: an Amount as a decimal and as a fraction, a numeric PlatformOrderId, a local time. */
const ODD_ORDER = {
  ForeignOrderId: "",
  PlatformOrderId: 120034567,
  CheckoutCompletionDate: "2024-01-02T10:00:00+01:00",
  TotalPrice: "54.90",
  CurrencyCode: "EUR",
  MarketplaceModificationDate: "/Date(1704186000000)/",
  SalesOrderItems: [
    { Title: "Mug", Amount: "1.0000", Price: "25.00" },
    { Title: "Plate", Amount: 1.5, Price: "20.00" },
  ],
  Buyer: { BuyerName: "odd", Email: "odd@example.com" },
  Address: { Name: "Otto", Surname: "Odd", Street: "Weg 1", PostalCode: "10115", Town: "Berlin", Country: "DE" },
  ShippingAddress: null,
}

describe.each(["json", "atom"] as const)("SalesOrders and the marketplace (%s)", (format) => {
  const h = conformanceHarness(format)
  const history = async (orderId: string) => String(await h.operationValue("GetSalesOrderHistory", { salesOrderId: `${orderId}L` }))
  const items = async (orderId: string) => (await h.list("SalesOrders", `(${orderId}L)/SalesOrderItems`)).entries

  it("a purchase becomes an order with items, buyer and address; 4.2 rule 3 expands them", async () => {
    const { orderId, single, variationId } = await twoItemOrder(h)
    const order = await h.get(
      "SalesOrders",
      orderId,
      `?${queryString({ $expand: ["SalesOrderItems", "Buyer", "Address", "ShippingAddress"] }).slice(1)}`
    )
    expect(order.values).toMatchObject({
      ForeignOrderId: null,
      TotalPrice: "74.60",
      ShippingServiceCost: "4.90",
      CurrencyCode: "EUR",
      MonetaryPaymentStatus: 0,
      ShippingStatus: 0,
    })
    const lines = order.expanded.SalesOrderItems as any[]
    expect(lines.map((l) => [l.values.ProductId, l.values.ProductVariationId, l.values.Amount, l.values.Price])).toEqual([
      [single, null, 2, "19.90"],
      [expect.any(String), variationId, 1, "29.90"],
    ])
    expect(lines[1].values).toMatchObject({ ProductVariationSku: "B-M", ProductVariationForeignId: "var_B-M", Title: "Linen shirt Blau M" })
    expect((order.expanded.Buyer as any).values).toMatchObject({ BuyerName: "anna_k", Email: "anna@example.com" })
    expect((order.expanded.Address as any).values).toMatchObject({ Country: "DE", Surname: "Mustermann" })
    expect(order.expanded.ShippingAddress).toBeNull()
  })

  it("4.2 rule 4: $filter selects orders without a ForeignOrderId", async () => {
    const { orderId } = await twoItemOrder(h)
    const other = await h.purchase({ productId: (await h.create("Products", product())).values.Id, quantity: 1 })
    await h.put("SalesOrders", other, "ForeignOrderId", "1042")
    const feed = await h.list("SalesOrders", `()${queryString({ $filter: unimportedOrdersFilter() })}`)
    expect(feed.entries.map((e) => e.values.Id)).toEqual([orderId])
  })

  it("4.2 rule 4: $filter selects orders changed on the marketplace since a time", async () => {
    const { orderId } = await twoItemOrder(h)
    const { now } = JSON.parse((await h.control("POST", "/_sandbox/clock", { advanceSeconds: 60 })).text)
    const since = new Date(new Date(now).getTime() - 1000)
    expect((await h.list("SalesOrders", queryString({ $filter: changedSinceFilter(since) }))).entries).toEqual([])
    await h.put("SalesOrders", orderId, "PaidAmount", "74.60")
    const changed = await h.list("SalesOrders", queryString({ $filter: changedSinceFilter(since) }))
    expect(changed.entries.map((e) => e.values.Id)).toEqual([orderId])
  })

  it("A25 and A29: a buyer's later payment moves the order; one $filter of both forms finds new and changed orders", async () => {
    const { orderId: imported } = await twoItemOrder(h)
    await h.put("SalesOrders", imported, "ForeignOrderId", "1042")
    const { now } = JSON.parse((await h.control("POST", "/_sandbox/clock", { advanceSeconds: 60 })).text)
    const since = new Date(new Date(now).getTime() - 1000)
    const fresh = await h.purchase({ productId: (await h.create("Products", product())).values.Id, quantity: 1 })
    const both = async () => (await h.list("SalesOrders", `()${queryString({ $filter: newOrChangedSinceFilter(since) })}`)).entries
    expect((await both()).map((e) => e.values.Id)).toEqual([fresh])
    await h.control("POST", "/_sandbox/clock", { advanceSeconds: 5 })
    expect((await h.control("POST", "/_sandbox/payments", { salesOrderId: imported })).status).toBe(204)
    expect((await h.get("SalesOrders", imported)).values).toMatchObject({
      MonetaryPaymentStatus: 1,
      PaymentTransactionId: expect.any(String),
    })
    expect((await both()).map((e) => e.values.Id).sort()).toEqual([imported, fresh].sort())
  })

  it("A30: POST /_sandbox/seed stores orders as a service sent them, serves them as given, the client reads them", async () => {
    const seeded = await h.control("POST", "/_sandbox/seed", { salesOrders: [ODD_ORDER] })
    expect(seeded.status).toBe(201)
    const [ids] = JSON.parse(seeded.text).salesOrders
    expect(ids).toEqual({
      Id: expect.stringMatching(/^\d+$/),
      SalesOrderItems: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)],
      Buyer: expect.stringMatching(/^\d+$/),
      Address: expect.stringMatching(/^\d+$/),
      ShippingAddress: null,
    })
    const expand = ["SalesOrderItems", "Buyer", "Address", "ShippingAddress"]
    const feed = await h.call("GET", `SalesOrders()${queryString({ $filter: unimportedOrdersFilter(), $expand: expand })}`)
    expect(feed.status).toBe(200)
    // On the wire exactly as seeded, whatever the decided type (A11, A13) says.
    const wire =
      format === "json"
        ? ['"Amount":"1.0000"', '"Amount":1.5', '"PlatformOrderId":120034567', '"CheckoutCompletionDate":"2024-01-02T10:00:00+01:00"']
        : [
            '<d:Amount m:type="Edm.Int32">1.0000</d:Amount>',
            '<d:Amount m:type="Edm.Int32">1.5</d:Amount>',
            '<d:PlatformOrderId m:type="Edm.String">120034567</d:PlatformOrderId>',
            '<d:CheckoutCompletionDate m:type="Edm.DateTime">2024-01-02T10:00:00+01:00</d:CheckoutCompletionDate>',
          ]
    for (const text of wire) expect(feed.text).toContain(text)
    const [order] = h.codec.decodeFeed(ENTITY_SETS.SalesOrders, feed.text).entries
    expect(order.values).toMatchObject({
      Id: ids.Id,
      ForeignOrderId: "",
      PlatformOrderId: "120034567",
      CheckoutCompletionDate: new Date(Date.UTC(2024, 0, 2, 9)),
      TotalPrice: "54.90",
    })
    const lines = order.expanded.SalesOrderItems as any[]
    expect(lines.map((l) => [l.values.Id, l.values.SalesOrderId, l.values.Amount, l.unreadable])).toEqual([
      [ids.SalesOrderItems[0], ids.Id, 1, undefined],
      [ids.SalesOrderItems[1], ids.Id, null, { Amount: format === "json" ? "1.5" : '"1.5"' }],
    ])
    expect((order.expanded.Buyer as any).values).toMatchObject({ Id: ids.Buyer, Email: "odd@example.com" })
    expect(order.expanded.ShippingAddress).toBeNull()

    // A property written since is the service's own value again; the seeded ones stay as given.
    expect((await h.put("SalesOrders", ids.Id, "ForeignOrderId", "1042")).status).toBe(204)
    const after = await h.call("GET", `SalesOrders(${ids.Id}L)`)
    expect(h.codec.decodeEntry(ENTITY_SETS.SalesOrders, after.text).values.ForeignOrderId).toBe("1042")
    expect(after.text).toContain(format === "json" ? '"PlatformOrderId":120034567' : ">120034567</d:PlatformOrderId>")
  })

  it("A31: with refuseJoinedOrderFilter on, the joined $filter answers 400 and each form of 4.2 rule 4 is still answered", async () => {
    const { orderId } = await twoItemOrder(h)
    await h.control("POST", "/_sandbox/faults", { refuseJoinedOrderFilter: true })
    const since = new Date(Date.now() - 3600_000)
    const joined = await h.call("GET", `SalesOrders()${queryString({ $filter: newOrChangedSinceFilter(since) })}`)
    expect(joined.status).toBe(400)
    expect(h.codec.decodeError(joined.text)?.message).toMatch(/one at a time/)
    for (const filter of [unimportedOrdersFilter(), changedSinceFilter(since)]) {
      const feed = await h.list("SalesOrders", `()${queryString({ $filter: filter })}`)
      expect(feed.entries.map((e) => e.values.Id)).toEqual([orderId])
    }
    await h.control("POST", "/_sandbox/faults", {})
    expect((await h.call("GET", `SalesOrders()${queryString({ $filter: newOrChangedSinceFilter(since) })}`)).status).toBe(200)
  })

  it("A31: refuseJoinedOrderFilter with a status answers the joined $filter with it (500: …, 503: …)", async () => {
    const { orderId } = await twoItemOrder(h)
    const since = new Date(Date.now() - 3600_000)
    for (const [status, code] of [
      [500, "InternalServerError"],
      [503, "Unavailable"],
      [403, "BadRequest"],
    ] as const) {
      await h.control("POST", "/_sandbox/faults", { refuseJoinedOrderFilter: status })
      const joined = await h.call("GET", `SalesOrders()${queryString({ $filter: newOrChangedSinceFilter(since) })}`)
      expect([joined.status, h.codec.decodeError(joined.text)?.code]).toEqual([status, code])
      const feed = await h.list("SalesOrders", `()${queryString({ $filter: unimportedOrdersFilter() })}`)
      expect(feed.entries.map((e) => e.values.Id)).toEqual([orderId])
    }
    await h.control("POST", "/_sandbox/faults", {})
  })

  it("4.2 rule 1: SalesOrders accept single-property PUTs and refuse whole-entity changes (2100)", async () => {
    const { orderId } = await twoItemOrder(h)
    expect((await h.put("SalesOrders", orderId, "ForeignOrderId", "1042")).status).toBe(204)
    const whole = h.codec.encodeEntityRequest(ENTITY_SETS.SalesOrders, { ForeignOrderId: "1043" })
    for (const method of ["PUT", "MERGE", "PATCH"]) {
      expect(h.codes(await h.call(method, `SalesOrders(${orderId}L)`, whole))).toEqual(["2100"])
    }
    const itemId = String((await items(orderId))[0].values.Id)
    expect(
      h.codes(
        await h.call("PUT", `SalesOrderItems(${itemId}L)`, h.codec.encodeEntityRequest(ENTITY_SETS.SalesOrderItems, { ShippingStatus: 1 }))
      )
    ).toEqual(["2100"])
    expect((await h.get("SalesOrders", orderId)).values.ForeignOrderId).toBe("1042")
  })

  it("service-facts: ForeignOrderId is at most 50 characters; other order fields are read-only", async () => {
    const { orderId } = await twoItemOrder(h)
    expect(h.codes(await h.put("SalesOrders", orderId, "ForeignOrderId", "x".repeat(51)))).toEqual(["2101"])
    expect(h.codes(await h.put("SalesOrders", orderId, "TotalPrice", "1.00"))).toEqual(["4090"])
    expect((await h.call("POST", "SalesOrders", "{}")).status).toBe(405)
    expect((await h.call("DELETE", `SalesOrders(${orderId}L)`)).status).toBe(405)
  })

  it("1 rule 10: a PaidAmount marks the order paid on the marketplace; the history says MarkedAsPaid", async () => {
    const { orderId } = await twoItemOrder(h)
    const before = (await h.get("SalesOrders", orderId)).values.MarketplaceModificationDate as Date
    await h.control("POST", "/_sandbox/clock", { advanceSeconds: 5 })
    expect((await h.put("SalesOrders", orderId, "PaidAmount", "74.60")).status).toBe(204)
    expect((await h.put("SalesOrders", orderId, "PaidDate", new Date(Date.UTC(2024, 0, 2, 10)))).status).toBe(204)
    const order = (await h.get("SalesOrders", orderId)).values
    expect(order).toMatchObject({ PaidAmount: "74.60", PaidDate: new Date(Date.UTC(2024, 0, 2, 10)), MonetaryPaymentStatus: 1 })
    expect((order.MarketplaceModificationDate as Date).getTime()).toBeGreaterThan(before.getTime())
    const lines = (await history(orderId)).split("\r\n")
    expect(lines).toHaveLength(2)
    for (const line of lines) expect(line).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2} - ItemId \d+ - Aktion MarkedAsPaid:1$/)
  })

  it("1 rule 10 and A36: a PaidAmount of any value, below the total too, marks the order paid, once", async () => {
    const { orderId } = await twoItemOrder(h)
    // The marketplace knows no partial payment: the service transmits the paid status, not the sum.
    expect((await h.put("SalesOrders", orderId, "PaidAmount", "30.00")).status).toBe(204)
    expect((await h.get("SalesOrders", orderId)).values).toMatchObject({ PaidAmount: "30.00", MonetaryPaymentStatus: 1 })
    expect((await h.put("SalesOrders", orderId, "PaidAmount", "0")).status).toBe(204)
    expect((await h.get("SalesOrders", orderId)).values.PaidAmount).toBe("0")
    const lines = (await history(orderId)).split("\r\n")
    expect(lines.map((l) => l.replace(/^.* - ItemId \d+ - /, ""))).toEqual(["Aktion MarkedAsPaid:1", "Aktion MarkedAsPaid:1"])
  })

  it("A13: an item's CarrierUsed is set with a single-property PUT", async () => {
    const { orderId } = await twoItemOrder(h)
    const [first] = (await items(orderId)).map((i) => String(i.values.Id))
    expect((await h.put("SalesOrderItems", first, "CarrierUsed", "DHL")).status).toBe(204)
    expect((await h.put("SalesOrderItems", first, "TrackingNumbers", "JJD0001;JJD0002")).status).toBe(204)
    expect((await h.get("SalesOrderItems", first)).values).toMatchObject({ CarrierUsed: "DHL", TrackingNumbers: "JJD0001;JJD0002" })
  })

  it("1 rule 11: shipping one item stays in the service; all items shipped reach the marketplace", async () => {
    const { orderId } = await twoItemOrder(h)
    const [first, second] = (await items(orderId)).map((i) => String(i.values.Id))
    expect((await h.put("SalesOrderItems", first, "ShippingStatus", 1)).status).toBe(204)
    expect((await h.get("SalesOrders", orderId)).values.ShippingStatus).toBe(0)
    expect(await history(orderId)).toBe("")
    expect((await h.put("SalesOrderItems", second, "ShippingStatus", 1)).status).toBe(204)
    expect((await h.get("SalesOrders", orderId)).values.ShippingStatus).toBe(1)
    expect((await history(orderId)).split("\r\n").map((l) => l.replace(/^.* - ItemId/, "ItemId"))).toEqual([
      `ItemId ${first} - Aktion Versandstatus:1`,
      `ItemId ${second} - Aktion Versandstatus:1`,
    ])
  })

  it("1 rule 11: marking the whole order shipped ships every item at once", async () => {
    const { orderId } = await twoItemOrder(h)
    expect((await h.put("SalesOrders", orderId, "ShippingStatus", 1)).status).toBe(204)
    expect((await items(orderId)).map((i) => i.values.ShippingStatus)).toEqual([1, 1])
    expect((await history(orderId)).split("\r\n")).toHaveLength(2)
    expect(h.codes(await h.put("SalesOrders", orderId, "ShippingStatus", 7))).toEqual(["2103"])
  })

  it("A13: tracking numbers and carrier per item; at most 8 numbers in 255 characters", async () => {
    const { orderId } = await twoItemOrder(h)
    const item = String((await items(orderId))[0].values.Id)
    expect((await h.put("SalesOrderItems", item, "TrackingNumbers", "1Z1;1Z2")).status).toBe(204)
    expect((await h.put("SalesOrderItems", item, "CarrierUsed", "DHL")).status).toBe(204)
    expect(h.codes(await h.put("SalesOrderItems", item, "TrackingNumbers", "1;2;3;4;5;6;7;8;9"))).toEqual(["2102"])
    expect((await h.get("SalesOrderItems", item)).values).toMatchObject({ TrackingNumbers: "1Z1;1Z2", CarrierUsed: "DHL" })
  })

  it("4.2: GET SalesOrderItems(<Id>L)/Product and /ProductVariation answer the sold entities", async () => {
    const { orderId, productId, variationId } = await twoItemOrder(h)
    const item = String((await items(orderId))[1].values.Id)
    const sold = await h.call("GET", `SalesOrderItems(${item}L)/Product`)
    expect(h.codec.decodeEntry(ENTITY_SETS.Products, sold.text).values.Id).toBe(productId)
    const variation = await h.call("GET", `SalesOrderItems(${item}L)/ProductVariation`)
    expect(h.codec.decodeEntry(ENTITY_SETS.ProductVariations, variation.text).values.Id).toBe(variationId)
  })

  it("1 rule 8: a purchase reduces stock and ends the listing when stock runs out; 1 rule 9 relists", async () => {
    const p = String((await h.create("Products", product({ StockAmount: 2 }))).values.Id)
    expect(await h.operationValue("ProductIsListed", { productId: `${p}L` })).toBe(true)
    await h.purchase({ productId: p, quantity: 2 })
    expect((await h.get("Products", p)).values.StockAmount).toBe(0)
    expect(await h.operationValue("ProductIsListed", { productId: `${p}L` })).toBe(false)
    expect((await h.control("POST", "/_sandbox/purchases", { productId: p, quantity: 1 })).status).toBe(409)
    expect((await h.put("Products", p, "StockAmount", 3)).status).toBe(204)
    expect(await h.operationValue("ProductIsListed", { productId: `${p}L` })).toBe(true)
  })
})

describe.each(["json", "atom"] as const)("server-side paging (%s)", (format) => {
  const h = conformanceHarness(format, { pageSize: 2 })

  it("A21: a feed longer than a page carries a next link; following it yields the rest, then none", async () => {
    for (let i = 0; i < 5; i++) await h.create("Products", product({ ForeignId: `p${i}` }))
    const seen: string[] = []
    let feed = await h.list("Products", queryString({ $filter: "StockAmount gt 0" }))
    seen.push(...feed.entries.map((e) => String(e.values.ForeignId)))
    while (feed.nextLink) {
      const res = await h.raw("GET", new URL(feed.nextLink).pathname + new URL(feed.nextLink).search, { headers: h.dataHeaders() })
      feed = h.codec.decodeFeed(ENTITY_SETS.Products, res.text)
      seen.push(...feed.entries.map((e) => String(e.values.ForeignId)))
    }
    expect(seen).toEqual(["p0", "p1", "p2", "p3", "p4"])
  })
})
