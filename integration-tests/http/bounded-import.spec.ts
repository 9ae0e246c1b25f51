import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createServer, Server } from "http"
import type { AddressInfo } from "net"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { DEFAULT_IMPORT_LIMITS } from "../../src/workflows/order-import/run/find-order-work"
import { adminHeaders } from "../helpers/admin-session"
import { seedShipping } from "../helpers/seed-shipping"
import { eventually, holdOrderPolls, serviceCheckAfterSave } from "../helpers/sandbox"
import { seedStore } from "../helpers/seed-catalog"

jest.setTimeout(180_000)

/**
 * A service whose order feed never ends: every page of the poll's feed has one new order and a
 * next link, either a new one (endless) or the same again (repeating); no order has changed. Each order can be read by
 * its key (the order's task does, with `$expand`). The login and everything else work.
 */
function endlessService() {
  let server: Server
  let mode: "endless" | "repeating" = "endless"
  let pageDelayMs = 0
  const served: string[] = []
  const orderOf = (page: number) => ({
    Id: String(1000 + page),
    PlatformOrderId: `EB-${page}`,
    ForeignOrderId: null,
    CurrencyCode: "EUR",
    SalesOrderItems: { results: [{ Id: String(5000 + page), ProductId: "999999", Sku: "UNKNOWN-SKU", Amount: 1, Price: "9.90" }] },
  })
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume()
      const url = req.url ?? "/"
      if (url.includes("Login")) {
        res.writeHead(200, { "Set-Cookie": ".ASPXAUTH=SESSION42 ; path=/; HttpOnly", "Content-Type": "application/json" }).end('{"d":true}')
        return
      }
      const json = (body: unknown) =>
        res.writeHead(200, { "Content-Type": "application/json;charset=utf-8", DataServiceVersion: "1.0;" }).end(JSON.stringify(body))
      const entity = /SalesOrders\((\d+)L?\)/.exec(url)
      if (entity) return json({ d: orderOf(Number(entity[1]) - 1000) })
      // The changes alone (spec 4.2 rule 4's second form, asked when the joined feed hit its page limit): none.
      const changesOnly =
        decodeURIComponent(url).includes("MarketplaceModificationDate") && !decodeURIComponent(url).includes("ForeignOrderId")
      if (!url.includes("SalesOrders()") || changesOnly) return json({ d: { results: [] } })
      served.push(url)
      const page = Number(/skiptoken=(\d+)/.exec(url)?.[1] ?? 1)
      const next = mode === "endless" ? page + 1 : 2
      const body = { d: { results: [orderOf(page)], __next: `/publicapi/v1/api.svc/SalesOrders()?$skiptoken=${next}` } }
      setTimeout(() => json(body), pageDelayMs)
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return {
    get url() {
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    set(next: { mode?: typeof mode; pageDelayMs?: number }) {
      mode = next.mode ?? mode
      pageDelayMs = next.pageDelayMs ?? pageDelayMs
      served.length = 0
    },
    served,
  }
}

const service = endlessService()

/** An import run has bounds, and "Import now" answers within seconds. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let auth: { headers: Record<string, string> }

    beforeEach(async () => {
      auth = await adminHeaders(getContainer(), api)
      const store = await seedStore(getContainer())
      const shipping = await seedShipping(getContainer(), store)
      await holdOrderPolls(getContainer())
      const savedAt = new Date().toISOString()
      await api.post(
        "/admin/marketplace-exchange/settings",
        {
          base_url: service.url,
          auth_url: service.url,
          user_name: "u",
          password: "p",
          subscription_token: "t",
          sales_channel_id: store.salesChannelId,
          region_id: store.regionId,
          shipping_option_id: shipping.shippingOptionId,
          order_poll_seconds: 3600,
        },
        auth
      )
      await serviceCheckAfterSave(getContainer(), savedAt)
    })

    const ledgerRows = async () => {
      const module: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      return (await module.listOrderImports({}, { take: 10_000 })).length
    }

    it("stops a feed that never ends at the page limit, with every order it read parked once", async () => {
      service.set({ mode: "endless", pageDelayMs: 0 })
      const rssBefore = process.memoryUsage().rss
      const { data } = await api.post("/admin/marketplace-exchange/orders/import", {}, auth)
      expect(data.summary).toMatchObject({
        fetched: DEFAULT_IMPORT_LIMITS.maxPages,
        parked: DEFAULT_IMPORT_LIMITS.maxPages,
        stopped: "page_limit",
      })
      expect(service.served).toHaveLength(DEFAULT_IMPORT_LIMITS.maxPages)
      expect(await ledgerRows()).toBe(DEFAULT_IMPORT_LIMITS.maxPages)
      // Memory stays flat in the feed's length: a run holds one page, never the feed.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024)
    })

    it("ends a feed that repeats its next link with the service's fault named, and keeps what it imported", async () => {
      service.set({ mode: "repeating", pageDelayMs: 0 })
      const res = await api.post("/admin/marketplace-exchange/orders/import", {}, { ...auth, validateStatus: () => true })
      expect(res.status).toBe(502)
      expect(res.data.message).toMatch(/next link it had sent before/)
      expect(service.served.length).toBeLessThanOrEqual(2)
      // The orders of the pages it read were queued before the feed broke off: their tasks take them.
      await eventually(async () => (await ledgerRows()) === 2, 30_000, "both orders read to be parked")
      const health = (await api.get("/admin/marketplace-exchange/health", auth)).data.health
      expect(health.last_import_error).toMatch(/next link it had sent before/)
    })

    it("answers Import now at once while a run is going, and the run ends by itself", async () => {
      service.set({ mode: "endless", pageDelayMs: 250 })
      const first = api.post("/admin/marketplace-exchange/orders/import", {}, auth)
      await new Promise((resolve) => setTimeout(resolve, 400))
      const started = Date.now()
      const second = await api.post("/admin/marketplace-exchange/orders/import", {}, auth)
      expect(Date.now() - started).toBeLessThan(2_000)
      expect(second.status).toBe(202)
      expect(second.data).toMatchObject({ running: true, started_at: expect.any(String) })
      const done = await first
      // On a busy machine the first run may outlast Import now's 10 s wait (202): it goes on and ends by itself.
      if (done.status === 200) expect(done.data.summary).toMatchObject({ stopped: "page_limit" })
      else expect(done.status).toBe(202)
      await eventually(
        async () => (await api.get("/admin/marketplace-exchange/health", auth)).data.health.polling.running_by === null,
        60_000,
        "the run to end by itself"
      )
      await eventually(async () => (await ledgerRows()) === DEFAULT_IMPORT_LIMITS.maxPages, 60_000, "every order read to be parked")
    })
  },
})
