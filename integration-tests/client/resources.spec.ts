import { createServer, request, Server } from "http"
import type { AddressInfo } from "net"
import { ExchangeNotFoundError, ExchangeStockNotTakenError, ExchangeValidationError, isStockNotTaken } from "../../src/client"
import { classifyFailure } from "../../src/queue/classify-failure"
import { clientAgainstSandbox, product, WIRE_VARIANTS } from "./helpers"

describe.each(WIRE_VARIANTS)("every resource and operation ($label)", ({ format, feedForm }) => {
  const t = clientAgainstSandbox(format, feedForm)

  it("products: create, get, list, find, update a property, link catalogs, related reads, delete", async () => {
    const client = t.client()
    const created = await client.products.create(product({ ForeignId: "prod_1", Ean: "4006381333932", Mpn: "LS-42", Brand: "Acme" }))
    expect(created).toMatchObject({ Title: "Linen shirt", Description: "<p>Soft & light</p>", Price: "19.90", StockAmount: 5 })
    expect(created.Id).toMatch(/^\d+$/)
    expect(created.warnings.map((w) => w.code)).toEqual(["4006"])
    expect((await client.products.get(created.Id)).ForeignId).toBe("prod_1")
    expect((await client.products.findByForeignId("prod_1"))?.Id).toBe(created.Id)
    expect(await client.products.findByForeignId("nope")).toBeUndefined()
    expect((await client.products.list()).map((p) => p.Id)).toEqual([created.Id])

    await client.products.updateProperty(created.Id, "Title", "Washed linen shirt")
    expect((await client.products.get(created.Id)).Title).toBe("Washed linen shirt")

    const catalog = await client.catalogs.create({ ForeignId: "pcat_1", Name: "Shirts" })
    await client.products.linkCatalog(created.Id, catalog.Id)
    await client.products.linkCatalog(created.Id, catalog.Id)
    expect((await client.products.catalogs(created.Id)).map((c) => c.Id)).toEqual([catalog.Id])
    expect((await client.catalogs.products(catalog.Id)).map((p) => p.Id)).toEqual([created.Id])
    await client.products.unlinkCatalog(created.Id, catalog.Id)
    await client.products.unlinkCatalog(created.Id, catalog.Id)
    expect(await client.products.catalogs(created.Id)).toEqual([])

    const image = await client.productImages.create({ ProductId: created.Id, ImageUrl: "https://img.test/1.jpg", Type: 1 })
    expect((await client.products.images(created.Id)).map((i) => i.Id)).toEqual([image.Id])
    await client.productImages.delete(image.Id)
    await client.productSpecifics.create({ ProductId: created.Id, Name: "Material", Value: "Leinen" })
    expect((await client.products.specifics(created.Id)).map((s) => s.Value)).toEqual(["Leinen"])

    await client.products.delete(created.Id)
    await client.products.delete(created.Id)
    await expect(client.products.get(created.Id)).rejects.toBeInstanceOf(ExchangeNotFoundError)
  })

  it("variations, their specifics and images, discount offers", async () => {
    const client = t.client()
    const set = await client.products.create(product({ ProductType: 1, StockAmount: 0, ForeignId: "set" }))
    const variation = await client.productVariations.create({
      ProductId: set.Id,
      Price: "29.90",
      StockAmount: 3,
      Sku: "S-B-M",
      ForeignId: "variant_1",
    })
    expect((await client.productVariations.findBySku(set.Id, "S-B-M"))?.Id).toBe(variation.Id)
    expect((await client.productVariations.findByForeignId("variant_1"))?.Id).toBe(variation.Id)
    await client.productVariations.updateProperty(variation.Id, "StockAmount", 7)
    expect((await client.productVariations.get(variation.Id)).StockAmount).toBe(7)
    const colour = await client.productVariationSpecifics.create({ ProductVariationId: variation.Id, Name: "Farbe", Value: "Blau" })
    expect((await client.productVariations.specifics(variation.Id)).map((s) => s.Value)).toEqual(["Blau"])
    const vImage = await client.productVariationImages.create({
      ProductVariationSpecificId: colour.Id,
      ImageUrl: "https://img.test/b.jpg",
      ImagePosition: 1,
    })
    expect((await client.productVariationSpecifics.images(colour.Id)).map((i) => i.Id)).toEqual([vImage.Id])
    await client.productVariationImages.delete(vImage.Id)
    await client.productVariationSpecifics.delete(colour.Id)

    const offer = await client.discountOffers.create({ ProductId: set.Id, ProductVariationId: variation.Id, Price: "39.90", Type: 1 })
    await client.discountOffers.replace(offer.Id, { ProductId: set.Id, ProductVariationId: variation.Id, Price: "35.00", Type: 1 })
    expect((await client.discountOffers.get(offer.Id)).Price).toBe("35.00")
    expect((await client.products.discountOffers(set.Id)).map((o) => o.Id)).toEqual([offer.Id])
    await client.discountOffers.delete(offer.Id)
    await client.productVariations.delete(variation.Id)
    expect(await client.products.variations(set.Id)).toEqual([])
  })

  it("catalogs: create with a parent, find by ForeignId, update, children, delete", async () => {
    const client = t.client()
    const root = await client.catalogs.create({ ForeignId: "root", Name: "Clothing" })
    const child = await client.catalogs.create({ ForeignId: "child", Name: "Shirts", ParentId: root.Id })
    expect((await client.catalogs.findByForeignId("child"))?.ParentId).toBe(root.Id)
    await client.catalogs.updateProperty(child.Id, "Name", "Shirts & blouses")
    expect((await client.catalogs.children(root.Id)).map((c) => c.Name)).toEqual(["Shirts & blouses"])
    await client.catalogs.delete(root.Id)
    expect(await client.catalogs.list()).toEqual([])
  })

  it("validation errors carry the service's codes and messages", async () => {
    const client = t.client()
    const error = await client.products.create(product({ Title: "x".repeat(90) })).catch((e) => e)
    expect(error).toBeInstanceOf(ExchangeValidationError)
    expect(error).toMatchObject({ status: 400, code: "4001", retryable: false })
    expect(error.errors[0].description).toContain("90 characters")
    expect(error.message).toContain("Title must not be longer than 80 characters")
  })

  it("sales orders: unimported with expansions, changed since, get, single-property updates, items", async () => {
    const client = t.client()
    const p = await client.products.create(product({ StockAmount: 10, ForeignId: "mug" }))
    const { salesOrderId } = await t.control("POST", "/_sandbox/purchases", {
      items: [
        { productId: p.Id, quantity: 2 },
        { productId: p.Id, quantity: 1 },
      ],
    })
    const [order] = await client.salesOrders.listUnimported()
    expect(order).toMatchObject({ Id: salesOrderId, ForeignOrderId: null, CurrencyCode: "EUR", TotalPrice: "64.60" })
    expect(order.SalesOrderItems!.map((i) => i.Amount)).toEqual([2, 1])
    expect(order.Buyer!.Email).toMatch(/@example\.com$/)
    expect(order.Address!.Country).toBe("DE")
    expect(order.ShippingAddress).toBeNull()

    const since = new Date(Date.now() - 1000)
    await client.salesOrders.updateProperty(order.Id, "ForeignOrderId", "1001")
    await client.salesOrders.updateProperty(order.Id, "PaidAmount", "64.60")
    await client.salesOrders.updateProperty(order.Id, "PaidDate", new Date(Date.UTC(2024, 0, 2, 10)))
    expect(await client.salesOrders.listUnimported()).toEqual([])
    expect((await client.salesOrders.listChangedSince(since)).map((o) => o.Id)).toEqual([order.Id])
    const fetched = await client.salesOrders.get(order.Id)
    expect(fetched).toMatchObject({
      ForeignOrderId: "1001",
      PaidAmount: "64.60",
      PaidDate: new Date(Date.UTC(2024, 0, 2, 10)),
      MonetaryPaymentStatus: 1,
    })

    const [first, second] = fetched.SalesOrderItems!
    await client.salesOrderItems.updateTracking(first.Id, ["1Z1", "1Z2"], "DHL")
    await client.salesOrderItems.updateShippingStatus(first.Id, 1)
    expect((await client.salesOrders.get(order.Id, [])).ShippingStatus).toBe(0)
    await client.salesOrderItems.updateShippingStatus(second.Id, 1)
    expect((await client.salesOrders.get(order.Id, [])).ShippingStatus).toBe(1)
    expect((await client.salesOrderItems.product(first.Id)).Id).toBe(p.Id)

    const history = await client.operations.getSalesOrderHistory(order.Id)
    expect(history.map((h) => [h.itemId, h.action, h.value])).toEqual([
      [first.Id, "MarkedAsPaid", 1],
      [second.Id, "MarkedAsPaid", 1],
      [first.Id, "Versandstatus", 1],
      [second.Id, "Versandstatus", 1],
    ])
    expect(history[0].date).toBeInstanceOf(Date)
  })

  it("operations: revise inventory, categories, listing state, profiles, delete account data", async () => {
    const client = t.client()
    const p = await client.products.create(product({ StockAmount: 2, DisableAutomatch: true }))
    await client.operations.reviseInventoryStatus({ productId: p.Id, stockAmount: 0, price: "18.00", discountOfferPrice: "25.00" })
    expect(await client.operations.productIsListed(p.Id)).toBe(false)
    await client.operations.reviseInventoryStatus({ productId: p.Id, stockAmount: 4 })
    expect(await client.operations.productIsListed(p.Id)).toBe(true)
    expect((await client.products.get(p.Id)).Price).toBe("18.00")
    await client.operations.setMarketplaceCategory({ productId: p.Id, categoryId1: "15687", categoryId2: "11450" })
    const catalog = await client.catalogs.create({ ForeignId: "c", Name: "Shirts" })
    await client.operations.setCatalogProfile({ catalogId: catalog.Id, type: 3, profileId: "77" })
    const state = await t.state()
    expect(state.catalogProfiles[catalog.Id]).toEqual({ "3": "77" })
    expect(state.marketplaceCategories[p.Id]).toMatchObject({ categoryId1: "15687", categoryId2: "11450", applied: true })
    await client.operations.deleteAccountData(6)
    expect(await client.products.list()).toEqual([])
    expect(await client.catalogs.list()).toEqual([])
  })

  it("A49: ReviseInventoryStatus answered false: a stock is not taken (tried again later), a price alone is refused", async () => {
    const client = t.client()
    const p = await client.products.create(product({ StockAmount: 2 }))
    await t.control("POST", "/_sandbox/faults", { reviseInventoryFalse: [p.Id] })
    for (const input of [{ stockAmount: 0 }, { stockAmount: 0, price: "18.00" }]) {
      const notTaken = await client.operations.reviseInventoryStatus({ productId: p.Id, ...input }).catch((e: unknown) => e)
      expect(notTaken).toBeInstanceOf(ExchangeStockNotTakenError)
      expect(isStockNotTaken(notTaken)).toBe(true)
      // The queue tries it again with its backoff: never a refusal held until the value changes.
      expect(classifyFailure(notTaken)).toBe("transient")
      // Also as a workflow keeps a step's error: a plain object of its properties.
      expect(classifyFailure({ ...(notTaken as object), message: (notTaken as Error).message })).toBe("transient")
    }
    const price = await client.operations.reviseInventoryStatus({ productId: p.Id, price: "18.00" }).catch((e: unknown) => e)
    expect(price).toBeInstanceOf(ExchangeValidationError)
    expect(isStockNotTaken(price)).toBe(false)
    expect(classifyFailure(price)).toBe("refused")
    expect((await client.products.get(p.Id)).StockAmount).toBe(2)
  })

  it("A31: the poll asks the joined filter; once the service refuses it, the two shown forms apart, for the client's life", async () => {
    const client = t.client()
    const p = await client.products.create(product({ StockAmount: 5 }))
    const fresh = await t.control("POST", "/_sandbox/purchases", { productId: p.Id, quantity: 1 })
    const since = new Date(Date.now() - 60_000)
    const polled = async () => {
      const ids: string[] = []
      for await (const page of client.salesOrders.newOrChangedPages(since)) ids.push(...page.map((o) => o.Id))
      return ids
    }
    const pollRequests = async () => (await t.requests()).filter((r) => /SalesOrders\(\)\?\$filter=/.test(r.path))
    expect(await polled()).toEqual([fresh.salesOrderId])
    expect(client.salesOrders.pollForm).toEqual({ form: "joined", since: null, reason: null })

    await t.faults({ refuseJoinedOrderFilter: true })
    await t.control("DELETE", "/_sandbox/requests")
    // Both forms find the fresh order (new, and changed since its purchase): it comes once per form.
    expect(await polled()).toEqual([fresh.salesOrderId, fresh.salesOrderId])
    expect((await pollRequests()).map((r) => r.status)).toEqual([400, 200, 200])
    expect(client.salesOrders.pollForm).toMatchObject({ form: "separate", since: expect.any(Date), reason: expect.stringMatching(/400/) })

    // Remembered: the next poll asks the two forms only, two requests.
    await t.control("DELETE", "/_sandbox/requests")
    await polled()
    const decoded = (await pollRequests()).map((r) => decodeURIComponent(r.path))
    expect(decoded).toHaveLength(2)
    expect(decoded[0]).toContain("$filter=(ForeignOrderId eq null) or (ForeignOrderId eq '')")
    expect(decoded[1]).toContain("$filter=(MarketplaceModificationDate gt DateTime'")
  })

  it("A31: a 500 on the joined filter: the two shown forms once, and apart from then on as they answer; a 503 is an outage", async () => {
    const client = t.client()
    const p = await client.products.create(product({ StockAmount: 5 }))
    const fresh = await t.control("POST", "/_sandbox/purchases", { productId: p.Id, quantity: 1 })
    const since = new Date(Date.now() - 60_000)
    const polled = async () => {
      const ids: string[] = []
      for await (const page of client.salesOrders.newOrChangedPages(since)) ids.push(...page.map((o) => o.Id))
      return ids
    }
    const pollStatuses = async () =>
      (await t.requests())
        .filter((r) => /SalesOrders\(\)\?\$filter=/.test(r.path))
        .map((r) => `${/%20or%20\(Marketplace/.test(r.path) ? "joined" : "shown"} ${r.status}`)

    // A 503 declines before the filter is looked at (A27): retried, then the poll's failure; still joined.
    await t.faults({ refuseJoinedOrderFilter: 503 })
    await t.control("DELETE", "/_sandbox/requests")
    await expect(polled()).rejects.toMatchObject({ kind: "unavailable", status: 503 })
    expect(new Set(await pollStatuses())).toEqual(new Set(["joined 503"]))
    expect(client.salesOrders.pollForm).toEqual({ form: "joined", since: null, reason: null })

    // A 500 may be the joined form's: the shown forms answer, so they are asked from then on.
    await t.faults({ refuseJoinedOrderFilter: 500 })
    await t.control("DELETE", "/_sandbox/requests")
    expect(await polled()).toEqual([fresh.salesOrderId, fresh.salesOrderId])
    const statuses = await pollStatuses()
    expect(statuses.slice(-2)).toEqual(["shown 200", "shown 200"])
    expect(new Set(statuses.slice(0, -2))).toEqual(new Set(["joined 500"]))
    expect(client.salesOrders.pollForm).toMatchObject({ form: "separate", since: expect.any(Date), reason: expect.stringMatching(/500/) })
    await t.control("DELETE", "/_sandbox/requests")
    await polled()
    expect(await pollStatuses()).toEqual(["shown 200", "shown 200"])
  })

  it("A31: when the shown forms fail too after a 500 of the joined one, the poll fails and asks the joined form next time", async () => {
    const client = t.client()
    // Every SalesOrders feed fails, the joined one and the shown ones alike.
    await t.faults({ refusals: [{ method: "GET", path: "/SalesOrders()", status: 500, code: "InternalServerError", message: "Down." }] })
    const since = new Date(Date.now() - 60_000)
    const poll = async () => {
      for await (const page of client.salesOrders.newOrChangedPages(since)) void page
    }
    await expect(poll()).rejects.toMatchObject({ kind: "unavailable", status: 500 })
    expect(client.salesOrders.pollForm.form).toBe("joined")
  })

  it("A48: a 403 refuses that one request, named, without a new login; codes 1001-1004 are the session's at any status", async () => {
    const client = t.client()
    const p = await client.products.create(product())
    const loginsBefore = await t.logins()
    await t.faults({
      refusals: [{ method: "PUT", path: "/Title", status: 403, code: "Forbidden", message: "This listing may not be revised." }],
    })
    const refused = await client.products.updateProperty(p.Id, "Title", "A new title").catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ExchangeValidationError)
    expect(refused).toMatchObject({ status: 403, code: "Forbidden", request: { method: "PUT", path: `Products(${p.Id}L)/Title` } })
    expect(classifyFailure(refused)).toBe("refused")
    // The product's other writes go on.
    await client.products.updateProperty(p.Id, "StockAmount", 7)
    expect(await t.logins()).toBe(loginsBefore)

    // A 403 that says the session is gone (1004) is the session's: one new login and a replay, then the credentials' failure.
    await t.faults({ refusals: [{ method: "PUT", path: "/Title", status: 403, code: "1004", message: "Session expired." }] })
    const expired = await client.products.updateProperty(p.Id, "Title", "A new title").catch((e: unknown) => e)
    expect(expired).toMatchObject({ kind: "auth", status: 403 })
    expect(classifyFailure(expired)).toBe("setup")
    expect(await t.logins()).toBe(loginsBefore + 1)
    await t.faults({})
    expect((await client.products.get(p.Id)).StockAmount).toBe(7)
  })

  it("A47: reads VatPercent and UnitQuantity sent without m:type in Atom as the numbers they declare", async () => {
    const client = t.client()
    const p = await client.products.create(product({ VatPercent: 19.5, UnitQuantity: 0.7, UnitType: "L" }))
    await t.faults({ atomUntypedFloats: true })
    await t.control("DELETE", "/_sandbox/requests")
    expect(await client.products.get(p.Id)).toMatchObject({ VatPercent: 19.5, UnitQuantity: 0.7 })
    expect((await client.products.list()).map((x) => [x.VatPercent, x.UnitQuantity])).toEqual([[19.5, 0.7]])
    await t.faults({})
  })

  it("A30: reads seeded orders a real service could send, in both formats, with what it cannot read named", async () => {
    await t.control("POST", "/_sandbox/seed", {
      salesOrders: [
        {
          ForeignOrderId: null,
          PlatformOrderId: 120034567,
          CheckoutCompletionDate: "2024-01-02T10:00:00+01:00",
          SalesOrderItems: [
            { Title: "Mug", Amount: "1.0000" },
            { Title: "Plate", Amount: 1.5 },
          ],
        },
      ],
    })
    const [order] = await t.client().salesOrders.listUnimported()
    expect(order).toMatchObject({ PlatformOrderId: "120034567", CheckoutCompletionDate: new Date(Date.UTC(2024, 0, 2, 9)) })
    expect(order.SalesOrderItems!.map((i) => [i.Title, i.Amount, i.unreadable?.Amount ?? null])).toEqual([
      ["Mug", 1, null],
      ["Plate", null, expect.stringContaining("1.5")],
    ])
  })

  it("ping tests the connection", async () => {
    expect(await t.client().ping()).toMatchObject({ ok: true, latencyMs: expect.any(Number) })
  })

  it("takes the OData service root as its base address, in any case, with or without a trailing slash", async () => {
    for (const root of ["/PublicApi/v1/Api.svc", "/publicapi/v1/api.svc/", "/PUBLICAPI/V1/API.SVC"]) {
      const client = t.client({ baseUrl: `${t.sandbox.url}${root}`, authUrl: `${t.sandbox.url}/Authentication_JSON_AppService.axd/Login` })
      const created = await client.products.create(product({ ForeignId: `root-${root.length}-${root.endsWith("/")}` }))
      expect((await client.products.get(created.Id)).ForeignId).toBe(created.ForeignId)
    }
  })

  it("sends Vendor and Version on the login and on every data request (A1)", async () => {
    const client = t.client({ vendor: "Medusa 2.21.2", version: "0.1.0" })
    await t.control("DELETE", "/_sandbox/requests")
    const created = await client.products.create(product())
    await client.products.updateProperty(created.Id, "Title", "A new title")
    await client.operations.reviseInventoryStatus({ productId: created.Id, stockAmount: 3 })
    await client.products.delete(created.Id)
    const requests = await t.control("GET", "/_sandbox/requests")
    expect(requests.length).toBeGreaterThanOrEqual(4)
    for (const request of requests) expect(request).toMatchObject({ vendor: "Medusa 2.21.2", version: "0.1.0" })
    expect((await t.control("GET", "/_sandbox/state")).loginHeaders).toEqual({ vendor: "Medusa 2.21.2", version: "0.1.0" })
  })
})

