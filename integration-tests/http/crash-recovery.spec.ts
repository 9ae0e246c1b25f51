import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ExchangeClient } from "../../src/client"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { connectedStore } from "../helpers/connected-store"
import { eventually, queueSettled, sandboxForSuite, sandboxClient } from "../helpers/sandbox"
import { seedMug, seedShirt } from "../helpers/seed-catalog"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"

jest.setTimeout(180_000)

const sandbox = sandboxForSuite()

/**
 * A create is an intent before it is a request. A run that died after the service
 * created the product (and some variations) but before the plugin recorded them leaves an
 * intent; the next run finds what the service holds by its ForeignId and adopts it.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const suite = connectedStore(sandbox, api, getContainer)
    const settings = "/admin/marketplace-exchange/settings"

    it("adopts a product a crashed run created (with 2 of its 4 variations) instead of listing it twice", async () => {
      // The plugin is cut off while the product comes in, as a process that died would be.
      await api.post(settings, { password: null }, suite.auth)
      const shirt = await seedShirt(getContainer(), suite.store)
      await queueSettled(api, suite.auth)
      expect(Object.keys((await sandbox.state()).sets.Products)).toHaveLength(0)

      // What the dead run had sent: the product and two variations, each with its specifics.
      const client = sandboxClient(sandbox.url)
      const remote = await client.products.create({
        ForeignId: shirt.productId,
        Title: "Linen shirt",
        Description: "<p>Soft</p>",
        StockAmount: 20,
        ProductType: 1,
        Price: "29.90",
      })
      for (const [sku, colour] of [
        ["SHIRT-BLUE-M", "Blue"],
        ["SHIRT-RED-M", "Red"],
      ]) {
        const variation = await client.productVariations.create({
          ProductId: remote.Id,
          Price: "29.90",
          StockAmount: 10,
          Sku: sku,
          ForeignId: shirt.variants[sku].id,
        })
        await client.productVariationSpecifics.create({ ProductVariationId: variation.Id, Name: "Colour", Value: colour })
        await client.productVariationSpecifics.create({ ProductVariationId: variation.Id, Name: "Size", Value: "M" })
      }
      await client.close()
      // ... and what it had put on record before its POST.
      const module: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      await module.saveProductSyncState(FIRST_ACCOUNT_ID, shirt.productId, { pending_creates: { product: new Date().toISOString() } })

      await sandbox.clearRequests()
      await api.post(settings, { password: "demo" }, suite.auth)
      await eventually(
        async () => (await api.get(`/admin/marketplace-exchange/products/${shirt.productId}`, suite.auth)).data.product.status === "synced",
        30_000,
        "the product to sync"
      )
      await queueSettled(api, suite.auth)

      const state = await sandbox.state()
      expect(Object.values(state.sets.Products).map((p: any) => p.ForeignId)).toEqual([shirt.productId])
      const variations = Object.values(state.sets.ProductVariations) as any[]
      expect(variations.map((v) => v.Sku).sort()).toEqual(["SHIRT-BLUE-L", "SHIRT-BLUE-M", "SHIRT-RED-L", "SHIRT-RED-M"])
      expect(Object.keys(state.sets.ProductVariationSpecifics)).toHaveLength(8)
      const posts = (await sandbox.dataRequests()).filter((r) => r.method === "POST")
      expect(posts.filter((r) => /\/Products$/.test(r.path))).toEqual([])
      expect(posts.filter((r) => /\/ProductVariations$/.test(r.path))).toHaveLength(2)
      expect((await module.getProductSyncState(FIRST_ACCOUNT_ID, shirt.productId))?.pending_creates).toEqual({})
    })

    it(
      "reconciles: second listings under one ForeignId are deleted, a copy the plugin lost track of is adopted, and it says " + "so",
      async () => {
        const listed = await seedShirt(getContainer(), suite.store)
        await eventually(
          async () =>
            (await api.get(`/admin/marketplace-exchange/products/${listed.productId}`, suite.auth)).data.product.status === "synced",
          30_000,
          "the shirt to sync"
        )
        await queueSettled(api, suite.auth)
        const known = (await api.get(`/admin/marketplace-exchange/products/${listed.productId}`, suite.auth)).data.product.remote_product_id
        const client = sandboxClient(sandbox.url)
        const copy = (foreignId: string) =>
          client.products.create({
            ForeignId: foreignId,
            Title: "Linen shirt",
            Description: "<p>Soft</p>",
            StockAmount: 5,
            ProductType: 0,
            Price: "29.90",
          })
        // Two second listings of the synced shirt (a create whose record was lost, twice).
        const extra = [await copy(listed.productId), await copy(listed.productId)]
        // A second product the plugin knows nothing of on the service (its record was lost) with two copies.
        const module: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
        await api.post(settings, { password: null }, suite.auth)
        const lost = await seedMug(getContainer(), suite.store)
        await queueSettled(api, suite.auth)
        const older = await copy(lost.id)
        const newer = await copy(lost.id)
        await client.close()
        // The plugin's own create of the mug is refused, so it holds no copy of its own.
        await sandbox.faults({
          refusals: [{ method: "POST", path: "/Products", status: 400, code: "4001", message: "Refused for the test" }],
        })
        await api.post(settings, { password: "demo" }, suite.auth)
        await queueSettled(api, suite.auth)
        await sandbox.faults({})

        const { report } = (await api.post("/admin/marketplace-exchange/reconcile", {}, suite.auth)).data
        expect(report.deleted.sort()).toEqual([...extra.map((p) => p.Id), older.Id].sort())
        expect(report.adopted).toEqual([{ productId: lost.id, remoteId: newer.Id }])
        await eventually(
          async () => (await module.getProductSyncState(FIRST_ACCOUNT_ID, lost.id))?.remote_product_id === newer.Id,
          30_000,
          "the lost copy to be adopted"
        )
        await queueSettled(api, suite.auth)
        const byForeignId = (Object.values((await sandbox.state()).sets.Products) as any[]).map((p) => [p.ForeignId, p.Id]).sort()
        expect(byForeignId).toEqual(
          [
            [listed.productId, known],
            [lost.id, newer.Id],
          ].sort()
        )
        const health = (await api.get("/admin/marketplace-exchange/health", suite.auth)).data.health
        expect(health.reconcile).toMatchObject({ at: expect.any(String), report: { deleted: expect.any(Array) } })
      }
    )
  },
})
