import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createServer } from "http"
import type { AddressInfo } from "net"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"
import { connectedStore } from "../helpers/connected-store"
import { sandboxForSuite } from "../helpers/sandbox"
import { seedShirt } from "../helpers/seed-catalog"

jest.setTimeout(180_000)

const sandbox = sandboxForSuite()
const BASE = "/admin/marketplace-exchange"

/** Every route with an id, as a merchant's admin (or a script) could call it with a wrong one. */
const ID_ROUTES: Array<{ method: "get" | "post"; path: (id: string) => string; body?: unknown }> = [
  { method: "get", path: (id) => `${BASE}/products/${id}` },
  { method: "get", path: (id) => `${BASE}/products/${id}/listing` },
  { method: "post", path: (id) => `${BASE}/products/${id}/retry` },
  { method: "post", path: (id) => `${BASE}/products/${id}/category`, body: { category_id_1: "15687" } },
  { method: "post", path: (id) => `${BASE}/products/${id}/marketplace-fields`, body: { brand: "Acme" } },
  { method: "post", path: (id) => `${BASE}/catalogs/${id}/profile`, body: { type: "payment", profile_id: "1" } },
  { method: "post", path: (id) => `${BASE}/orders/${id}/retry` },
  { method: "get", path: (id) => `${BASE}/orders/${id}` },
  { method: "get", path: (id) => `${BASE}/orders/${id}/history` },
  { method: "get", path: (id) => `${BASE}/sync?batch_id=${id}` },
]

