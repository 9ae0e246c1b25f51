import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { connectedStore } from "../helpers/connected-store"
import { eventually, queueSettled, sandboxForSuite } from "../helpers/sandbox"
import { seedMug } from "../helpers/seed-catalog"

jest.setTimeout(180_000)

// The client gives a request 1 s; the service below commits creates after 1.5 s.
process.env.MARKETPLACE_EXCHANGE_REQUEST_TIMEOUT_MS = "1000"
afterAll(() => {
  delete process.env.MARKETPLACE_EXCHANGE_REQUEST_TIMEOUT_MS
})

const sandbox = sandboxForSuite()

/**
 * A create the service commits after the client gave up. The look-up right after
 * finds nothing yet; a second POST would list the product twice. The create stays pending and
 * is looked up again later, when the late commit is there to adopt.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const suite = connectedStore(sandbox, api, getContainer)

    it("ends with one remote product when the service commits the create after the client's timeout", async () => {
      await sandbox.faults({ commitDelayMs: 1500 })
      const mug = await seedMug(getContainer(), suite.store)
      await eventually(
        async () => (await api.get(`/admin/marketplace-exchange/products/${mug.id}`, suite.auth)).data.product.status === "synced",
        60_000,
        "the mug to sync"
      )
      await queueSettled(api, suite.auth)
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const products = Object.values((await sandbox.state()).sets.Products) as any[]
      expect(products.map((p) => p.ForeignId)).toEqual([mug.id])
      const posts = (await sandbox.dataRequests()).filter((r) => r.method === "POST" && /\/Products$/.test(r.path))
      expect(posts.length).toBe(1)
      expect((await api.get(`/admin/marketplace-exchange/products/${mug.id}`, suite.auth)).data.product.remote_product_id).toBe(
        products[0].Id
      )
    })
  },
})
