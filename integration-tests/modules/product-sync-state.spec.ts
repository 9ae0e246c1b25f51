import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"

/** The first account's records, as every test here wrote them before a store could hold several; OTHER is a second account's. */
const A = FIRST_ACCOUNT_ID
const OTHER = "mxcon_other"

jest.setTimeout(60_000)

/** A product's sync state on a real database: what is saved is what is read back. */
moduleIntegrationTestRunner<MarketplaceExchangeModuleService>({
  moduleName: MARKETPLACE_EXCHANGE_MODULE,
  resolve: path.resolve(__dirname, "../../src/modules/marketplace-exchange"),
  testSuite: ({ service }) => {
    it("replaces JSON columns whole: a key removed from the snapshot stays removed", async () => {
      await service.saveProductSyncState(A, "prod_1", {
        snapshot: { variations: { a: { remoteId: "1" }, b: { remoteId: "2" } }, offers: { "": { remoteId: "9" } } },
        pending_creates: { product: "t" },
      })
      await service.saveProductSyncState(A, "prod_1", {
        snapshot: { variations: { a: { remoteId: "1" } }, offers: {} },
        pending_creates: {},
      })
      const state = await service.getProductSyncState(A, "prod_1")
      expect(state?.snapshot).toEqual({ variations: { a: { remoteId: "1" } }, offers: {} })
      expect(state?.pending_creates).toEqual({})
      await service.saveProductSyncState(A, "prod_1", { status: "synced", last_pushed_at: new Date("2026-01-01T00:00:00Z") })
      expect(await service.getProductSyncState(A, "prod_1")).toMatchObject({
        status: "synced",
        snapshot: { variations: { a: { remoteId: "1" } } },
      })
    })

    describe("the listing sweep's line", () => {
      const atService = async (productId: string, remoteId: string, changes: Record<string, unknown> = {}) =>
        service.createProductSyncStates({ product_id: productId, remote_product_id: remoteId, status: "synced", ...changes })

      it("claims due listings earliest first, requested ones first of all, never one held or one not at the service", async () => {
        await atService("prod_old", "11", { listing_check_due_at: new Date(Date.now() - 3_600_000) })
        await atService("prod_new", "12", { listing_check_due_at: new Date(Date.now() - 60_000) })
        await atService("prod_later", "13", { listing_check_due_at: new Date(Date.now() + 3_600_000) })
        await atService("prod_never", "14")
        await service.createProductSyncStates({ product_id: "prod_unsent", status: "pending" })
        expect(await service.requestListingChecks(A, ["prod_new", "prod_unsent"])).toBe(1)

        const first = await service.claimDueListingChecks(A, 2)
        expect(first.map((d) => d.product_id)).toEqual(["prod_new", "prod_old"])
        const second = await service.claimDueListingChecks(A, 5)
        // The claimed ones are pushed out; the one never scheduled comes after every scheduled one.
        expect(second.map((d) => d.product_id)).toEqual(["prod_never"])
        expect(await service.claimDueListingChecks(A, 5)).toEqual([])

        await service.releaseListingChecks(A, ["prod_old", "prod_new"])
        // A merchant's check of a selection takes only its own, however much else is due.
        expect((await service.claimDueListingChecks(A, 5, ["prod_new"])).map((d) => d.product_id)).toEqual(["prod_new"])
        expect((await service.claimDueListingChecks(A, 5)).map((d) => d.product_id)).toEqual(["prod_old"])
      })

      it("records an answer with its time and the next check a day on, an unanswered one as unknown asked again in minutes", async () => {
        await atService("prod_a", "21")
        // The interval as the caller's run read it from the settings: the store never reads them.
        const checkHours = 24
        await service.recordListingFact(A, "prod_a", "not_active", { checkHours })
        const answered = await service.getProductSyncState(A, "prod_a")
        expect(answered).toMatchObject({ listing_state: "not_active", listing_checked_at: expect.any(Date) })
        const dueIn = new Date(answered!.listing_check_due_at!).getTime() - Date.now()
        expect(dueIn).toBeGreaterThan(23 * 3_600_000)
        expect(await service.listingChecksInLastMinute(A)).toBe(1)
        expect(await service.countListingFacts(A)).toEqual({ not_active: 1, unchecked: 0, due: 0 })

        await service.recordListingFact(A, "prod_a", undefined, { checkHours })
        const unknown = await service.getProductSyncState(A, "prod_a")
        expect(unknown).toMatchObject({ listing_state: null, listing_checked_at: answered!.listing_checked_at })
        expect(new Date(unknown!.listing_check_due_at!).getTime() - Date.now()).toBeLessThan(6 * 60_000)

        await service.recordListingFact(A, "prod_a", "listed", { checkHours, recheckSoon: true })
        const soon = await service.getProductSyncState(A, "prod_a")
        expect(new Date(soon!.listing_check_due_at!).getTime() - Date.now()).toBeLessThan(6 * 60_000)
      })
    })

    it("keeps each account's listing of a product apart: its own row, its own sweep line, its own pushed ids", async () => {
      await service.saveProductSyncState(A, "prod_both", { status: "synced", remote_product_id: "500", snapshot: { remoteId: "500" } })
      await service.saveProductSyncState(OTHER, "prod_both", { status: "synced", remote_product_id: "500", snapshot: { remoteId: "500" } })
      await service.saveProductSyncState(OTHER, "prod_both", { status: "attention", problems: [{ code: "problem.x" }] })
      expect(await service.getProductSyncState(A, "prod_both")).toMatchObject({ account_id: A, status: "synced", problems: null })
      expect(await service.getProductSyncState(OTHER, "prod_both")).toMatchObject({ account_id: OTHER, status: "attention" })
      // The same remote id at two accounts' services (their ids repeat): an order of one maps to its own listing.
      expect((await service.pushedProductsOf(OTHER, { productIds: ["500"], variationIds: [] })).map((p) => p.product_id)).toEqual([
        "prod_both",
      ])
      expect(await service.requestListingChecks(OTHER, ["prod_both"])).toBe(1)
      expect((await service.claimDueListingChecks(A, 5)).map((d) => d.product_id)).toEqual(["prod_both"])
      await service.recordListingFact(A, "prod_both", "listed", { checkHours: 24 })
      expect(await service.listingChecksInLastMinute(OTHER)).toBe(0)
      expect((await service.getProductSyncState(OTHER, "prod_both"))?.listing_state).toBeNull()
      expect(await service.setListingsEnded(OTHER, ["prod_both"], true)).toEqual([
        { product_id: "prod_both", ended_at: null, existed: true },
      ])
      expect((await service.getProductSyncState(A, "prod_both"))?.ended_at).toBeNull()
    })

    it("finds the pushed products an order's items name by their remote ids, and only those", async () => {
      const pushed = (product_id: string, remote_product_id: string, productType: number, variations: Record<string, unknown>) =>
        service.createProductSyncStates({
          product_id,
          remote_product_id,
          status: "synced",
          snapshot: { remoteId: remote_product_id, productType, variations },
        })
      await pushed("prod_set", "100", 1, { variant_red: { remoteId: "1001" }, variant_old: { remoteId: "1002", retired: true } })
      await pushed("prod_single", "200", 0, {})
      await pushed("prod_other", "300", 1, { variant_blue: { remoteId: "3001" } })
      const byProduct = await service.pushedProductsOf(A, { productIds: ["100", "200", "100"], variationIds: ["1001"] })
      expect(byProduct.map((p) => p.product_id).sort()).toEqual(["prod_set", "prod_single"])
      expect(byProduct.find((p) => p.product_id === "prod_set")).toMatchObject({
        remote_product_id: "100",
        product_type: 1,
        variations: { variant_red: { remoteId: "1001" }, variant_old: { remoteId: "1002", retired: true } },
      })
      // An item that names only its variation (A13) is found by the variation's remote id.
      expect((await service.pushedProductsOf(A, { productIds: [], variationIds: ["3001"] })).map((p) => p.product_id)).toEqual([
        "prod_other",
      ])
      expect(await service.pushedProductsOf(A, { productIds: ["999"], variationIds: [] })).toEqual([])
    })
  },
})
