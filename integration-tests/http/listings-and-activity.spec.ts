import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { renderMessage } from "../../src/messages"
import {
  createProductsWorkflow,
  deleteProductsWorkflow,
  linkProductsToSalesChannelWorkflow,
  updateInventoryLevelsWorkflow,
  updateProductsWorkflow,
} from "@medusajs/medusa/core-flows"
import reconcileListingsJob from "../../src/jobs/marketplace-exchange-reconcile-listings"
import { Modules, ProductStatus } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { adminHeaders, failedResponse } from "../helpers/admin-session"
import { buy, remoteVariationsBySku } from "../helpers/marketplace-orders"
import { eventually, holdOrderPolls, queueSettled, sandboxConnection, sandboxForSuite } from "../helpers/sandbox"
import { seedMug, seedShirt, seedStore, StoreSetup } from "../helpers/seed-catalog"
import { seedShipping } from "../helpers/seed-shipping"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"
import { addAccount } from "../helpers/second-account"

jest.setTimeout(240_000)

const sandbox = sandboxForSuite()

/** The listings grid, its bulk actions, the activity log and the alerts, through the admin API. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConnection }) => {
    let auth: { headers: Record<string, string> }
    let store: StoreSetup

    const connect = (extra: Record<string, unknown> = {}) =>
      api.post(
        "/admin/marketplace-exchange/settings",
        { ...sandboxConnection(sandbox.url, store), order_poll_seconds: 3600, ...extra },
        auth
      )
    const idle = () => queueSettled(api, auth)
    const listings = async (query = "") => (await api.get(`/admin/marketplace-exchange/listings${query}`, auth)).data
    const activity = async (query = "") => (await api.get(`/admin/marketplace-exchange/activity${query}`, auth)).data
    const service = () => getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE) as MarketplaceExchangeModuleService
    /** The mug has one variant: the service holds it as a product without variations (spec 2.1), stock on the product. */
    const remoteMugStock = async () => {
      const state = await sandbox.state()
      return Object.values(state.sets.Products as Record<string, any>).find((p) => p.Title === "Stoneware mug")?.StockAmount
    }

    /** A product of the channel that was never sent: a draft (nothing of it goes to the service); `inChannel` false: of no channel. */
    const seedDraft = async (title: string, inChannel = true, sku = "POSTER-A2") => {
      const { result } = await createProductsWorkflow(getContainer()).run({
        input: {
          products: [
            {
              title,
              status: ProductStatus.DRAFT,
              options: [{ title: "Size", values: ["A2"] }],
              variants: [{ title: "A2", sku, options: { Size: "A2" }, prices: [{ amount: 12, currency_code: "eur" }] }],
              sales_channels: inChannel ? [{ id: store.salesChannelId }] : [],
            },
          ],
        },
      })
      return result[0].id
    }

    /** The service refuses every title from now on; the product is renamed and its sync runs. */
    const renameWhileTitlesAreRefused = async (id: string) => {
      await sandbox.faults({
        refusals: [{ method: "PUT", path: "/Title", status: 400, code: "4001", message: "Title refused by the marketplace." }],
      })
      await updateProductsWorkflow(getContainer()).run({ input: { selector: { id }, update: { title: "Linen shirt, washed" } } })
      await idle()
    }

    beforeEach(async () => {
      await sandbox.reset()
      auth = await adminHeaders(getContainer(), api)
      store = await seedStore(getContainer())
      await holdOrderPolls(getContainer())
    })

    it("lists every product of the channel with its state, pages, searches and filters, from the database", async () => {
      expect(await listings()).toEqual({
        listings: [],
        count: 0,
        limit: 20,
        offset: 0,
        sales_channel_id: null,
        catching_up: null,
        shared_warnings: [],
      })
      await connect()
      const shirt = await seedShirt(getContainer(), store)
      const mug = await seedMug(getContainer(), store)
      const poster = await seedDraft("Art poster")
      await idle()
      await renameWhileTitlesAreRefused(shirt.productId)

      const all = await listings()
      expect(all.count).toBe(3)
      expect(all.listings.map((l: any) => [l.title, l.state, l.refusals.length > 0])).toEqual([
        ["Art poster", "not_sent", false],
        ["Linen shirt, washed", "listed", true],
        ["Stoneware mug", "listed", false],
      ])
      const listedShirt = all.listings[1]
      expect(listedShirt).toMatchObject({
        product_id: shirt.productId,
        remote_product_id: expect.any(String),
        refusals: [expect.objectContaining({ subject: "Title", code: "4001", message: "Title refused by the marketplace." })],
        last_sent_at: expect.any(String),
      })
      expect(listedShirt.variations).toContainEqual(
        expect.objectContaining({ sku: "SHIRT-BLUE-M", remote_id: expect.any(String), stock: expect.any(Number), price: "29.90" })
      )

      // Filters (any of them), search by title or SKU, paging with the filter's total.
      expect((await listings("?state=not_sent")).listings.map((l: any) => l.product_id)).toEqual([poster])
      // A refused write is a severity now, not a state: the state filter refuses the old mark (400 naming the states).
      expect((await failedResponse(api.get("/admin/marketplace-exchange/listings?state=refused", auth))).status).toBe(400)
      expect((await listings("?state=listed")).count).toBe(2)
      // One severity per row, the worst it carries, and the severity filter finds exactly what the rows show.
      expect(all.listings.map((l: any) => l.severity)).toEqual(["none", "held_back", "warning"])
      expect((await listings("?severity=held_back")).listings.map((l: any) => l.product_id)).toEqual([shirt.productId])
      expect((await listings("?severity=warning,blocking")).listings.map((l: any) => l.product_id)).toEqual([mug.id])
      // The product safety data both listed products lack: one line each above the grid.
      expect(all.shared_warnings).toEqual([
        expect.objectContaining({ code: "problem.gpsr_manufacturer", count: 2 }),
        expect.objectContaining({ code: "problem.gpsr_safety_information", count: 2 }),
      ])
      expect((await failedResponse(api.get("/admin/marketplace-exchange/listings?severity=urgent", auth))).status).toBe(400)
      expect((await listings("?state=parked,not_listed")).count).toBe(0)
      expect((await listings("?q=shirt-blue")).listings.map((l: any) => l.product_id)).toEqual([shirt.productId])
      expect((await listings("?q=MUG")).listings.map((l: any) => l.product_id)).toEqual([mug.id])
      expect((await listings("?q=100%25")).count).toBe(0)
      const page = await listings("?limit=1&offset=1")
      expect(page).toMatchObject({ count: 3, limit: 1, offset: 1 })
      expect(page.listings.map((l: any) => l.title)).toEqual(["Linen shirt, washed"])

      const bad = await failedResponse(api.get("/admin/marketplace-exchange/listings?state=sold", auth))
      expect(bad.status).toBe(400)
      expect(bad.data.message).toContain(
        "state must be one or more of: listed, ended_out_of_stock, not_active, unchecked, not_listed, removed, parked, not_sent"
      )
      expect((await failedResponse(api.get("/admin/marketplace-exchange/listings?limit=0", auth))).status).toBe(400)

      // A second product without brand, MPN and GTIN: what it shares with the mug is said once above the grid.
      await createProductsWorkflow(getContainer()).run({
        input: {
          products: [
            {
              title: "Tea cup",
              status: "published",
              description: "Holds 200 ml",
              options: [{ title: "Size", values: ["One"] }],
              variants: [
                {
                  title: "One",
                  sku: "CUP-1",
                  options: { Size: "One" },
                  manage_inventory: false,
                  prices: [{ amount: 9, currency_code: "eur" }],
                },
              ],
              sales_channels: [{ id: store.salesChannelId }],
            },
          ],
        },
      })
      await idle()
      // Counted at most every 10 s per instance: the header follows within that.
      await eventually(
        async () => (await listings()).shared_warnings.some((w: any) => w.code === "problem.no_brand"),
        15_000,
        "the shared warnings counted again"
      )
      const shared = (await listings()).shared_warnings
      expect(shared).toEqual(
        expect.arrayContaining([
          { code: "problem.no_brand", count: 2 },
          { code: "problem.no_mpn", count: 2 },
        ])
      )
      for (const { code, count } of shared) expect((await listings(`?warning=${code}`)).count).toBe(count)
      expect((await listings("?warning=problem.no_brand")).listings.map((l: any) => l.title)).toEqual(["Stoneware mug", "Tea cup"])
    })

    it("follows the channel from its own read model: products joining or leaving without a product event, renames, deletes", async () => {
      await connect()
      const mug = await seedMug(getContainer(), store)
      await idle()
      const titles = async (query = "") => (await listings(query)).listings.map((l: any) => l.title)
      expect(await titles()).toEqual(["Stoneware mug"])

      // Joined on the sales channel's own page: Medusa emits no product event; the grid's catch-up finds it at once.
      const lamp = await seedDraft("Brass lamp", false, "LAMP-1")
      const clock = await seedDraft("Wall clock", false, "CLOCK-1")
      await linkProductsToSalesChannelWorkflow(getContainer()).run({ input: { id: store.salesChannelId, add: [lamp] } })
      const joined = await listings()
      expect(joined).toMatchObject({ count: 2, catching_up: null })
      expect(joined.listings.map((l: any) => [l.title, l.state, l.product_status])).toEqual([
        ["Brass lamp", "not_sent", "draft"],
        ["Stoneware mug", "listed", "published"],
      ])
      expect((await listings("?q=lamp-1")).listings.map((l: any) => l.product_id)).toEqual([lamp])

      // One joins as another leaves: the counts agree, so the grid's look cannot tell; the hourly comparison does.
      await linkProductsToSalesChannelWorkflow(getContainer()).run({ input: { id: store.salesChannelId, add: [clock], remove: [lamp] } })
      expect(await titles()).toEqual(["Brass lamp", "Stoneware mug"])
      await reconcileListingsJob(getContainer())
      expect(await titles()).toEqual(["Stoneware mug", "Wall clock"])

      // A rename reaches the read model through the product's task: the order and the search follow it.
      await updateProductsWorkflow(getContainer()).run({ input: { selector: { id: mug.id }, update: { title: "Ceramic mug" } } })
      await idle()
      expect(await titles()).toEqual(["Ceramic mug", "Wall clock"])
      expect((await listings("?q=ceramic")).count).toBe(1)

      // A deleted product is gone from the grid at once.
      await deleteProductsWorkflow(getContainer()).run({ input: { ids: [clock] } })
      expect(await listings()).toMatchObject({ count: 1, listings: [expect.objectContaining({ product_id: mug.id })] })
    })

    it("ends a listing at stock 0 and relists it; a filter's bulk sync queues exactly what the filter matches", async () => {
      await connect()
      const mug = await seedMug(getContainer(), store)
      const poster = await seedDraft("Art poster")
      await idle()
      expect(await remoteMugStock()).toBeGreaterThan(0)
      const stock = await remoteMugStock()

      const ended = await api.post("/admin/marketplace-exchange/listings/actions", { action: "end", product_ids: [mug.id] }, auth)
      expect(ended.status).toBe(202)
      expect(ended.data).toMatchObject({ action: "end", count: 1, queued: 1, batch_id: expect.stringMatching(/^mxbatch_/) })
      await eventually(async () => (await remoteMugStock()) === 0, 15_000, "stock 0 at the service")
      await idle()
      expect((await listings("?state=not_listed")).listings).toEqual([
        expect.objectContaining({ product_id: mug.id, ended: true, ended_at: expect.any(String) }),
      ])
      // A stock change in Medusa does not bring an ended listing back.
      await updateProductsWorkflow(getContainer()).run({ input: { selector: { id: mug.id }, update: { subtitle: "Bigger" } } })
      await idle()
      expect(await remoteMugStock()).toBe(0)

      await api.post("/admin/marketplace-exchange/listings/actions", { action: "relist", product_ids: [mug.id] }, auth)
      await eventually(async () => (await remoteMugStock()) === stock, 15_000, "the stock back at the service")

      // The whole filter, resolved on the server: exactly the not-sent products.
      const bulk = await api.post("/admin/marketplace-exchange/listings/actions", { action: "sync", filter: { state: ["not_sent"] } }, auth)
      expect(bulk.data).toMatchObject({ count: 1, product_ids: [poster], queued: 1 })
      const batch = (await api.get(`/admin/marketplace-exchange/sync?batch_id=${bulk.data.batch_id}`, auth)).data
      expect(batch.total).toBe(1)

      const both = await failedResponse(
        api.post("/admin/marketplace-exchange/listings/actions", { action: "sync", product_ids: [poster], filter: {} }, auth)
      )
      expect(both.status).toBe(400)
      expect(both.data.message).toContain("Send either product_ids (a selection) or filter")
      const unknown = await failedResponse(
        api.post("/admin/marketplace-exchange/listings/actions", { action: "end", product_ids: ["prod_missing"] }, auth)
      )
      expect(unknown.status).toBe(404)
      expect(unknown.data.message).toContain("prod_missing")
      const noCategory = await failedResponse(
        api.post("/admin/marketplace-exchange/listings/actions", { action: "set_categories", product_ids: [poster] }, auth)
      )
      expect(noCategory.status).toBe(400)
      expect(noCategory.data.message).toContain("set_categories needs category_id_1")
      const categories = await api.post(
        "/admin/marketplace-exchange/listings/actions",
        { action: "set_categories", product_ids: [mug.id], category_id_1: "9355" },
        auth
      )
      expect(categories.status).toBe(202)
      const [chosen] = await getContainer()
        .resolve(Modules.PRODUCT)
        .listProducts({ id: mug.id }, { select: ["id", "metadata"] })
      expect(Object.values(chosen.metadata ?? {})).toContain("9355")
    })

    it("logs every write with the service's answer and every import step, never a secret, and alerts once per condition", async () => {
      const shipping = await seedShipping(getContainer(), store)
      await connect({ shipping_option_id: shipping.shippingOptionId })
      const shirt = await seedShirt(getContainer(), store, { shippingProfileId: shipping.shippingProfileId })
      await idle()
      await renameWhileTitlesAreRefused(shirt.productId)
      await service().flushActivity()

      const log = await activity(`?product_id=${shirt.productId}&limit=200`)
      expect(log.count).toBeGreaterThan(5)
      expect(log.events).toContainEqual(
        expect.objectContaining({
          area: "product",
          action: "set Title",
          outcome: "refused",
          code: "4001",
          message: expect.stringContaining("Title refused by the marketplace."),
          duration_ms: expect.any(Number),
        })
      )
      expect(log.events).toContainEqual(expect.objectContaining({ action: "create Products", outcome: "ok" }))
      // Each write in the merchant's words, in either language, never the request.
      const said = (language: string) => log.events.map((e: any) => (e.words ? renderMessage(e.words, language) : null))
      expect(said("de")).toContain("Ein neues Angebot an eBay gesendet.")
      expect(said("en")).toContain("The title refused by the exchange service.")
      // A stock change goes as ReviseInventoryStatus, said as the stock it sent.
      await updateInventoryLevelsWorkflow(getContainer()).run({
        input: {
          updates: [
            { inventory_item_id: shirt.variants["SHIRT-BLUE-M"].inventoryItemId, location_id: store.locationId, stocked_quantity: 4 },
          ],
        },
      })
      await idle()
      await service().flushActivity()
      const revised = (await activity(`?product_id=${shirt.productId}&limit=200`)).events.filter(
        (e: any) => e.action === "ReviseInventoryStatus"
      )
      expect(revised.map((e: any) => renderMessage(e.words, "de"))).toContain("Bestand 4 an eBay gesendet.")
      const refused = await activity(`?product_id=${shirt.productId}&outcome=refused`)
      expect(refused.events.every((e: any) => e.outcome === "refused")).toBe(true)
      expect((await activity(`?product_id=${shirt.productId}&limit=2&offset=1`)).events).toHaveLength(2)

      // One alert in the bell for the refusal, however often the product syncs.
      const notifications = getContainer().resolve(Modules.NOTIFICATION)
      const feed = async () => (await notifications.listNotifications({ channel: "feed" }, { take: 100 })) as any[]
      await eventually(
        async () => (await feed()).some((n) => /refused a change of “Linen shirt, washed”/.test(n.data?.title ?? "")),
        10_000,
        "the refusal alert"
      )
      await updateProductsWorkflow(getContainer()).run({ input: { selector: { id: shirt.productId }, update: { subtitle: "Again" } } })
      await idle()
      expect((await feed()).filter((n) => /refused a change/.test(n.data?.title ?? ""))).toHaveLength(1)

      // An order import: its steps under the Medusa order, the ones before it existed included.
      await sandbox.faults({})
      const remote = await remoteVariationsBySku(sandbox)
      await buy(sandbox, [remote["SHIRT-BLUE-M"]])
      const summary = (await api.post("/admin/marketplace-exchange/orders/import", {}, auth)).data.summary
      expect(summary.created).toBe(1)
      await service().flushActivity()
      const [ledger] = await service().listOrderImports({}, { take: 1 })
      const orderLog = await activity(`?order_id=${ledger.medusa_order_id}`)
      expect(orderLog.events.map((e: any) => e.action)).toEqual(expect.arrayContaining(["order_created", "set ForeignOrderId"]))
      expect(orderLog.events.every((e: any) => e.area === "order")).toBe(true)

      // An import failing longer than the setting: one alert, cleared once it works again.
      await connect({ shipping_option_id: shipping.shippingOptionId, import_alert_minutes: 5 })
      await sandbox.faults({ errorRate: 1, errorStatus: 503 })
      const failedImport = () => api.post("/admin/marketplace-exchange/orders/import", {}, auth).catch(() => undefined)
      await failedImport()
      const importAlerts = async () => (await feed()).filter((n) => /orders are not being imported/.test(n.data?.title ?? ""))
      expect(await importAlerts()).toHaveLength(0)
      // The failing began 10 minutes ago (the time is the stored one; the test does not wait).
      await service().saveImportRunState(FIRST_ACCOUNT_ID, { failingSince: new Date(Date.now() - 10 * 60_000) })
      await failedImport()
      await failedImport()
      expect(await importAlerts()).toHaveLength(1)
      expect((await feed()).filter((n) => /cannot be reached/.test(n.data?.title ?? ""))).toHaveLength(1)
      await sandbox.faults({})
      await api.post("/admin/marketplace-exchange/orders/import", {}, auth)
      expect((await service().getImportRunState(FIRST_ACCOUNT_ID)).failingSince).toBeNull()

      // Never a secret: not the password, the token or a session cookie, in any event.
      await service().flushActivity()
      const everything = JSON.stringify((await activity("?limit=200")).events)
      expect(everything).not.toContain("demo-token")
      expect(everything).not.toContain(".ASPXAUTH")
      expect(everything).not.toMatch(/password/i)

      expect((await failedResponse(api.get("/admin/marketplace-exchange/activity?product_id=prod_missing", auth))).status).toBe(404)
      expect((await failedResponse(api.get("/admin/marketplace-exchange/activity?order_id=order_missing", auth))).status).toBe(404)
      const badOutcome = await failedResponse(api.get("/admin/marketplace-exchange/activity?outcome=great", auth))
      expect(badOutcome.status).toBe(400)
      expect(badOutcome.data.message).toContain("outcome must be one or more of: ok, refused, failed")
    })

    it("lists every account's grid, products, orders and activity with account_id=all, each row naming its account", async () => {
      await connect()
      const shirt = await seedShirt(getContainer(), store)
      const mug = await seedMug(getContainer(), store)
      const outlet = await addAccount(getContainer(), api, auth, sandbox, {
        name: "Outlet",
        user: "outlet",
        locationId: store.locationId,
        productIds: [shirt.productId],
        settings: { marketplace_site: "ebay.at", region_id: store.regionId, order_poll_seconds: 3600 },
      })
      await api.post("/admin/marketplace-exchange/sync", { product_ids: [shirt.productId], account_id: outlet.id }, auth)
      await idle()
      const get = async (path: string) => (await api.get(`/admin/marketplace-exchange/${path}`, auth)).data
      const first = { account_id: FIRST_ACCOUNT_ID, account_name: "eBay" }
      const second = { account_id: outlet.id, account_name: "Outlet" }
      // By title, a product of both channels once for each account, the account's id settling the order.
      const bothShirts = [first, second].sort((a, b) => a.account_id.localeCompare(b.account_id))

      const grid = await listings("?account_id=all")
      expect(grid.count).toBe(3)
      expect(grid.listings.map((l: any) => ({ product_id: l.product_id, account_id: l.account_id, account_name: l.account_name }))).toEqual(
        [...bothShirts.map((account) => ({ product_id: shirt.productId, ...account })), { product_id: mug.id, ...first }]
      )
      expect(grid.listings.map((l: any) => l.state)).toEqual(["listed", "listed", "listed"])
      // Paging goes through the same order, one row at a time, never twice or skipped.
      const paged = []
      for (const offset of [0, 1, 2]) paged.push(...(await listings(`?account_id=all&limit=1&offset=${offset}`)).listings)
      expect(paged.map((l: any) => `${l.account_id}:${l.product_id}`)).toEqual(
        grid.listings.map((l: any) => `${l.account_id}:${l.product_id}`)
      )
      // Filters work across accounts; one account's grid and the call naming none stay as they were.
      expect((await listings("?account_id=all&q=shirt")).listings.map((l: any) => l.account_id)).toEqual(
        bothShirts.map((a) => a.account_id)
      )
      expect((await listings()).listings.map((l: any) => [l.product_id, l.account_id])).toEqual([
        [shirt.productId, FIRST_ACCOUNT_ID],
        [mug.id, FIRST_ACCOUNT_ID],
      ])
      expect((await listings(`?account_id=${outlet.id}`)).listings.map((l: any) => [l.product_id, l.account_name])).toEqual([
        [shirt.productId, "Outlet"],
      ])

      const products = await get("products?account_id=all&status=synced")
      expect(products.count).toBe(3)
      expect(
        products.products
          .filter((p: any) => p.product_id === shirt.productId)
          .map((p: any) => p.account_name)
          .sort()
      ).toEqual(["Outlet", "eBay"])
      expect((await get("products?status=synced")).products.every((p: any) => p.account_id === FIRST_ACCOUNT_ID)).toBe(true)

      // Held orders of both accounts, the same remote order id in each: two rows, each its account's.
      for (const account of [FIRST_ACCOUNT_ID, outlet.id]) {
        await dbConnection.raw(
          `insert into marketplace_exchange_order_import (id, account_id, remote_order_id, platform_order_id, state)
           values (?, ?, '5001', ?, 'parked')`,
          [`mxord_${account}`, account, `EB-${account}`]
        )
      }
      const orders = await get("orders?account_id=all&state=parked")
      expect(orders).toMatchObject({ account_id: "all", account_name: null, count: 2, states: expect.objectContaining({ parked: 2 }) })
      expect(orders.orders.map((o: any) => [o.account_id, o.account_name, o.remote_order_id]).sort()).toEqual(
        [
          [FIRST_ACCOUNT_ID, "eBay", "5001"],
          [outlet.id, "Outlet", "5001"],
        ].sort()
      )
      expect(orders.imports.map((i: any) => i.account_name)).toEqual(["eBay", "Outlet"])
      expect((await get(`orders?account_id=all&q=EB-${outlet.id}`)).orders.map((o: any) => o.account_id)).toEqual([outlet.id])
      expect(await get("orders")).toMatchObject({ account_id: FIRST_ACCOUNT_ID, account_name: "eBay", count: 1, imports: [first] })

      await service().flushActivity()
      const log = await activity(`?account_id=all&product_id=${shirt.productId}&limit=200`)
      expect(new Set(log.events.map((e: any) => e.account_name))).toEqual(new Set(["eBay", "Outlet"]))
      const outletLog = await activity(`?account_id=${outlet.id}&limit=200`)
      expect(outletLog.count).toBeGreaterThan(0)
      expect(outletLog.events.every((e: any) => e.account_id === outlet.id)).toBe(true)

      // A malformed id is bad input (400 saying what an id is), an unknown one 404, `all` for a call about one account 400.
      for (const path of ["listings", "products", "orders", "activity"]) {
        for (const [id, status] of [
          ["bad%20id", 400],
          ["", 400],
          ["mxacc_nobody", 404],
        ] as const) {
          const refused = await failedResponse(api.get(`/admin/marketplace-exchange/${path}?account_id=${id}`, auth))
          expect({ path, id, status: refused.status }).toEqual({ path, id, status })
          if (id === "bad%20id") expect(refused.data.message).toContain("account_id must be an account's id")
        }
      }
      const oneAccountOnly = await failedResponse(api.post("/admin/marketplace-exchange/orders/retry?account_id=all", {}, auth))
      expect(oneAccountOnly.status).toBe(400)
      expect(oneAccountOnly.data.message).toContain("account_id=all lists every account's rows")
    })
  },
})