/** Unknown ids are 404, bytes that are no text are 400 naming what to fix, never a 500. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const suite = connectedStore(sandbox, api, getContainer)
    const call = (method: "get" | "post", path: string, body?: unknown) =>
      method === "get"
        ? api.get(path, { ...suite.auth, validateStatus: () => true })
        : api.post(path, body ?? {}, { ...suite.auth, validateStatus: () => true })

    it("answers 404 for an unknown id on every route that takes one", async () => {
      for (const route of ID_ROUTES) {
        const res = await call(route.method, route.path("unknown_123"), route.body)
        expect([route.path("unknown_123"), res.status]).toEqual([route.path("unknown_123"), 404])
        expect(res.data.message).toMatch(/unknown_123/)
      }
    })

    it("answers a sync of unknown products 404 naming each of them, and queues none of the batch", async () => {
      const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      const shirt = await seedShirt(getContainer(), suite.store)
      const res = await call("post", `${BASE}/sync`, { product_ids: [shirt.productId, "prod_missing_1", "prod_missing_2"] })
      expect(res.status).toBe(404)
      expect(res.data.message).toContain("prod_missing_1")
      expect(res.data.message).toContain("prod_missing_2")
      expect(res.data.message).not.toContain(shirt.productId)
      for (const id of ["prod_missing_1", "prod_missing_2"]) {
        // Neither waiting nor run (a drain could have taken a queued task already).
        expect(await service.taskStatusOf("product", "mxcon_default", id)).toEqual({ pending: null, lastRun: null })
      }
      // A product deleted from the store that the plugin still holds is known: its sync ends the listing.
      await service.saveProductSyncState(FIRST_ACCOUNT_ID, "prod_deleted_1", { status: "synced", remote_product_id: "9001" })
      const gone = await call("post", `${BASE}/sync`, { product_ids: ["prod_deleted_1"] })
      expect(gone.status).toBe(202)
      expect(gone.data.queued).toBe(1)
      // An empty selection is a mistake, not "nothing to do".
      const none = await call("post", `${BASE}/sync`, { product_ids: [] })
      expect(none.status).toBe(400)
      expect(none.data.message).toContain("product_ids must name at least one product")
    })

    // Medusa's own `/admin*` layer decodes the path before any route (Express's param decoding)
    // and its URIError would be a 500: the plugin's error handler words it as a 400.
    it("answers 400 naming the broken %-escape in a path, on routes with an id and without", async () => {
      // [method, path, body, the broken part the message must quote]
      const cases: Array<["get" | "post", string, unknown, string]> = [
        ...ID_ROUTES.map((route): ["get" | "post", string, unknown, string] => {
          const path = route.path("%ZZ")
          return [route.method, path, route.body, path.includes("?") ? "batch_id=%ZZ" : "%ZZ"]
        }),
        ["post", `${BASE}/sync/%E0%A4%A`, {}, "%E0%A4%A"],
        ["get", `${BASE}/health%ZZ`, undefined, "health%ZZ"],
        ["post", `${BASE}/listings/actions%`, { action: "sync", product_ids: ["x"] }, "actions%"],
      ]
      for (const [method, path, body, broken] of cases) {
        const res = await call(method, path, body)
        expect([path, res.status]).toEqual([path, 400])
        expect(res.data.message).toContain(`broken %-escape in "${broken}"`)
      }
    })

    it("answers 400 for a NUL byte in a path, a query or a field, and for a broken %-escape in a query", async () => {
      for (const route of ID_ROUTES) {
        const res = await call(route.method, route.path("a%00b"), route.body)
        expect([route.path("a%00b"), res.status]).toEqual([route.path("a%00b"), 400])
        expect(res.data.message).toContain("control character")
      }
      const query = await call("get", `${BASE}/products?status=%ZZ`)
      expect(query.status).toBe(400)
      const nulQuery = await call("get", `${BASE}/orders?state=parked%00`)
      expect(nulQuery.status).toBe(400)
      const field = await call("post", `${BASE}/settings`, { user_name: "de\u0000mo" })
      expect(field.status).toBe(400)
      expect(field.data.message).toContain("user_name")
      const nested = await call("post", `${BASE}/sync`, { product_ids: ["prod_\u0000x"] })
      expect(nested.status).toBe(400)
      expect(nested.data.message).toContain("product_ids")
    })

    it("answers a service outage 503 and an unreachable or garbled service 502, with the message", async () => {
      await sandbox.faults({ errorRate: 1, errorStatus: 503 })
      const outage = await call("post", `${BASE}/settings/test`)
      expect(outage.status).toBe(503)
      expect(outage.data).toMatchObject({ problem: "service_error", message: expect.stringMatching(/answers with an error \(503\)/) })
      await sandbox.faults({})
      await api.post(
        `${BASE}/settings`,
        { base_url: "http://127.0.0.1:9", auth_url: "http://127.0.0.1:9", password: "demo", subscription_token: "demo-token" },
        suite.auth
      )
      const unreachable = await call("post", `${BASE}/settings/test`)
      expect(unreachable.status).toBe(502)
      expect(unreachable.data).toMatchObject({
        problem: "unreachable",
        message: expect.stringContaining("Login address http://127.0.0.1:9: nothing answers there"),
      })

      // A web server at the address: its login "works" and everything answers 200 with HTML.
      const web = createServer((req, res) => {
        req.resume()
        if (req.url?.includes("Login")) res.writeHead(200, { "Set-Cookie": ".ASPXAUTH=X1 ; path=/" }).end("{}")
        else res.writeHead(200, { "Content-Type": "text/html" }).end("<html><body>It works!</body></html>")
      })
      await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve))
      const address = `http://127.0.0.1:${(web.address() as AddressInfo).port}`
      try {
        await api.post(
          `${BASE}/settings`,
          { base_url: address, auth_url: address, password: "demo", subscription_token: "demo-token" },
          suite.auth
        )
        const garbled = await call("post", `${BASE}/settings/test`)
        expect(garbled.status).toBe(502)
        expect(garbled.data).toMatchObject({
          problem: "not_the_service",
          message: expect.stringContaining(`Service address ${address}: it answers, but not as the exchange service`),
        })
        const { connection } = (await call("get", `${BASE}/health/connection`)).data
        expect(connection).toMatchObject({ configured: true, ok: false, problem: "not_the_service" })
      } finally {
        await new Promise<void>((resolve) => web.close(() => resolve()))
      }
    })
  },
})
