/**
 * Order import benchmark: BENCH_ORDERS (300) marketplace orders imported by
 * one poll and the order tasks it queues (one per order, run by the queue's drain) in the real
 * Medusa app on a real PostgreSQL, from the sandbox over HTTP. Baseline, in
 * the same run: the same Medusa work without the service (the import workflow alone: order,
 * reservations, payment) for a quarter as many orders at the same concurrency. The ratio is
 * what the exchange protocol (the poll, one GET with `$expand` and one PUT per order), the
 * queue, the ledger and the write-back of ForeignOrderId add per order; the run fails above 1.1x.
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { batchAndWait, pollAndWait } from "../src/workflows/order-import/run/queue-poll"
import { SALES_ORDERS_AT_ONCE } from "../src/workflows/order-import/task-kinds"
import { createMarketplaceOrderWorkflow } from "../src/workflows/order-import"
import { adminHeaders } from "../integration-tests/helpers/admin-session"
import { buy, remoteVariationsBySku } from "../integration-tests/helpers/marketplace-orders"
import { eventually, holdOrderPolls, queueSettled, sandboxConnection, sandboxForSuite } from "../integration-tests/helpers/sandbox"
import { MARKETPLACE_EXCHANGE_MODULE } from "../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../src/modules/marketplace-exchange/service"
import { seedShirt, seedStore } from "../integration-tests/helpers/seed-catalog"
import { seedShipping } from "../integration-tests/helpers/seed-shipping"
import { FIRST_ACCOUNT_ID } from "../src/modules/marketplace-exchange/types"

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300)
const BASELINE_ORDERS = Math.max(20, Math.round(ORDERS / 4))
const BOUND_RATIO = 1.1
const WARM_UP = 5
/** What the drain runs of sales orders at once: the baseline runs as many. */
const CONCURRENCY = SALES_ORDERS_AT_ONCE

jest.setTimeout(60 * 60 * 1000)
const sandbox = sandboxForSuite()

/** One poll as the job queues it, and the order tasks it queued, all done. */
async function importAll(container: Parameters<typeof pollAndWait>[0]) {
  const deadline = Date.now() + 30 * 60 * 1000
  const poll = await pollAndWait(container, FIRST_ACCOUNT_ID, deadline)
  if (!poll) throw new Error("The poll did not end.")
  return batchAndWait(container, poll, deadline)
}