describe("what the Atom client puts on the wire, and the service takes (A32)", () => {
  const t = clientAgainstSandbox("atom")
  let proxy: Server
  let proxyUrl = ""
  const bodies: string[] = []
  // A recording hop in front of the sandbox: the bytes the client sends, as the service gets them.
  beforeAll(async () => {
    proxy = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on("data", (chunk: Buffer) => chunks.push(chunk))
      req.on("end", () => {
        const body = Buffer.concat(chunks)
        if (body.length) bodies.push(body.toString("utf8"))
        const target = new URL(t.sandbox.url)
        const upstream = request(
          { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode!, answer.headers)
            answer.pipe(res)
          }
        )
        upstream.end(body)
      })
    })
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve))
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())))

  it("writes Float properties as Edm.Decimal and leaves out characters XML cannot carry", async () => {
    const client = t.client({ baseUrl: proxyUrl, authUrl: proxyUrl })
    const created = await client.products.create(
      product({
        Title: "Linen\u0001 shirt\u000B",
        Description: "<p>Soft\u0002 & light</p>",
        VatPercent: 19,
        UnitQuantity: 0.5,
        UnitType: "Kg",
      })
    )
    await client.products.updateProperty(created.Id, "VatPercent", 7.5)
    const atom = bodies.filter((b) => b.startsWith("<?xml"))
    expect(atom.join("")).toContain('<d:VatPercent m:type="Edm.Decimal">19</d:VatPercent>')
    expect(atom.join("")).toContain('<d:UnitQuantity m:type="Edm.Decimal">0.5</d:UnitQuantity>')
    expect(atom.join("")).toContain('m:type="Edm.Decimal">7.5</VatPercent>')
    expect(atom.join("")).not.toMatch(/Edm\.(Double|Single)/)
    expect(atom.join("")).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/)
    expect(await client.products.get(created.Id)).toMatchObject({
      Title: "Linen shirt",
      Description: "<p>Soft & light</p>",
      VatPercent: 7.5,
      UnitQuantity: 0.5,
    })
  })
})
