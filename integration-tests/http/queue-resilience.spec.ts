import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { updateInventoryLevelsWorkflow, updateProductsWorkflow, updateProductVariantsWorkflow } from "@medusajs/medusa/core-flows"
import { MAX_ATTEMPTS, TASK_TABLE } from "../../src/modules/marketplace-exchange/types"
import { connectedStore } from "../helpers/connected-store"
import { eventually, queueSettled, sandboxForSuite } from "../helpers/sandbox"
import { seedMug, seedShirt } from "../helpers/seed-catalog"

jest.setTimeout(240_000)

// Retries at most a second apart, so that the minutes of an outage pass in seconds of the test
// (the sandbox's clock lets the service's side of them pass; the plugin's option the store's).
process.env.MARKETPLACE_EXCHANGE_RETRY_BACKOFF_CAP_MS = "1000"
afterAll(() => {
  delete process.env.MARKETPLACE_EXCHANGE_RETRY_BACKOFF_CAP_MS
})

const sandbox = sandboxForSuite()

/**
 * The queue never runs one product twice at once and never gives up on stock. A lease
 * about to expire under live work is renewed by the work's heartbeat; a dead worker's expired
 * task is superseded by the newer one, never run beside it; and a 15-minute outage ends, with
 * nobody touching anything, in every changed stock and price exact at the service.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const suite = connectedStore(sandbox, api, getContainer)
    const db = () => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const status = async (productId: string) =>
      (await api.get(`/admin/marketplace-exchange/products/${productId}`, suite.auth)).data.product
    const tasksOf = async (productId: string) =>
      (await db().raw(`select id, state, attempts, locked_at from ${TASK_TABLE} where entity_id = ? order by created_at`, [productId]))
        .rows as Array<{ id: string; state: string; attempts: number; locked_at: Date | null }>
    const postsOfProducts = async () => (await sandbox.dataRequests()).filter((r) => r.method === "POST" && /\/Products$/.test(r.path))
    const remoteVariation = async (sku: string) =>
      (Object.values((await sandbox.state()).sets.ProductVariations) as any[]).find((v) => v.Sku === sku)
    const remoteBySku = async () =>
      Object.fromEntries((Object.values((await sandbox.state()).sets.ProductVariations) as any[]).map((v) => [v.Sku, v]))
    const setStock = (inventoryItemId: string, stocked: number) =>
      updateInventoryLevelsWorkflow(getContainer()).run({
        input: { updates: [{ inventory_item_id: inventoryItemId, location_id: suite.store.locationId, stocked_quantity: stocked }] },
      })

    it("renews the lease of a slow push before it runs out, and runs the product's newer change after it, never beside it", async () => {
      // Every request takes 4.5 s: the shirt's first push (its catalogs, the product, then each
      // variation with its specifics, in parallel lanes) takes longer than a heartbeat period (20 s).
      await sandbox.faults({ latencyMs: 4500 })
      const shirt = await seedShirt(getContainer(), suite.store)
      const running = await eventually(
        async () => (await tasksOf(shirt.productId)).find((t) => t.state === "running"),
        15_000,
        "the push to start"
      )
      // Its lease as if the push had been running for 1 min 40 s: 20 s before it would expire.
      await db().raw(`update ${TASK_TABLE} set locked_at = now() - interval '100 seconds' where id = ?`, [running.id])
      const aged = (await tasksOf(shirt.productId)).find((t) => t.id === running.id)!.locked_at!

      // A newer change of the product while the push runs, and the queue's claims watched meanwhile.
      await updateProductsWorkflow(getContainer()).run({
        input: { selector: { id: shirt.productId }, update: { title: "Linen shirt, washed" } },
      })
      let mostAtOnce = 0
      let renewed = false
      await eventually(
        async () => {
          const tasks = await tasksOf(shirt.productId)
          mostAtOnce = Math.max(mostAtOnce, tasks.filter((t) => t.state === "running").length)
          const first = tasks.find((t) => t.id === running.id)!
          if (first.state === "running" && first.locked_at && new Date(first.locked_at).getTime() > new Date(aged).getTime() + 60_000)
            renewed = true
          return tasks.every((t) => t.state === "done")
        },
        120_000,
        "both runs to end"
      )

      expect(renewed).toBe(true)
      expect(mostAtOnce).toBe(1)
      const tasks = await tasksOf(shirt.productId)
      expect(tasks.find((t) => t.id === running.id)!.attempts).toBe(1)
      expect(await postsOfProducts()).toHaveLength(1)
      expect((Object.values((await sandbox.state()).sets.Products) as any[]).map((p) => p.Title)).toEqual(["Linen shirt, washed"])
      await sandbox.faults({})
    })

    it("supersedes a dead worker's expired task with the product's newer one: one run", async () => {
      const mug = await seedMug(getContainer(), suite.store)
      await eventually(async () => (await status(mug.id)).status === "synced", 20_000, "the mug to be listed")
      await queueSettled(api, suite.auth)
      await sandbox.clearRequests()
      // A worker died 5 minutes ago while it pushed the mug (its task still says "running"), and
      // the mug has changed since: a newer task waits.
      const [{ id: deadTask }] = (
        await db().raw(
          `update ${TASK_TABLE} set state = 'running', attempts = 1, locked_at = now() - interval '5 minutes' where entity_id = ? ` +
            `returning id`,
          [mug.id]
        )
      ).rows
      await updateProductsWorkflow(getContainer()).run({ input: { selector: { id: mug.id }, update: { title: "Stoneware mug, blue" } } })
      await eventually(
        async () => (Object.values((await sandbox.state()).sets.Products) as any[])[0].Title === "Stoneware mug, blue",
        20_000,
        "the new title"
      )
      await queueSettled(api, suite.auth)

      const tasks = await tasksOf(mug.id)
      expect(tasks.find((t) => t.id === deadTask)).toMatchObject({ state: "done", attempts: 1 })
      expect(tasks.every((t) => t.state === "done")).toBe(true)
      expect((await sandbox.dataRequests()).filter((r) => r.method !== "GET" && r.path.endsWith("/Title"))).toHaveLength(1)
      expect(await postsOfProducts()).toHaveLength(0)
    })

    it("ends a 15-minute outage with every changed stock and price exact at the service, nobody touching anything", async () => {
      const shirt = await seedShirt(getContainer(), suite.store)
      await eventually(async () => (await status(shirt.productId)).status === "synced", 30_000, "the shirt to be listed")
      await queueSettled(api, suite.auth)

      await sandbox.faults({ outageSeconds: 15 * 60 })
      await setStock(shirt.variants["SHIRT-RED-M"].inventoryItemId, 0)
      await setStock(shirt.variants["SHIRT-BLUE-L"].inventoryItemId, 7)
      await updateProductVariantsWorkflow(getContainer()).run({
        input: { selector: { id: shirt.variants["SHIRT-BLUE-M"].id }, update: { prices: [{ amount: 27, currency_code: "eur" }] } },
      })

      // Fifteen minutes pass on the service's clock, 90 s for each try of the store's (ten tries:
      // more than a task that gives up would get).
      const outageStarted = Date.now()
      let tries = 0
      let waitingSince: string | null = null
      while (tries < 10) {
        const attempts = await eventually(
          async () => {
            const most = Math.max(...(await tasksOf(shirt.productId)).map((t) => t.attempts))
            return most > tries ? most : undefined
          },
          30_000,
          `try ${tries + 1} of the store's`
        )
        await sandbox.control("POST", "/_sandbox/clock", { advanceSeconds: 90 * (attempts - tries) })
        tries = attempts
        waitingSince ??= (await api.get("/admin/marketplace-exchange/health", suite.auth)).data.health.queue.waiting_for_service_since
      }
      const mostAttempts = tries
      console.log(`15 sandbox minutes (${tries} tries) passed in ${((Date.now() - outageStarted) / 1000).toFixed(1)} s`)
      // More tries than a task that gives up would get, and the health page said why it waits.
      expect(mostAttempts).toBeGreaterThan(MAX_ATTEMPTS)
      expect(waitingSince).toEqual(expect.any(String))

      const outageOver = Date.now()
      await eventually(
        async () => {
          const remote = await remoteBySku()
          return (
            remote["SHIRT-RED-M"].StockAmount === 0 && remote["SHIRT-BLUE-L"].StockAmount === 7 && remote["SHIRT-BLUE-M"].Price === "27.00"
          )
        },
        20_000,
        "every changed stock and price at the service after the outage"
      )
      console.log(
        `15-minute outage: ${mostAttempts} tries of the shirt meanwhile; exact at the service ` +
          `${((Date.now() - outageOver) / 1000).toFixed(1)} s after it ended`
      )
      await queueSettled(api, suite.auth)
      expect((await remoteVariation("SHIRT-RED-L")).StockAmount).toBe(10)
      expect((await api.get("/admin/marketplace-exchange/sync", suite.auth)).data).toMatchObject({ failed: 0, pending: 0 })
      expect((await status(shirt.productId)).status).toBe("synced")
    })
  },
})
