import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { addAccount } from "../helpers/second-account"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  capturePaymentWorkflow,
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  createPaymentSessionsWorkflow,
  markPaymentCollectionAsPaid,
  updateProductVariantsWorkflow,
} from "@medusajs/medusa/core-flows"
import { drainSyncQueue } from "../../src/queue/drain"
import { MARKETPLACE_EXCHANGE_MODULE, WORKER_ID } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { importSalesOrder } from "../../src/workflows/order-import/run/import-sales-order"
import { loadOrderImportContext } from "../../src/workflows/order-import/run/import-targets"
import { createMarketplaceOrderWorkflow } from "../../src/workflows/order-import"
import { adminHeaders, failedResponse } from "../helpers/admin-session"
import { buy, medusaOrdersOf, remoteVariationsBySku } from "../helpers/marketplace-orders"
import { eventually, holdOrderPolls, queueSettled, sandboxConnection, sandboxForSuite } from "../helpers/sandbox"
import { seedShirt, seedStore, StoreSetup } from "../helpers/seed-catalog"
import { seedShipping, ShippingSetup } from "../helpers/seed-shipping"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"

jest.setTimeout(180_000)

// Feeds in the 2.0 form (A21): the store reads them as it reads the 1.0 bare arrays of the other suites.
const sandbox = sandboxForSuite({ feedForm: "v2" })

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let auth: { headers: Record<string, string> }
    let store: StoreSetup
    let shipping: ShippingSetup
    let shirt: Awaited<ReturnType<typeof seedShirt>>
    let remote: Awaited<ReturnType<typeof remoteVariationsBySku>>

    const settle = () => queueSettled(api, auth)
    const importNow = async () => (await api.post("/admin/marketplace-exchange/orders/import", {}, auth)).data.summary
    const remoteOrder = async (id: string) => (await sandbox.state()).sets.SalesOrders[id]
    const remoteItems = async (id: string) =>
      Object.entries((await sandbox.state()).sets.SalesOrderItems as Record<string, any>).filter(([, i]) => String(i.SalesOrderId) === id)
    /** The payment collection an imported order was given. */
    const paymentCollectionOf = async (orderId: string): Promise<string> => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order", fields: ["payment_collections.id"], filters: { id: orderId } })
      return data[0].payment_collections[0].id
    }
    const reservedOf = async (inventoryItemId: string) => {
      const inventory = getContainer().resolve(Modules.INVENTORY)
      const reservations = await inventory.listReservationItems({ inventory_item_id: inventoryItemId })
      return reservations.reduce((sum: number, r: any) => sum + Number(r.quantity), 0)
    }

    beforeEach(async () => {
      await sandbox.reset()
      auth = await adminHeaders(getContainer(), api)
      store = await seedStore(getContainer())
      shipping = await seedShipping(getContainer(), store)
      await holdOrderPolls(getContainer())
      await api.post(
        "/admin/marketplace-exchange/settings",
        {
          ...sandboxConnection(sandbox.url, store),
          shipping_option_id: shipping.shippingOptionId,
          // The scheduled import must not take orders from under the tests' own runs.
          order_poll_seconds: 3600,
        },
        auth
      )
      await importNow()
      shirt = await seedShirt(getContainer(), store, { shippingProfileId: shipping.shippingProfileId })
      await api.post("/admin/marketplace-exchange/sync", { product_ids: [shirt.productId] }, auth)
      await settle()
      remote = await remoteVariationsBySku(sandbox)
    })

    it("turns a marketplace purchase into a Medusa order with items, prices, shipping, addresses, payment and reserved stock", async () => {
      const salesOrderId = await buy(sandbox, [{ ...remote["SHIRT-RED-M"], quantity: 2 }, remote["SHIRT-BLUE-L"]], {
        paid: true,
        shippingCost: "5.90",
        buyer: { BuyerName: "erika_m", Email: "erika@example.com" },
        address: {
          Name: "Erika",
          Surname: "Mustermann",
          Company: "-",
          Street: "Heidestraße 17",
          PostalCode: "51147",
          Town: "Köln",
          Country: "DE",
        },
        shippingAddress: {
          Name: "Max",
          Surname: "Mustermann",
          Company: "Acme GmbH",
          Street: "Hauptstraße 1",
          PostalCode: "10115",
          Town: "Berlin",
          Country: "DE",
        },
      })
      const summary = await importNow()
      expect(summary).toMatchObject({ fetched: 1, created: 1, parked: 0, failed: 0 })

      const [order, ...more] = await medusaOrdersOf(getContainer(), salesOrderId)
      expect(more).toHaveLength(0)
      expect(order).toMatchObject({
        email: "erika@example.com",
        currency_code: "eur",
        sales_channel_id: store.salesChannelId,
        region_id: store.regionId,
      })
      const lines = order.items.map((i: any) => [i.variant_id, Number(i.quantity), Number(i.unit_price), i.is_tax_inclusive]).sort()
      expect(lines).toEqual(
        [
          [shirt.variants["SHIRT-BLUE-L"].id, 1, 29.9, true],
          [shirt.variants["SHIRT-RED-M"].id, 2, 29.9, true],
        ].sort()
      )
      expect(order.shipping_methods.map((m: any) => [m.name, Number(m.amount), m.shipping_option_id])).toEqual([
        ["Marketplace shipping", 5.9, shipping.shippingOptionId],
      ])
      expect(Number(order.total)).toBeCloseTo(2 * 29.9 + 29.9 + 5.9, 2)
      expect(order.billing_address).toMatchObject({
        first_name: "Erika",
        last_name: "Mustermann",
        company: null,
        address_1: "Heidestraße 17",
        postal_code: "51147",
        city: "Köln",
        country_code: "de",
      })
      expect(order.shipping_address).toMatchObject({
        first_name: "Max",
        company: "Acme GmbH",
        address_1: "Hauptstraße 1",
        city: "Berlin",
        country_code: "de",
      })
      expect(order.payment_collections).toEqual([expect.objectContaining({ status: "completed" })])

      expect(await reservedOf(shirt.variants["SHIRT-RED-M"].inventoryItemId)).toBe(2)
      expect(await reservedOf(shirt.variants["SHIRT-BLUE-L"].inventoryItemId)).toBe(1)
      expect((await remoteOrder(salesOrderId)).ForeignOrderId).toBe(String(order.display_id))

      const ledger = (await api.get("/admin/marketplace-exchange/orders", auth)).data
      expect(ledger.orders).toEqual([
        expect.objectContaining({
          remote_order_id: salesOrderId,
          state: "completed",
          medusa_order_id: order.id,
          display_id: String(order.display_id),
          write_back: expect.objectContaining({ paid: true }),
        }),
      ])
      expect(ledger.last_import_at).toBeTruthy()
    })

    it("imports an unpaid order with its payment open; a run whose task was taken over and a second run create nothing more", async () => {
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-L"]])
      const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      const ctx = await loadOrderImportContext(getContainer(), await service.getSettings(FIRST_ACCOUNT_ID))
      // A run of the order's task whose process froze past its lease: the queue gave the task to a new run meanwhile.
      const stale = await taskRun(salesOrderId)
      await service.updateTasks({ id: stale.id, attempts: 2 })
      expect(await importSalesOrder(getContainer(), salesOrderId, ctx, stale)).toMatchObject({ outcome: "skipped" })
      expect(await medusaOrdersOf(getContainer(), salesOrderId)).toEqual([])
      expect(await service.listOrderImports({ remote_order_id: salesOrderId })).toEqual([])
      await service.updateTasks({ id: stale.id, state: "done" })
      // Two drains at once (as two instances run them): the queue gives the order's task to one.
      await service.enqueueSalesOrders(FIRST_ACCOUNT_ID, [salesOrderId])
      await Promise.all([drainSyncQueue(getContainer(), { budgetMs: 20_000 }), drainSyncQueue(getContainer(), { budgetMs: 20_000 })])
      await settle()
      expect((await importNow()).created).toBe(0)
      const orders = await medusaOrdersOf(getContainer(), salesOrderId)
      expect(orders).toHaveLength(1)
      expect(orders[0].payment_collections).toEqual([expect.objectContaining({ status: "not_paid" })])
    })

    /** A run of the order's task in this process, as the drain claims it: its claim fences the ledger's changes. */
    const taskRun = async (salesOrderId: string) => {
      const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      const now = new Date()
      const [task] = await service.createTasks([
        {
          kind: "sales_order",
          entity_id: salesOrderId,
          state: "running",
          attempts: 1,
          run_after: now,
          locked_at: now,
          locked_by: WORKER_ID,
        },
      ])
      return { id: task.id, attempts: 1 }
    }

    /**
     * The run dies: its task's lease runs out, and the next drain (Import now's) gives the task
     * to a new run, which resumes the order, beside the poll that finds it.
     */
    const dieAndResume = async (salesOrderId: string, task: { id: string }) => {
      const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      await service.updateTasks({ id: task.id, locked_at: new Date(Date.now() - 10 * 60 * 1000) })
      await importNow()
      await settle()
      const [row] = await service.listOrderImports({ remote_order_id: salesOrderId })
      expect(row).toMatchObject({ state: "completed" })
    }

    /** What a run that dies after creating the Medusa order leaves behind. */
    const createAsADyingRun = async (salesOrderId: string) => {
      const service: any = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      const task = await taskRun(salesOrderId)
      const claim = await service.openOrderImport(FIRST_ACCOUNT_ID, salesOrderId, null, task)
      const { result: created } = await createMarketplaceOrderWorkflow(getContainer()).run({
        input: {
          account_id: FIRST_ACCOUNT_ID,
          remote_order_id: salesOrderId,
          region_id: store.regionId,
          sales_channel_id: store.salesChannelId,
          shipping_option: { id: shipping.shippingOptionId, name: "Marketplace shipping" },
          order: {
            email: "buyer@example.com",
            currency_code: "eur",
            paid: false,
            platform_order_id: null,
            shipping_cost: "4.90",
            items: [
              {
                variant_id: shirt.variants["SHIRT-BLUE-M"].id,
                quantity: 1,
                unit_price: "29.90",
                title: "Linen shirt",
                remote_item_id: "1",
              },
            ],
            billing_address: {
              first_name: "A",
              last_name: "B",
              company: null,
              address_1: "Street 1",
              postal_code: "1",
              city: "X",
              country_code: "de",
              phone: null,
            },
            shipping_address: {
              first_name: "A",
              last_name: "B",
              company: null,
              address_1: "Street 1",
              postal_code: "1",
              city: "X",
              country_code: "de",
              phone: null,
            },
          },
        },
      })
      return { service, claim, created, task }
    }

    it("resumes an order recorded as created that the marketplace reported paid meanwhile, taking its payment over", async () => {
      const salesOrderId = await buy(sandbox, [remote["SHIRT-BLUE-M"]])
      const { service, claim, created, task } = await createAsADyingRun(salesOrderId)
      await service.advanceOrderImport(claim, { state: "created", medusa_order_id: created.id, display_id: created.display_id })
      await sandbox.control("POST", "/_sandbox/payments", { salesOrderId })
      await sandbox.clearRequests()

      await dieAndResume(salesOrderId, task)
      const [order] = await medusaOrdersOf(getContainer(), salesOrderId)
      expect(order.id).toBe(created.id)
      expect(order.payment_collections).toEqual([expect.objectContaining({ status: "completed" })])
      expect((await remoteOrder(salesOrderId)).ForeignOrderId).toBe(created.display_id)
      // The marketplace told the store of the payment: nothing of it goes back (spec 1 rule 10).
      await settle()
      const paidWrites = (await sandbox.dataRequests()).filter((r) => r.method === "PUT" && /PaidAmount|PaidDate/.test(r.path))
      expect(paidWrites).toEqual([])
    })

    it("resumes an order created by a run that died before recording it, without a second order", async () => {
      const salesOrderId = await buy(sandbox, [remote["SHIRT-BLUE-M"]])
      const { created, task } = await createAsADyingRun(salesOrderId)
      await dieAndResume(salesOrderId, task)
      const orders = await medusaOrdersOf(getContainer(), salesOrderId)
      expect(orders.map((o: any) => o.id)).toEqual([created.id])
      expect((await remoteOrder(salesOrderId)).ForeignOrderId).toBe(created.display_id)
    })

    it("resumes an order recorded as created whose ForeignOrderId was never written, without a second order", async () => {
      const salesOrderId = await buy(sandbox, [remote["SHIRT-BLUE-M"]])
      const { service, claim, created, task } = await createAsADyingRun(salesOrderId)
      await service.advanceOrderImport(claim, { state: "created", medusa_order_id: created.id, display_id: created.display_id })
      // ...and dies before writing ForeignOrderId.
      await dieAndResume(salesOrderId, task)
      expect(await medusaOrdersOf(getContainer(), salesOrderId)).toHaveLength(1)
      expect((await remoteOrder(salesOrderId)).ForeignOrderId).toBe(created.display_id)
      expect((await api.get("/admin/marketplace-exchange/orders", auth)).data.orders).toEqual([
        expect.objectContaining({ state: "completed" }),
      ])
    })

    it("finishes an order whose ForeignOrderId reached the service but was never recorded", async () => {
      const salesOrderId = await buy(sandbox, [remote["SHIRT-BLUE-M"]])
      const { service, claim, created, task } = await createAsADyingRun(salesOrderId)
      await service.advanceOrderImport(claim, { state: "created", medusa_order_id: created.id, display_id: created.display_id })
      // The PUT went through, the answer was lost, the worker died: the order left the unimported feed.
      const client = await service.clientFor(await service.getSettings())
      await client.salesOrders.updateProperty(salesOrderId, "ForeignOrderId", created.display_id)
      await dieAndResume(salesOrderId, task)
      expect(await medusaOrdersOf(getContainer(), salesOrderId)).toHaveLength(1)
      expect((await api.get("/admin/marketplace-exchange/orders", auth)).data.orders).toEqual([
        expect.objectContaining({ state: "completed" }),
      ])
    })

    it("parks an order with an unknown item with its reason, and imports it on retry once the variant is mapped", async () => {
      const { deleteProductVariantsWorkflow, createProductVariantsWorkflow, createInventoryLevelsWorkflow } =
        await import("@medusajs/medusa/core-flows")
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-M"]])
      await deleteProductVariantsWorkflow(getContainer()).run({ input: { ids: [shirt.variants["SHIRT-RED-M"].id] } })
      await settle()

      const summary = await importNow()
      expect(summary).toMatchObject({ created: 0, parked: 1 })
      const [parked] = (await api.get("/admin/marketplace-exchange/orders?state=parked", auth)).data.orders
      expect(parked).toMatchObject({
        remote_order_id: salesOrderId,
        state: "parked",
        reasons: [expect.objectContaining({ code: "order.unknown_item", message: expect.stringContaining("SHIRT-RED-M") })],
      })
      expect((await remoteOrder(salesOrderId)).ForeignOrderId).toBeNull()
      expect((await importNow()).created).toBe(0)

      const {
        result: [variant],
      } = await createProductVariantsWorkflow(getContainer()).run({
        input: {
          product_variants: [
            {
              product_id: shirt.productId,
              title: "Red M",
              sku: "SHIRT-RED-M",
              options: { Colour: "Red", Size: "M" },
              manage_inventory: true,
              prices: [{ amount: 29.9, currency_code: "eur" }],
            },
          ],
        },
      })
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const {
        data: [withItem],
      } = await query.graph({ entity: "product_variant", fields: ["inventory_items.inventory_item_id"], filters: { id: variant.id } })
      await createInventoryLevelsWorkflow(getContainer()).run({
        input: {
          inventory_levels: [
            { inventory_item_id: withItem.inventory_items[0].inventory_item_id, location_id: store.locationId, stocked_quantity: 5 },
          ],
        },
      })

      const retried = (await api.post(`/admin/marketplace-exchange/orders/${parked.id}/retry`, {}, auth)).data
      expect(retried).toMatchObject({ outcome: "created", order: { state: "completed", reasons: [] } })
      const [order] = await medusaOrdersOf(getContainer(), salesOrderId)
      expect(order.items.map((i: any) => i.variant_id)).toEqual([variant.id])
    })

    it("holds orders lacking stock with SKU and quantity, in one alert, and imports them when stock arrives", async () => {
      const { updateInventoryLevelsWorkflow } = await import("@medusajs/medusa/core-flows")
      const item = shirt.variants["SHIRT-RED-M"].inventoryItemId
      const setStock = (stocked_quantity: number) =>
        updateInventoryLevelsWorkflow(getContainer()).run({
          input: { updates: [{ inventory_item_id: item, location_id: store.locationId, stocked_quantity }] },
        })
      // Five buyers take one each on the marketplace while the store sold all but one itself.
      const bought: string[] = []
      for (let i = 0; i < 5; i++) bought.push(await buy(sandbox, [remote["SHIRT-RED-M"]]))
      await setStock(1)
      await settle()

      expect(await importNow()).toMatchObject({ created: 1, parked: 4 })
      const held = (await api.get("/admin/marketplace-exchange/orders?state=parked", auth)).data.orders
      expect(held).toHaveLength(4)
      for (const order of held)
        expect(order.reasons).toEqual([
          expect.objectContaining({
            code: "order.not_enough_stock",
            params: { sku: "SHIRT-RED-M", missing: 1, ordered: 1, available: 0 },
            message: "1 × SHIRT-RED-M missing: 1 ordered, 0 available at one location of the marketplace channel.",
          }),
        ])
      // One bell alert for the four, not one per order.
      const notifications = getContainer().resolve(Modules.NOTIFICATION)
      const feed = async () => (await notifications.listNotifications({ channel: "feed" }, { take: 100 })) as any[]
      const waitingAlerts = async () => (await feed()).filter((n) => /orders wait for stock/i.test(n.data?.title ?? ""))
      expect(await waitingAlerts()).toHaveLength(1)
      expect((await feed()).filter((n) => /waits for you/.test(n.data?.title ?? ""))).toHaveLength(0)
      const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      const openAlert = async () => (await service.listAlerts({ key: "orders-waiting-for-stock" }))[0] ?? null
      expect((await openAlert())?.description).toMatch(/^4 marketplace orders wait for stock of 1 product/)
      // The bell's one notification says the count of now, not the one it was first sent with.
      expect((await waitingAlerts())[0].id).toBe((await openAlert())?.notification_id)
      expect((await waitingAlerts())[0].data.description).toMatch(/^4 marketplace orders wait for stock of 1 product/)

      // Retry all while the stock is still short: the four are tried, wait again, and the bell stays at one alert.
      expect((await api.post("/admin/marketplace-exchange/orders/retry", {}, auth)).data).toEqual({ queued: 4 })
      await settle()
      const again = (await api.get("/admin/marketplace-exchange/orders?state=parked", auth)).data.orders
      expect(again.map((o: any) => o.reasons[0].code)).toEqual(Array(4).fill("order.not_enough_stock"))
      expect(await waitingAlerts()).toHaveLength(1)

      // Stock arrives: all five are in Medusa within 60 s, nobody pressed Retry, and the alert is gone.
      await sandbox.clearRequests()
      const started = Date.now()
      await setStock(10)
      await eventually(
        async () => (await Promise.all(bought.map((id) => medusaOrdersOf(getContainer(), id)))).every((orders) => orders.length === 1),
        60_000,
        "all five marketplace orders imported"
      )
      expect(Date.now() - started).toBeLessThan(60_000)
      expect((await api.get("/admin/marketplace-exchange/orders?state=parked", auth)).data.orders).toEqual([])
      await eventually(async () => (await openAlert()) === null, 10_000, "the alert cleared")
      expect(await waitingAlerts()).toHaveLength(1)
      // Each order's stock is reserved by its own import, right after the order is created.
      await eventually(async () => (await reservedOf(item)) === 5, 10_000, "five units reserved")
      await settle()
      // The marketplace never sells what the store does not have: the units owed to the four buyers were never offered
      // again, not even before their orders were in.
      const variation = remote["SHIRT-RED-M"].variationId
      const sent = (await sandbox.dataRequests())
        .filter((r) => r.path.includes("ReviseInventoryStatus") && r.path.includes(`productVariationId=${variation}`))
        .map((r) => Number(/stockAmount=(\d+)/.exec(r.path)?.[1]))
        .filter((n) => !Number.isNaN(n))
      expect(sent.length).toBeGreaterThan(0)
      expect(Math.max(...sent)).toBeLessThanOrEqual(5)
      expect(sent[sent.length - 1]).toBe(5)
    })

    it("A30: imports a page of odd orders in JSON and in Atom, holding only the unreadable one with its reason", async () => {
      const line = (sku: string, extra: Record<string, unknown> = {}) => ({
        ProductId: remote[sku].productId,
        ProductVariationId: remote[sku].variationId,
        ProductVariationSku: sku,
        Title: `Shirt ${sku}`,
        Amount: 1,
        Price: "29.90",
        ShippingStatus: 0,
        ...extra,
      })
      const order = (platformOrderId: string | number, item: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
        ForeignOrderId: null,
        PlatformOrderId: platformOrderId,
        CheckoutCompletionDate: "/Date(1704186000000)/",
        TotalPrice: "34.80",
        ShippingServiceCost: "4.90",
        CurrencyCode: "EUR",
        MonetaryPaymentStatus: 1,
        ShippingStatus: 0,
        MarketplaceModificationDate: `/Date(${Date.now()})/`,
        SalesOrderItems: [item],
        Buyer: { BuyerName: "odd_buyer", Email: "odd@example.com" },
        Address: { Name: "Otto", Surname: "Odd", Street: "Weg 1", PostalCode: "10115", Town: "Berlin", Country: "DE" },
        ShippingAddress: null,
        ...extra,
      })
      const ledger = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE) as MarketplaceExchangeModuleService
      for (const [n, format] of (["json", "atom"] as const).entries()) {
        await api.post("/admin/marketplace-exchange/settings", { format }, auth)
        const seeded = await sandbox.control("POST", "/_sandbox/seed", {
          salesOrders: [
            order(`${format}-1`, line("SHIRT-RED-M", { Amount: "1.0000" })),
            order(120034567 + n, line("SHIRT-BLUE-M")),
            // A local time with its offset, as .NET writes it, also where the spec types the property.
            order(`${format}-3`, line("SHIRT-RED-L"), {
              CheckoutCompletionDate: "2024-01-02T10:00:00+01:00",
              MarketplaceModificationDate: `${new Date(Date.now() + 3_600_000).toISOString().slice(0, 19)}+01:00`,
            }),
            order(`${format}-4`, line("SHIRT-BLUE-L"), { MonetaryPaymentStatus: "1" }),
            order(`${format}-5`, line("SHIRT-RED-M"), { TotalPrice: 34.8 }),
            order(`${format}-6`, line("SHIRT-BLUE-M", { Amount: 1.5, Title: "Half a shirt" })),
          ],
        })
        const ids: string[] = seeded.salesOrders.map((o: { Id: string }) => o.Id)
        const summary = await importNow()
        if (summary) expect(summary).toMatchObject({ created: 5, parked: 1, failed: 0 })
        else {
          // Import now answered "still running" (a busy machine took more than its 10 s): the ledger says what came of each order.
          const states = async () => (await ledger.listOrderImports({ remote_order_id: ids })).map((row) => row.state).sort()
          await eventually(
            async () => (await states()).filter((state) => state === "completed" || state === "parked").length === 6,
            60_000,
            "the six orders"
          )
          expect(await states()).toEqual(["completed", "completed", "completed", "completed", "completed", "parked"])
        }
        for (const id of ids.slice(0, 5)) {
          const [imported, ...more] = await medusaOrdersOf(getContainer(), id)
          expect(more).toHaveLength(0)
          expect(imported.items.map((i: any) => Number(i.quantity))).toEqual([1])
          expect(imported.payment_collections).toEqual([expect.objectContaining({ status: "completed" })])
        }
        const [numeric] = await ledger.listOrderImports({ remote_order_id: ids[1] })
        expect(numeric.platform_order_id).toBe(String(120034567 + n))
        expect(await medusaOrdersOf(getContainer(), ids[5])).toEqual([])
        const [held] = await ledger.listOrderImports({ remote_order_id: ids[5] })
        expect(held).toMatchObject({ state: "parked" })
        expect(held.reasons).toEqual([
          expect.objectContaining({
            code: "order.unreadable_values",
            message: expect.stringMatching(/item "Half a shirt" Amount "?1\.5"?/),
          }),
        ])
        expect((await remoteOrder(ids[5])).ForeignOrderId).toBeNull()
      }
    })

    it("dismisses a held order with a reason: never imported again, listed under dismissed, no longer in the way", async () => {
      const ledger = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE) as MarketplaceExchangeModuleService
      const imported = await buy(sandbox, [remote["SHIRT-RED-M"]])
      const seeded = await sandbox.control("POST", "/_sandbox/seed", {
        salesOrders: [
          {
            ForeignOrderId: null,
            PlatformOrderId: "half-1",
            CheckoutCompletionDate: "/Date(1704186000000)/",
            TotalPrice: "34.80",
            ShippingServiceCost: "4.90",
            CurrencyCode: "EUR",
            MonetaryPaymentStatus: 1,
            ShippingStatus: 0,
            MarketplaceModificationDate: `/Date(${Date.now()})/`,
            // Half a shirt cannot be sold: the order is held with its unreadable value (A30), for good.
            SalesOrderItems: [
              {
                ProductId: remote["SHIRT-BLUE-M"].productId,
                ProductVariationId: remote["SHIRT-BLUE-M"].variationId,
                ProductVariationSku: "SHIRT-BLUE-M",
                Title: "Half a shirt",
                Amount: 1.5,
                Price: "29.90",
                ShippingStatus: 0,
              },
            ],
            Buyer: { BuyerName: "odd_buyer", Email: "odd@example.com" },
            Address: { Name: "Otto", Surname: "Odd", Street: "Weg 1", PostalCode: "10115", Town: "Berlin", Country: "DE" },
            ShippingAddress: null,
          },
        ],
      })
      const heldId: string = seeded.salesOrders[0].Id
      await importNow()
      await eventually(async () => (await ledger.listOrderImports({ remote_order_id: heldId }))[0]?.state === "parked", 60_000, "held")
      const [held] = (await api.get("/admin/marketplace-exchange/orders?state=parked", auth)).data.orders
      expect(held).toMatchObject({ remote_order_id: heldId, state: "parked", dismissed: null })
      const done = (await ledger.listOrderImports({ remote_order_id: imported }))[0]
      const dismiss = (id: string, body: Record<string, unknown>) =>
        api.post(`/admin/marketplace-exchange/orders/${id}/dismiss`, body, auth)

      expect((await failedResponse(dismiss("mxord_nothing", { reason: "x" }))).status).toBe(404)
      for (const body of [{}, { reason: "   " }, { reason: 7 }, { reason: "x".repeat(501) }]) {
        const refused = await failedResponse(dismiss(held.id, body))
        expect(refused.status).toBe(400)
        expect(refused.data.message).toMatch(/reason/)
      }
      const notHeld = await failedResponse(dismiss(done.id, { reason: "sold twice" }))
      expect(notHeld.status).toBe(400)
      expect(notHeld.data.message).toContain(`already imported as order #${done.display_id}`)

      const before = Date.now()
      const { data } = await dismiss(held.id, { reason: "  The buyer cancelled on eBay.  " })
      const user = (await getContainer().resolve(Modules.USER).listUsers({ email: "admin@example.com" }))[0]
      expect(data.order).toMatchObject({
        id: held.id,
        state: "dismissed",
        dismissed: { by: user.id, by_email: "admin@example.com", reason: "The buyer cancelled on eBay." },
      })
      expect(new Date(data.order.dismissed.at).getTime()).toBeGreaterThanOrEqual(before - 1000)
      const again = await failedResponse(dismiss(held.id, { reason: "twice" }))
      expect(again.status).toBe(400)
      expect(again.data.message).toContain("already dismissed")
      expect(again.data.words).toMatchObject({ code: "refusal.order.already_dismissed" })
      // The activity log says who dismissed it and why.
      const logged = await eventually(
        async () =>
          (await api.get("/admin/marketplace-exchange/activity?area=order&limit=200", auth)).data.events.find(
            (e: { action: string }) => e.action === "order_dismissed"
          ),
        10_000,
        "the dismissal in the activity log"
      )
      expect(logged).toMatchObject({
        remote_order_id: heldId,
        outcome: "ok",
        message: "Marketplace order half-1 dismissed by admin@example.com; it is never imported. Reason: The buyer cancelled on eBay.",
      })

      // Its own filter, the states' count; not among those waiting.
      const listed = (await api.get("/admin/marketplace-exchange/orders?state=dismissed", auth)).data
      expect(listed.orders.map((o: { id: string }) => o.id)).toEqual([held.id])
      expect(listed.states).toMatchObject({ parked: 0, dismissed: 1 })
      expect((await api.get("/admin/marketplace-exchange/orders?state=parked", auth)).data.orders).toEqual([])

      // Never imported again: not by Retry, Retry all, nor the polls.
      expect((await failedResponse(api.post(`/admin/marketplace-exchange/orders/${held.id}/retry`, {}, auth))).status).toBe(400)
      expect((await api.post("/admin/marketplace-exchange/orders/retry", {}, auth)).data).toEqual({ queued: 0 })
      await sandbox.clearRequests()
      await importNow()
      await settle()
      expect((await sandbox.dataRequests()).filter((r) => r.path.includes(`(${heldId})`))).toEqual([])
      expect(await medusaOrdersOf(getContainer(), heldId)).toEqual([])
      expect((await ledger.listOrderImports({ remote_order_id: heldId }))[0]).toMatchObject({ state: "dismissed", medusa_order_id: null })

      // Nor does it stand in the way of emptying the sales orders; it stays dismissed, with who, when and why.
      const reset = (await api.post("/admin/marketplace-exchange/account/delete", { type: 8, confirm: "DELETE" }, auth)).data
      expect(reset).toMatchObject({ deleted: true, orders: { closed: 1 } })
      const [after] = (await api.get("/admin/marketplace-exchange/orders?state=dismissed", auth)).data.orders
      expect(after).toMatchObject({ id: held.id, state: "dismissed", dismissed: { reason: "The buyer cancelled on eBay." } })
    })

    it("sends PaidAmount and PaidDate when the payment is captured, and the history shows MarkedAsPaid", async () => {
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-L"]])
      await importNow()
      const [order] = await medusaOrdersOf(getContainer(), salesOrderId)
      const collectionId = await paymentCollectionOf(order.id)
      await markPaymentCollectionAsPaid(getContainer()).run({ input: { order_id: order.id, payment_collection_id: collectionId } })

      const paid = await eventually(
        async () => {
          const o = await remoteOrder(salesOrderId)
          return o.PaidAmount ? o : undefined
        },
        30_000,
        "PaidAmount at the service"
      )
      expect(paid.PaidAmount).toBe("34.80")
      expect(paid.PaidDate).toBeTruthy()
      const { data } = await api.get(`/admin/marketplace-exchange/orders/${order.id}/history`, auth)
      expect((await api.get(`/admin/marketplace-exchange/orders/${order.id}`, auth)).data.order).toMatchObject({
        remote_order_id: salesOrderId,
        write_back: expect.objectContaining({ paid: true }),
        queued: null,
      })
      expect(data).toMatchObject({ reason: null, timed_out: false })
      expect(data.history).toEqual(
        expect.arrayContaining([expect.objectContaining({ action: "MarkedAsPaid", value: 1, date: expect.any(String) })])
      )
    })

    it(
      "reports no partial capture (spec 1 rule 10), says what is missing, and sends PaidAmount once when the rest is " + "captured",
      async () => {
        const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-L"]])
        await importNow()
        const [order] = await medusaOrdersOf(getContainer(), salesOrderId)
        const collectionId = await paymentCollectionOf(order.id)
        const { result: session } = await createPaymentSessionsWorkflow(getContainer()).run({
          input: { payment_collection_id: collectionId, provider_id: "pp_system_default", data: {}, context: {} },
        })
        const payment = (await getContainer().resolve(Modules.PAYMENT).authorizePaymentSession(session.id, {}))!
        await sandbox.clearRequests()

        await capturePaymentWorkflow(getContainer()).run({ input: { payment_id: payment.id, amount: 20 } })
        await settle()
        expect((await remoteOrder(salesOrderId)).PaidAmount).toBeNull()
        expect((await sandbox.dataRequests()).filter((r) => r.method === "PUT")).toEqual([])
        const partly = (await api.get(`/admin/marketplace-exchange/orders/${order.id}`, auth)).data.order
        expect(partly).toMatchObject({
          write_back: expect.objectContaining({ paid: false }),
          payment: { total: "34.80", captured: "20.00", partial: true, reported: false },
        })

        await capturePaymentWorkflow(getContainer()).run({ input: { payment_id: payment.id, amount: 14.8 } })
        await eventually(
          async () => (await remoteOrder(salesOrderId)).PaidAmount === "34.80",
          30_000,
          "PaidAmount once the rest is captured"
        )
        await settle()
        const puts = (await sandbox.dataRequests()).filter((r) => r.method === "PUT").map((r) => r.path.replace(/^.*\//, ""))
        expect(puts).toEqual(["PaidDate", "PaidAmount"])
        const whole = (await api.get(`/admin/marketplace-exchange/orders/${order.id}`, auth)).data.order
        expect(whole).toMatchObject({
          write_back: expect.objectContaining({ paid: true }),
          payment: { captured: "34.80", partial: false, reported: true },
        })
      }
    )

    it("takes over a payment made on the marketplace after the import, without echoing PaidAmount back", async () => {
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-L"]])
      await importNow()
      await sandbox.control("POST", "/_sandbox/payments", { salesOrderId })

      expect(await importNow()).toMatchObject({ created: 0, changed: 1 })
      const [order] = await medusaOrdersOf(getContainer(), salesOrderId)
      expect(order.payment_collections).toEqual([expect.objectContaining({ status: "completed" })])
      await settle()
      expect((await remoteOrder(salesOrderId)).PaidAmount).toBeNull()
      expect((await importNow()).changed).toBe(0)
    })

    /** Ships these lines of a Medusa order as one fulfillment with a tracking number. */
    const ship = async (orderId: string, lineIds: string[], tracking: string) => {
      const items = lineIds.map((id) => ({ id, quantity: 1 }))
      const { result: fulfillment } = await createOrderFulfillmentWorkflow(getContainer()).run({
        input: { order_id: orderId, items, location_id: store.locationId },
      })
      await createOrderShipmentWorkflow(getContainer()).run({
        input: {
          order_id: orderId,
          fulfillment_id: fulfillment.id,
          items,
          labels: [{ tracking_number: tracking, tracking_url: "#", label_url: "#" }],
        },
      })
    }

    it("keeps an unmanaged variant's stock at 999 after three marketplace sales (the sold stock is sent again)", async () => {
      const variantId = shirt.variants["SHIRT-BLUE-M"].id
      await updateProductVariantsWorkflow(getContainer()).run({
        input: { selector: { id: variantId }, update: { manage_inventory: false } },
      })
      const stockAt = async () => (await sandbox.state()).sets.ProductVariations[remote["SHIRT-BLUE-M"].variationId].StockAmount
      await eventually(async () => (await stockAt()) === 999, 15_000, "the unmanaged variant at 999")
      await settle()
      for (let sale = 1; sale <= 3; sale++) {
        await buy(sandbox, [remote["SHIRT-BLUE-M"]])
        expect(await stockAt()).toBe(998)
        expect(await importNow()).toMatchObject({ created: 1 })
        await eventually(async () => (await stockAt()) === 999, 15_000, `the stock restored after sale ${sale}`)
      }
      await settle()
      expect(await stockAt()).toBe(999)
      const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      expect((await service.getProductSyncState(FIRST_ACCOUNT_ID, shirt.productId))?.stale_stock).toEqual([])
    })

    it("sends the status of the items shipped, and the order's once every item is shipped", async () => {
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-M"], remote["SHIRT-BLUE-L"]], { paid: true })
      await importNow()
      const [order] = await medusaOrdersOf(getContainer(), salesOrderId)
      const line = (variantSku: string) => order.items.find((i: any) => i.variant_id === shirt.variants[variantSku].id)

      await ship(order.id, [line("SHIRT-RED-M").id], "TRACK-1")
      const redItem = line("SHIRT-RED-M").metadata.marketplace_item_id
      await eventually(
        async () => (await remoteItems(salesOrderId)).find(([id]) => id === redItem)?.[1].ShippingStatus === 1,
        30_000,
        "the red item shipped"
      )
      let items = Object.fromEntries(await remoteItems(salesOrderId))
      expect(items[redItem]).toMatchObject({ ShippingStatus: 1, TrackingNumbers: "TRACK-1" })
      expect(items[line("SHIRT-BLUE-L").metadata.marketplace_item_id]).toMatchObject({ ShippingStatus: 0 })
      expect((await remoteOrder(salesOrderId)).ShippingStatus).toBe(0)

      await ship(order.id, [line("SHIRT-BLUE-L").id], "TRACK-2")
      await eventually(async () => (await remoteOrder(salesOrderId)).ShippingStatus === 1, 30_000, "the order shipped")
      items = Object.fromEntries(await remoteItems(salesOrderId))
      expect(items[line("SHIRT-BLUE-L").metadata.marketplace_item_id]).toMatchObject({ ShippingStatus: 1, TrackingNumbers: "TRACK-2" })
      const { data } = await api.get(`/admin/marketplace-exchange/orders/${order.id}/history`, auth)
      expect(data.history.filter((e: any) => e.action === "Versandstatus")).toHaveLength(2)
    })

    it("sends a manual_manual shipment's tracking numbers without a carrier, says so, and the carrier once mapped (A37)", async () => {
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-M"]], { paid: true })
      await importNow()
      const [order] = await medusaOrdersOf(getContainer(), salesOrderId)
      await sandbox.clearRequests()
      await ship(order.id, [order.items[0].id], "TRACK-M1")
      await eventually(async () => (await remoteOrder(salesOrderId)).ShippingStatus === 1, 30_000, "the order shipped")
      await settle()
      const itemOf = async () => (await remoteItems(salesOrderId))[0][1]
      expect(await itemOf()).toMatchObject({ TrackingNumbers: "TRACK-M1", CarrierUsed: null, ShippingStatus: 1 })
      const puts = async () => (await sandbox.dataRequests()).filter((r) => r.method === "PUT").map((r) => r.path.replace(/^.*\//, ""))
      expect(await puts()).toEqual(["TrackingNumbers", "ShippingStatus", "ShippingStatus"])
      const view = async () => (await api.get(`/admin/marketplace-exchange/orders/${order.id}`, auth)).data.order
      expect((await view()).unmapped_carriers).toEqual([
        {
          code: "carrier_not_mapped",
          message:
            'Tracking number sent without a carrier: map the fulfillment provider "manual_manual" or the shipping option ' +
            '"Marketplace shipping" to a marketplace carrier in the settings.',
          fulfillment_provider_id: "manual_manual",
          shipping_option: { id: shipping.shippingOptionId, name: "Marketplace shipping" },
          items: [order.items[0].metadata.marketplace_item_id],
        },
      ])

      // Mapped now: the carrier follows, and the numbers after it.
      await sandbox.clearRequests()
      await api.post("/admin/marketplace-exchange/settings", { carrier_map: { fulfillment_providers: { manual_manual: "DHL" } } }, auth)
      await eventually(async () => (await itemOf()).CarrierUsed === "DHL", 30_000, "the carrier sent once mapped")
      await settle()
      expect(await puts()).toEqual(["CarrierUsed", "TrackingNumbers"])
      expect(await itemOf()).toMatchObject({ TrackingNumbers: "TRACK-M1", CarrierUsed: "DHL" })
      expect((await view()).unmapped_carriers).toEqual([])
    })

    it("sends the shipping option's carrier over its provider's, before the tracking numbers, and never ShippingStatus 2", async () => {
      await api.post(
        "/admin/marketplace-exchange/settings",
        { carrier_map: { shipping_options: { [shipping.shippingOptionId]: "DHL" }, fulfillment_providers: { manual_manual: "Hermes" } } },
        auth
      )
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-M"]], { paid: true })
      await importNow()
      const [order] = await medusaOrdersOf(getContainer(), salesOrderId)
      await sandbox.clearRequests()
      await ship(order.id, [order.items[0].id], "JJD000390007")
      await eventually(async () => (await remoteOrder(salesOrderId)).ShippingStatus === 1, 30_000, "the order shipped")
      await settle()
      const [[, item]] = await remoteItems(salesOrderId)
      expect(item).toMatchObject({ CarrierUsed: "DHL", TrackingNumbers: "JJD000390007", ShippingStatus: 1 })
      const puts = (await sandbox.dataRequests()).filter((r) => r.method === "PUT").map((r) => r.path.replace(/^.*\//, ""))
      expect(puts).toEqual(["CarrierUsed", "TrackingNumbers", "ShippingStatus", "ShippingStatus"])
      expect((await api.get(`/admin/marketplace-exchange/orders/${order.id}`, auth)).data.order.unmapped_carriers).toEqual([])
    })

    it("delivers payment and shipping updates made while the service was down once it is back", async () => {
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-L"]])
      await importNow()
      const [order] = await medusaOrdersOf(getContainer(), salesOrderId)
      await sandbox.faults({ errorRate: 1, errorStatus: 503 })
      const collectionId = await paymentCollectionOf(order.id)
      await markPaymentCollectionAsPaid(getContainer()).run({ input: { order_id: order.id, payment_collection_id: collectionId } })
      await ship(order.id, [order.items[0].id], "TRACK-9")
      // The write-back is tried, fails, and waits in the queue with its backoff.
      await eventually(
        async () =>
          (await api.get("/admin/marketplace-exchange/sync", auth)).data.running === 0 &&
          (
            await getContainer()
              .resolve<MarketplaceExchangeModuleService>(MARKETPLACE_EXCHANGE_MODULE)
              .listTasks({ kind: "sales_order", state: "pending" })
          ).some((t) => t.last_error),
        60_000,
        "a failed write-back waiting for retry"
      )
      expect((await remoteOrder(salesOrderId)).PaidAmount).toBeNull()

      await sandbox.faults({})
      // The drain job's next ticks, as the schedule runs them.
      await eventually(
        async () => {
          await drainSyncQueue(getContainer(), { budgetMs: 5_000 })
          const o = await remoteOrder(salesOrderId)
          return o.PaidAmount && o.ShippingStatus === 1 ? o : undefined
        },
        60_000,
        "the updates to arrive"
      )
      expect((await remoteOrder(salesOrderId)).PaidAmount).toBe("34.80")
    })

    it("imports the same remote order id of two accounts as two orders, each in its account's channel and written back there", async () => {
      const container = getContainer()
      // A second account on another eBay site (eBay lets one item be listed once per site), its channel holding the shirt.
      const { id: second, channelId: outletChannelId } = await addAccount(container, api, auth, sandbox, {
        name: "Outlet",
        user: "outlet",
        locationId: store.locationId,
        productIds: [shirt.productId],
        settings: {
          marketplace_site: "ebay.at",
          region_id: store.regionId,
          shipping_option_id: shipping.shippingOptionId,
          order_poll_seconds: 3600,
        },
      })
      await api.post("/admin/marketplace-exchange/sync", { product_ids: [shirt.productId], account_id: second }, auth)
      await settle()
      const outletSandbox = { state: () => sandbox.control("GET", "/_sandbox/state?account=outlet"), control: sandbox.control }
      const outletRemote = await remoteVariationsBySku(outletSandbox)
      expect(Object.keys(outletRemote).sort()).toEqual(Object.keys(remote).sort())

      // Each account numbers its own sales orders: purchases until both hold one of the same id. A purchase takes
      // 4 ids, one more per shipping address and per further item, so the account behind catches up exactly.
      const skus = ["SHIRT-RED-L", "SHIRT-BLUE-L", "SHIRT-RED-M", "SHIRT-BLUE-M"]
      const purchase = async (account: "demo" | "outlet", gap: number) => {
        const extra = gap % 4
        const ids = account === "demo" ? remote : outletRemote
        const lines = skus.slice(0, Math.max(1, extra)).map((sku) => ids[sku])
        return buy(sandbox, lines, { account, ...(extra ? { shippingAddress: { Name: "Max", Surname: "M", Country: "DE" } } : {}) })
      }
      let mine = await purchase("demo", 0)
      let theirs = await purchase("outlet", 0)
      for (let round = 0; mine !== theirs && round < 12; round++) {
        if (Number(mine) < Number(theirs)) mine = await purchase("demo", Number(theirs) - Number(mine))
        else theirs = await purchase("outlet", Number(mine) - Number(theirs))
      }
      expect(theirs).toBe(mine)
      const salesOrderId = mine

      // Each account's import: one order per account, in the account's own channel, marked with its account.
      await importNow()
      await api.post(`/admin/marketplace-exchange/orders/import?account_id=${second}`, {}, auth)
      const orders = await eventually(
        async () => {
          const found = await medusaOrdersOf(container, salesOrderId)
          return found.length === 2 ? found : undefined
        },
        60_000,
        "an order per account"
      )
      const byChannel = Object.fromEntries(orders.map((o: any) => [o.sales_channel_id, o]))
      expect(Object.keys(byChannel).sort()).toEqual([store.salesChannelId, outletChannelId].sort())
      expect(byChannel[outletChannelId].metadata).toMatchObject({ marketplace_order_id: salesOrderId, marketplace_account_id: second })
      expect(byChannel[store.salesChannelId].metadata).toMatchObject({
        marketplace_order_id: salesOrderId,
        marketplace_account_id: FIRST_ACCOUNT_ID,
      })
      await settle()

      // Each account's ledger holds its own row, and the order page names the account.
      const firstRows = (await api.get(`/admin/marketplace-exchange/orders?q=${salesOrderId}`, auth)).data
      const secondRows = (await api.get(`/admin/marketplace-exchange/orders?q=${salesOrderId}&account_id=${second}`, auth)).data
      expect(firstRows.orders.filter((o: any) => o.remote_order_id === salesOrderId)).toEqual([
        expect.objectContaining({ account_id: FIRST_ACCOUNT_ID, state: "completed", medusa_order_id: byChannel[store.salesChannelId].id }),
      ])
      expect(secondRows).toMatchObject({ account_id: second, account_name: "Outlet" })
      expect(secondRows.orders.filter((o: any) => o.remote_order_id === salesOrderId)).toEqual([
        expect.objectContaining({
          account_id: second,
          account_name: "Outlet",
          state: "completed",
          medusa_order_id: byChannel[outletChannelId].id,
        }),
      ])
      const detail = (await api.get(`/admin/marketplace-exchange/orders/${byChannel[outletChannelId].id}`, auth)).data.order
      expect(detail).toMatchObject({ account_id: second, account_name: "Outlet", remote_order_id: salesOrderId })

      // Written back to the account each came from: ForeignOrderId, then the payment of the second account's order alone.
      const outletOrder = async () => (await outletSandbox.state()).sets.SalesOrders[salesOrderId]
      expect((await remoteOrder(salesOrderId)).ForeignOrderId).toBe(String(byChannel[store.salesChannelId].display_id))
      expect((await outletOrder()).ForeignOrderId).toBe(String(byChannel[outletChannelId].display_id))
      const outletMedusaOrder = byChannel[outletChannelId]
      await markPaymentCollectionAsPaid(container).run({
        input: { order_id: outletMedusaOrder.id, payment_collection_id: await paymentCollectionOf(outletMedusaOrder.id) },
      })
      await eventually(async () => (await outletOrder()).PaidAmount, 30_000, "PaidAmount at the second account")
      await settle()
      expect((await remoteOrder(salesOrderId)).PaidAmount).toBeNull()

      // Held orders of both accounts wait in one line: the buyer who came first gets the unit that comes back, whatever the account.
      const { updateInventoryLevelsWorkflow } = await import("@medusajs/medusa/core-flows")
      const item = shirt.variants["SHIRT-BLUE-M"].inventoryItemId
      const setAvailable = async (available: number) =>
        updateInventoryLevelsWorkflow(container).run({
          input: {
            updates: [{ inventory_item_id: item, location_id: store.locationId, stocked_quantity: (await reservedOf(item)) + available }],
          },
        })
      // Each account numbers its own orders: the two may have one id, so an order is found by its account too.
      const ordersOf = async (remoteId: string, accountId: string) =>
        (await medusaOrdersOf(container, remoteId)).filter((o: any) => o.metadata?.marketplace_account_id === accountId)
      const earlier = await buy(sandbox, [outletRemote["SHIRT-BLUE-M"]], { account: "outlet" })
      const later = await buy(sandbox, [remote["SHIRT-BLUE-M"]])
      await setAvailable(0)
      await settle()
      await api.post(`/admin/marketplace-exchange/orders/import?account_id=${second}`, {}, auth)
      await importNow()
      // This test's two orders only: earlier tests of the file leave orders of their own.
      const heldOf = async (account: string) =>
        (await api.get(`/admin/marketplace-exchange/orders?state=parked&account_id=${account}`, auth)).data.orders
          .filter((o: any) => [earlier, later].includes(o.remote_order_id))
          .map((o: any) => [o.remote_order_id, o.account_name, o.reasons[0]?.code])
      expect(await heldOf(second)).toEqual([[earlier, "Outlet", "order.not_enough_stock"]])
      expect(await heldOf(FIRST_ACCOUNT_ID)).toEqual([[later, expect.any(String), "order.not_enough_stock"]])
      await setAvailable(1)
      await eventually(async () => (await ordersOf(earlier, second)).length === 1, 30_000, "the earlier buyer's order")
      await settle()
      expect(await ordersOf(later, FIRST_ACCOUNT_ID)).toEqual([])
      expect(await heldOf(FIRST_ACCOUNT_ID)).toEqual([[later, expect.any(String), "order.not_enough_stock"]])
      await setAvailable(1)
      await eventually(
        async () => (await ordersOf(later, FIRST_ACCOUNT_ID)).length === 1,
        30_000,
        "the later buyer's order, with the next unit"
      )
      // Its import finishes (the reservation comes after the order) before the stock below is counted from what is reserved.
      await settle()
      expect(await heldOf(FIRST_ACCOUNT_ID)).toEqual([])

      // One stock pool: the second account's order that takes the last unit takes the first account's offer to 0.
      await updateInventoryLevelsWorkflow(container).run({
        input: { updates: [{ inventory_item_id: item, location_id: store.locationId, stocked_quantity: (await reservedOf(item)) + 1 }] },
      })
      const offeredAt = async (state: any, ids: { variationId: string }) =>
        (state.sets.ProductVariations[ids.variationId] as any)?.StockAmount
      await eventually(
        async () => (await offeredAt(await sandbox.state(), remote["SHIRT-BLUE-M"])) === 1,
        30_000,
        "one unit offered by the first"
      )
      await eventually(
        async () => (await offeredAt(await outletSandbox.state(), outletRemote["SHIRT-BLUE-M"])) === 1,
        30_000,
        "and the second"
      )
      await settle()
      const lastUnit = await buy(sandbox, [outletRemote["SHIRT-BLUE-M"]], { account: "outlet" })
      await api.post(`/admin/marketplace-exchange/orders/import?account_id=${second}`, {}, auth)
      await eventually(async () => (await medusaOrdersOf(container, lastUnit)).length === 1, 30_000, "the last unit's order")
      await eventually(
        async () => (await offeredAt(await sandbox.state(), remote["SHIRT-BLUE-M"])) === 0,
        10_000,
        "the first account's offer at 0"
      )
    })
  },
})
