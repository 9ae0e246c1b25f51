import type { MedusaContainer } from "@medusajs/framework/types"
import { updateInventoryLevelsWorkflow } from "@medusajs/medusa/core-flows"
import type { AxiosInstance } from "axios"
import type { connectedStore } from "../helpers/connected-store"
import { eventually, queueSettled, type sandboxForSuite } from "../helpers/sandbox"
import { seedShirt } from "../helpers/seed-catalog"
import checkListingsJob from "../../src/jobs/marketplace-exchange-check-listings"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"

type Suite = ReturnType<typeof connectedStore>

/**
 * A listing's state is what the service answers (ProductIsListed), with its time, never
 * what our records suggest. Registered by a suite that boots the app with a connected store.
 */
export function listingTruthCases(
  sandbox: ReturnType<typeof sandboxForSuite>,
  api: AxiosInstance,
  getContainer: () => MedusaContainer,
  suite: Suite
) {
  describe("the marketplace's truth about listings", () => {
    const settle = () => queueSettled(api, suite.auth)
    const product = async (id: string) => (await api.get(`/admin/marketplace-exchange/products/${id}`, suite.auth)).data.product
    const row = async (id: string) =>
      ((await api.get(`/admin/marketplace-exchange/listings?limit=100`, suite.auth)).data.listings as any[]).find(
        (l) => l.product_id === id
      )
    const health = async () => (await api.get("/admin/marketplace-exchange/health", suite.auth)).data.health
    const isListedAsks = async () => (await sandbox.dataRequests()).filter((r) => r.path.includes("ProductIsListed"))
    const setAllStock = async (shirt: Awaited<ReturnType<typeof seedShirt>>, stocked: number) =>
      updateInventoryLevelsWorkflow(getContainer()).run({
        input: {
          updates: (Object.values(shirt.variants) as Array<{ inventoryItemId: string }>).map((v) => ({
            inventory_item_id: v.inventoryItemId,
            location_id: suite.store.locationId,
            stocked_quantity: stocked,
          })),
        },
      })
    const listedShirt = async () => {
      const shirt = await seedShirt(getContainer(), suite.store)
      await eventually(async () => (await product(shirt.productId)).listing.state === "listed", 30_000, "the shirt to be listed")
      await settle()
      return { shirt, remoteId: (await product(shirt.productId)).remote_product_id as string }
    }

    it("asks after a create, at stock 0 (ended out of stock) and back from 0 (listed), and shows it with its time", async () => {
      const { shirt, remoteId } = await listedShirt()
      expect(await isListedAsks()).toHaveLength(1)
      const created = await product(shirt.productId)
      expect(created.listing).toEqual({ state: "listed", checked_at: expect.any(String), warning: null })
      expect(await row(shirt.productId)).toMatchObject({ state: "listed", listing: { state: "listed", checked_at: expect.any(String) } })

      await setAllStock(shirt, 0)
      await eventually(async () => (await row(shirt.productId))?.state === "ended_out_of_stock", 30_000, "the grid to say ended")
      expect((await product(shirt.productId)).listing.state).toBe("ended_out_of_stock")
      expect((await sandbox.state()).listings[remoteId]).toMatchObject({ active: false })
      const filtered = (await api.get("/admin/marketplace-exchange/listings?state=ended_out_of_stock", suite.auth)).data
      expect(filtered.listings.map((l: any) => l.product_id)).toEqual([shirt.productId])

      await setAllStock(shirt, 5)
      await eventually(async () => (await row(shirt.productId))?.state === "listed", 30_000, "the grid to say listed again")
      expect((await product(shirt.productId)).listing.state).toBe("listed")
      // One question per moment the listing can change: create, to 0, back from 0.
      expect(await isListedAsks()).toHaveLength(3)
      await settle()
    })

    it("finds a listing the marketplace ended by itself on Reconcile now: not active, with a warning, counted in health", async () => {
      const { shirt, remoteId } = await listedShirt()
      await sandbox.control("POST", "/_sandbox/listings/end", { productId: remoteId })
      // Our records still say listed: nothing has asked the service since.
      expect((await row(shirt.productId)).state).toBe("listed")

      const { listings } = (await api.post("/admin/marketplace-exchange/reconcile", {}, suite.auth)).data
      expect(listings).toMatchObject({ requested: 1, checked: 1, by_state: { not_active: 1 }, stopped: null })
      const shown = await row(shirt.productId)
      expect(shown).toMatchObject({ state: "not_active", severity: "warning" })
      expect(shown.warnings[0]).toMatchObject({ code: "problem.listing_not_active", fix: expect.stringContaining("eBay") })
      expect((await product(shirt.productId)).listing).toMatchObject({
        state: "not_active",
        warning: { code: "problem.listing_not_active" },
      })
      expect((await health()).listings).toMatchObject({ not_active: 1, unchecked: 0 })
      const warned = (await api.get("/admin/marketplace-exchange/listings?severity=warning", suite.auth)).data
      expect(warned.listings.map((l: any) => l.product_id)).toEqual([shirt.productId])

      // The marketplace lifts its takedown: the bulk "check listing" on the selection says so at once.
      await sandbox.control("POST", "/_sandbox/listings/relist", { productId: remoteId })
      const checked = await api.post(
        "/admin/marketplace-exchange/listings/actions",
        { action: "check", product_ids: [shirt.productId] },
        suite.auth
      )
      expect(checked.status).toBe(200)
      expect(checked.data).toMatchObject({ count: 1, queued: 0, listings: { checked: 1, by_state: { listed: 1 } } })
      // Asked by a check task of its own, which owned the claim on the row and kept the answer it gave.
      const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      const checks = await service.listTasks({ kind: "listing_sweep" }, { select: ["entity_id", "state", "payload"] })
      expect(checks).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            entity_id: expect.stringMatching(/^mxcheck_/),
            state: "done",
            payload: expect.objectContaining({ only: [shirt.productId], report: expect.objectContaining({ checked: 1 }) }),
          }),
        ])
      )
      expect((await row(shirt.productId)).state).toBe("listed")
      expect((await health()).listings.not_active).toBe(0)
    })

    it("sweeps due listings as a task of the queue, which the progress bar leaves out", async () => {
      const { shirt, remoteId } = await listedShirt()
      await sandbox.control("POST", "/_sandbox/listings/end", { productId: remoteId })
      const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      await service.requestListingChecks(FIRST_ACCOUNT_ID, [shirt.productId])
      const asksBefore = (await isListedAsks()).length
      const counted = async () => (await api.get("/admin/marketplace-exchange/sync", suite.auth)).data.total
      const totalBefore = await counted()
      // Two instances tick at once: the queue runs the sweep (one at a time is its claim's rule, tested with the queue).
      await Promise.all([checkListingsJob(getContainer()), checkListingsJob(getContainer())])
      await eventually(async () => (await row(shirt.productId))?.state === "not_active", 30_000, "the sweep to find the ended listing")
      expect(await isListedAsks()).toHaveLength(asksBefore + 1)
      const sweeps = await service.listTasks({ kind: "listing_sweep" }, { select: ["id", "state", "payload"] })
      expect(sweeps.filter((t) => t.state === "done")).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ payload: expect.objectContaining({ report: expect.objectContaining({ checked: 1 }) }) }),
        ])
      )
      // The sweep is the queue's own check, not sync work: the progress bar does not count it.
      expect(await counted()).toBe(totalBefore)
    })

    it("keeps within the merchant's checks per minute, shared with the syncs' own checks: the rest waits its turn in line", async () => {
      await api.post("/admin/marketplace-exchange/settings", { listing_checks_per_minute: 1 }, suite.auth)
      const { shirt, remoteId } = await listedShirt()
      await sandbox.control("POST", "/_sandbox/listings/end", { productId: remoteId })
      const asksBefore = (await isListedAsks()).length

      // The check after the create used this minute's one request: Reconcile now asks nothing more.
      const { listings } = (await api.post("/admin/marketplace-exchange/reconcile", {}, suite.auth)).data
      expect(listings).toMatchObject({ requested: 1, checked: 0 })
      expect(await isListedAsks()).toHaveLength(asksBefore)
      expect((await row(shirt.productId)).state).toBe("listed")
      expect((await health()).listings).toMatchObject({ due_for_check: 1, checks_per_minute: 1 })

      await api.post("/admin/marketplace-exchange/settings", { listing_checks_per_minute: 600 }, suite.auth)
      const { listings: next } = (await api.post("/admin/marketplace-exchange/reconcile", {}, suite.auth)).data
      expect(next).toMatchObject({ checked: 1, by_state: { not_active: 1 } })
      expect((await health()).listings.due_for_check).toBe(0)
    })

    it("asks live when the product box opens, records the answer, and says plainly when the service does not answer", async () => {
      const { shirt, remoteId } = await listedShirt()
      await sandbox.control("POST", "/_sandbox/listings/end", { productId: remoteId })
      const live = (await api.get(`/admin/marketplace-exchange/products/${shirt.productId}/listing`, suite.auth)).data.listing
      expect(live).toMatchObject({ listed: false, state: "not_active", reason: null, checked_at: expect.any(String) })
      expect((await row(shirt.productId)).state).toBe("not_active")

      await sandbox.faults({ outageSeconds: 600 })
      const down = (await api.get(`/admin/marketplace-exchange/products/${shirt.productId}/listing`, suite.auth)).data.listing
      // No answer: the last known state stays, with its time, and the reason is said.
      expect(down).toMatchObject({ listed: null, state: "not_active", reason: expect.any(String) })
      await sandbox.faults({})
    })
  })
}
