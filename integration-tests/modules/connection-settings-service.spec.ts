import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import fs from "fs"
import path from "path"
import { isDeepStrictEqual } from "util"
import { MARKETPLACE_EXCHANGE_MODULE, WORKER_ID } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"
import { dropModuleTables, Execute, InTransaction, moduleMigrationNames, moduleSchema, runMigrations } from "../helpers/module-migrations"
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
        await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { now: true })
        const [claim] = await service.claimTasks(1)
        expect(claim).toMatchObject({ kind: "order_poll" })
        return claim
      }

      it("lets the jobs write only the run state, and the merchant's save only the settings", async () => {
        await service.saveSettings({ connection: { user_name: "merchant" }, sync: { order_poll_seconds: 30, stock_buffer: 2 } })
        const before = await rows()
        // Every write a poll, an import run and a reconciliation make, with no run-state row yet.
        const claim = await claimedPoll()
        const start = await service.markPollStarted(FIRST_ACCOUNT_ID, claim, 30)
        if (!("startedAt" in start)) throw new Error(`The poll did not start: ${start.skipped}`)
        const { startedAt } = start
        expect(startedAt).toBeInstanceOf(Date)
        await service.saveImportRunState(FIRST_ACCOUNT_ID, {
          lastImportAt: startedAt,
          lastImportError: "x",
          failingSince: startedAt,
          ordersChangedCursor: startedAt,
        })
        await service.recordPollOutcome(FIRST_ACCOUNT_ID, { pollFailures: 2, nextPollAt: null, run: { lastImportError: null } }, claim)
        await service.completeTask(claim)
        await service.saveReconcileReport(FIRST_ACCOUNT_ID, { checked: 3 })
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
        expect(await service.getImportRunState(FIRST_ACCOUNT_ID)).toMatchObject({
          pollFailures: 2,
          lastImportError: null,
          failingSince: startedAt,
        })
      })

      it("queues the poll only when due by the interval it is given and none runs, at once when asked now", async () => {
        const execute = (statement: string) => MikroOrmWrapper.forkManager().execute(statement)
        await execute(`delete from marketplace_exchange_sync_task where kind = 'order_poll'`)
        const first = await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { intervalSeconds: 3600 })
        expect(first).toEqual(expect.any(String))
        // Queued twice (two instances' ticks): one task.
        expect(await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { intervalSeconds: 3600 })).toBe(first)
        const [claimed] = await service.claimTasks(10)
        expect(claimed).toMatchObject({ id: first, kind: "order_poll" })
        // While it runs, no tick queues another; asked now (Import now), one waits behind it.
        expect(await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { intervalSeconds: 1 })).toBeNull()
        expect(await service.currentPoll(FIRST_ACCOUNT_ID)).toMatchObject({ owner: expect.stringContaining(":") })
        const asked = await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { now: true })
        expect(asked).not.toBe(first)
        expect(await service.claimTasks(10)).toEqual([])
        expect(await service.markPollStarted(FIRST_ACCOUNT_ID, claimed, 3600)).toEqual({ startedAt: expect.any(Date) })
        await service.completeTask(claimed)
        // A poll whose task is no longer its claim's (done, or taken over) writes nothing of its schedule or outcome.
        const before = await service.getImportRunState(FIRST_ACCOUNT_ID)
        expect(await service.markPollStarted(FIRST_ACCOUNT_ID, claimed, 3600)).toEqual({ skipped: "taken_over" })
        await service.recordPollOutcome(FIRST_ACCOUNT_ID, { pollFailures: 7, nextPollAt: new Date(Date.now() + 3600_000) }, claimed)
        expect(await service.getImportRunState(FIRST_ACCOUNT_ID)).toEqual(before)
        expect(await service.taskById(asked!)).toMatchObject({ state: "pending" })
        await execute(`delete from marketplace_exchange_sync_task where kind = 'order_poll'`)
        // Polled just now: not due for an hour, nor for 10 s; 11 s later it is due at 10 s.
        expect(await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { intervalSeconds: 10 })).toBeNull()
        await service.saveImportRunState(FIRST_ACCOUNT_ID, { lastPollAt: new Date(Date.now() - 11_000) })
        expect(await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { intervalSeconds: 3600 })).toBeNull()
        expect(await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { intervalSeconds: 10 })).toEqual(expect.any(String))
        // A backoff holds it until its time, whatever the interval.
        await execute(`delete from marketplace_exchange_sync_task where kind = 'order_poll'`)
        await service.saveImportRunState(FIRST_ACCOUNT_ID, { nextPollAt: new Date(Date.now() + 60_000) })
        expect(await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { intervalSeconds: 10 })).toBeNull()
        await execute(`delete from marketplace_exchange_sync_task where kind = 'order_poll'`)
      })

      it("starts a scheduled poll only while it is due, an asked one (Import now) whatever the schedule", async () => {
        const execute = (statement: string) => MikroOrmWrapper.forkManager().execute(statement)
        await execute(`delete from marketplace_exchange_sync_task where kind = 'order_poll'`)
        await service.saveImportRunState(FIRST_ACCOUNT_ID, { lastPollAt: new Date(Date.now() - 11_000), nextPollAt: null })
        const scheduled = await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { intervalSeconds: 10 })
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
        const tick = service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { intervalSeconds: 10 })
        await eventually(async () => (await execute(`select 1 from pg_locks where not granted`)).length > 0, 10_000, "the tick waiting")
        await claiming.commit()
        const second = await tick
        expect(second).toEqual(expect.any(String))
        expect(second).not.toBe(scheduled)
        const first = {
          id: scheduled!,
          kind: "order_poll" as const,
          account_id: "mxcon_default",
          entity_id: "poll",
          attempts: 1,
          payload: null,
        }
        const { startedAt } = (await service.markPollStarted(FIRST_ACCOUNT_ID, first, 10)) as { startedAt: Date }
        await service.completeTask(first)
        // The second poll runs right after the first: it ends without asking the service again within the interval.
        const [claim] = await service.claimTasks(1)
        expect(claim).toMatchObject({ id: second, kind: "order_poll" })
        expect(await service.markPollStarted(FIRST_ACCOUNT_ID, claim, 10)).toEqual({ skipped: "not_due" })
        expect((await service.getImportRunState(FIRST_ACCOUNT_ID)).lastPollAt).toEqual(startedAt)
        // Nor while a backoff holds the next poll, however long ago the last one started.
        await service.saveImportRunState(FIRST_ACCOUNT_ID, {
          lastPollAt: new Date(Date.now() - 60_000),
          nextPollAt: new Date(Date.now() + 60_000),
        })
        expect(await service.markPollStarted(FIRST_ACCOUNT_ID, claim, 10)).toEqual({ skipped: "not_due" })
        await service.saveImportRunState(FIRST_ACCOUNT_ID, { nextPollAt: null })
        expect(await service.markPollStarted(FIRST_ACCOUNT_ID, claim, 10)).toEqual({ startedAt: expect.any(Date) })
        await service.completeTask(claim)
        // Asked (Import now), and a tick's poll waiting when Import now asks: both run at once, polled or not.
        const waiting = await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { intervalSeconds: 1 })
        expect(await service.enqueueOrderPoll(FIRST_ACCOUNT_ID, { now: true })).toBe(waiting)
        expect(await service.taskById(waiting!)).toMatchObject({ payload: { asked: true } })
        const [asked] = await service.claimTasks(1)
        expect(await service.markPollStarted(FIRST_ACCOUNT_ID, asked, 3600)).toEqual({ startedAt: expect.any(Date) })
        await service.completeTask(asked)
        await execute(`delete from marketplace_exchange_sync_task where kind = 'order_poll'`)
      })

      it("shows how the poll asked (A31) only while the connection it asked on is the stored one", async () => {
        await service.saveSettings({ connection: { user_name: "u", auth_url: "https://auth.example.com" } })
        const settings = await service.getSettings()
        const form = { form: "separate", since: "2026-01-01T00:00:00.000Z", reason: "400" }
        const claim = await claimedPoll()
        await service.markPollStarted(FIRST_ACCOUNT_ID, claim, 30)
        await service.recordPollOutcome(
          FIRST_ACCOUNT_ID,
          { pollFailures: 0, nextPollAt: null, orderFilter: form, askedWith: settings },
          claim
        )
        await service.completeTask(claim)
        expect((await service.getHealthContext(FIRST_ACCOUNT_ID)).run.orderFilter).toEqual(form)
        await service.saveSettings({ sync: { stock_buffer: 1 } })
        expect((await service.getHealthContext(FIRST_ACCOUNT_ID)).run.orderFilter).toEqual(form)
        await service.saveSettings({ connection: { format: "json" } })
        expect((await service.getHealthContext(FIRST_ACCOUNT_ID)).run.orderFilter).toBeNull()
      })

      it("fingerprints the connection as the migration that moved the run state does in SQL", async () => {
        await service.saveSettings({ connection: { user_name: "u", password: "p", auth_url: "https://auth.example.com" } })
        await service.saveImportRunState(FIRST_ACCOUNT_ID, { pollFailures: 0 })
        // A form learned before the move, keyed as Migration20261126063000 computes the key: still shown on this connection.
        const form = { form: "separate", since: null, reason: "400" }
        await MikroOrmWrapper.forkManager().execute(
          `update marketplace_exchange_run_state set poll_order_filter = ?::jsonb, poll_order_filter_connection = (` +
            `select md5(concat_ws(E'\\n', coalesce("base_url", ''), coalesce("auth_url", ''), coalesce("user_name", ''), ` +
            `coalesce("password_encrypted", ''), coalesce("subscription_token_encrypted", ''), coalesce("format", ''))) ` +
            `from marketplace_exchange_account)`,
          [JSON.stringify(form)]
        )
        expect((await service.getImportRunState(FIRST_ACCOUNT_ID, await service.getSettings())).orderFilter).toEqual(form)
      })
    })

    describe("upgrade from the previous release", () => {
      /** The records a store of the previous release made (fixtures/previous-release/HOW.md), by table, as Postgres writes rows in JSON. */
      const previous: { release: string; migrations: string[]; records: Record<string, Array<Record<string, unknown>>> } = JSON.parse(
        fs.readFileSync(path.resolve(__dirname, "../fixtures/previous-release/records.json"), "utf8")
      )
      /** Tables renamed since: the fixture's name -> today's. */
      const RENAMED_TABLES: Record<string, string> = { marketplace_exchange_connection_setting: "marketplace_exchange_account" }
      /**
       * What an upgraded record holds in each column added since, by today's table name ("*": any table
       * that has it). A migration that adds a column not named here fails the test until it says what
       * an upgraded row holds there.
       */
      const ADDED_COLUMNS: Record<string, Record<string, unknown>> = {
        // The settings row is the first account (Migration20261129180000).
        marketplace_exchange_account: { name: "eBay", marketplace_site: "ebay.de", max_quantity: 0 },
        // Every record is the first account's (Migration20261129181000).
        "*": { account_id: FIRST_ACCOUNT_ID },
      }

      const execute: Execute = (statement, bindings = []) => MikroOrmWrapper.forkManager().execute(statement, bindings)
      const inTransaction: InTransaction = async (work) => {
        const manager = MikroOrmWrapper.forkManager()
        await manager.begin()
        try {
          await work((statement, bindings = []) => manager.execute(statement, bindings))
          await manager.commit()
        } catch (error) {
          await manager.rollback()
          throw error
        }
      }
      /** A table's rows in JSON as the fixture was dumped: timestamps written in UTC, whatever the server's time zone. */
      const rowsOf = async (table: string): Promise<Array<Record<string, unknown>>> => {
        let rows: Array<{ row: Record<string, unknown> }> = []
        await inTransaction(async (inside) => {
          await inside(`set local time zone 'UTC'`)
          rows = await inside(`select row_to_json(t) as row from "${table}" t`)
        })
        return rows.map((r) => r.row)
      }

      it("keeps every record of a store with products synced, orders imported and held and a scan applied", async () => {
        const all = moduleMigrationNames()
        // The fixture's release ran the migrations up to Migration20261129170500; the ones after it are the upgrade's.
        expect(previous.migrations[previous.migrations.length - 1]).toBe("Migration20261129170500")
        expect(all.slice(0, previous.migrations.length)).toEqual(previous.migrations)
        const since = all.slice(previous.migrations.length)
        expect(since.length).toBeGreaterThan(0)

        // The schema from the migrations alone (not from today's models): the previous release's, then today's.
        await dropModuleTables(execute)
        await runMigrations(inTransaction, previous.migrations, "up")
        const previousSchema = await moduleSchema(execute)
        // The fixture is of that schema: every table with rows, each with the table's columns.
        expect(Object.keys(previous.records).sort()).toEqual(Object.keys(previousSchema).sort())
        for (const [table, rows] of Object.entries(previous.records)) {
          expect([table, rows.length > 0]).toEqual([table, true])
          const columns = previousSchema[table].columns.map((column) => column.split(" ")[0]).sort()
          for (const row of rows) expect([table, Object.keys(row).sort()]).toEqual([table, columns])
        }
        await runMigrations(inTransaction, since, "up")

        // Back down, newest first: exactly the previous release's schema again.
        await runMigrations(inTransaction, [...since].reverse(), "down")
        expect(await moduleSchema(execute)).toEqual(previousSchema)
        expect(await execute(`select 1 from "marketplace_exchange_connection_setting"`)).toEqual([])

        // The previous release's records, every row of each table (its migrations made a run-state row already), then the upgrade.
        await inTransaction(async (inside) => {
          for (const [table, rows] of Object.entries(previous.records)) {
            await inside(`delete from "${table}"`)
            await inside(`insert into "${table}" select * from json_populate_recordset(null::"${table}", ?::json)`, [JSON.stringify(rows)])
          }
        })
        await runMigrations(inTransaction, since, "up")

        // Every record, every column of it as it was; the columns added since hold what ADDED_COLUMNS says.
        const differences: string[] = []
        for (const [table, rows] of Object.entries(previous.records)) {
          const now = RENAMED_TABLES[table] ?? table
          const upgraded = new Map((await rowsOf(now)).map((row) => [row.id, row]))
          if (upgraded.size !== rows.length) differences.push(`${now}: ${upgraded.size} rows, ${rows.length} before`)
          const added = { ...ADDED_COLUMNS["*"], ...ADDED_COLUMNS[now] }
          for (const row of rows) {
            const after = upgraded.get(row.id)
            if (!after) {
              differences.push(`${now} ${row.id}: gone`)
              continue
            }
            for (const [column, value] of Object.entries(row))
              if (!(column in after)) differences.push(`${now} ${row.id} ${column}: column gone (renamed? map it here)`)
              else if (!isDeepStrictEqual(after[column], value))
                differences.push(`${now} ${row.id} ${column}: ${JSON.stringify(after[column])}, was ${JSON.stringify(value)}`)
            for (const column of Object.keys(after).filter((c) => !(c in row)))
              if (!(column in added)) differences.push(`${now} ${row.id} ${column}: added since, not in ADDED_COLUMNS`)
              else if (!isDeepStrictEqual(after[column], added[column]))
                differences.push(`${now} ${row.id} ${column}: ${JSON.stringify(after[column])}, expected ${JSON.stringify(added[column])}`)
          }
        }
        expect(differences).toEqual([])
        const [first] = await rowsOf("marketplace_exchange_account")
        expect(first).toMatchObject({ id: FIRST_ACCOUNT_ID, name: "eBay", marketplace_site: "ebay.de", max_quantity: 0 })

        // The module reads them as its own: the connection and its secrets, the held order, the applied scan, the poll's state.
        const [stored] = previous.records.marketplace_exchange_connection_setting as Array<Record<string, any>>
        const settings = await service.getSettings()
        expect(settings.account).toEqual({ id: FIRST_ACCOUNT_ID, name: "eBay", marketplace_site: "ebay.de" })
        expect(settings.connection).toMatchObject({ base_url: stored.base_url, user_name: "demo" })
        expect(settings.sync).toMatchObject({
          sales_channel_id: stored.sales_channel_id,
          region_id: stored.region_id,
          shipping_option_id: stored.shipping_option_id,
          order_poll_seconds: stored.order_poll_seconds,
        })
        // The ciphertext under the test's key (the development key) still opens: the sandbox's demo credentials.
        expect(service.credentialsOf(settings)).toMatchObject({ userName: "demo", password: "demo", subscriptionToken: "demo-token" })
        const ledger = previous.records.marketplace_exchange_order_import
        const held = ledger.filter((row) => row.state === "parked")
        expect(held).toHaveLength(1)
        expect((await service.listOrdersWaitingForStock(FIRST_ACCOUNT_ID)).map((order) => order.remote_order_id)).toEqual([
          held[0].remote_order_id,
        ])
        expect(await service.countOrderImportStates(FIRST_ACCOUNT_ID)).toMatchObject({ parked: 1, completed: ledger.length - 1 })
        const [scan] = previous.records.marketplace_exchange_account_scan
        expect(await service.getAccountScan(FIRST_ACCOUNT_ID)).toMatchObject({ id: scan.id, state: "applied" })
        // Decided on this connection's account: the guard lets creates through as before the upgrade.
        expect(await service.accountScanDecided(settings)).toBe(true)
        const [run] = previous.records.marketplace_exchange_run_state
        expect((await service.getImportRunState(FIRST_ACCOUNT_ID, settings)).orderFilter).toEqual(run.poll_order_filter)

        // And writes on them on the upgraded keys: the open alert stays the one notification, a product's task is coalesced.
        const [alert] = previous.records.marketplace_exchange_alert
        const raised = { key: alert.key as string, title: alert.title as string, description: "2 marketplace orders wait for stock." }
        expect(await service.openAlert(FIRST_ACCOUNT_ID, raised)).toEqual({ opened: false, stale: alert.notification_id })
        const [synced] = previous.records.marketplace_exchange_product_sync
        const pending = async () => execute(`select id from marketplace_exchange_sync_task where state = 'pending'`)
        await service.enqueueProductSync(FIRST_ACCOUNT_ID, [synced.product_id as string])
        await service.enqueueProductSync(FIRST_ACCOUNT_ID, [synced.product_id as string])
        expect(await pending()).toHaveLength(1)
      })
    })
  },
})
