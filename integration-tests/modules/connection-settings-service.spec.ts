import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { MARKETPLACE_EXCHANGE_MODULE, WORKER_ID } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { eventually } from "../helpers/sandbox"

jest.setTimeout(60_000)

/**
 * The module alone on a real database, with plugin options as a store's medusa-config.ts
 * would give them: options pre-fill what is not stored, stored values win.
 */
moduleIntegrationTestRunner<MarketplaceExchangeModuleService>({
  moduleName: MARKETPLACE_EXCHANGE_MODULE,
  resolve: path.resolve(__dirname, "../../src/modules/marketplace-exchange"),
  moduleOptions: {
    baseUrl: "https://api.example.com/publicapi/v1/api.svc",
    authUrl: "https://auth.example.com",
    userName: "from-options",
    password: "option-password",
    format: "atom",
  },
  testSuite: ({ service, MikroOrmWrapper }) => {
    describe("plugin options pre-fill the connection settings", () => {
      it("shows option values where nothing is stored, and says which", async () => {
        expect(await service.connectionView(await service.getSettings())).toMatchObject({
          base_url: "https://api.example.com",
          user_name: "from-options",
          format: "atom",
          password_set: true,
          subscription_token_set: false,
          prefilled_from_options: ["base_url", "auth_url", "user_name", "format", "password"],
        })
        // The token is still missing, so there is nothing to build a client from yet.
        expect(service.credentialsOf(await service.getSettings())).toBeNull()
      })

      it("lets stored values win over options and completes the credentials", async () => {
        await service.saveSettings({
          connection: {
            user_name: "stored-user",
            auth_url: "https://auth.example.com",
            subscription_token: "stored-token",
          },
        })
        const view = await service.connectionView(await service.getSettings())
        expect(view).toMatchObject({ user_name: "stored-user", prefilled_from_options: ["base_url", "format", "password"] })
        expect(service.credentialsOf(await service.getSettings())).toEqual({
          baseUrl: "https://api.example.com",
          authUrl: "https://auth.example.com",
          userName: "stored-user",
          password: "option-password",
          subscriptionToken: "stored-token",
          format: "atom",
        })
        // The option password never follows a login address stored elsewhere.
        await service.saveSettings({ connection: { auth_url: "https://elsewhere.example" } })
        expect(await service.connectionView(await service.getSettings())).toMatchObject({ password_set: false })
        expect(service.credentialsOf(await service.getSettings())).toBeNull()
      })

      it("reports a secret written with another key instead of returning garbage", async () => {
        await service.saveSettings({ connection: { password: "p", subscription_token: "t", auth_url: "https://a.test" } })
        await MikroOrmWrapper.forkManager().execute(
          `update marketplace_exchange_account set password_encrypted = 'v1.AAAAAAAA.AAAA.AAAA.AAAA'`
        )
        await expect(service.getSettings().then((settings) => service.credentialsOf(settings))).rejects.toThrow(
          /different MARKETPLACE_EXCHANGE_ENCRYPTION_KEY/
        )
      })
    })

    describe("the merchant's settings and the jobs' run state are separate rows", () => {
      const rows = async () => {
        const manager = MikroOrmWrapper.forkManager()
        const [settings] = await manager.execute(`select * from marketplace_exchange_account`)
        const run = await manager.execute(`select * from marketplace_exchange_run_state`)
        return { settings, run }
      }

      /** A poll task queued now and claimed by this process, as the drain claims it. */
      const claimedPoll = async () => {
        await service.enqueueOrderPoll({ now: true })
        const [claim] = await service.claimTasks(1)
        expect(claim).toMatchObject({ kind: "order_poll" })
        return claim
      }

      it("lets the jobs write only the run state, and the merchant's save only the settings", async () => {
        await service.saveSettings({ connection: { user_name: "merchant" }, sync: { order_poll_seconds: 30, stock_buffer: 2 } })
        const before = await rows()
        // Every write a poll, an import run and a reconciliation make, with no run-state row yet.
        const claim = await claimedPoll()
        const start = await service.markPollStarted(claim, 30)
        if (!("startedAt" in start)) throw new Error(`The poll did not start: ${start.skipped}`)
        const { startedAt } = start
        expect(startedAt).toBeInstanceOf(Date)
        await service.saveImportRunState({
          lastImportAt: startedAt,
          lastImportError: "x",
          failingSince: startedAt,
          ordersChangedCursor: startedAt,
        })
        await service.recordPollOutcome({ pollFailures: 2, nextPollAt: null, run: { lastImportError: null } }, claim)
        await service.completeTask(claim)
        await service.saveReconcileReport({ checked: 3 })
        const afterJobs = await rows()
        expect(afterJobs.settings).toEqual(before.settings)
        expect(afterJobs.run).toEqual([
          expect.objectContaining({ id: "mxrun_default", poll_failures: 2, last_import_error: null, reconcile_report: { checked: 3 } }),
        ])
        // The merchant saves while the jobs' state is there: the run state stays as the jobs left it.
        await service.saveSettings({ connection: { user_name: "merchant-2" }, sync: { stock_buffer: 5 } })
        const afterSave = await rows()
        expect(afterSave.run).toEqual(afterJobs.run)
        expect(afterSave.settings).toMatchObject({ user_name: "merchant-2", stock_buffer: 5, order_poll_seconds: 30 })
        expect(await service.getImportRunState()).toMatchObject({ pollFailures: 2, lastImportError: null, failingSince: startedAt })
      })

      it("queues the poll only when due by the interval it is given and none runs, at once when asked now", async () => {
        const execute = (statement: string) => MikroOrmWrapper.forkManager().execute(statement)
        await execute(`delete from marketplace_exchange_sync_task where kind = 'order_poll'`)
        const first = await service.enqueueOrderPoll({ intervalSeconds: 3600 })
        expect(first).toEqual(expect.any(String))
        // Queued twice (two instances' ticks): one task.
        expect(await service.enqueueOrderPoll({ intervalSeconds: 3600 })).toBe(first)
        const [claimed] = await service.claimTasks(10)
        expect(claimed).toMatchObject({ id: first, kind: "order_poll" })
        // While it runs, no tick queues another; asked now (Import now), one waits behind it.
        expect(await service.enqueueOrderPoll({ intervalSeconds: 1 })).toBeNull()
        expect(await service.currentPoll()).toMatchObject({ owner: expect.stringContaining(":") })
        const asked = await service.enqueueOrderPoll({ now: true })
        expect(asked).not.toBe(first)
        expect(await service.claimTasks(10)).toEqual([])
        expect(await service.markPollStarted(claimed, 3600)).toEqual({ startedAt: expect.any(Date) })
        await service.completeTask(claimed)
        // A poll whose task is no longer its claim's (done, or taken over) writes nothing of its schedule or outcome.
        const before = await service.getImportRunState()
        expect(await service.markPollStarted(claimed, 3600)).toEqual({ skipped: "taken_over" })
        await service.recordPollOutcome({ pollFailures: 7, nextPollAt: new Date(Date.now() + 3600_000) }, claimed)
        expect(await service.getImportRunState()).toEqual(before)
        expect(await service.taskById(asked!)).toMatchObject({ state: "pending" })
        await execute(`delete from marketplace_exchange_sync_task where kind = 'order_poll'`)
        // Polled just now: not due for an hour, nor for 10 s; 11 s later it is due at 10 s.
        expect(await service.enqueueOrderPoll({ intervalSeconds: 10 })).toBeNull()
        await service.saveImportRunState({ lastPollAt: new Date(Date.now() - 11_000) })
        expect(await service.enqueueOrderPoll({ intervalSeconds: 3600 })).toBeNull()
        expect(await service.enqueueOrderPoll({ intervalSeconds: 10 })).toEqual(expect.any(String))
        // A backoff holds it until its time, whatever the interval.
        await execute(`delete from marketplace_exchange_sync_task where kind = 'order_poll'`)
        await service.saveImportRunState({ nextPollAt: new Date(Date.now() + 60_000) })
        expect(await service.enqueueOrderPoll({ intervalSeconds: 10 })).toBeNull()
        await execute(`delete from marketplace_exchange_sync_task where kind = 'order_poll'`)
      })

      it("starts a scheduled poll only while it is due, an asked one (Import now) whatever the schedule", async () => {
        const execute = (statement: string) => MikroOrmWrapper.forkManager().execute(statement)
        await execute(`delete from marketplace_exchange_sync_task where kind = 'order_poll'`)
        await service.saveImportRunState({ lastPollAt: new Date(Date.now() - 11_000), nextPollAt: null })
        const scheduled = await service.enqueueOrderPoll({ intervalSeconds: 10 })
        expect(await service.taskById(scheduled!)).toMatchObject({ payload: null })
        // The race the cluster met: a tick's statement reads the poll as waiting, and the claim that runs it
        // commits before the tick's insert is checked against the one waiting row. A second poll is queued.
        const claiming = MikroOrmWrapper.forkManager()
        await claiming.begin()
        await claiming.execute(
          `update marketplace_exchange_sync_task set state = 'running', locked_at = now(), locked_by = ?, attempts = 1
           where id = ?`,
          [WORKER_ID, scheduled]
        )
        const tick = service.enqueueOrderPoll({ intervalSeconds: 10 })
        await eventually(async () => (await execute(`select 1 from pg_locks where not granted`)).length > 0, 10_000, "the tick waiting")
        await claiming.commit()
        const second = await tick
        expect(second).toEqual(expect.any(String))
        expect(second).not.toBe(scheduled)
        const first = { id: scheduled!, kind: "order_poll" as const, entity_id: "poll", attempts: 1, payload: null }
        const { startedAt } = (await service.markPollStarted(first, 10)) as { startedAt: Date }
        await service.completeTask(first)
        // The second poll runs right after the first: it ends without asking the service again within the interval.
        const [claim] = await service.claimTasks(1)
        expect(claim).toMatchObject({ id: second, kind: "order_poll" })
        expect(await service.markPollStarted(claim, 10)).toEqual({ skipped: "not_due" })
        expect((await service.getImportRunState()).lastPollAt).toEqual(startedAt)
        // Nor while a backoff holds the next poll, however long ago the last one started.
        await service.saveImportRunState({ lastPollAt: new Date(Date.now() - 60_000), nextPollAt: new Date(Date.now() + 60_000) })
        expect(await service.markPollStarted(claim, 10)).toEqual({ skipped: "not_due" })
        await service.saveImportRunState({ nextPollAt: null })
        expect(await service.markPollStarted(claim, 10)).toEqual({ startedAt: expect.any(Date) })
        await service.completeTask(claim)
        // Asked (Import now), and a tick's poll waiting when Import now asks: both run at once, polled or not.
        const waiting = await service.enqueueOrderPoll({ intervalSeconds: 1 })
        expect(await service.enqueueOrderPoll({ now: true })).toBe(waiting)
        expect(await service.taskById(waiting!)).toMatchObject({ payload: { asked: true } })
        const [asked] = await service.claimTasks(1)
        expect(await service.markPollStarted(asked, 3600)).toEqual({ startedAt: expect.any(Date) })
        await service.completeTask(asked)
        await execute(`delete from marketplace_exchange_sync_task where kind = 'order_poll'`)
      })

      it("shows how the poll asked (A31) only while the connection it asked on is the stored one", async () => {
        await service.saveSettings({ connection: { user_name: "u", auth_url: "https://auth.example.com" } })
        const settings = await service.getSettings()
        const form = { form: "separate", since: "2026-01-01T00:00:00.000Z", reason: "400" }
        const claim = await claimedPoll()
        await service.markPollStarted(claim, 30)
        await service.recordPollOutcome({ pollFailures: 0, nextPollAt: null, orderFilter: form, askedWith: settings }, claim)
        await service.completeTask(claim)
        expect((await service.getHealthContext()).run.orderFilter).toEqual(form)
        await service.saveSettings({ sync: { stock_buffer: 1 } })
        expect((await service.getHealthContext()).run.orderFilter).toEqual(form)
        await service.saveSettings({ connection: { format: "json" } })
        expect((await service.getHealthContext()).run.orderFilter).toBeNull()
      })

      it("fingerprints the connection as the migration that moved the run state does in SQL", async () => {
        await service.saveSettings({ connection: { user_name: "u", password: "p", auth_url: "https://auth.example.com" } })
        await service.saveImportRunState({ pollFailures: 0 })
        // A form learned before the move, keyed as Migration20261126063000 computes the key: still shown on this connection.
        const form = { form: "separate", since: null, reason: "400" }
        await MikroOrmWrapper.forkManager().execute(
          `update marketplace_exchange_run_state set poll_order_filter = ?::jsonb, poll_order_filter_connection = (` +
            `select md5(concat_ws(E'\\n', coalesce("base_url", ''), coalesce("auth_url", ''), coalesce("user_name", ''), ` +
            `coalesce("password_encrypted", ''), coalesce("subscription_token_encrypted", ''), coalesce("format", ''))) ` +
            `from marketplace_exchange_account)`,
          [JSON.stringify(form)]
        )
        expect((await service.getImportRunState(await service.getSettings())).orderFilter).toEqual(form)
      })
    })
  },
})
