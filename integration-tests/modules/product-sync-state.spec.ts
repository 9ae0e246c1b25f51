import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"

jest.setTimeout(60_000)

/** A product's sync state on a real database: what is saved is what is read back. */
moduleIntegrationTestRunner<MarketplaceExchangeModuleService>({
  moduleName: MARKETPLACE_EXCHANGE_MODULE,
  resolve: path.resolve(__dirname, "../../src/modules/marketplace-exchange"),
  testSuite: ({ service }) => {
    it("replaces JSON columns whole: a key removed from the snapshot stays removed", async () => {
      await service.saveProductSyncState("prod_1", {
        snapshot: { variations: { a: { remoteId: "1" }, b: { remoteId: "2" } }, offers: { "": { remoteId: "9" } } },
        pending_creates: { product: "t" },
      })
      await service.saveProductSyncState("prod_1", { snapshot: { variations: { a: { remoteId: "1" } }, offers: {} }, pending_creates: {} })
      const state = await service.getProductSyncState("prod_1")
      expect(state?.snapshot).toEqual({ variations: { a: { remoteId: "1" } }, offers: {} })
      expect(state?.pending_creates).toEqual({})
      await service.saveProductSyncState("prod_1", { status: "synced", last_pushed_at: new Date("2026-01-01T00:00:00Z") })
      expect(await service.getProductSyncState("prod_1")).toMatchObject({
        status: "synced",
        snapshot: { variations: { a: { remoteId: "1" } } },
      })
    })
  },
})
