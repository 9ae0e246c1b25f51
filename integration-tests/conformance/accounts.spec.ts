import { mkdtempSync, readFileSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { request } from "undici"
import { ENTITY_SETS, SERVICE_PATH } from "../../src/protocol/schema"
import { startSandbox } from "../../src/sandbox"
import { SandboxClock } from "../../src/sandbox/clock"
import { emptyState, serializeState } from "../../src/sandbox/state"
import { EntityStore } from "../../src/sandbox/store"
import { conformanceHarness, Harness, product } from "./harness"

/** A second subscription beside the default account ("demo"). */
const SHOP_B = { user_name: "shop-b", password: "pw-b", subscription_token: "token-b" }

/** Data-API calls as one account: its token and a session it logged in for. */
function asAccount(h: Harness, token: string, cookie: string) {
  const headers = { SubscriptionToken: token, Cookie: `.ASPXAUTH=${cookie}` }
  const call = (method: string, p: string, body?: string) => h.call(method, p, body, headers)
  return {
    call,
    async createProduct(extra = {}): Promise<string> {
      const res = await call("POST", "Products", h.codec.encodeEntityRequest(ENTITY_SETS.Products, product(extra)))
      if (res.status !== 201) throw new Error(`create answered ${res.status}: ${res.text}`)
      return String(h.codec.decodeEntry(ENTITY_SETS.Products, res.text).values.Id)
    },
    async list(set: "Products" | "SalesOrders") {
      const res = await call("GET", set)
      if (res.status !== 200) throw new Error(`GET ${set} answered ${res.status}: ${res.text}`)
      return h.codec.decodeFeed(ENTITY_SETS[set], res.text).entries.map((entry) => entry.values)
    },
  }
}

describe("A60: accounts, each its own subscription", () => {
  const h = conformanceHarness("json")
  const json = (res: { text: string }) => JSON.parse(res.text)
  const message = (res: { text: string }) => h.codec.decodeError(res.text)?.message ?? res.text

  async function addShopB() {
    const res = await h.control("POST", "/_sandbox/accounts", SHOP_B)
    expect(res.status).toBe(201)
    expect(json(res)).toEqual({ account: { user_name: "shop-b" } })
    return asAccount(h, SHOP_B.subscription_token, await h.login(SHOP_B.user_name, SHOP_B.password))
  }
  const demo = () => asAccount(h, "demo-token", h.dataHeaders().Cookie.replace(".ASPXAUTH=", ""))

  it("POST /_sandbox/accounts adds one; GET lists the user names only, the default first", async () => {
    await addShopB()
    const res = await h.control("GET", "/_sandbox/accounts")
    expect(res.status).toBe(200)
    expect(json(res)).toEqual({
      accounts: [
        { user_name: "demo", default: true },
        { user_name: "shop-b", default: false },
      ],
    })
    expect(res.text).not.toMatch(/pw-b|token-b|demo-token/)
  })

  it("a body without a field, or with an empty or non-string one, is a 400 naming it; a user name or token in use a 409", async () => {
    const add = (body: unknown) => h.control("POST", "/_sandbox/accounts", body)
    const cases: Array<[unknown, string]> = [
      [{ password: "p", subscription_token: "t" }, "user_name"],
      [{ user_name: "x", password: "", subscription_token: "t" }, "password"],
      [{ user_name: "x", password: "p", subscription_token: 5 }, "subscription_token"],
    ]
    for (const [body, field] of cases) {
      const res = await add(body)
      expect(res.status).toBe(400)
      expect(message(res)).toBe(`${field} must be a non-empty string.`)
    }
    expect((await h.raw("POST", "/_sandbox/accounts", { body: "[1]" })).status).toBe(400)
    const taken = await add({ user_name: "demo", password: "p", subscription_token: "t" })
    expect(taken.status).toBe(409)
    expect(message(taken)).toContain('"demo" exists')
    await addShopB()
    expect((await add(SHOP_B)).status).toBe(409)
    expect((await add({ user_name: "shop-c", password: "p", subscription_token: "demo-token" })).status).toBe(409)
    expect(json(await h.control("GET", "/_sandbox/accounts")).accounts).toHaveLength(2)
  })

  it("each account logs in with its own credentials; a session serves only the account that issued it", async () => {
    const b = await addShopB()
    expect((await b.call("GET", "Products")).status).toBe(200)
    // B's user name with the default's password, and the default's with B's: refused.
    expect(await h.login("shop-b", "demo")).toBe("")
    expect(await h.login("demo", "pw-b")).toBe("")
    const demoCookie = h.dataHeaders().Cookie.replace(".ASPXAUTH=", "")
    const bCookie = (await h.login("shop-b", "pw-b"))!
    // The default's session with B's token, and B's session with the default's token: not logged in (1004).
    const crossed = [
      await asAccount(h, "token-b", demoCookie).call("GET", "Products"),
      await asAccount(h, "demo-token", bCookie).call("GET", "Products"),
    ]
    for (const res of crossed) {
      expect(res.status).toBe(401)
      expect(h.codes(res)).toEqual(["1004"])
    }
  })

  it("a product of one account is not in the other's feed nor at its address; ids repeat across accounts", async () => {
    const b = await addShopB()
    const a = demo()
    const aId = await a.createProduct({ Title: "Shirt of A", ForeignId: "a" })
    expect(await b.list("Products")).toEqual([])
    expect((await b.call("GET", `Products(${aId}L)`)).status).toBe(404)
    const bId = await b.createProduct({ Title: "Shirt of B", ForeignId: "b" })
    expect(bId).toBe(aId)
    expect((await a.list("Products")).map((p) => p.Title)).toEqual(["Shirt of A"])
    expect((await b.list("Products")).map((p) => p.Title)).toEqual(["Shirt of B"])
    const bRead = await b.call("GET", `Products(${bId}L)`)
    expect(h.codec.decodeEntry(ENTITY_SETS.Products, bRead.text).values.Title).toBe("Shirt of B")
  })

  it("a purchase names its account (body or ?account=) and lands in its SalesOrders only; order ids repeat too", async () => {
    const b = await addShopB()
    const a = demo()
    const aProduct = await a.createProduct()
    const bProduct = await b.createProduct()
    const bOrder = await h.purchase({ productId: bProduct, quantity: 1, account: "shop-b" })
    expect((await b.list("SalesOrders")).map((o) => String(o.Id))).toEqual([bOrder])
    expect(await a.list("SalesOrders")).toEqual([])
    const aOrder = await h.purchase({ productId: aProduct, quantity: 1 })
    expect(aOrder).toBe(bOrder)
    const viaQuery = await h.control("POST", "/_sandbox/purchases?account=shop-b", { productId: bProduct, quantity: 1 })
    expect(viaQuery.status).toBe(201)
    expect(await b.list("SalesOrders")).toHaveLength(2)
    expect(await a.list("SalesOrders")).toHaveLength(1)
    // Stock moved at the account that sold: B's product 3 of 5 after two purchases, A's 4.
    expect((await h.control("GET", "/_sandbox/state?account=shop-b").then(json)).sets.Products[bProduct].StockAmount).toBe(3)
    expect((await h.state()).sets.Products[aProduct].StockAmount).toBe(4)
  })

  it("requests, traffic and state are each account's; DELETE /_sandbox/requests?account= clears that one", async () => {
    const b = await addShopB()
    await b.call("GET", "Products")
    await b.createProduct({ ForeignId: "only-b" })
    const bLog = json(await h.control("GET", "/_sandbox/requests?account=shop-b"))
    expect(bLog.map((r: { method: string; path: string }) => `${r.method} ${r.path}`)).toEqual([
      "POST /Authentication_JSON_AppService.axd/Login",
      `GET ${SERVICE_PATH}/Products`,
      `POST ${SERVICE_PATH}/Products`,
    ])
    // The default's log holds its own login (the harness's) and the refused logins, none of B's calls.
    expect((await h.requests()).map((r) => r.path)).toEqual(["/Authentication_JSON_AppService.axd/Login"])
    expect(json(await h.control("GET", "/_sandbox/traffic?account=shop-b")).requests).toBe(3)
    expect(Object.values(json(await h.control("GET", "/_sandbox/state?account=shop-b")).sets.Products)).toEqual([
      expect.objectContaining({ ForeignId: "only-b" }),
    ])
    expect((await h.state()).sets.Products).toEqual({})
    expect((await h.control("DELETE", "/_sandbox/requests?account=shop-b")).status).toBe(204)
    expect(json(await h.control("GET", "/_sandbox/requests?account=shop-b"))).toEqual([])
    expect(json(await h.control("GET", "/_sandbox/traffic?account=shop-b")).requests).toBe(0)
    expect(await h.requests()).toHaveLength(1)
  })

  it("an unknown account is a 404 naming it; an account that is no user name, or two that differ, a 400", async () => {
    await addShopB()
    for (const [method, p, body] of [
      ["GET", "/_sandbox/state?account=nobody"],
      ["GET", "/_sandbox/requests?account=nobody"],
      ["GET", "/_sandbox/traffic?account=nobody"],
      ["POST", "/_sandbox/purchases", { productId: "1001", account: "nobody" }],
      ["POST", "/_sandbox/faults?account=nobody", {}],
      ["POST", "/_sandbox/reset?account=nobody"],
    ] as Array<[string, string, unknown?]>) {
      const res = await h.control(method, p, body)
      expect([p, res.status]).toEqual([p, 404])
      expect(message(res)).toContain('No account "nobody"')
    }
    expect((await h.control("POST", "/_sandbox/seed", { account: 7, products: [] })).status).toBe(400)
    expect((await h.control("GET", "/_sandbox/state?account=")).status).toBe(400)
    const differ = await h.control("POST", "/_sandbox/payments?account=demo", { salesOrderId: "1", account: "shop-b" })
    expect(differ.status).toBe(400)
    expect(message(differ)).toContain("differ")
    // The clock is the sandbox's, one for every account.
    expect((await h.control("POST", "/_sandbox/clock?account=shop-b", { advanceSeconds: 1 })).status).toBe(400)
    expect((await h.control("POST", "/_sandbox/clock", { advanceSeconds: 1 })).status).toBe(200)
  })

  it("faults, profiles and listings are each account's; without account the default's", async () => {
    const b = await addShopB()
    const a = demo()
    const aProduct = await a.createProduct()
    const bProduct = await b.createProduct()
    expect((await h.control("POST", "/_sandbox/faults?account=shop-b", { outageSeconds: 60 })).status).toBe(200)
    expect((await b.call("GET", "Products")).status).toBe(503)
    expect((await a.call("GET", "Products")).status).toBe(200)
    await h.control("POST", "/_sandbox/faults", { account: "shop-b" })
    expect((await b.call("GET", "Products")).status).toBe(200)
    await h.control("POST", "/_sandbox/faults", { errorRate: 1, errorStatus: 500 })
    expect((await a.call("GET", "Products")).status).toBe(500)
    expect((await b.call("GET", "Products")).status).toBe(200)
    await h.control("POST", "/_sandbox/faults", {})

    const put = await h.control("PUT", "/_sandbox/profiles?account=shop-b", { shipping: ["9"] })
    expect(json(put).profiles).toEqual({ payment: [], return: [], shipping: ["9"] })
    expect(json(await h.control("GET", "/_sandbox/profiles")).profiles.shipping).toEqual(["3", "77", "503"])
    expect(json(await h.control("GET", "/_sandbox/profiles?account=shop-b")).profiles.shipping).toEqual(["9"])

    expect(aProduct).toBe(bProduct)
    const ended = await h.control("POST", "/_sandbox/listings/end", { productId: bProduct, account: "shop-b" })
    expect(ended.status).toBe(200)
    expect((await h.control("GET", "/_sandbox/state?account=shop-b").then(json)).listings[bProduct].takenDownAt).toEqual(expect.any(String))
    expect((await h.state()).listings[aProduct].takenDownAt).toBeUndefined()

    const seeded = await h.control("POST", "/_sandbox/seed?account=shop-b", { catalogs: [{ ForeignId: "b-cat", Name: "Shirts of B" }] })
    expect(seeded.status).toBe(201)
    expect((await h.state()).sets.Catalogs).toEqual({})
    expect(Object.values((await h.control("GET", "/_sandbox/state?account=shop-b").then(json)).sets.Catalogs)).toEqual([
      expect.objectContaining({ ForeignId: "b-cat" }),
    ])
  })

  it("reset ?account= empties that account and ends its sessions; reset alone leaves the default account alone", async () => {
    const b = await addShopB()
    await b.createProduct()
    const a = demo()
    await a.createProduct()
    expect((await h.control("POST", "/_sandbox/reset?account=shop-b")).status).toBe(204)
    expect((await h.control("GET", "/_sandbox/state?account=shop-b").then(json)).sets.Products).toEqual({})
    expect((await b.call("GET", "Products")).status).toBe(401)
    expect(await a.list("Products")).toHaveLength(1)
    expect(await h.login("shop-b", "pw-b")).not.toBe("")
    expect((await h.control("POST", "/_sandbox/reset")).status).toBe(204)
    expect(json(await h.control("GET", "/_sandbox/accounts"))).toEqual({ accounts: [{ user_name: "demo", default: true }] })
    expect(await h.login("shop-b", "pw-b")).toBe("")
  })
})

describe("A60: the --data file keeps every account", () => {
  const tempFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), "sandbox-")), "state.json")

  async function loginTo(url: string, user: string, password: string) {
    const res = await request(`${url}/Authentication_JSON_AppService.axd/Login`, {
      method: "POST",
      body: JSON.stringify({ userName: user, password }),
      headers: { "content-type": "application/json" },
    })
    await res.body.dump()
    return res.statusCode
  }

  it("a restart restores both accounts, their credentials and their entities; the default's state stays the file's top level", async () => {
    const dataFile = tempFile()
    const first = await startSandbox({ port: 0, dataFile })
    const added = await request(`${first.url}/_sandbox/accounts`, { method: "POST", body: JSON.stringify(SHOP_B) })
    expect(added.statusCode).toBe(201)
    await added.body.dump()
    first.context.store.insert("Products", { Title: "Of A", StockAmount: 1, ProductType: 0, Description: "d" })
    first.accounts.named("shop-b")!.store.insert("Products", { Title: "Of B", StockAmount: 1, ProductType: 0, Description: "d" })
    await first.close()
    const written = JSON.parse(readFileSync(dataFile, "utf8"))
    expect(Object.values(written.sets.Products).map((p: any) => p.Title)).toEqual(["Of A"])

    const second = await startSandbox({ port: 0, dataFile })
    expect(second.accounts.all().map((ctx) => ctx.credentials.user)).toEqual(["demo", "shop-b"])
    const titles = (ctx: (typeof second)["context"]) => Object.values(ctx.store.state.sets.Products).map((p) => [p.Id, p.Title])
    expect(titles(second.context)).toEqual([["1001", "Of A"]])
    expect(titles(second.accounts.named("shop-b")!)).toEqual([["1001", "Of B"]])
    expect(second.accounts.named("shop-b")!.credentials).toEqual({ user: "shop-b", password: "pw-b", token: "token-b" })
    expect(await loginTo(second.url, "shop-b", "pw-b")).toBe(200)
    expect(await loginTo(second.url, "demo", "demo")).toBe(200)
    await second.close()
  })

  it("a file of one account, as an older sandbox wrote it, loads as the default account", async () => {
    const dataFile = tempFile()
    const clock = new SandboxClock()
    const store = new EntityStore(emptyState(), clock)
    store.insert("Products", { Title: "Old", StockAmount: 2, ProductType: 0, Description: "d" })
    writeFileSync(dataFile, serializeState(store.state))
    const sandbox = await startSandbox({ port: 0, dataFile })
    expect(sandbox.accounts.all()).toHaveLength(1)
    expect(sandbox.accounts.all()[0]).toBe(sandbox.context)
    expect(Object.values(sandbox.context.store.state.sets.Products).map((p) => p.Title)).toEqual(["Old"])
    await sandbox.close()
    // Still one account: the file is written as it always was, without an accounts member.
    expect(JSON.parse(readFileSync(dataFile, "utf8")).accounts).toBeUndefined()
  })
})
