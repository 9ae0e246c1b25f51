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
        await service.advanceOrderImport(first!, { state: "created", medusa_order_id: "order_1", display_id: "17" })
        // Created, the claim is still held until ForeignOrderId is written...
        expect(await service.claimOrderImport("502", null)).toBeNull()
        // ...the write-back failed: the claim was released, so it is taken up again.
        await service.releaseOrderImport(first!, { message: "service unavailable", words: null })
        const resumed = await service.claimOrderImport("502", null)
        expect(resumed).toMatchObject({ state: "created", medusa_order_id: "order_1", display_id: "17", attempts: 2 })
        expect(await service.claimOrderImport("502", null)).toBeNull()
        await MikroOrmWrapper.forkManager().execute(
          `update marketplace_exchange_order_import set claimed_at = now() - interval '6 minutes'`
        )
        expect(await service.claimOrderImport("502", null)).toMatchObject({ state: "created", attempts: 3 })
      })

      it("never hands out a completed or parked order again, and a released one at once", async () => {
        const done = await service.claimOrderImport("503", null)
        await service.advanceOrderImport(done!, { state: "completed", medusa_order_id: "order_2", display_id: "18" })
        expect(await service.claimOrderImport("503", null)).toBeNull()
        const parked = await service.claimOrderImport("504", null)
        await service.advanceOrderImport(parked!, { state: "parked", reasons: [{ code: "unknown_item", message: "x" }] })
        expect(await service.claimOrderImport("504", null)).toBeNull()
        const failing = await service.claimOrderImport("505", null)
        await service.releaseOrderImport(failing!, { message: "service unavailable", words: null })
        expect(await service.claimOrderImport("505", null)).toMatchObject({ state: "claimed", attempts: 2 })
        const [row] = await service.listOrderImports({ remote_order_id: "504" })
        expect(row).toMatchObject({ state: "parked", reasons: [{ code: "unknown_item", message: "x" }] })
      })

      it("stops a worker whose claim was taken over, and reopens only rows nobody holds", async () => {
        const slow = await service.claimOrderImport("506", null)
        // A retry while the worker is busy leaves the row to it.
        expect(await service.reopenOrderImport(slow!.id)).toBeNull()
        await MikroOrmWrapper.forkManager().execute(
          `update marketplace_exchange_order_import set claimed_at = now() - interval '6 minutes' where remote_order_id = '506'`
        )
        const takeover = await service.claimOrderImport("506", null)
        expect(takeover).toMatchObject({ attempts: 2 })
        // The first worker wakes up: nothing it does changes the row any more.
        await expect(service.advanceOrderImport(slow!, { state: "created", medusa_order_id: "order_x", display_id: "99" })).rejects.toThrow(
          /taken over/
        )
        await service.releaseOrderImport(slow!, { message: "late", words: null })
        const [row] = await service.listOrderImports({ remote_order_id: "506" })
        expect(row).toMatchObject({ state: "claimed", medusa_order_id: null, last_error: null })

        await service.advanceOrderImport(takeover!, { state: "parked", reasons: [{ code: "unknown_item", message: "x" }] })
        expect(await service.reopenOrderImport(row.id)).toEqual({ remote_order_id: "506" })
        expect(await service.claimOrderImport("506", null)).toMatchObject({ state: "claimed", attempts: 3 })
      })

      it("issue 28: the order's task takes over the claim its earlier run left at once, never a claim of the Retry route", async () => {
        const dead = await service.claimOrderImport("508", null, { byTask: true })
        expect(dead!.claim_token).toMatch(/^mxtaskclaim_/)
        // The queue gave the order's task to a new run (the last one's lease ran out): it takes the claim over at once.
        const next = await service.claimOrderImport("508", null, { byTask: true })
        expect(next).toMatchObject({ attempts: 2 })
        await expect(service.advanceOrderImport(dead!, { state: "created", medusa_order_id: "order_y", display_id: "98" })).rejects.toThrow(
          /taken over/
        )
        // The Retry route's claim (a person waiting on a live request) waits out the ledger's lease, and does not take a task's.
        expect(await service.claimOrderImport("508", null)).toBeNull()
        const retry = await service.claimOrderImport("509", null)
        expect(await service.claimOrderImport("509", null, { byTask: true })).toBeNull()
        await service.releaseOrderImport(retry!, { message: "x", words: null })
        expect(await service.claimOrderImport("509", null, { byTask: true })).toMatchObject({ attempts: 2 })
      })

      it("merges write-back keys and lets only one caller record a payment", async () => {
        const claim = await service.claimOrderImport("507", null)
        await service.mergeOrderWriteBack(claim!.id, { items: { "1": { status: 1 } } })
        const flips = await Promise.all([service.claimOrderPaidWriteBack(claim!.id), service.claimOrderPaidWriteBack(claim!.id)])
        expect(flips.filter(Boolean)).toHaveLength(1)
        await service.advanceOrderImport(claim!, {
          state: "created",
          medusa_order_id: "order_7",
          display_id: "7",
          writeback: { order_status: 1 },
        })
        const [row] = await service.listOrderImports({ remote_order_id: "507" })
        expect(row.writeback).toEqual({ paid: true, order_status: 1, items: { "1": { status: 1 } } })
      })
    })
  },
})
