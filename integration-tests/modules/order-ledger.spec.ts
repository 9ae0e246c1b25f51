import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"

jest.setTimeout(60_000)

/** The order ledger on a real database: the claim that makes an import exactly-once. */
moduleIntegrationTestRunner<MarketplaceExchangeModuleService>({
  moduleName: MARKETPLACE_EXCHANGE_MODULE,
  resolve: path.resolve(__dirname, "../../src/modules/marketplace-exchange"),
  testSuite: ({ service, MikroOrmWrapper }) => {
    describe("order ledger", () => {
      it("gives a remote order to exactly one of many concurrent claims", async () => {
        const claims = await Promise.all(Array.from({ length: 12 }, () => service.claimOrderImport("501", "12-345")))
        expect(claims.filter(Boolean)).toHaveLength(1)
        expect(claims.find(Boolean)).toMatchObject({ remote_order_id: "501", state: "claimed", attempts: 1 })
      })

      it("lets a new claim take over only after the holder's lease ran out, keeping what it did", async () => {
        const first = await service.claimOrderImport("502", null)
        await service.advanceOrderImport(first!.id, { state: "created", medusa_order_id: "order_1", display_id: "17" })
        // Created but crashed before the write-back: the claim was released, so it is taken up again.
        const resumed = await service.claimOrderImport("502", null)
        expect(resumed).toMatchObject({ state: "created", medusa_order_id: "order_1", display_id: "17", attempts: 2 })
        expect(await service.claimOrderImport("502", null)).toBeNull()
        await MikroOrmWrapper.forkManager().execute(`update marketplace_exchange_order_import set claimed_at = now() - interval '6 minutes'`)
        expect(await service.claimOrderImport("502", null)).toMatchObject({ state: "created", attempts: 3 })
      })

      it("never hands out a completed or parked order again, and a released one at once", async () => {
        const done = await service.claimOrderImport("503", null)
        await service.advanceOrderImport(done!.id, { state: "completed", medusa_order_id: "order_2", display_id: "18" })
        expect(await service.claimOrderImport("503", null)).toBeNull()
        const parked = await service.claimOrderImport("504", null)
        await service.advanceOrderImport(parked!.id, { state: "parked", reasons: [{ code: "unknown_item", message: "x" }] })
        expect(await service.claimOrderImport("504", null)).toBeNull()
        const failing = await service.claimOrderImport("505", null)
        await service.releaseOrderImport(failing!.id, "service unavailable")
        expect(await service.claimOrderImport("505", null)).toMatchObject({ state: "claimed", attempts: 2 })
        const [row] = await service.listOrderImports({ remote_order_id: "504" })
        expect(row).toMatchObject({ state: "parked", reasons: [{ code: "unknown_item", message: "x" }] })
      })
    })
  },
})
