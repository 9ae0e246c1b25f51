import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createServer } from "http"
import type { AddressInfo } from "net"
import { connectedStore } from "../helpers/connected-store"
import { sandboxForSuite } from "../helpers/sandbox"

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

/** Issue 12: unknown ids are 404, bytes that are no text are 400 naming what to fix, never a 500. */
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

    // A broken %-escape in the path never reaches a plugin: Medusa's own `/admin*` layer fails
    // to decode it first (for every admin route of the store). In the query it is ours to refuse.
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
        message: expect.stringContaining("Nothing answers at the login address http://127.0.0.1:9"),
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
          message: expect.stringContaining(`The service address ${address} answers, but not as the exchange service`),
        })
        const { connection } = (await call("get", `${BASE}/health/connection`)).data
        expect(connection).toMatchObject({ configured: true, ok: false, problem: "not_the_service" })
      } finally {
        await new Promise<void>((resolve) => web.close(() => resolve()))
      }
    })
  },
})
