import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { addAccount } from "../helpers/second-account"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateInventoryLevelsWorkflow, updateProductsWorkflow, updateProductVariantsWorkflow } from "@medusajs/medusa/core-flows"
import { failedResponse } from "../helpers/admin-session"
import { connectedStore } from "../helpers/connected-store"
import { eventually, queueSettled, sandboxForSuite } from "../helpers/sandbox"
import { seedMug, seedShirt } from "../helpers/seed-catalog"
import { listingTruthCases } from "./listing-truth.cases"
import { moveInCases } from "./move-in.cases"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"

jest.setTimeout(180_000)

// Feeds in the 2.0 form (A21): the account scan reads them as it reads the 1.0 bare arrays of the other suites.
const sandbox = sandboxForSuite({ feedForm: "v2" })

/**
 * Stock and price are one lane, content the other. Nothing in the content lane (a
 * problem of ours, a refusal of the service's) may hold back stock or price.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const suite = connectedStore(sandbox, api, getContainer)
    listingTruthCases(sandbox, api, getContainer, suite)
    moveInCases(sandbox, api, getContainer, suite)

    const status = async (productId: string) =>
      (await api.get(`/admin/marketplace-exchange/products/${productId}`, suite.auth)).data.product
    const settle = () => queueSettled(api, suite.auth)
    const listedShirt = async () => {
      const shirt = await seedShirt(getContainer(), suite.store)
      await eventually(async () => (await status(shirt.productId)).status === "synced", 30_000, "the shirt to be listed")
      await settle()
      return shirt
    }
    const remoteVariation = async (sku: string) =>
      (Object.values((await sandbox.state()).sets.ProductVariations) as any[]).find((v) => v.Sku === sku)
    const remoteProduct = async () => (Object.values((await sandbox.state()).sets.Products) as any[])[0]
    const setStock = (inventoryItemId: string, stocked: number) =>
      updateInventoryLevelsWorkflow(getContainer()).run({
        input: { updates: [{ inventory_item_id: inventoryItemId, location_id: suite.store.locationId, stocked_quantity: stocked }] },
      })
    const updateProduct = (productId: string, update: Record<string, unknown>) =>
      updateProductsWorkflow(getContainer()).run({ input: { selector: { id: productId }, update } })
    /** Requests the service refused (4xx); outages injected by a test (503) are not refusals. */
    const refusedRequests = async () => (await sandbox.dataRequests()).filter((r) => r.status >= 400 && r.status < 500)

    it("holds back a 100-character title alone: a stock change of that product reaches the service within 5 s", async () => {
      const shirt = await listedShirt()
      await updateProduct(shirt.productId, { title: "L".repeat(100) })
      const held = await eventually(
        async () => {
          const s = await status(shirt.productId)
          return s.status === "attention" ? s : undefined
        },
        15_000,
        "the title to be held back"
      )
      expect(held.problems.filter((p: any) => p.severity === "error")).toEqual([
        expect.objectContaining({ field: "title", severity: "error", fix: expect.stringContaining("shorten the title by 20 characters") }),
      ])

      const started = Date.now()
      await setStock(shirt.variants["SHIRT-RED-M"].inventoryItemId, 0)
      await eventually(async () => (await remoteVariation("SHIRT-RED-M")).StockAmount === 0, 5_000, "stock 0 at the service within 5 s")
      const took = Date.now() - started
      expect(took).toBeLessThan(5_000)
      expect((await remoteProduct()).Title).toBe("Linen shirt")

      // The product's state says both: the stock that went, and the title that did not.
      await settle()
      const shown = await status(shirt.productId)
      expect(shown.status).toBe("attention")
      const red = shown.stock.variations.find((v: any) => v.sku === "SHIRT-RED-M")
      expect(red).toMatchObject({ stock: 0, sent_at: expect.any(String) })
      expect(new Date(red.sent_at).getTime()).toBeGreaterThanOrEqual(started - 1000)
      expect(shown.stock.last_sent_at).not.toBeNull()
      expect(shown.content.held_back).toBe(1)
    })

    it(
      "sends a price change while the service refuses the title, shows the refusal, and Retry sends the title once it is " + "lifted",
      async () => {
        const shirt = await listedShirt()
        await sandbox.faults({
          refusals: [{ method: "PUT", path: "/Title", status: 400, code: "4001", message: "Title refused by the marketplace." }],
        })
        await updateProduct(shirt.productId, { title: "Linen shirt, washed" })
        await updateProductVariantsWorkflow(getContainer()).run({
          input: { selector: { id: shirt.variants["SHIRT-BLUE-M"].id }, update: { prices: [{ amount: 27, currency_code: "eur" }] } },
        })
        await eventually(async () => (await remoteVariation("SHIRT-BLUE-M")).Price === "27.00", 10_000, "the new price at the service")
        await settle()
        const refused = await status(shirt.productId)
        expect(refused.status).toBe("attention")
        expect(refused.content.refusals).toEqual([
          expect.objectContaining({ subject: "Title", code: "4001", message: "Title refused by the marketplace." }),
        ])
        expect(refused.stock.variations.find((v: any) => v.sku === "SHIRT-BLUE-M")).toMatchObject({ price: "27.00" })
        expect((await remoteProduct()).Title).toBe("Linen shirt")

        // The same refused value is not sent again on the next unrelated sync.
        await sandbox.clearRequests()
        await setStock(shirt.variants["SHIRT-BLUE-L"].inventoryItemId, 3)
        await eventually(async () => (await remoteVariation("SHIRT-BLUE-L")).StockAmount === 3, 10_000, "the stock at the service")
        await settle()
        expect((await sandbox.dataRequests()).filter((r) => r.path.endsWith("/Title"))).toEqual([])

        await sandbox.faults({})
        const retry = await api.post(`/admin/marketplace-exchange/products/${shirt.productId}/retry`, {}, suite.auth)
        expect(retry.status).toBe(202)
        await eventually(async () => (await remoteProduct()).Title === "Linen shirt, washed", 10_000, "the title after Retry")
        await settle()
        const after = await status(shirt.productId)
        expect(after).toMatchObject({ status: "synced", content: expect.objectContaining({ refusals: [] }) })
      }
    )

    it(
      "A49: a stock answered false is tried again with the queue's backoff, not held: it arrives once the service takes it, " +
        "nobody touching the product; after 15 minutes the bell says so, and the alert clears itself",
      async () => {
        const shirt = await listedShirt()
        const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
        const notifications = getContainer().resolve(Modules.NOTIFICATION)
        const stockAlerts = async () =>
          ((await notifications.listNotifications({ channel: "feed" }, { take: 100 })) as any[]).filter((n) =>
            /does not take the stock of “Linen shirt”/.test(n.data?.title ?? "")
          )
        const openAlerts = async () =>
          (
            await getContainer()
              .resolve(ContainerRegistrationKeys.PG_CONNECTION)
              .raw("select key from marketplace_exchange_alert where deleted_at is null and key like 'stock-not-taken:%'")
          ).rows
        const revisions = async () => (await sandbox.dataRequests()).filter((r) => r.path.includes("ReviseInventoryStatus"))

        await sandbox.faults({ reviseInventoryFalse: true })
        await sandbox.clearRequests()
        await setStock(shirt.variants["SHIRT-RED-M"].inventoryItemId, 4)
        // Answered false, then tried again with no change of the product: never held until the next change.
        await eventually(async () => (await revisions()).length >= 2, 30_000, "a second try of the stock")
        expect((await remoteVariation("SHIRT-RED-M")).StockAmount).toBe(10)
        expect(await stockAlerts()).toHaveLength(0)

        // Fifteen minutes of false (the time is the stored one; the test does not wait): one alert naming the product.
        await eventually(
          async () => {
            const state = await service.getProductSyncState(FIRST_ACCOUNT_ID, shirt.productId)
            const since = (state.snapshot as any)?.stockNotTakenSince
            if (since && Date.parse(since) > Date.now() - 15 * 60_000)
              await service.saveProductSyncState(FIRST_ACCOUNT_ID, shirt.productId, {
                snapshot: { ...(state.snapshot as any), stockNotTakenSince: new Date(Date.now() - 16 * 60_000).toISOString() },
              })
            return (await stockAlerts()).length > 0
          },
          60_000,
          "the alert after 15 minutes of false"
        )
        expect(await stockAlerts()).toHaveLength(1)
        expect(await openAlerts()).toEqual([{ key: `stock-not-taken:${shirt.productId}` }])

        // The service takes stock again: the next try brings it, and the alert clears by itself.
        await sandbox.faults({})
        await eventually(async () => (await remoteVariation("SHIRT-RED-M")).StockAmount === 4, 60_000, "the stock at the service")
        await settle()
        expect(await openAlerts()).toEqual([])
        const after = await status(shirt.productId)
        expect(after.status).toBe("synced")
        expect(after.stock.variations.find((v: any) => v.sku === "SHIRT-RED-M")).toMatchObject({ stock: 4 })
      }
    )

    it("lowers both Best Offer thresholds (15/12 to 8/5) without a refused request", async () => {
      const shirt = await listedShirt()
      const offers = (accept: string, minimum: string) => ({
        marketplace_brand: "Acme",
        marketplace_mpn: "LS-01",
        marketplace_best_offer_auto_accept_price: accept,
        marketplace_best_offer_minimum_price: minimum,
      })
      await updateProduct(shirt.productId, { metadata: offers("15", "12") })
      await eventually(async () => (await remoteProduct()).BestOfferMinimumPrice === "12.00", 10_000, "the first thresholds")
      await settle()
      await sandbox.clearRequests()
      await updateProduct(shirt.productId, { metadata: offers("8", "5") })
      await eventually(async () => (await remoteProduct()).BestOfferAutoAcceptPrice === "8.00", 10_000, "the lower thresholds")
      await settle()
      expect(await remoteProduct()).toMatchObject({ BestOfferAutoAcceptPrice: "8.00", BestOfferMinimumPrice: "5.00" })
      expect(await refusedRequests()).toEqual([])
      expect((await status(shirt.productId)).status).toBe("synced")
    })

    it("raises the price and the auto-accept price together without a refused request", async () => {
      const shirt = await listedShirt()
      const meta = (accept: string) => ({
        marketplace_brand: "Acme",
        marketplace_mpn: "LS-01",
        marketplace_best_offer_auto_accept_price: accept,
      })
      await updateProduct(shirt.productId, { metadata: meta("15") })
      await eventually(async () => (await remoteProduct()).BestOfferAutoAcceptPrice === "15.00", 10_000, "the first auto-accept price")
      await settle()
      await sandbox.clearRequests()
      // The service is down while both change, so one sync sees both changes (the order under test).
      await sandbox.faults({ errorRate: 1, errorStatus: 503 })
      await updateProductVariantsWorkflow(getContainer()).run({
        input: { selector: { product_id: shirt.productId }, update: { prices: [{ amount: 49.9, currency_code: "eur" }] } },
      })
      await updateProduct(shirt.productId, { metadata: meta("40") })
      await sandbox.faults({})
      await eventually(async () => (await remoteProduct()).BestOfferAutoAcceptPrice === "40.00", 30_000, "the raised auto-accept price")
      await settle()
      expect(await remoteProduct()).toMatchObject({ Price: "49.90", BestOfferAutoAcceptPrice: "40.00" })
      expect((Object.values((await sandbox.state()).sets.ProductVariations) as any[]).map((v) => v.Price)).toEqual([
        "49.90",
        "49.90",
        "49.90",
        "49.90",
      ])
      expect(await refusedRequests()).toEqual([])
    })

    it("reads a Best Offer price typed 15,00 as 15.00: a stock change still reaches the service within 5 s", async () => {
      const shirt = await listedShirt()
      await sandbox.clearRequests()
      await updateProduct(shirt.productId, {
        metadata: { marketplace_brand: "Acme", marketplace_mpn: "LS-01", marketplace_best_offer_auto_accept_price: "15,00" },
      })
      const started = Date.now()
      await setStock(shirt.variants["SHIRT-RED-M"].inventoryItemId, 0)
      await eventually(async () => (await remoteVariation("SHIRT-RED-M")).StockAmount === 0, 5_000, "stock 0 at the service within 5 s")
      expect(Date.now() - started).toBeLessThan(5_000)
      await eventually(async () => (await remoteProduct()).BestOfferAutoAcceptPrice === "15.00", 10_000, "the Best Offer price 15.00")
      await settle()
      const shown = await status(shirt.productId)
      expect(shown.status).toBe("synced")
      expect(shown.problems.filter((p: any) => p.severity === "error")).toEqual([])
      expect(await refusedRequests()).toEqual([])
    })

    it(
      "holds back a VAT it cannot read with a message, sends a category id typed with a space as the Int64 it is, and the " +
        "stock within 5 s",
      async () => {
        const shirt = await listedShirt()
        const remoteId = (await status(shirt.productId)).remote_product_id
        const meta = { marketplace_brand: "Acme", marketplace_mpn: "LS-01" }
        await updateProduct(shirt.productId, { metadata: { ...meta, marketplace_vat_percent: "7" } })
        await eventually(async () => (await remoteProduct()).VatPercent === 7, 10_000, "VAT 7 at the service")
        await settle()
        await sandbox.clearRequests()
        await updateProduct(shirt.productId, {
          metadata: { ...meta, marketplace_vat_percent: "19 %", marketplace_category_id_1: "15687 " },
        })
        const started = Date.now()
        await setStock(shirt.variants["SHIRT-BLUE-M"].inventoryItemId, 1)
        await eventually(async () => (await remoteVariation("SHIRT-BLUE-M")).StockAmount === 1, 5_000, "stock 1 at the service within 5 s")
        expect(Date.now() - started).toBeLessThan(5_000)
        await eventually(async () => (await sandbox.state()).marketplaceCategories[remoteId]?.applied, 10_000, "the category to apply")
        expect((await sandbox.state()).marketplaceCategories[remoteId]).toMatchObject({ categoryId1: "15687", categoryId2: null })
        await settle()
        const shown = await status(shirt.productId)
        expect(shown.status).toBe("attention")
        expect(shown.problems.filter((p: any) => p.severity === "error")).toEqual([
          {
            field: "metadata.marketplace_vat_percent",
            severity: "error",
            code: "problem.unreadable_percent",
            params: { field: "vat_percent", value: "19 %" },
            message: 'The VAT "19 %" cannot be read as a percentage, so it is not sent.',
            fix: "Enter a percentage such as 19 or 7,5 under Marketplace fields.",
          },
        ])
        expect(shown.content.held_back).toBe(1)
        // Held back, not cleared: the service keeps the VAT it had.
        expect((await remoteProduct()).VatPercent).toBe(7)
        expect(await refusedRequests()).toEqual([])
      }
    )

    it("asks the service for health on one session: ten calls make at most one login", async () => {
      await sandbox.clearRequests()
      for (let i = 0; i < 10; i++) {
        const { connection } = (await api.get("/admin/marketplace-exchange/health/connection", suite.auth)).data
        expect(connection.ok).toBe(true)
      }
      const logins = (await sandbox.control("GET", "/_sandbox/requests")).filter((r: { path: string }) => r.path.includes("Login"))
      expect(logins.length).toBeLessThanOrEqual(1)
    })

    it("answers a refusal of a write run by a workflow as 400 with the service's message, not 500", async () => {
      const shirt = await listedShirt()
      await sandbox.faults({ refusals: [{ path: "/SetCatalogProfile", status: 400, code: "9000", message: "Unknown profile id." }] })
      const refused = await failedResponse(
        api.post(
          `/admin/marketplace-exchange/catalogs/${shirt.categoryIds.shirts}/profile`,
          { type: "shipping", profile_id: "999" },
          suite.auth
        )
      )
      expect(refused.status).toBe(400)
      expect(refused.data.message).toBe("The exchange service refused the data: Unknown profile id.")
    })

    it("answers 404 for Retry of a product that does not exist", async () => {
      const missing = await failedResponse(api.post("/admin/marketplace-exchange/products/prod_missing/retry", {}, suite.auth))
      expect(missing.status).toBe(404)
    })

    it("keeps a listing per account: a stock change of a product in two accounts' channels reaches both, each its own ids", async () => {
      const container = getContainer()
      const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
      const shirt = await listedShirt()
      const firstBefore = await service.getProductSyncState(FIRST_ACCOUNT_ID, shirt.productId)
      // A second account on another eBay site (eBay lets one item be listed once per site), its channel holding the shirt.
      const { id: second } = await addAccount(container, api, suite.auth, sandbox, {
        name: "Outlet",
        user: "outlet",
        locationId: suite.store.locationId,
        productIds: [shirt.productId],
        settings: { marketplace_site: "ebay.at", region_id: suite.store.regionId, order_poll_seconds: 3600 },
      })
      const outletState = () => sandbox.control("GET", "/_sandbox/state?account=outlet")
      const stockAt = async (state: any, sku: string) =>
        (Object.values(state.sets.ProductVariations ?? {}) as any[]).find((v) => v.Sku === sku)?.StockAmount

      // One store event, a task per account: the second account creates its listing, the first revises its own.
      await setStock(shirt.variants["SHIRT-RED-M"].inventoryItemId, 7)
      await eventually(async () => (await stockAt(await outletState(), "SHIRT-RED-M")) === 7, 30_000, "the stock at the second account")
      await eventually(async () => (await stockAt(await sandbox.state(), "SHIRT-RED-M")) === 7, 30_000, "the stock at the first account")
      await settle()

      const outletProducts = Object.values((await outletState()).sets.Products) as any[]
      expect(outletProducts).toHaveLength(1)
      const secondState = await service.getProductSyncState(second, shirt.productId)
      expect(secondState).toMatchObject({ account_id: second, status: "synced", remote_product_id: outletProducts[0].Id })
      // The first account's listing is its own as before: the same remote ids, the stock revised on them.
      const firstAfter = await service.getProductSyncState(FIRST_ACCOUNT_ID, shirt.productId)
      expect(firstAfter).toMatchObject({
        account_id: FIRST_ACCOUNT_ID,
        status: "synced",
        remote_product_id: firstBefore!.remote_product_id,
      })
      expect(firstAfter!.remote_product_id).toBe((await remoteProduct()).Id)
      const variationIds = (state: any) =>
        Object.fromEntries(Object.entries(state.snapshot.variations).map(([id, v]: [string, any]) => [id, v.remoteId]))
      expect(variationIds(firstAfter)).toEqual(variationIds(firstBefore))
      expect(Object.values(variationIds(secondState)).sort()).toEqual(
        (Object.values((await outletState()).sets.ProductVariations) as any[]).map((v) => v.Id).sort()
      )

      // Each account's grid and product box show its own listing; without account_id, the first's as before.
      const listing = async (query: string) =>
        ((await api.get(`/admin/marketplace-exchange/listings${query}`, suite.auth)).data.listings as any[]).find(
          (l) => l.product_id === shirt.productId
        )
      expect(await listing(`?account_id=${second}`)).toMatchObject({ remote_product_id: secondState!.remote_product_id })
      expect(await listing("")).toMatchObject({ remote_product_id: firstBefore!.remote_product_id })
      const box = (await api.get(`/admin/marketplace-exchange/products/${shirt.productId}?account_id=${second}`, suite.auth)).data.product
      expect(box).toMatchObject({ status: "synced", remote_product_id: secondState!.remote_product_id })
      const unknown = await failedResponse(api.get("/admin/marketplace-exchange/listings?account_id=mxcon_nobody", suite.auth))
      expect(unknown.status).toBe(404)

      // Reconcile now of the second account asks its own service about its own listing, by a check of its own.
      await sandbox.control("POST", "/_sandbox/listings/end?account=outlet", { productId: outletProducts[0].Id })
      const firstFact = (await service.getProductSyncState(FIRST_ACCOUNT_ID, shirt.productId))!.listing_state
      const reconciled = (await api.post("/admin/marketplace-exchange/reconcile", { account_id: second }, suite.auth)).data
      expect(reconciled).toMatchObject({
        report: { checked: 1, deleted: [] },
        listings: { requested: 1, checked: 1, by_state: { not_active: 1 } },
      })
      expect((await service.getProductSyncState(second, shirt.productId))!.listing_state).toBe("not_active")
      expect((await service.getProductSyncState(FIRST_ACCOUNT_ID, shirt.productId))!.listing_state).toBe(firstFact)

      // A product of the first account's channel alone: the second account's task for it skips at once, nothing sent or kept.
      const mug = await seedMug(container, suite.store)
      await eventually(async () => (await status(mug.id)).status === "synced", 30_000, "the mug to be listed by the first account")
      await settle()
      expect((await service.taskStatusOf("product", second, mug.id)).lastRun).toMatchObject({ outcome: "skipped" })
      expect(await service.getProductSyncState(second, mug.id)).toBeUndefined()
      expect(Object.values((await outletState()).sets.Products)).toHaveLength(1)

      // A third account on the first one's eBay site, its channel holding the shirt too: held back, naming the account that lists it.
      const { id: third } = await addAccount(container, api, suite.auth, sandbox, {
        name: "B2B",
        user: "b2b",
        locationId: suite.store.locationId,
        productIds: [shirt.productId],
        settings: { region_id: suite.store.regionId },
      })
      await api.post("/admin/marketplace-exchange/sync", { product_ids: [shirt.productId], account_id: third }, suite.auth)
      await eventually(
        async () => (await service.getProductSyncState(third, shirt.productId))?.status === "parked",
        30_000,
        "the third account to hold the shirt back"
      )
      const held = await service.getProductSyncState(third, shirt.productId)
      expect(held!.remote_product_id).toBeNull()
      expect(held!.problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ code: "problem.listed_by_other_account", params: { account: "eBay", site: "eBay.de" } }),
        ])
      )
      expect((await sandbox.control("GET", "/_sandbox/state?account=b2b")).sets.Products ?? {}).toEqual({})
    })
  },
})
