import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { drainSyncQueue } from "../../src/queue/drain"
import { adminHeaders, failedResponse } from "../helpers/admin-session"
import { buy, medusaOrdersOf, remoteVariationsBySku } from "../helpers/marketplace-orders"
import { duePolls, isOrderRequest, isRequestTo } from "../helpers/order-polls"
import { eventually, holdOrderPolls, queueSettled, sandboxConnection, sandboxForSuite } from "../helpers/sandbox"
import { seedMug, seedShirt, seedStore, StoreSetup } from "../helpers/seed-catalog"
import { seedShipping } from "../helpers/seed-shipping"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"

jest.setTimeout(180_000)

const sandbox = sandboxForSuite()

/** The routes behind the admin's marketplace page, settings page and widgets. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let auth: { headers: Record<string, string> }
    let store: StoreSetup

    const connect = (extra: Record<string, unknown> = {}) =>
      api.post(
        "/admin/marketplace-exchange/settings",
        { ...sandboxConnection(sandbox.url, store), order_poll_seconds: 3600, ...extra },
        auth
      )
    const idle = () => queueSettled(api, auth)

    beforeEach(async () => {
      await sandbox.reset()
      auth = await adminHeaders(getContainer(), api)
      store = await seedStore(getContainer())
      await holdOrderPolls(getContainer())
    })

    it("reports health: connection, queue, products and orders needing the merchant", async () => {
      const before = (await api.get("/admin/marketplace-exchange/health", auth)).data.health
      expect(before.connection).toEqual({
        configured: false,
        missing: ["base_url", "auth_url", "user_name", "password", "subscription_token"],
        secrets_cleared_at: null,
        undecryptable: false,
      })

      await connect()
      const shirt = await seedShirt(getContainer(), store)
      await api.post("/admin/marketplace-exchange/sync", { product_ids: [shirt.productId] }, auth)
      await idle()
      await updateProductsWorkflow(getContainer()).run({ input: { selector: { id: shirt.productId }, update: { title: "ab" } } })
      // Listed already: the short title is held back, the product stays listed with live stock.
      await eventually(
        async () => (await api.get("/admin/marketplace-exchange/health", auth)).data.health.products.attention === 1,
        30_000,
        "the product to need attention"
      )

      const health = (await api.get("/admin/marketplace-exchange/health", auth)).data.health
      expect(health).toMatchObject({
        connection: { configured: true },
        products: { parked: 0, attention: 1, failed: 0 },
        orders: { parked: 0 },
      })
      expect((await api.get("/admin/marketplace-exchange/health/connection", auth)).data.connection).toMatchObject({
        configured: true,
        ok: true,
        problem: null,
        error: null,
      })
      expect(health.queue).toMatchObject({ waiting: 0, running: 0 })
      const { products } = (await api.get("/admin/marketplace-exchange/products?status=attention", auth)).data
      expect(products).toEqual([
        expect.objectContaining({
          product_id: shirt.productId,
          title: "ab",
          // The title held back; the missing product safety data and the GTIN warning every variation set
          // has (spec 2.3) said beside it.
          problems: [
            expect.objectContaining({ field: "title" }),
            expect.objectContaining({ code: "problem.gpsr_manufacturer", severity: "warning" }),
            expect.objectContaining({ code: "problem.gpsr_safety_information", severity: "warning" }),
            expect.objectContaining({ field: "gtin", severity: "warning" }),
          ],
        }),
      ])

      await sandbox.faults({ errorRate: 1, errorStatus: 503 })
      const down = (await api.get("/admin/marketplace-exchange/health/connection", auth)).data.connection
      await sandbox.faults({})
      expect(down).toMatchObject({ configured: true, ok: false, problem: "service_error", error: expect.stringContaining("503") })
    })

    it("health says what is missing and why, never a next poll in the past; alerts in the chosen language", async () => {
      const health = async () => (await api.get("/admin/marketplace-exchange/health", auth)).data.health
      const neverPast = (polling: any) => {
        if (polling.next_poll_at) expect(new Date(polling.next_poll_at).getTime()).toBeGreaterThanOrEqual(Date.now() - 1000)
        if (polling.late_since) expect(polling).toMatchObject({ next_poll_at: null, reason: "not_started" })
      }
      await connect()
      const connected = await health()
      expect(connected.connection).toMatchObject({ configured: true, missing: [] })
      expect(connected.polling).toMatchObject({ reason: null, late_since: null })
      neverPast(connected.polling)
      // A poll due 49 minutes ago: "late since", never a next poll in the past.
      const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      await service.saveImportRunState(FIRST_ACCOUNT_ID, { lastPollAt: new Date(Date.now() - (3600 + 49 * 60) * 1000) })
      neverPast((await health()).polling)
      // The order import switched off: no next poll, and the reason.
      await connect({ import_orders: false })
      expect((await health()).polling).toMatchObject({ next_poll_at: null, late_since: null, reason: "import_off" })
      await connect({ import_orders: true })

      // The service address moved to another host: the password and token are gone, and health says why.
      const moved = sandbox.url.replace("127.0.0.1", "localhost")
      await api.post("/admin/marketplace-exchange/settings", { base_url: moved, auth_url: moved }, auth)
      const cleared = (await health()).connection
      expect(cleared).toMatchObject({ configured: false, missing: ["password", "subscription_token"], undecryptable: false })
      expect(new Date(cleared.secrets_cleared_at).getTime()).toBeGreaterThan(Date.now() - 60_000)
      expect((await health()).polling).toMatchObject({ next_poll_at: null, reason: "not_configured" })
      await connect()
      expect((await health()).connection).toMatchObject({ configured: true, missing: [], secrets_cleared_at: null })

      // The bell in German once German is chosen for it.
      await connect({ alert_language: "de" })
      expect((await api.get("/admin/marketplace-exchange/settings", auth)).data.settings.alert_language).toBe("de")
      await sandbox.faults({ errorRate: 1, errorStatus: 503 })
      expect((await failedResponse(api.post("/admin/marketplace-exchange/orders/import", {}, auth))).status).toBe(503)
      await sandbox.faults({})
      const notifications = getContainer().resolve(Modules.NOTIFICATION)
      await eventually(
        async () =>
          ((await notifications.listNotifications({ channel: "feed" }, { take: 100 })) as any[]).some(
            (n) => n.data?.title === "Marktplatz: Der Austauschdienst ist nicht erreichbar"
          ),
        15_000,
        "the German alert in the bell"
      )
      const bad = await failedResponse(api.post("/admin/marketplace-exchange/settings", { alert_language: "fr" }, auth))
      expect(bad.status).toBe(400)
      expect(bad.data.message).toMatch(/alert_language.*en, de|en, de.*alert_language/)
    })

    it("refuses a bad product status filter, and a shipping option that does not exist, naming what to fix", async () => {
      const list = await failedResponse(api.get("/admin/marketplace-exchange/products?status=lost", auth))
      expect(list.status).toBe(400)
      // Medusa words enum issues itself; what matters is that it names the field and the choices.
      expect(list.data.message).toContain("status must be one or more of: pending, synced, attention, parked, failed, removed")
      const save = await failedResponse(connect({ shipping_option_id: "so_missing" }))
      expect(save.status).toBe(400)
      expect(save.data.message).toBe(
        "Shipping option for marketplace orders: so_missing does not exist in the store; choose one that does."
      )
      expect(save.data.words).toEqual({
        code: "refusal.setting.unknown_choice",
        params: { setting: "shipping_option_id", id: "so_missing" },
      })
      const interval = await failedResponse(connect({ order_poll_seconds: 5 }))
      expect(interval.status).toBe(400)
      expect(interval.data.message).toBe("Look for marketplace orders every (seconds): enter a whole number from 10 to 3,600.")
      expect(interval.data.words).toEqual({ code: "refusal.setting.range", params: { setting: "order_poll_seconds", min: 10, max: 3600 } })
      const paidOnly = await failedResponse(connect({ import_paid_only: "yes" }))
      expect(paidOnly.status).toBe(400)
      // Medusa words a type error itself; it names the field and the type.
      expect(paidOnly.data.message).toContain("Expected type: 'boolean' for field 'import_paid_only'")
    })

    it("shows the channel's stock locations and the chosen shipping option in the settings", async () => {
      const shipping = await seedShipping(getContainer(), store)
      const { settings } = (await connect({ shipping_option_id: shipping.shippingOptionId })).data
      expect(settings).toMatchObject({
        shipping_option_id: shipping.shippingOptionId,
        order_poll_seconds: 3600,
        stock_locations: [{ id: store.locationId, name: "Berlin warehouse" }],
      })
    })

    it("lists catalogs with their profiles, and empties the account only with the typed confirmation", async () => {
      await connect()
      const shirt = await seedShirt(getContainer(), store)
      await api.post("/admin/marketplace-exchange/sync", { product_ids: [shirt.productId] }, auth)
      await idle()
      await api.post(
        `/admin/marketplace-exchange/catalogs/${shirt.categoryIds.shirts}/profile`,
        { type: "shipping", profile_id: "77" },
        auth
      )
      const { catalogs } = (await api.get("/admin/marketplace-exchange/catalogs", auth)).data
      expect(catalogs.map((c: any) => [c.category_name, c.profiles.shipping]).sort()).toEqual([
        ["Clothing", null],
        ["Shirts", "77"],
      ])

      const unconfirmed = await failedResponse(api.post("/admin/marketplace-exchange/account/delete", { type: 2, confirm: "yes" }, auth))
      expect(unconfirmed.status).toBe(400)
      expect(unconfirmed.data.message).toContain("Type DELETE to confirm")
      expect(Object.keys((await sandbox.state()).sets.Products)).toHaveLength(1)
      const badType = await failedResponse(api.post("/admin/marketplace-exchange/account/delete", { type: 3, confirm: "DELETE" }, auth))
      expect(badType.status).toBe(400)

      const liveListings = async () =>
        Object.values((await sandbox.state()).listings as Record<string, { active: boolean }>).filter((l) => l.active).length
      expect(await liveListings()).toBe(1)

      // A listing that cannot be ended (the shirt's variations cannot be read) stops the reset:
      // nothing is deleted (400 saying why), and the mug's listing, ended meanwhile, comes back.
      const mug = await seedMug(getContainer(), store)
      await api.post("/admin/marketplace-exchange/sync", { product_ids: [mug.id] }, auth)
      await idle()
      expect(await liveListings()).toBe(2)
      await sandbox.faults({
        refusals: [{ method: "GET", path: "/ProductVariations", status: 400, code: "4092", message: "Refused for the test" }],
      })
      const stopped = await failedResponse(api.post("/admin/marketplace-exchange/account/delete", { type: 2, confirm: "DELETE" }, auth))
      expect(stopped.status).toBe(400)
      expect(stopped.data.message).toContain("1 marketplace listing could not be ended")
      expect(stopped.data.words?.code).toBe("refusal.reset.listings_not_ended")
      expect(Object.keys((await sandbox.state()).sets.Products)).toHaveLength(2)
      await sandbox.faults({})
      await eventually(async () => (await liveListings()) === 2, 20_000, "the mug's listing to come back")
      await idle()
      const badForce = await failedResponse(
        api.post("/admin/marketplace-exchange/account/delete", { type: 2, confirm: "DELETE", force_confirm: "yes" }, auth)
      )
      expect(badForce.status).toBe(400)
      expect(badForce.data.message).toContain("Type DELETE LIVE LISTINGS")

      // A reset the service answers false for is a refusal: nothing forgotten, the ended listings come back.
      await sandbox.faults({ refuseReset: true })
      const refusedReset = await failedResponse(
        api.post("/admin/marketplace-exchange/account/delete", { type: 2, confirm: "DELETE" }, auth)
      )
      expect(refusedReset.status).toBe(400)
      expect(refusedReset.data.message).toContain("did not empty the account")
      expect(Object.keys((await sandbox.state()).sets.Products)).toHaveLength(2)
      expect((await api.get(`/admin/marketplace-exchange/products/${shirt.productId}`, auth)).data.product.status).not.toBe("not_synced")
      await sandbox.faults({})
      await eventually(async () => (await liveListings()) === 2, 20_000, "the listings ended for the refused reset to come back")
      await idle()
      await sandbox.clearRequests()
      await api.post("/admin/marketplace-exchange/sync", {}, auth)
      await idle()
      const creates = (await sandbox.dataRequests()).filter((r) => r.method === "POST" && /\/Products$/i.test(r.path.split("?")[0]))
      expect(creates).toEqual([])

      const { data } = await api.post("/admin/marketplace-exchange/account/delete", { type: 2, confirm: "DELETE" }, auth)
      expect(data).toMatchObject({
        deleted: true,
        emptied: ["Products"],
        forgotten: { products: 2, catalogs: 0 },
        listings: { ended: 2, notListed: 0, failed: [] },
      })
      expect(Object.keys((await sandbox.state()).sets.Products)).toHaveLength(0)
      expect(await liveListings()).toBe(0)
      expect((await api.get(`/admin/marketplace-exchange/products/${shirt.productId}`, auth)).data.product.status).toBe("not_synced")

      // Sync all creates the products again instead of updating ones that are gone: one live listing each.
      await api.post("/admin/marketplace-exchange/sync", {}, auth)
      await idle()
      expect(Object.keys((await sandbox.state()).sets.Products)).toHaveLength(2)
      expect(await liveListings()).toBe(2)
    })

    const service = (): MarketplaceExchangeModuleService => getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
    const ledgerOf = async (remoteOrderId: string) => (await service().listOrderImports({ remote_order_id: remoteOrderId }))[0]
    const importNow = () => api.post("/admin/marketplace-exchange/orders/import", {}, auth)
    /** A store that imports orders, with a listed shirt, and the sandbox's ids of its variations. */
    const orderStore = async () => {
      const shipping = await seedShipping(getContainer(), store)
      await connect({ shipping_option_id: shipping.shippingOptionId })
      const shirt = await seedShirt(getContainer(), store, { shippingProfileId: shipping.shippingProfileId })
      await api.post("/admin/marketplace-exchange/sync", { product_ids: [shirt.productId] }, auth)
      await idle()
      return { shirt, remote: await remoteVariationsBySku(sandbox) }
    }

    it("imports before emptying sales orders, closes their rows; then ten idle polls make ten requests, no 404", async () => {
      const { remote } = await orderStore()
      const imported = await buy(sandbox, [remote["SHIRT-RED-M"]], { paid: true })
      await importNow()
      const notYet = await buy(sandbox, [remote["SHIRT-BLUE-L"]], { paid: true })
      const { data } = await api.post("/admin/marketplace-exchange/account/delete", { type: 8, confirm: "DELETE" }, auth)
      expect(data).toMatchObject({ deleted: true, emptied: ["SalesOrders", "Buyers"], orders: { imported: 1, closed: 2 } })
      expect((await sandbox.state()).sets.SalesOrders).toEqual({})
      for (const id of [imported, notYet]) {
        expect(await medusaOrdersOf(getContainer(), id)).toHaveLength(1)
        expect(await ledgerOf(id)).toMatchObject({ state: "closed", closed_reason: "gone_at_service" })
      }
      const rounds = await duePolls(getContainer(), sandbox, 10)
      expect(rounds.map((r) => [r.news, r.requests.filter(isOrderRequest).length])).toEqual(Array(10).fill([false, 1]))
      expect(rounds.flatMap((r) => r.requests).filter((r) => r.status === 404)).toEqual([])
    })

    it("refuses to empty sales orders while an order is held back, before any listing is ended", async () => {
      const { shirt, remote } = await orderStore()
      const held = await buy(sandbox, [remote["SHIRT-RED-M"]], { paid: true })
      await api.delete(`/admin/products/${shirt.productId}/variants/${shirt.variants["SHIRT-RED-M"].id}`, auth)
      await idle()
      await sandbox.clearRequests()
      const refused = await failedResponse(api.post("/admin/marketplace-exchange/account/delete", { type: 10, confirm: "DELETE" }, auth))
      expect(refused.status).toBe(400)
      expect(refused.data.message).toContain("The sales orders were not emptied: 1 marketplace order waits for you")
      expect(refused.data.message).toContain("import or resolve them first")
      expect(refused.data.words).toMatchObject({
        code: "refusal.reset.orders_left",
        params: { held_part: { code: "refusal.reset.part.held", params: { count: 1 } } },
      })
      expect(await ledgerOf(held)).toMatchObject({ state: "parked" })
      expect(Object.keys((await sandbox.state()).sets.SalesOrders)).toEqual([held])
      expect(Object.keys((await sandbox.state()).sets.Products)).toHaveLength(1)
      expect((await sandbox.dataRequests()).filter((r) => /ReviseInventoryStatus|DeleteAccountData/.test(r.path))).toEqual([])
    })

    it("refuses (409) to empty sales orders while an order's payment is not reported yet, naming it, unless confirmed", async () => {
      const { remote } = await orderStore()
      const sold = await buy(sandbox, [remote["SHIRT-RED-M"]])
      await importNow()
      const [order] = await medusaOrdersOf(getContainer(), sold)
      const row = await ledgerOf(sold)
      // The service takes no order update for now: the payment's write-back waits to be tried again.
      await sandbox.faults({ refusals: [{ method: "PUT", path: "/SalesOrders(", status: 503, code: "503", message: "Busy" }] })
      const collection = (await api.get(`/admin/orders/${order.id}?fields=payment_collections.id`, auth)).data.order.payment_collections[0]
      await api.post(`/admin/payment-collections/${collection.id}/mark-as-paid`, { order_id: order.id }, auth)
      await eventually(
        async () => (await sandbox.dataRequests()).some((r) => r.method === "PUT" && r.status === 503),
        30_000,
        "the payment's write-back to be tried"
      )

      const refused = await failedResponse(api.post("/admin/marketplace-exchange/account/delete", { type: 8, confirm: "DELETE" }, auth))
      expect(refused.status).toBe(409)
      expect(refused.data.message).toContain(`${row.platform_order_id} (#${order.display_id})`)
      expect(refused.data.message).toContain("confirm")
      expect(refused.data.words).toMatchObject({ code: "refusal.reset.write_back_pending", params: { count: 1 } })
      expect(Object.keys((await sandbox.state()).sets.SalesOrders)).toEqual([sold])
      expect(await ledgerOf(sold)).toMatchObject({ state: "completed" })
      // Only emptying the sales orders is held back: the catalogs go as before.
      expect((await api.post("/admin/marketplace-exchange/account/delete", { type: 4, confirm: "DELETE" }, auth)).data.deleted).toBe(true)
      const badFlag = await failedResponse(
        api.post("/admin/marketplace-exchange/account/delete", { type: 8, confirm: "DELETE", confirm_pending_write_back: "yes" }, auth)
      )
      expect(badFlag.status).toBe(400)

      const { data } = await api.post(
        "/admin/marketplace-exchange/account/delete",
        { type: 8, confirm: "DELETE", confirm_pending_write_back: true },
        auth
      )
      expect(data).toMatchObject({ deleted: true, orders: { imported: 0, closed: 1 } })
      expect((await sandbox.state()).sets.SalesOrders).toEqual({})
      expect(await ledgerOf(sold)).toMatchObject({ state: "closed", closed_reason: "gone_at_service" })
    })

    it("closes a ledger row whose order answers 404, and never asks that id again", async () => {
      const { remote } = await orderStore()
      const sold = await buy(sandbox, [remote["SHIRT-RED-L"]])
      await importNow()
      const [order] = await medusaOrdersOf(getContainer(), sold)
      // Emptied behind the plugin's back, with an import left unfinished for an order that is gone too.
      await (await service().clientFor(await service().getSettings()))!.operations.deleteAccountData(8)
      await service().createOrderImports({ remote_order_id: "987654321", state: "claimed", attempts: 1 })
      await sandbox.clearRequests()
      const collection = (await api.get(`/admin/orders/${order.id}?fields=payment_collections.id`, auth)).data.order.payment_collections[0]
      await api.post(`/admin/payment-collections/${collection.id}/mark-as-paid`, { order_id: order.id }, auth)
      await eventually(async () => (await ledgerOf(sold)).state === "closed", 30_000, "the write-back to close the order")
      await idle()
      // The paid PUT answers 404; one read of the order confirms it is gone (a 404 to a property alone could be an unknown part, A22).
      const asked = (await sandbox.dataRequests()).filter(isRequestTo(sold))
      expect(asked.map((r) => [r.method, r.status])).toEqual([
        ["PUT", 404],
        ["GET", 404],
      ])
      const [straggler] = await duePolls(getContainer(), sandbox, 1)
      expect(straggler.requests.filter(isRequestTo("987654321")).map((r) => r.status)).toEqual([404])
      expect(await ledgerOf("987654321")).toMatchObject({ state: "closed", closed_reason: "gone_at_service" })

      // Not asked again: not for its history, a retry, a write-back, nor by the polls.
      await sandbox.clearRequests()
      const history = (await api.get(`/admin/marketplace-exchange/orders/${order.id}/history`, auth)).data
      expect(history).toMatchObject({ history: null, reason: expect.stringContaining("no longer holds this order") })
      const retry = await failedResponse(api.post(`/admin/marketplace-exchange/orders/${(await ledgerOf(sold)).id}/retry`, {}, auth))
      expect(retry.status).toBe(400)
      await service().enqueueSalesOrders(FIRST_ACCOUNT_ID, [sold])
      expect(await drainSyncQueue(getContainer(), { budgetMs: 5_000 })).toBe(1)
      expect((await sandbox.dataRequests()).filter(isOrderRequest)).toEqual([])
      const rounds = await duePolls(getContainer(), sandbox, 3)
      expect(rounds.map((r) => r.requests.filter(isOrderRequest).map((q) => q.status))).toEqual([[200], [200], [200]])
    })
  },
})