async function pool(count: number, concurrency: number, run: (i: number) => Promise<unknown>) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await run(next++)
    })
  )
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    it(`imports ${ORDERS} orders found by one poll`, async () => {
      const container = getContainer()
      const auth = await adminHeaders(container, api)
      const store = await seedStore(container)
      const shipping = await seedShipping(container, store)
      await holdOrderPolls(container)
      await api.post(
        "/admin/marketplace-exchange/settings",
        {
          ...sandboxConnection(sandbox.url, store),
          shipping_option_id: shipping.shippingOptionId,
          // One measured run: the scheduled import must not take a share of the orders.
          order_poll_seconds: 3600,
        },
        auth
      )
      await importAll(container)
      const stock = ORDERS + BASELINE_ORDERS + WARM_UP
      const shirt = await seedShirt(container, store, { stock, shippingProfileId: shipping.shippingProfileId })
      await api.post("/admin/marketplace-exchange/sync", { product_ids: [shirt.productId] }, auth)
      const remote = await eventually(
        async () => {
          const bySku = await remoteVariationsBySku(sandbox)
          return Object.keys(bySku).length === 4 && (await api.get("/admin/marketplace-exchange/sync", auth)).data.pending === 0
            ? bySku
            : undefined
        },
        60_000,
        "the shirt to be listed"
      )
      const skus = Object.keys(shirt.variants)

      // Baseline: Medusa's own order work for the same kind of order, without the service,
      // after a few warm-up orders so that neither side pays for the first compilations.
      const baselineOrder = (i: number) =>
        createMarketplaceOrderWorkflow(container).run({
          input: {
            account_id: FIRST_ACCOUNT_ID,
            remote_order_id: `baseline-${i}`,
            region_id: store.regionId,
            sales_channel_id: store.salesChannelId,
            shipping_option: { id: shipping.shippingOptionId, name: "Marketplace shipping" },
            order: {
              email: `b${i}@example.com`,
              currency_code: "eur",
              paid: i % 2 === 0,
              platform_order_id: null,
              shipping_cost: "4.90",
              items: [
                {
                  variant_id: shirt.variants[skus[i % 4]].id,
                  quantity: 1,
                  unit_price: "29.90",
                  title: "Linen shirt",
                  remote_item_id: String(i),
                },
              ],
              billing_address: {
                first_name: "Erika",
                last_name: "Mustermann",
                company: null,
                address_1: "Heidestraße 17",
                postal_code: "51147",
                city: "Köln",
                country_code: "de",
                phone: null,
              },
              shipping_address: {
                first_name: "Erika",
                last_name: "Mustermann",
                company: null,
                address_1: "Heidestraße 17",
                postal_code: "51147",
                city: "Köln",
                country_code: "de",
                phone: null,
              },
            },
          },
        })
      await pool(WARM_UP, 1, (i) => baselineOrder(BASELINE_ORDERS + i))
      const baselineStartedAt = new Date()
      const baselineStart = performance.now()
      await pool(BASELINE_ORDERS, CONCURRENCY, baselineOrder)
      const baselineMs = (performance.now() - baselineStart) / BASELINE_ORDERS
      const baselineEndedAt = new Date()

      for (let i = 0; i < ORDERS; i++) await buy(sandbox, [remote[skus[i % 4]]], { paid: i % 2 === 0 })

      const startedAt = new Date()
      const start = performance.now()
      const summary = await importAll(container)
      const seconds = (performance.now() - start) / 1000
      expect(summary).toMatchObject({ fetched: ORDERS, created: ORDERS, parked: 0, failed: 0 })
      const state = await sandbox.state()
      expect(
        Object.values(state.sets.SalesOrders as Record<string, { ForeignOrderId: string | null }>).filter((o) => !o.ForeignOrderId)
      ).toHaveLength(0)

      // How often an order passed the queue: its import's task, and any its own events queued after (a second pass).
      await queueSettled(api, auth)
      const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
      const orderTasks = await service.listTasks({ kind: "sales_order" }, { select: ["id"], take: null })
      const passes = orderTasks.length / ORDERS
      // What the stock lane did meanwhile (each sale changes the shirt's stock): runs of its product's task.
      const productRuns = await service.listTasks({ kind: "product", created_at: { $gte: startedAt } }, { select: ["id"], take: null })
      const baselineProductRuns = await service.listTasks(
        { kind: "product", created_at: { $gte: baselineStartedAt, $lte: baselineEndedAt } },
        { select: ["id"], take: null }
      )
      const perOrderMs = (seconds * 1000) / ORDERS
      console.log(
        [
          `order import: ${ORDERS} orders in ${seconds.toFixed(1)} s = ${(ORDERS / seconds).toFixed(1)} orders/s ` +
            `(${CONCURRENCY} at once, one task each)`,
          `queue passes per order: ${passes.toFixed(2)} (bound: 1); ` +
            `the shirt's stock sent again ${productRuns.length} times meanwhile`,
          `(${(productRuns.length / ORDERS).toFixed(2)} per order; ` +
            `during the baseline ${(baselineProductRuns.length / BASELINE_ORDERS).toFixed(2)})`,
          `baseline (import workflow alone, ${BASELINE_ORDERS} orders): ${baselineMs.toFixed(0)} ms/order`,
          `ratio: ${(perOrderMs / baselineMs).toFixed(2)}x baseline per order (bound: ${BOUND_RATIO}x)`,
        ].join("\n")
      )
      expect(perOrderMs / baselineMs).toBeLessThanOrEqual(BOUND_RATIO)
      expect(passes).toBeLessThanOrEqual(1)
    })
  },
})
