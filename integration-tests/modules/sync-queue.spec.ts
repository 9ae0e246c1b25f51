import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import os from "os"
import path from "path"
import { MARKETPLACE_EXCHANGE_MODULE, WORKER_ID } from "../../src/modules/marketplace-exchange"
import { Migration20261126100000 } from "../../src/modules/marketplace-exchange/migrations/Migration20261126100000"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"

jest.setTimeout(60_000)

/** The kinds as the product sync registers Sync all's own task (the module knows no kind). */
const SYNC_ALL = { batchStarters: ["sync_all"] }
/** The account most tests queue for: the first, as a store with one account has it. */
const A = FIRST_ACCOUNT_ID

/** The queue on a real database: coalescing, one run per product at a time, retry, prune. */
moduleIntegrationTestRunner<MarketplaceExchangeModuleService>({
  moduleName: MARKETPLACE_EXCHANGE_MODULE,
  resolve: path.resolve(__dirname, "../../src/modules/marketplace-exchange"),
  testSuite: ({ service, MikroOrmWrapper }) => {
    const execute = (query: string) => MikroOrmWrapper.forkManager().execute(query)

    describe("sync queue", () => {
      it("coalesces many events for one product into one pending task", async () => {
        for (let i = 0; i < 20; i++) await service.enqueueProductSync(A, ["prod_1", "prod_2"])
        expect(await service.countTasks()).toMatchObject({ pending: 2, running: 0, done: 0, failed: 0 })
      })

      it("keeps a product's work apart per account: a task each, claimed side by side, each closing only its own", async () => {
        await service.enqueueProductSync(A, ["prod_1"])
        await service.enqueueProductSync("mxacc_outlet", ["prod_1"])
        await service.enqueueProductSync("mxacc_outlet", ["prod_1"])
        expect(await service.countTasks()).toMatchObject({ pending: 2 })
        const claimed = await service.claimTasks(10)
        expect(claimed.map((t) => [t.account_id, t.entity_id]).sort()).toEqual([
          ["mxacc_outlet", "prod_1"],
          [A, "prod_1"],
        ])
        // New work for one account waits for its own run, not the other's.
        await service.enqueueProductSync(A, ["prod_1"])
        await service.completeTask(claimed.find((t) => t.account_id === "mxacc_outlet")!)
        expect(await service.claimTasks(10)).toEqual([])
        await service.completeTask(claimed.find((t) => t.account_id === A)!)
        expect((await service.claimTasks(10)).map((t) => t.account_id)).toEqual([A])
        expect((await service.taskStatusOf("product", "mxacc_outlet", "prod_1")).lastRun).toMatchObject({ state: "done" })
      })

      it("never hands out a product that is running, and keeps work that arrives meanwhile", async () => {
        await service.enqueueProductSync(A, ["prod_1"])
        const [first] = await service.claimTasks(10)
        await service.enqueueProductSync(A, ["prod_1"])
        expect(await service.claimTasks(10)).toEqual([])
        await service.completeTask(first)
        const [second] = await service.claimTasks(10)
        expect(second).toMatchObject({ entity_id: "prod_1" })
        expect(second.id).not.toBe(first.id)
      })

      it("claims at most the allowance of sales orders, keeps a failing order's backoff when it is queued again", async () => {
        await service.enqueueSalesOrders(A, ["so_1", "so_2", "so_3"], {
          payloadOf: (id) => (id === "so_1" ? { change: { modified: "x" } } : undefined),
        })
        await service.enqueueProductSync(A, ["prod_1"])
        const claimed = await service.claimTasks(10, { limited: { kind: "sales_order", allowance: 1 } })
        expect(claimed.map((t) => t.kind).sort()).toEqual(["product", "sales_order"])
        expect(await service.claimTasks(10, { limited: { kind: "sales_order", allowance: 0 } })).toEqual([])
        const order = claimed.find((t) => t.kind === "sales_order")!
        // A failed import waits out its backoff; the next poll queuing the order again does not make it due.
        expect(await service.failTask(order, { message: "service unavailable", words: null }, false)).toBe("retry")
        await service.enqueueSalesOrders(A, [order.entity_id], { keepBackoff: true, payloadOf: () => ({ change: { modified: "y" } }) })
        const waiting = async () =>
          (await execute(`select run_after > now() as waits, payload from marketplace_exchange_sync_task
            where id = '${order.id}'`)) as Array<{ waits: boolean; payload: Record<string, unknown> | null }>
        const [row] = await waiting()
        expect(row.waits).toBe(true)
        // A product's task keeps no payload; a sales order's change is merged into its waiting task.
        expect(row.payload).toEqual({ change: { modified: "y" } })
        // The merchant's Retry queues it without keeping the backoff: it is due at once.
        await service.enqueueSalesOrders(A, [order.entity_id])
        expect((await waiting())[0].waits).toBe(false)
        const [product] = (await execute(`select payload from marketplace_exchange_sync_task where kind = 'product'`)) as Array<{
          payload: unknown
        }>
        expect(product.payload).toBeNull()
      })

      it("retries transient failures later, fails permanent ones with the message", async () => {
        await service.enqueueProductSync(A, ["prod_1", "prod_2"])
        const [a, b] = await service.claimTasks(10)
        expect(await service.failTask(a, { message: "service unavailable", words: null }, false)).toBe("retry")
        expect(await service.failTask(b, { message: "Title too long", words: null }, true)).toBe("failed")
        expect(await service.claimTasks(10)).toEqual([])
        expect(await service.countTasks()).toMatchObject({ pending: 1, running: 0, done: 0, failed: 1 })
      })

      it("queues failed products again when the settings change, and a later success closes the failed task", async () => {
        await service.enqueueProductSync(A, ["prod_1", "prod_2"])
        const [a, b] = await service.claimTasks(10)
        await service.failTask(a, { message: "wrong password", words: null }, true)
        await service.completeTask(b)
        expect(await service.requeueForNewSettings("product", A)).toBe(1)
        const [again] = await service.claimTasks(10)
        expect(again).toMatchObject({ entity_id: a.entity_id })
        await service.completeTask(again)
        // The failed task's work was done by the later one: superseded, it is no longer counted.
        expect(await service.countTasks()).toMatchObject({ pending: 0, running: 0, done: 2, failed: 0 })
        expect(await service.requeueForNewSettings("product", A)).toBe(0)
      })

      it("queues again, on a settings save, a product whose task runs: its failure on the settings read before is superseded", async () => {
        await service.enqueueProductSync(A, ["prod_3"])
        const [running] = await service.claimTasks(10)
        expect(await service.requeueForNewSettings("product", A)).toBe(1)
        // Never beside the run: the queued task waits for it.
        expect(await service.claimTasks(10)).toEqual([])
        // The run read the settings before the save (no connection yet) and fails for good on them.
        expect(await service.failTask(running, { message: "no connection", words: null }, true)).toBe("superseded")
        const [again] = await service.claimTasks(10)
        expect(again).toMatchObject({ entity_id: "prod_3" })
        await service.completeTask(again)
        expect(await service.countTasks()).toMatchObject({ pending: 0, running: 0, failed: 0 })
      })

      it("takes one task per entity per claim: an expired lease is not run beside a newer task of its product", async () => {
        await service.enqueueProductSync(A, ["prod_1"])
        const [stale] = await service.claimTasks(10)
        await service.enqueueProductSync(A, ["prod_1"])
        // The first worker died: its lease ran out while the product's newer task waits.
        await execute(`update marketplace_exchange_sync_task set locked_at = now() - interval '1 hour' where id = '${stale.id}'`)
        const claimed = await service.claimTasks(10)
        expect(claimed).toHaveLength(1)
        expect(claimed[0].id).not.toBe(stale.id)
        expect(await service.claimTasks(10)).toEqual([])
        await service.completeTask(claimed[0], "sent")
        // The dead worker's task is superseded by the newer run: one done, and it was sent.
        expect(await service.countTasks()).toMatchObject({ pending: 0, running: 0, done: 1, failed: 0, outcomes: { sent: 1 } })
      })

      it("reclaims an expired lease when nothing newer of its product can run, and never one that is renewed", async () => {
        await service.enqueueProductSync(A, ["prod_1"])
        const [task] = await service.claimTasks(10)
        await execute(`update marketplace_exchange_sync_task set locked_at = now() - interval '1 hour' where id = '${task.id}'`)
        // A live worker renews its lease: nobody takes the task over.
        expect(await service.heartbeatTask(task)).toBe(true)
        expect(await service.claimTasks(10)).toEqual([])
        // A dead worker does not: the task is taken over, once.
        await execute(`update marketplace_exchange_sync_task set locked_at = now() - interval '1 hour' where id = '${task.id}'`)
        const [again] = await service.claimTasks(10)
        expect(again).toMatchObject({ id: task.id, attempts: 2 })
        expect(await service.claimTasks(10)).toEqual([])
        await service.completeTask(again)
        expect(await service.heartbeatTask(task)).toBe(false)
      })

      it("takes over only the newest of a product's expired runs: two dead workers' tasks never run side by side", async () => {
        await service.enqueueProductSync(A, ["prod_1"])
        const [first] = await service.claimTasks(10)
        await execute(`update marketplace_exchange_sync_task set locked_at = now() - interval '1 hour' where id = '${first.id}'`)
        await service.enqueueProductSync(A, ["prod_1"])
        // The pending task runs (the expired one waits for it), then its worker dies too.
        const [second] = await service.claimTasks(10)
        expect(second.id).not.toBe(first.id)
        await execute(`update marketplace_exchange_sync_task set locked_at = now() - interval '1 hour' where id = '${second.id}'`)
        const taken = await service.claimTasks(10)
        expect(taken.map((t) => t.id)).toEqual([second.id])
        expect(await service.claimTasks(10)).toEqual([])
      })

      it("records which process holds a task, and a frozen process cannot renew a claim another one took over", async () => {
        await service.enqueueProductSync(A, ["prod_1"])
        const [task] = await service.claimTasks(10)
        expect((await service.queueHealth()).runningBy).toEqual([{ worker: WORKER_ID, running: 1 }])
        // This process froze past its lease and another worker took the task over.
        await execute(`update marketplace_exchange_sync_task set locked_by = 'other-host:4242', locked_at = now() where id = '${task.id}'`)
        expect(await service.heartbeatTask(task)).toBe(false)
        // Its late end changes nothing: the task stays with the worker that took it over.
        await service.completeTask(task, "sent")
        expect(await service.failTask(task, { message: "late failure", words: null }, false)).toBe("superseded")
        expect((await service.queueHealth()).runningBy).toEqual([{ worker: "other-host:4242", running: 1 }])
        expect(await service.countTasks()).toMatchObject({ pending: 0, running: 1, done: 0 })
      })

      it("fences a claim by its attempt: claimed again by the same process after a freeze, the old claim changes nothing", async () => {
        await service.enqueueProductSync(A, ["prod_1"])
        const [old] = await service.claimTasks(10)
        // The process froze past the lease; its own drain claimed the task again when it woke.
        await execute(`update marketplace_exchange_sync_task set locked_at = now() - interval '1 hour' where id = '${old.id}'`)
        const [again] = await service.claimTasks(10)
        expect(again).toMatchObject({ id: old.id, attempts: old.attempts + 1 })
        expect(await service.heartbeatTask(old)).toBe(false)
        expect(await service.saveTaskProgress(old, { after: "x" })).toBe(false)
        await service.completeTask(old, "sent")
        expect(await service.failTask(old, { message: "late failure", words: null }, false)).toBe("superseded")
        expect(await service.countTasks()).toMatchObject({ pending: 0, running: 1, done: 0 })
        // The new claim is the one that counts.
        expect(await service.heartbeatTask(again)).toBe(true)
        await service.completeTask(again, "sent")
        expect(await service.countTasks()).toMatchObject({ pending: 0, running: 0, done: 1 })
      })

      it("takes over a gone local process's tasks after two missed heartbeats; another host's wait for their lease", async () => {
        await service.enqueueProductSync(A, ["prod_dead_here", "prod_just_locked", "prod_elsewhere"])
        const running = (entity: string, holder: string, secondsAgo: number) =>
          execute(
            `update marketplace_exchange_sync_task set state = 'running', attempts = 1, locked_by = '${holder}', ` +
              `locked_at = now() - interval '${secondsAgo} seconds' where entity_id = '${entity}'`
          )
        // A pid beyond the system's range: a process of this host that no longer runs.
        const gone = `${os.hostname()}:${2 ** 22 + 4242}`
        await running("prod_dead_here", gone, 50)
        // Renewed 10 s ago: perhaps a live process this host cannot see (a container of the same name).
        await running("prod_just_locked", gone, 10)
        await running("prod_elsewhere", "other-host:4242", 50)
        expect((await service.claimTasks(10)).map((t) => [t.entity_id, t.attempts])).toEqual([["prod_dead_here", 2]])
        // The other one of the gone process is free two missed heartbeats (45 s) after its last one, 35 s from now:
        // the drain comes back then, and its first claim looks at once, however recently the last one did.
        const freeAt = await service.nextDeadWorkerTaskFreeAt()
        expect((freeAt!.getTime() - Date.now()) / 1000).toBeGreaterThan(30)
        expect((freeAt!.getTime() - Date.now()) / 1000).toBeLessThan(36)
        await execute(
          `update marketplace_exchange_sync_task set locked_at = now() - interval '46 seconds' where entity_id = 'prod_just_locked'`
        )
        // Free already: the claim's to take, no follow-up needed for it.
        expect(await service.nextDeadWorkerTaskFreeAt()).toBeNull()
        expect((await service.claimTasks(10)).map((t) => t.entity_id)).toEqual(["prod_just_locked"])
        expect(await service.nextDeadWorkerTaskFreeAt()).toBeNull()
        expect((await service.queueHealth()).runningBy).toEqual(
          expect.arrayContaining([
            { worker: WORKER_ID, running: 2 },
            { worker: "other-host:4242", running: 1 },
          ])
        )
      })

      it("claims a store event's work before a Sync all's backlog, also for a product waiting in it, so stock never waits", async () => {
        const backlog = Array.from({ length: 20 }, (_, i) => `prod_b${i}`)
        await service.enqueueProductSync(A, backlog, { batchId: "mxbatch_backlog", background: true })
        await service.enqueueProductSync(A, ["prod_stock_changed"])
        expect((await service.claimTasks(1)).map((t) => t.entity_id)).toEqual(["prod_stock_changed"])
        // A stock change of a product still waiting in the batch lifts it out of the backlog, and it stays the batch's.
        await service.enqueueProductSync(A, ["prod_b17"])
        const [lifted] = await service.claimTasks(1)
        expect(lifted).toMatchObject({ entity_id: "prod_b17", batch_id: "mxbatch_backlog" })
        const rest = await service.claimTasks(100)
        expect(rest.map((t) => t.entity_id).sort()).toEqual(backlog.filter((id) => id !== "prod_b17").sort())
      })

      it("queues 12,000 products in one call, and coalesces those already waiting into the batch", async () => {
        await service.enqueueProductSync(A, ["prod_7", "prod_9"])
        const ids = Array.from({ length: 12_000 }, (_, i) => `prod_${i}`)
        await service.enqueueProductSync(A, [...ids, "prod_7"], { batchId: "mxbatch_big", background: true })
        expect(await service.countTasks()).toMatchObject({ pending: 12_000 })
        // The two already waiting stay urgent and join the batch; the rest wait behind store events.
        const counts = await execute(
          `select priority, count(*)::int as n, count(*) filter (where batch_id = 'mxbatch_big')::int as in_batch
           from marketplace_exchange_sync_task group by priority order by priority`
        )
        expect(counts).toEqual([
          { priority: 0, n: 11_998, in_batch: 11_998 },
          { priority: 1, n: 2, in_batch: 2 },
        ])
      })

      it("a Sync all's batch counts its not yet queued products as waiting, and its task's progress is its holder's alone", async () => {
        await service.startSyncAll(A, "mxbatch_all", { sales_channel_id: "sc_1", expected: 5 })
        expect(await service.countTasks("mxbatch_all", SYNC_ALL)).toMatchObject({ pending: 5, running: 0, done: 0, known: true })
        const [task] = await service.claimTasks(10)
        expect(task).toMatchObject({ kind: "sync_all", entity_id: "mxbatch_all", payload: { sales_channel_id: "sc_1", expected: 5 } })
        await service.enqueueProductSync(A, ["prod_1", "prod_2"], { batchId: "mxbatch_all", background: true })
        expect(await service.saveTaskProgress(task, { after: "prod_2", queued: 2 })).toBe(true)
        expect(await service.countTasks("mxbatch_all", SYNC_ALL)).toMatchObject({ pending: 5, running: 0, done: 0 })
        // Taken over after a freeze: the late holder's progress is not saved.
        await execute(`update marketplace_exchange_sync_task set locked_by = 'other-host:1' where id = '${task.id}'`)
        expect(await service.saveTaskProgress(task, { after: "prod_9", queued: 9 })).toBe(false)
        await execute(`update marketplace_exchange_sync_task set locked_by = '${WORKER_ID}' where id = '${task.id}'`)
        await service.completeTask(task)
        // Queued in full: the batch is its products (the catalog shrank to 2 meanwhile).
        expect(await service.countTasks("mxbatch_all", SYNC_ALL)).toMatchObject({ pending: 2, running: 0, done: 0, known: true })
        expect(await service.countTasks("mxbatch_unknown", SYNC_ALL)).toMatchObject({ known: false })
        const [row] = await execute(`select payload from marketplace_exchange_sync_task where id = '${task.id}'`)
        expect(row.payload).toEqual({ sales_channel_id: "sc_1", expected: 5, after: "prod_2", queued: 2 })
      })

      it("two claims at once never take one product twice", async () => {
        await service.enqueueProductSync(
          A,
          Array.from({ length: 30 }, (_, i) => `prod_${i}`)
        )
        const [a, b] = await Promise.all([service.claimTasks(20), service.claimTasks(20)])
        const ids = [...a, ...b].map((t) => t.entity_id)
        expect(new Set(ids).size).toBe(ids.length)
        expect(ids.length).toBe(30)
      })

      it("keeps a product's task retrying at the cap while the service fails, however long, and says since when", async () => {
        await service.enqueueProductSync(A, ["prod_1"])
        const [task] = await service.claimTasks(10)
        // Its 500th claim (the attempt is the claim's fence, so the row says so too).
        await execute(`update marketplace_exchange_sync_task set attempts = 500 where id = '${task.id}'`)
        expect(await service.failTask({ ...task, attempts: 500 }, { message: "service unavailable", words: null }, false, Infinity)).toBe(
          "retry"
        )
        const health = await service.queueHealth()
        expect(health).toMatchObject({ waiting: 1, retrying: 1, lastError: "service unavailable" })
        expect(health.retryingSince).toBeInstanceOf(Date)
      })

      it("deletes finished tasks past their keep time (a periodic check's, done or failed, after 10 minutes), keeps the rest", async () => {
        await service.enqueueProductSync(A, ["prod_1", "prod_2", "prod_3"])
        const [a, b, c] = await service.claimTasks(10)
        await service.completeTask(a)
        await service.completeTask(b)
        await service.failTask(c, { message: "refused", words: null }, true)
        await execute(`update marketplace_exchange_sync_task set updated_at = now() - interval '8 days' where id in ('${a.id}', '${c.id}')`)
        // An order poll is not sync work (a periodic kind, as its flow registers it): not counted, and gone ten minutes after it ran.
        const periodic = ["order_poll", "listing_sweep"]
        const poll = await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { now: true })
        const [polling] = await service.claimTasks(10)
        expect(polling.id).toBe(poll)
        expect(await service.countTasks(undefined, { periodic })).toMatchObject({ running: 0 })
        expect(await service.queueHealth(periodic)).toMatchObject({ running: 0, waiting: 0 })
        // Unless told, the module counts every kind: it knows none.
        expect(await service.countTasks()).toMatchObject({ running: 1 })
        await service.completeTask(polling)
        // A merchant's listing check that failed is a periodic kind's too: gone ten minutes after, as a done one.
        await service.enqueueListingSweep(A, { id: "mxcheck_failed", only: ["prod_1"], budgetMs: 5000 })
        const [check] = await service.claimTasks(10)
        expect(check).toMatchObject({ kind: "listing_sweep", entity_id: "mxcheck_failed" })
        await service.failTask(check, { message: "the check failed", words: null }, true)
        await execute(
          `update marketplace_exchange_sync_task set updated_at = now() - interval '11 minutes' where id in ('${poll}', '${check.id}')`
        )
        expect(await service.pruneTasks(7 * 24 * 3600 * 1000, periodic)).toBe(3)
        expect(await service.taskById(poll!)).toBeNull()
        expect(await service.taskById(check.id)).toBeNull()
        expect(await service.countTasks(undefined, { periodic })).toMatchObject({ pending: 0, running: 0, done: 1, failed: 1 })
      })

      it("moves queued write-backs of Medusa orders to their marketplace orders, and back (Migration20261126100000)", async () => {
        const run = async (direction: "up" | "down") => {
          const statements: string[] = []
          const migration = Object.assign(Object.create(Migration20261126100000.prototype), {
            addSql: (sql: string) => statements.push(sql),
          })
          await migration[direction]()
          for (const statement of statements) await execute(statement)
        }
        await service.createOrderImports({ remote_order_id: "5001", medusa_order_id: "order_01", state: "completed" })
        await service.enqueueSalesOrders(A, ["5001"])
        await run("down")
        const kept = async () => execute(`select kind, entity_id from marketplace_exchange_sync_task where deleted_at is null`)
        expect(await kept()).toEqual([{ kind: "order", entity_id: "order_01" }])
        // A queued write-back of an order the ledger does not know has nothing to send: it goes.
        await execute(
          `insert into marketplace_exchange_sync_task (id, kind, entity_id, state, attempts, run_after, priority, created_at, ` +
            `updated_at) values ('mxtask_x', 'order', 'order_unknown', 'pending', 0, now(), 1, now(), now())`
        )
        await run("up")
        expect(await kept()).toEqual([{ kind: "sales_order", entity_id: "5001" }])
      })
    })
  },
})
