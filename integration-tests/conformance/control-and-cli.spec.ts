import { spawn } from "child_process"
import { mkdtempSync } from "fs"
import os from "os"
import path from "path"
import { request } from "undici"
import { startSandbox } from "../../src/sandbox"
import { ENTITY_SETS } from "../../src/protocol/schema"
import { conformanceHarness, product } from "./harness"

describe("control API", () => {
  const h = conformanceHarness("json")

  it("faults: errorRate answers errorStatus without processing", async () => {
    await h.control("POST", "/_sandbox/faults", { errorRate: 1, errorStatus: 503 })
    const res = await h.createRaw("Products", product())
    expect(res.status).toBe(503)
    await h.control("POST", "/_sandbox/faults", {})
    expect((await h.state()).sets.Products).toEqual({})
  })

  it("faults: resetRate drops the connection without an answer", async () => {
    await h.control("POST", "/_sandbox/faults", { resetRate: 1 })
    await expect(h.call("GET", "Products")).rejects.toThrow()
  })

  it("faults: commit-then-drop stores the create and loses its answer", async () => {
    await h.control("POST", "/_sandbox/faults", { commitThenDropRate: 1 })
    await expect(h.createRaw("Products", product({ ForeignId: "dropped" }))).rejects.toThrow()
    await h.control("POST", "/_sandbox/faults", {})
    const stored = Object.values((await h.state()).sets.Products) as any[]
    expect(stored.map((p) => p.ForeignId)).toEqual(["dropped"])
  })

  it("faults: latencyMs delays every answer", async () => {
    await h.control("POST", "/_sandbox/faults", { latencyMs: 150 })
    const started = Date.now()
    await h.call("GET", "Products")
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it("faults: commitDelayMs stores a create after the delay, also when the client gave up", async () => {
    await h.control("POST", "/_sandbox/faults", { commitDelayMs: 400 })
    const controller = new AbortController()
    const gaveUp = h.raw("POST", "/publicapi/v1/api.svc/Products", {
      body: h.codec.encodeEntityRequest(ENTITY_SETS.Products, product({ ForeignId: "late" })),
      headers: h.dataHeaders(),
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(), 50)
    await expect(gaveUp).rejects.toThrow()
    expect((await h.state()).sets.Products).toEqual({})
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect((Object.values((await h.state()).sets.Products) as any[]).map((p) => p.ForeignId)).toEqual(["late"])
  })

  it("faults: outageSeconds answers 503 to everything, logins too, until the sandbox's clock passes its end", async () => {
    const set = await h.control("POST", "/_sandbox/faults", { outageSeconds: 900 })
    expect(Date.parse(JSON.parse(set.text).faults.outageUntil)).toBeGreaterThan(Date.now() + 890_000)
    expect((await h.createRaw("Products", product())).status).toBe(503)
    expect(
      (
        await h.raw("POST", "/Authentication_JSON_AppService.axd/Login", {
          body: JSON.stringify({ userName: "demo", password: "demo" }),
          headers: { "content-type": "application/json" },
        })
      ).status
    ).toBe(503)
    await h.control("POST", "/_sandbox/clock", { advanceSeconds: 899 })
    expect((await h.call("GET", "Products")).status).toBe(503)
    await h.control("POST", "/_sandbox/clock", { advanceSeconds: 2 })
    expect((await h.call("GET", "Products")).status).toBe(200)
    expect((await h.state()).sets.Products).toEqual({})
    await h.control("POST", "/_sandbox/faults", {})
  })

  it("control API: refuses a foreign Host or Origin (a web page cannot reset the sandbox)", async () => {
    const post = (headers: Record<string, string>) =>
      h.raw("POST", "/_sandbox/reset", { body: "{}", headers: { "content-type": "text/plain", ...headers } })
    expect((await post({ host: "attacker.example" })).status).toBe(403)
    expect((await post({ origin: "https://attacker.example" })).status).toBe(403)
    expect((await post({ origin: "http://localhost:3000" })).status).toBe(204)
  })

  // 10,050 requests take ~3 s alone and far longer on a busy machine: a timeout of its own, or the
  // loop would go on after jest gave up and fill the next test's log.
  it("requests: keeps the newest 10,000 entries", async () => {
    await h.control("DELETE", "/_sandbox/requests")
    const total = 10_050
    for (let sent = 0; sent < total; sent += 50) {
      await Promise.all(Array.from({ length: Math.min(50, total - sent) }, () => h.call("GET", "Products")))
    }
    expect(await h.requests()).toHaveLength(10_000)
  }, 120_000)

  it("faults: an unknown or out-of-range field answers 400 naming it", async () => {
    const res = await h.control("POST", "/_sandbox/faults", { errorRate: 2 })
    expect(res.status).toBe(400)
    expect(res.text).toContain("errorRate must be a number from 0 to 1")
    expect((await h.control("POST", "/_sandbox/faults", { chaos: true })).text).toContain("Unknown fault chaos")
  })

  it("seed: checks the whole body first and names what to fix; stores nothing from a body it refuses", async () => {
    const refused = async (body: unknown, text: RegExp) => {
      const res = await h.control("POST", "/_sandbox/seed", body)
      expect(res.status).toBe(400)
      expect(h.codec.decodeError(res.text)?.message).toMatch(text)
    }
    await refused({ listings: [] }, /cannot seed listings; it seeds catalogs, products, salesOrders/)
    await refused({ constructor: [] }, /cannot seed constructor; it seeds catalogs, products, salesOrders/)
    await refused({ salesOrders: {} }, /salesOrders must be a list/)
    await refused({ salesOrders: [{ Id: "7" }] }, /salesOrders\[0\]\.Id is assigned by the sandbox/)
    await refused({ salesOrders: [{ SalesOrderItems: [{ SalesOrderId: "7" }] }] }, /SalesOrderItems\[0\]\.SalesOrderId is assigned/)
    await refused({ salesOrders: [{ Colour: "red" }] }, /Colour: SalesOrders has no such property/)
    await refused({ salesOrders: [{ TotalPrice: { value: 1 } }] }, /must be a string, a number, a boolean or null/)
    // The spec types PaidAmount (2.6): what it promises, the seed holds to.
    await refused(
      { salesOrders: [{ CurrencyCode: "EUR" }, { PaidAmount: "paid" }] },
      /salesOrders\[1\]\.PaidAmount: the spec types it Edm.Decimal/
    )
    expect((await h.state()).sets.SalesOrders).toEqual({})

    const stored = await h.control("POST", "/_sandbox/seed", { salesOrders: [{ TotalPrice: 12.5, Buyer: null }] })
    expect(stored.status).toBe(201)
    const [{ Id }] = JSON.parse(stored.text).salesOrders
    const state = await h.state()
    expect(state.verbatim.SalesOrders[Id]).toEqual({ TotalPrice: 12.5 })
    expect(state.orderRelations[Id]).toEqual({ buyerId: null, addressId: null, shippingAddressId: null })
  })

  it("seed: another connector's account (catalogs, products, variations, images, specifics, offers), by the service's rules", async () => {
    const refused = async (body: unknown, text: RegExp) => {
      const res = await h.control("POST", "/_sandbox/seed", body)
      expect(res.status).toBe(400)
      expect(h.codec.decodeError(res.text)?.message ?? res.text).toMatch(text)
    }
    await refused({ products: [{ ...product(), Id: "5" }] }, /products\[0\]\.Id is assigned by the sandbox/)
    await refused(
      { products: [{ ...product(), ProductImages: [{ ProductId: "1", ImageUrl: "https://x/1.jpg", Type: 1 }] }] },
      /ProductId is assigned/
    )
    await refused({ products: [{ ...product(), Catalogs: ["nowhere"] }] }, /no catalog has the ForeignId "nowhere"/)
    await refused({ products: [{ ...product(), Listings: [] }] }, /does not seed Listings/)
    // A rule the real service holds to (a title over 80 characters): the second product is refused, the first is not kept either.
    await refused({ products: [product({ ForeignId: "mag-1" }), product({ ForeignId: "mag-2", Title: "x".repeat(81) })] }, /mag-2/)
    expect((await h.state()).sets.Products).toEqual({})

    const seeded = await h.control("POST", "/_sandbox/seed", {
      products: [
        {
          ...product({ ForeignId: "magento-4711", Ean: "4006381333931", Mpn: "MUG-7", Brand: "Acme", StockAmount: 4 }),
          ProductImages: [{ ImageUrl: "https://cdn.example.com/mug.jpg", Type: 1 }],
          ProductSpecifics: [{ Name: "Material", Value: "Steingut" }],
          DiscountOffers: [{ Price: "24.90", Type: 1 }],
          Catalogs: ["magento-cat-cups"],
        },
        {
          ...product({ ForeignId: "magento-4712", ProductType: 1, StockAmount: 0, Title: "Linen shirt" }),
          ProductVariations: [
            {
              Sku: "SHIRT-M",
              Price: "29.90",
              StockAmount: 2,
              ForeignId: "magento-4712-m",
              ProductVariationSpecifics: [{ Name: "Größe", Value: "M" }],
            },
            { Sku: "SHIRT-L", Price: "29.90", StockAmount: 0, ProductVariationSpecifics: [{ Name: "Größe", Value: "L" }] },
          ],
        },
        product({ ForeignId: "magento-4713", StockAmount: 0, Title: "Sold-out vase" }),
      ],
      catalogs: [{ ForeignId: "magento-cat-home", Name: "Wohnen", ChildCatalogs: [{ ForeignId: "magento-cat-cups", Name: "Tassen" }] }],
    })
    expect(seeded.status).toBe(201)
    const ids = JSON.parse(seeded.text)
    const [mug, shirt, vase] = ids.products.map((p: { Id: string }) => p.Id)
    expect(ids.products[1].ProductVariations).toHaveLength(2)
    const state = await h.state()
    const home = ids.catalogs[0].Id
    const cups = ids.catalogs[0].ChildCatalogs[0].Id
    expect(state.sets.Catalogs[cups]).toMatchObject({ ForeignId: "magento-cat-cups", ParentId: home, IsRootLevel: false })
    expect(state.catalogLinks[mug]).toEqual([cups])
    expect(Object.values(state.sets.ProductVariationSpecifics).map((s: any) => s.Value)).toEqual(["M", "L"])
    expect(Object.values(state.sets.DiscountOffers)).toEqual([expect.objectContaining({ ProductId: mug, Price: "24.90" })])

    // The listings live as the marketplace holds them: what has stock is listed, what has none is not.
    const listed = async (id: string) => h.operationValue("ProductIsListed", { productId: `${id}L` })
    expect([await listed(mug), await listed(shirt), await listed(vase)]).toEqual([true, true, false])
    // And the account reads as any other: the feed, and the variations by their product.
    const feed = await h.call("GET", `Products?$filter=${encodeURIComponent("ForeignId eq 'magento-4712'")}`)
    expect(feed.status).toBe(200)
    expect(feed.text).toContain("Linen shirt")
  })

  it("faults: refuseJoinedOrderFilter must be true, false or a status from 400 to 599", async () => {
    for (const wrong of ["yes", 200, 600, 500.5]) {
      expect((await h.control("POST", "/_sandbox/faults", { refuseJoinedOrderFilter: wrong })).text).toContain(
        "refuseJoinedOrderFilter must be true, false or a status from 400 to 599"
      )
    }
    const set = await h.control("POST", "/_sandbox/faults", { refuseJoinedOrderFilter: true })
    expect(JSON.parse(set.text).faults.refuseJoinedOrderFilter).toBe(true)
    const status = await h.control("POST", "/_sandbox/faults", { refuseJoinedOrderFilter: 500 })
    expect(JSON.parse(status.text).faults.refuseJoinedOrderFilter).toBe(500)
  })

  it("faults: atomUntypedFloats must be true or false (A47)", async () => {
    expect((await h.control("POST", "/_sandbox/faults", { atomUntypedFloats: 1 })).text).toContain(
      "atomUntypedFloats must be true or false"
    )
    const set = await h.control("POST", "/_sandbox/faults", { atomUntypedFloats: true })
    expect(JSON.parse(set.text).faults.atomUntypedFloats).toBe(true)
  })

  it("faults: refuseVariationFeed refuses the set-level ProductVariations feed only, not a product's variations (A53)", async () => {
    expect((await h.control("POST", "/_sandbox/faults", { refuseVariationFeed: 200 })).text).toContain(
      "refuseVariationFeed must be a status from 400 to 599, or null"
    )
    const shirt = String((await h.create("Products", product({ ProductType: 1, StockAmount: 0 }))).values.Id)
    await h.create("ProductVariations", { ProductId: shirt, Sku: "SHIRT-M", Price: "29.90", StockAmount: 2 })
    expect(JSON.parse((await h.control("POST", "/_sandbox/faults", { refuseVariationFeed: 500 })).text).faults.refuseVariationFeed).toBe(
      500
    )
    const get = (path: string) => h.call("GET", path)
    const feed = await get("ProductVariations")
    expect(feed.status).toBe(500)
    expect(h.codec.decodeError(feed.text)?.message).toMatch(/does not serve the ProductVariations set whole/)
    const ofProduct = await get(`Products(${shirt}L)/ProductVariations`)
    expect([ofProduct.status, ofProduct.text.includes("SHIRT-M")]).toEqual([200, true])
    expect((await get(`ProductVariations?$filter=${encodeURIComponent(`ProductId eq ${shirt}L`)}`)).status).toBe(200)
    await h.control("POST", "/_sandbox/faults", { refuseVariationFeed: null })
    expect((await get("ProductVariations")).status).toBe(200)
  })

  it("requests: lists data-API calls with method, path, status and time; DELETE clears them", async () => {
    await h.control("DELETE", "/_sandbox/requests")
    await h.call("GET", "Products")
    await h.call("GET", "Nope")
    const log = await h.requests()
    expect(log.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: "GET", path: "/publicapi/v1/api.svc/Products", status: 200 },
      { method: "GET", path: "/publicapi/v1/api.svc/Nope", status: 404 },
    ])
    expect((log[0] as any).time).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it("purchases: ids are strings; unknown products answer 404 and bad quantities 400", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    const ok = await h.control("POST", "/_sandbox/purchases", { productId: p, quantity: 1 })
    expect(JSON.parse(ok.text)).toEqual({ salesOrderId: expect.stringMatching(/^\d+$/) })
    expect((await h.control("POST", "/_sandbox/purchases", { productId: "999999", quantity: 1 })).status).toBe(404)
    expect((await h.control("POST", "/_sandbox/purchases", { productId: p, quantity: 0 })).status).toBe(400)
    expect((await h.control("POST", "/_sandbox/purchases", { productId: "abc" })).status).toBe(400)
  })

  it("reset empties the state and ends the sessions", async () => {
    await h.create("Products", product())
    await h.control("POST", "/_sandbox/reset")
    expect((await h.state()).sets.Products).toEqual({})
    expect((await h.call("GET", "Products")).status).toBe(401)
  })
})

describe("state across restarts (--data)", () => {
  it("keeps entities, listings and ids in the data file", async () => {
    const dataFile = path.join(mkdtempSync(path.join(os.tmpdir(), "sandbox-")), "state.json")
    const first = await startSandbox({ port: 0, dataFile })
    first.context.store.insert("Products", { Title: "Kept", StockAmount: 1, ProductType: 0, Description: "d" })
    await first.close()
    const second = await startSandbox({ port: 0, dataFile })
    const products = Object.values(second.context.store.state.sets.Products)
    expect(products.map((p) => p.Title)).toEqual(["Kept"])
    expect(products[0].CreationDate).toBeInstanceOf(Date)
    expect(second.context.store.insert("Catalogs", {})[0]).toBe(String(Number(products[0].Id) + 1))
    await second.close()
  })
})

describe("the command line", () => {
  it("npm run sandbox serves on the given port, prints URLs and credentials, stops on SIGTERM", async () => {
    const root = path.resolve(__dirname, "../..")
    const child = spawn(
      process.execPath,
      [
        require.resolve("ts-node/dist/bin.js"),
        "--transpile-only",
        "src/sandbox/cli.ts",
        "--port",
        "0",
        "--user",
        "u1",
        "--password",
        "p1",
        "--token",
        "t1",
      ],
      { cwd: root }
    )
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    const deadline = Date.now() + 30_000
    while (!/subscription token t1/.test(output) && Date.now() < deadline && child.exitCode === null)
      await new Promise((r) => setTimeout(r, 100))
    expect(output).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/)
    expect(output).toContain("user name u1   password p1   subscription token t1")
    const url = /listening on (http:\/\/[\d.:]+)/.exec(output)![1]
    const login = await request(`${url}/Authentication_JSON_AppService.axd/Login`, {
      method: "POST",
      body: JSON.stringify({ userName: "u1", password: "p1" }),
      headers: { "content-type": "application/json" },
    })
    expect(login.statusCode).toBe(200)
    await login.body.dump()
    const exit = new Promise<number | null>((resolve) => child.once("exit", resolve))
    child.kill("SIGTERM")
    expect(await exit).toBe(0)
  }, 40_000)

  it("refuses an unknown flag with the usage", async () => {
    const { parseArgs } = require("../../src/sandbox/cli") as typeof import("../../src/sandbox/cli.js")
    expect(() => parseArgs(["--colour", "red"])).toThrow(/Unknown flag --colour[\s\S]*Usage/)
    expect(parseArgs(["--port=5000", "--data", "s.json"])).toEqual({ port: 5000, dataFile: "s.json" })
  })

  it("A21: --feed-form takes wcf or v2 and refuses anything else, naming both", async () => {
    const { parseArgs } = require("../../src/sandbox/cli") as typeof import("../../src/sandbox/cli.js")
    expect(parseArgs(["--feed-form", "v2"])).toEqual({ feedForm: "v2" })
    expect(parseArgs(["--feed-form=wcf"])).toEqual({ feedForm: "wcf" })
    expect(() => parseArgs(["--feed-form", "results"])).toThrow("--feed-form must be wcf or v2, not results")
  })
})
