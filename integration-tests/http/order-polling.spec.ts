import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { convertDraftOrderWorkflow } from "@medusajs/medusa/core-flows"
import { renderMessage } from "../../src/messages"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { runOrderPoll } from "../../src/workflows/order-import/run/poll-orders"
import { pollAndWait, queueDuePoll } from "../../src/workflows/order-import/run/queue-poll"
import { adminHeaders, failedResponse } from "../helpers/admin-session"
import { buy, medusaOrdersOf, remoteVariationsBySku } from "../helpers/marketplace-orders"
import { eventually, holdOrderPolls, queueSettled, sandboxConnection, sandboxForSuite, serviceCheckAfterSave } from "../helpers/sandbox"
import { seedShirt, seedStore } from "../helpers/seed-catalog"
import { seedShipping } from "../helpers/seed-shipping"
import { pollOnceNow } from "../helpers/order-polls"
import { countSettingsStatements, rowReads } from "../helpers/settings-reads"
import { serviceCheckCases } from "./service-check.cases"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"

jest.setTimeout(180_000)

// Feeds in the 2.0 form (A21): the store reads them as it reads the 1.0 bare arrays of the other suites.
const sandbox = sandboxForSuite({ feedForm: "v2" })
/** The shortest interval a merchant can set; the scheduler ticks every 5 s. */
const POLL_SECONDS = 10

/**
 * The poll job as Medusa schedules it (in-memory engine here; the cluster test runs
 * it on Redis with two workers), against the sandbox over HTTP.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let auth: { headers: Record<string, string> }
    const service = (): MarketplaceExchangeModuleService => getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
    const health = async () => (await api.get("/admin/marketplace-exchange/health", auth)).data.health
    const reservedOf = async (inventoryItemId: string) => {
      const reservations = await getContainer().resolve(Modules.INVENTORY).listReservationItems({ inventory_item_id: inventoryItemId })
      return reservations.reduce((sum: number, r: any) => sum + Number(r.quantity), 0)
    }
    /** The poll's filter, as the sandbox logged it: both forms of spec 4.2 rule 4, no $expand. */
    const isPoll = (r: { method: string; path: string }) =>
      r.method === "GET" && /^\/publicapi\/v1\/api\.svc\/SalesOrders\(\)\?\$filter=/i.test(r.path) && !r.path.includes("$expand")
    /** Waits for the next poll the job finishes (its task done) and answers its start. */
    const nextPollDone = async (after: Date | null) =>
      eventually(
        async () => {
          const { lastPollAt } = await service().getImportRunState(FIRST_ACCOUNT_ID)
          const held = await service().currentPoll(FIRST_ACCOUNT_ID)
          return lastPollAt && (!after || lastPollAt > after) && !held ? lastPollAt : null
        },
        (POLL_SECONDS + 10) * 1000,
        "the next poll"
      )

    /** A connected store with a listed shirt; the poll job runs every `pollSeconds` unless held. */
    const setUp = async (settings: Record<string, unknown> = {}, options: { hold?: boolean } = {}) => {
      await sandbox.reset()
      auth = await adminHeaders(getContainer(), api)
      const store = await seedStore(getContainer())
      const shipping = await seedShipping(getContainer(), store)
      if (options.hold) await holdOrderPolls(getContainer())
      const savedAt = new Date().toISOString()
      await api.post(
        "/admin/marketplace-exchange/settings",
        {
          ...sandboxConnection(sandbox.url, store),
          shipping_option_id: shipping.shippingOptionId,
          order_poll_seconds: POLL_SECONDS,
          ...settings,
        },
        auth
      )
      // The service check this save starts asks the poll's question too: done before a test counts polls.
      await serviceCheckAfterSave(getContainer(), savedAt)
      const shirt = await seedShirt(getContainer(), store, { shippingProfileId: shipping.shippingProfileId })
      await api.post("/admin/marketplace-exchange/sync", { product_ids: [shirt.productId] }, auth)
      await queueSettled(api, auth)
      return { shirt, remote: await remoteVariationsBySku(sandbox) }
    }

    it("imports a purchase with its stock reserved within the interval + 5 s, at one request per idle poll", async () => {
      const { shirt, remote } = await setUp()
      // Idle: between two polls of the job, the sandbox sees exactly one request, the poll's question.
      const first = await nextPollDone(null)
      await sandbox.clearRequests()
      await nextPollDone(first)
      const idle = await sandbox.dataRequests()
      expect(idle).toHaveLength(1)
      expect(isPoll(idle[0])).toBe(true)
      expect(decodeURIComponent(idle[0].path)).toContain(
        "(ForeignOrderId eq null) or (ForeignOrderId eq '')) or (MarketplaceModificationDate gt"
      )

      const boughtAt = Date.now()
      const salesOrderId = await buy(sandbox, [{ ...remote["SHIRT-RED-M"], quantity: 2 }], { paid: true })
      const [order] = await eventually(
        async () => {
          const orders = await medusaOrdersOf(getContainer(), salesOrderId)
          return orders.length && (await reservedOf(shirt.variants["SHIRT-RED-M"].inventoryItemId)) === 2 ? orders : null
        },
        (POLL_SECONDS + 10) * 1000,
        "the order with its reservation"
      )
      const seconds = (Date.now() - boughtAt) / 1000
      process.stdout.write(`purchase -> Medusa order with reserved stock: ${seconds.toFixed(1)} s (bound ${POLL_SECONDS + 5} s)\n`)
      expect(seconds).toBeLessThanOrEqual(POLL_SECONDS + 5)
      expect(order.metadata.marketplace_order_id).toBe(salesOrderId)
      expect((await health()).polling).toMatchObject({ interval_seconds: POLL_SECONDS, failures: 0, backing_off: false })
    })

    it("A31: joined filter refused: asks the two forms apart, an idle poll is 2 requests, a purchase an order in time", async () => {
      const { remote } = await setUp()
      await sandbox.faults({ refuseJoinedOrderFilter: true })
      // The first poll after the switch meets the 400 and asks the two forms instead; the health view says so.
      const learnt = await nextPollDone(new Date())
      expect((await health()).polling).toMatchObject({
        failures: 0,
        order_filter: { form: "separate", since: expect.any(String), reason: expect.stringContaining("400") },
      })
      await sandbox.clearRequests()
      await nextPollDone(learnt)
      const idle = await sandbox.dataRequests()
      expect(idle.map((r) => [isPoll(r), r.status])).toEqual([
        [true, 200],
        [true, 200],
      ])
      expect(decodeURIComponent(idle[0].path)).toMatch(/\$filter=\(ForeignOrderId eq null\) or \(ForeignOrderId eq ''\)$/)
      expect(decodeURIComponent(idle[1].path)).toMatch(
        /\$filter=\(MarketplaceModificationDate gt DateTime'[^']+' and MarketplaceModificationDate ne null\)$/
      )

      const boughtAt = Date.now()
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-M"]], { paid: true })
      await eventually(async () => (await medusaOrdersOf(getContainer(), salesOrderId)).length, (POLL_SECONDS + 10) * 1000, "the order")
      expect((Date.now() - boughtAt) / 1000).toBeLessThanOrEqual(POLL_SECONDS + 5)

      // Remembered for this connection only: a changed one asks the joined question again (and so do the tests after this one).
      await sandbox.faults({})
      await api.post("/admin/marketplace-exchange/settings", { format: "atom" }, auth)
      expect((await health()).polling.order_filter).toBeNull()
      await nextPollDone(new Date())
      expect((await health()).polling.order_filter).toEqual({ form: "joined", since: null, reason: null })
      await api.post("/admin/marketplace-exchange/settings", { format: "json" }, auth)
    })

    it("A31: joined filter failing with 500: the two forms once, apart from then on as they answer; a 503 stays an outage", async () => {
      const { remote } = await setUp({ order_poll_seconds: 3600 }, { hold: true })
      const feeds = async () =>
        (await sandbox.dataRequests()).filter(isPoll).map((r) => {
          const path = decodeURIComponent(r.path)
          const form = path.includes(") or (Marketplace") ? "joined" : path.includes("ForeignOrderId") ? "unimported" : "changed"
          return [form, r.status]
        })
      // A 503 declines before the filter is looked at (A27): the poll fails and comes again later, still joined.
      await sandbox.faults({ refuseJoinedOrderFilter: 503 })
      await sandbox.clearRequests()
      await expect(pollOnceNow(getContainer())).rejects.toThrow(/503/)
      expect(new Set((await feeds()).map(([form, status]) => `${form} ${status}`))).toEqual(new Set(["joined 503"]))
      expect((await health()).polling.order_filter?.form ?? "joined").toBe("joined")

      // A 500 may be the joined form's: the shown forms are asked once, they answer, and the connection keeps to them.
      await sandbox.faults({ refuseJoinedOrderFilter: 500 })
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-M"]], { paid: true })
      await sandbox.clearRequests()
      expect(await pollOnceNow(getContainer())).toMatchObject({ polled: true, error: null })
      expect((await medusaOrdersOf(getContainer(), salesOrderId)).length).toBe(1)
      const first = await feeds()
      expect(first.filter(([form]) => form !== "joined")).toEqual([
        ["unimported", 200],
        ["changed", 200],
      ])
      expect(first.filter(([form]) => form === "joined").every(([, status]) => status === 500)).toBe(true)
      expect((await health()).polling.order_filter).toMatchObject({ form: "separate", reason: expect.stringContaining("500") })
      await sandbox.clearRequests()
      expect(await pollOnceNow(getContainer())).toMatchObject({ polled: true, error: null })
      expect(await feeds()).toEqual([
        ["unimported", 200],
        ["changed", 200],
      ])

      // Remembered for this connection only: a changed one asks the joined question again (and so do the tests after this one).
      await sandbox.faults({})
      await api.post("/admin/marketplace-exchange/settings", { format: "atom" }, auth)
      await pollOnceNow(getContainer())
      await api.post("/admin/marketplace-exchange/settings", { format: "json" }, auth)
    })

    it("never lets two instances poll at once: a running poll's task keeps ticks out, Import now reports it", async () => {
      await setUp({ order_poll_seconds: 3600 }, { hold: true })
      const execute = (statement: string) => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(statement)
      // Another instance runs a poll (its task's lease fresh): a due tick queues none, Import now reports it at once.
      const other = await service().enqueueOrderPoll(FIRST_ACCOUNT_ID, { now: true })
      await execute(
        `update marketplace_exchange_sync_task set state = 'running', attempts = 1, locked_by = 'other-host:4242', locked_at = now() ` +
          `where id = '${other}' and state = 'pending'`
      )
      await service().saveImportRunState(FIRST_ACCOUNT_ID, { lastPollAt: new Date(Date.now() - 3600_000) })
      expect(await service().enqueueOrderPoll(FIRST_ACCOUNT_ID, { intervalSeconds: 3600 })).toBeNull()
      expect((await health()).polling.running_by).toBe("other-host:4242")
      const asked = Date.now()
      const importNow = await api.post("/admin/marketplace-exchange/orders/import", {}, auth)
      expect(Date.now() - asked).toBeLessThan(2_000)
      expect(importNow.status).toBe(202)
      expect(importNow.data.running).toBe(true)
      // The other instance ends its poll; nothing was queued beside or behind it.
      await execute(`update marketplace_exchange_sync_task set state = 'done', locked_by = null where id = '${other}'`)
      const pollsOpen = await execute(
        `select count(*) as n from marketplace_exchange_sync_task ` +
          `where kind = 'order_poll' and state in ('pending', 'running') and deleted_at is null`
      )
      expect(Number(pollsOpen.rows[0].n)).toBe(0)
      expect(await service().currentPoll(FIRST_ACCOUNT_ID)).toBeNull()

      // Two ask for a poll at the same moment (as Import now does; each request takes 2 s at the service): one poll.
      await sandbox.faults({ latencyMs: 2000 })
      await sandbox.clearRequests()
      const outcomes = await Promise.all([
        pollAndWait(getContainer(), FIRST_ACCOUNT_ID, Date.now() + 60_000),
        pollAndWait(getContainer(), FIRST_ACCOUNT_ID, Date.now() + 60_000),
      ])
      await sandbox.faults({})
      expect(outcomes.map((o) => o?.outcome)).toEqual([
        expect.objectContaining({ polled: true, error: null }),
        expect.objectContaining({ polled: true, error: null }),
      ])
      expect(outcomes[0]!.taskId).toBe(outcomes[1]!.taskId)
      // The one poll's one feed (new or changed orders, A29), nothing twice.
      const feeds = (await sandbox.dataRequests()).filter((r) => r.method === "GET" && /SalesOrders\(\)/.test(r.path))
      expect(feeds).toHaveLength(1)
    })

    it("backs off while the service fails, shows it in health, and comes back to the interval", async () => {
      await setUp({ order_poll_seconds: 3600 }, { hold: true })
      // The job is not due for POLL_SECONDS; the poll below holds the lease until it has failed.
      await service().saveSettings({ sync: { order_poll_seconds: POLL_SECONDS } })
      await service().saveImportRunState(FIRST_ACCOUNT_ID, { lastPollAt: new Date() })
      await sandbox.faults({ outageSeconds: 600 })
      const failed = (await pollAndWait(getContainer(), FIRST_ACCOUNT_ID, Date.now() + 120_000))?.outcome
      expect(failed?.polled && failed.error).toBeTruthy()
      const state = await service().getImportRunState(FIRST_ACCOUNT_ID)
      expect(state.pollFailures).toBe(1)
      const backoff = (await health()).polling
      expect(backoff).toMatchObject({ backing_off: true, failures: 1 })
      // Twice the interval after one failure in a row (utils/poll-schedule.ts doubles it up to 15 minutes).
      expect(new Date(backoff.next_poll_at).getTime() - state.lastPollAt!.getTime()).toBe(2 * POLL_SECONDS * 1000)
      expect(await service().enqueueOrderPoll(FIRST_ACCOUNT_ID, { intervalSeconds: POLL_SECONDS })).toBeNull()
      // The activity log says the failed run in the merchant's words, as the health view does, not as the request.
      await service().flushActivity()
      const [run] = (await api.get("/admin/marketplace-exchange/activity?area=order&outcome=failed&limit=1", auth)).data.events
      expect(run).toMatchObject({ action: "import_run_failed", words: { code: "refusal.service.unavailable" } })
      expect(renderMessage(run.words, "de")).not.toMatch(/SalesOrders|\$filter/)

      await sandbox.faults({})
      await service().saveImportRunState(FIRST_ACCOUNT_ID, { nextPollAt: new Date() })
      await eventually(async () => !(await health()).polling.backing_off, (POLL_SECONDS + 10) * 1000, "the poll back at its interval")
      expect((await health()).polling).toMatchObject({ failures: 0, interval_seconds: POLL_SECONDS })
    })

    it("a poll and an order's task each read the settings once and write nothing to them", async () => {
      const { remote } = await setUp({ order_poll_seconds: 3600 }, { hold: true })
      // What setUp left comes in first, so the poll counted below finds nothing new.
      expect(await pollOnceNow(getContainer())).toMatchObject({ polled: true, error: null })
      // The poll task's run, claimed here as the drain claims it (the job is held off: no other poll is queued).
      // `thenAwait`: work the poll started (its order's task, run by the drain it wakes) counted with it.
      const countedPoll = async (thenAwait?: () => Promise<unknown>) => {
        await service().enqueueOrderPoll(FIRST_ACCOUNT_ID, { now: true })
        const [task] = await service().claimTasks(1)
        expect(task).toMatchObject({ kind: "order_poll" })
        const counted = await countSettingsStatements(getContainer(), async () => {
          const outcome = await runOrderPoll(getContainer(), task, new AbortController().signal)
          await service().completeTask(task)
          await thenAwait?.()
          return outcome
        })
        return counted
      }
      // At most one read of the row: none when nothing was saved since a task read it (each task checks the version).
      const readOnce = (statements: string[]) => rowReads(statements).length <= 1 && statements.every((sql) => /^select /.test(sql))
      const idle = await countedPoll()
      expect(idle.result).toMatchObject({ polled: true, news: false, error: null })
      expect(readOnce(idle.statements)).toBe(true)
      // With news, the poll queues the order's task; the drain it wakes imports it with the same one read.
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-M"]], { paid: true })
      const importing = await countedPoll(() =>
        eventually(async () => (await medusaOrdersOf(getContainer(), salesOrderId)).length === 1, 30_000, "the order imported")
      )
      expect(importing.result).toMatchObject({ polled: true, news: true, error: null, found: { fetched: 1, queued: 1 } })
      expect(readOnce(importing.statements)).toBe(true)
    })

    it("paid only: an unpaid order is a draft holding its stock, and an order once the marketplace reports it paid", async () => {
      const { shirt, remote } = await setUp({ import_paid_only: true, order_poll_seconds: 3600 }, { hold: true })
      const inventoryItemId = shirt.variants["SHIRT-BLUE-L"].inventoryItemId
      const salesOrderId = await buy(sandbox, [remote["SHIRT-BLUE-L"]], { paid: false })
      const poll = () => pollOnceNow(getContainer())
      expect(await poll()).toMatchObject({ polled: true, error: null, summary: { created: 1 } })

      const [draft] = await medusaOrdersOf(getContainer(), salesOrderId)
      const orders = async () => (await api.get("/admin/orders?fields=id", auth)).data.orders.map((o: { id: string }) => o.id)
      const drafts = async () => (await api.get("/admin/draft-orders?fields=id", auth)).data.draft_orders.map((o: { id: string }) => o.id)
      expect(await orders()).not.toContain(draft.id)
      expect(await drafts()).toContain(draft.id)
      expect(await reservedOf(inventoryItemId)).toBe(1)
      // ForeignOrderId is written: the marketplace knows the store has it.
      expect((await sandbox.state()).sets.SalesOrders[salesOrderId].ForeignOrderId).toBeTruthy()

      await sandbox.control("POST", "/_sandbox/payments", { salesOrderId })
      expect(await poll()).toMatchObject({ polled: true, error: null, summary: { changed: 1 } })
      expect(await orders()).toContain(draft.id)
      expect(await drafts()).not.toContain(draft.id)
      const [paid] = await medusaOrdersOf(getContainer(), salesOrderId)
      expect(paid.payment_collections).toEqual([expect.objectContaining({ status: "completed" })])
      // The reservation made at import is the order's; converting reserved nothing twice.
      expect(await reservedOf(inventoryItemId)).toBe(1)

      // Medusa's own "Convert to order" on such a draft reserves its stock again: the second reservation goes.
      const another = await buy(sandbox, [remote["SHIRT-BLUE-L"]], { paid: false })
      await poll()
      const [secondDraft] = await medusaOrdersOf(getContainer(), another)
      expect(await reservedOf(inventoryItemId)).toBe(2)
      await convertDraftOrderWorkflow(getContainer()).run({ input: { id: secondDraft.id } })
      await eventually(
        async () => (await reservedOf(inventoryItemId)) === 2 && (await orders()).includes(secondDraft.id),
        10_000,
        "one reservation"
      )
      expect(await reservedOf(inventoryItemId)).toBe(2)

      // A paid purchase is an order at once, also with the setting on.
      const paidAtOnce = await buy(sandbox, [remote["SHIRT-RED-M"]], { paid: true })
      await poll()
      const [order] = await medusaOrdersOf(getContainer(), paidAtOnce)
      expect(await orders()).toContain(order.id)
    })

    it("leaves the orders to the old system while the import is off, and those placed before 'import orders placed since'", async () => {
      const { remote } = await setUp({ import_orders: false })
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-M"]], { paid: true })
      // The job's tick queues no poll, Import now says why, and the health says the import is off.
      expect(await queueDuePoll(getContainer(), FIRST_ACCOUNT_ID)).toBe(false)
      const refused = await failedResponse(api.post("/admin/marketplace-exchange/orders/import", {}, auth))
      expect(refused.status).toBe(400)
      expect(refused.data.message).toContain("The order import is switched off")
      expect((await health()).directions).toMatchObject({ import_orders: false, push_catalog: true, push_stock_price: true })

      // On again, but only for orders placed from tomorrow: this one stays the old system's, untouched at the service.
      const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10)
      const saved = await api.post("/admin/marketplace-exchange/settings", { import_orders: true, import_orders_since: tomorrow }, auth)
      expect(saved.data.settings).toMatchObject({ import_orders: true, import_orders_since: `${tomorrow}T00:00:00.000Z` })
      expect((await pollAndWait(getContainer(), FIRST_ACCOUNT_ID, Date.now() + 30_000))?.outcome).toMatchObject({
        polled: true,
        error: null,
      })
      await queueSettled(api, auth)
      expect(await medusaOrdersOf(getContainer(), salesOrderId)).toHaveLength(0)
      const atService = (await sandbox.state()).sets.SalesOrders[salesOrderId]
      expect(atService.ForeignOrderId ?? null).toBeNull()

      // From yesterday: the next poll takes it in.
      const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10)
      await api.post("/admin/marketplace-exchange/settings", { import_orders_since: yesterday }, auth)
      await pollAndWait(getContainer(), FIRST_ACCOUNT_ID, Date.now() + 30_000)
      await eventually(async () => (await medusaOrdersOf(getContainer(), salesOrderId)).length === 1, 30_000, "the order's import")
      const bad = await failedResponse(api.post("/admin/marketplace-exchange/settings", { import_orders_since: "last week" }, auth))
      expect(bad.status).toBe(400)
      expect(bad.data.message).toBe("Import orders placed since: enter a date such as 2026-11-01, or leave it empty.")
      expect(bad.data.words).toEqual({ code: "refusal.setting.date", params: { setting: "import_orders_since" } })
    })

    serviceCheckCases(sandbox, api, getContainer, { setUp: () => setUp({ order_poll_seconds: 3600 }, { hold: true }), auth: () => auth })
  },
})
