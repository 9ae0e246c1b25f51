import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { GET as getHealth } from "../../src/api/admin/marketplace-exchange/health/route"
import { GET as getSettings, POST as postSettings } from "../../src/api/admin/marketplace-exchange/settings/route"
import { adminHeaders, failedResponse } from "../helpers/admin-session"
import { RUN_STATE_TABLE, ACCOUNT_TABLE, statementsNaming } from "../helpers/settings-reads"

jest.setTimeout(120_000)

const ROUTE = "/admin/marketplace-exchange/settings"
const PASSWORD = "s3cret-Pässword"
const TOKEN = "sub-token-0123456789"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConnection }) => {
    describe("connection settings through the admin API", () => {
      let auth: { headers: Record<string, string> }

      beforeEach(async () => {
        auth = await adminHeaders(getContainer(), api)
      })

      it("round-trips the settings, encrypts secrets at rest and never returns them", async () => {
        const empty = await api.get(ROUTE, auth)
        expect(empty.data.settings).toMatchObject({
          base_url: null,
          password_set: false,
          subscription_token_set: false,
          format: "json",
        })

        const saved = await api.post(
          ROUTE,
          {
            base_url: "http://127.0.0.1:4010/PublicApi/v1/Api.svc/",
            auth_url: "http://127.0.0.1:4010",
            user_name: "demo",
            password: PASSWORD,
            subscription_token: TOKEN,
            format: "atom",
          },
          auth
        )
        expect(saved.status).toBe(200)

        const { data } = await api.get(ROUTE, auth)
        expect(data.settings).toMatchObject({
          base_url: "http://127.0.0.1:4010",
          auth_url: "http://127.0.0.1:4010",
          user_name: "demo",
          format: "atom",
          password_set: true,
          subscription_token_set: true,
        })
        const body = JSON.stringify(data) + JSON.stringify(saved.data)
        expect(body).not.toContain(PASSWORD)
        expect(body).not.toContain(TOKEN)
        expect(body).not.toContain("_encrypted")

        const { rows } = await dbConnection.raw("select password_encrypted, subscription_token_encrypted from marketplace_exchange_account")
        expect(rows).toHaveLength(1)
        expect(rows[0].password_encrypted).toMatch(/^v1\./)
        expect(rows[0].subscription_token_encrypted).toMatch(/^v1\./)
        expect(JSON.stringify(rows)).not.toContain(PASSWORD)
        expect(JSON.stringify(rows)).not.toContain(TOKEN)

        const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
        expect(service.credentialsOf(await service.getSettings())).toEqual({
          baseUrl: "http://127.0.0.1:4010",
          authUrl: "http://127.0.0.1:4010",
          userName: "demo",
          password: PASSWORD,
          subscriptionToken: TOKEN,
          format: "atom",
        })
      })

      it("keeps the in-flight limit at 8 until the merchant sets it, from 1 to 32", async () => {
        expect((await api.get(ROUTE, auth)).data.settings.max_requests_in_flight).toBe(8)
        expect((await api.post(ROUTE, { max_requests_in_flight: 32 }, auth)).data.settings.max_requests_in_flight).toBe(32)
        expect((await api.post(ROUTE, { stock_buffer: 1 }, auth)).data.settings.max_requests_in_flight).toBe(32)
        expect((await api.post(ROUTE, { max_requests_in_flight: 1 }, auth)).data.settings.max_requests_in_flight).toBe(1)
      })

      it("keeps the alert and listing-check settings at their defaults until the merchant sets them", async () => {
        expect((await api.get(ROUTE, auth)).data.settings).toMatchObject({
          import_alert_minutes: 30,
          listing_check_hours: 24,
          listing_checks_per_minute: 60,
        })
        const saved = await api.post(ROUTE, { import_alert_minutes: 45, listing_check_hours: 168, listing_checks_per_minute: 600 }, auth)
        expect(saved.data.settings).toMatchObject({ import_alert_minutes: 45, listing_check_hours: 168, listing_checks_per_minute: 600 })
        await api.post(ROUTE, { listing_check_hours: 1 }, auth)
        expect((await api.get(ROUTE, auth)).data.settings).toMatchObject({
          import_alert_minutes: 45,
          listing_check_hours: 1,
          listing_checks_per_minute: 600,
        })
        const { rows } = await dbConnection.raw(
          "select import_alert_minutes, listing_check_hours, listing_checks_per_minute from marketplace_exchange_account"
        )
        expect(rows).toEqual([{ import_alert_minutes: 45, listing_check_hours: 1, listing_checks_per_minute: 600 }])
      })

      it("keeps omitted fields, clears fields sent as null", async () => {
        await api.post(ROUTE, { user_name: "demo", password: PASSWORD, subscription_token: TOKEN }, auth)
        await api.post(ROUTE, { format: "atom" }, auth)
        let { data } = await api.get(ROUTE, auth)
        expect(data.settings).toMatchObject({ user_name: "demo", password_set: true, format: "atom" })

        await api.post(ROUTE, { password: null }, auth)
        ;({ data } = await api.get(ROUTE, auth))
        expect(data.settings).toMatchObject({ password_set: false, subscription_token_set: true })
        const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
        expect(service.credentialsOf(await service.getSettings())).toBeNull()
      })

      it("clears the password and token when the service or login address moves to another host", async () => {
        await api.post(
          ROUTE,
          {
            base_url: "http://127.0.0.1:4010",
            auth_url: "http://127.0.0.1:4010",
            user_name: "demo",
            password: PASSWORD,
            subscription_token: TOKEN,
          },
          auth
        )
        await api.post(ROUTE, { base_url: "http://127.0.0.1:4010/PublicApi/v1/Api.svc" }, auth)
        expect((await api.get(ROUTE, auth)).data.settings).toMatchObject({ password_set: true, subscription_token_set: true })
        await api.post(ROUTE, { auth_url: "https://collector.example" }, auth)
        expect((await api.get(ROUTE, auth)).data.settings).toMatchObject({
          auth_url: "https://collector.example",
          password_set: false,
          subscription_token_set: false,
        })
        const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
        expect(service.credentialsOf(await service.getSettings())).toBeNull()
        // Test connection has nothing to send there.
        const test = await failedResponse(api.post("/admin/marketplace-exchange/settings/test", {}, auth))
        expect(test.status).toBe(400)
        expect(JSON.stringify(test.data)).not.toContain(PASSWORD)
      })

      it("answers 400 naming the field for bad input, and stores nothing", async () => {
        const cases: Array<[Record<string, unknown>, RegExp]> = [
          [{ base_url: "not a url" }, /^Service address: enter a complete http or https address/],
          [{ auth_url: "ftp://files.example.com" }, /^Login address: enter a complete http or https address/],
          [{ format: "xml" }, /format/],
          [{ user_name: 42 }, /user_name/],
          [{ password: "" }, /^Password is empty: enter a value, or clear the setting\.$/],
          [{ colour: "blue" }, /Unrecognized fields: 'colour'/],
          [{ carrier_map: ["DHL"] }, /carrier_map must be an object: \{"shipping_options"/],
          // A37: the map is keyed by shipping option and provider; the former name-to-carrier shape is an unknown key.
          [{ carrier_map: { Express: "UPS" } }, /carrier_map: unknown key "Express"; use shipping_options and fulfillment_providers/],
          [
            { carrier_map: { fulfillment_providers: { manual_manual: "" } } },
            /carrier_map.fulfillment_providers\["manual_manual"\] must be the marketplace carrier's name, 1 to 50 characters/,
          ],
          [{ carrier_map: { shipping_options: { so_1: 7 } } }, /carrier_map.shipping_options\["so_1"\]/],
          [
            { carrier_map: { shipping_options: { so_missing: "DHL" } } },
            /^Carriers: the store has no shipping option so_missing; choose one of its shipping options\.$/,
          ],
          [
            { carrier_map: { fulfillment_providers: { acme_parcels: "DHL" } } },
            /^Carriers: the store has no fulfillment provider acme_parcels; it has: .*manual_manual/,
          ],
          [
            { strike_price_source: "msrp" },
            /Expected: 'rrp_price_list, sale_original_price' for field 'strike_price_source', but got: 'msrp'/,
          ],
          [{ rrp_price_list_id: "plist_missing" }, /^Price list with the RRPs: plist_missing does not exist in the store/],
          [{ max_requests_in_flight: 0 }, /^Requests to the service at once: enter a whole number from 1 to 32\.$/],
          [{ max_requests_in_flight: 33 }, /^Requests to the service at once: enter a whole number from 1 to 32\.$/],
          [{ max_requests_in_flight: 2.5 }, /^Requests to the service at once: enter a whole number from 1 to 32\.$/],
          [{ max_requests_in_flight: "8" }, /max_requests_in_flight/],
          [{ import_alert_minutes: 4 }, /: enter a whole number from 5 to 1,440\.$/],
          [{ import_alert_minutes: 1441 }, /: enter a whole number from 5 to 1,440\.$/],
          [
            { listing_check_hours: 0 },
            /^Check every listing at the marketplace at least every \(hours\): enter a whole number from 1 to 168\.$/,
          ],
          [{ listing_check_hours: 169 }, /from 1 to 168\.$/],
          [{ listing_check_hours: 1.5 }, /from 1 to 168\.$/],
          [{ listing_check_hours: "24" }, /listing_check_hours/],
          [{ listing_checks_per_minute: 0 }, /^Listing checks per minute at most: enter a whole number from 1 to 600\.$/],
          [{ listing_checks_per_minute: 601 }, /from 1 to 600\.$/],
          [{ listing_checks_per_minute: null }, /listing_checks_per_minute/],
        ]
        for (const [body, message] of cases) {
          const response = await failedResponse(api.post(ROUTE, body, auth))
          expect({ body, status: response.status }).toEqual({ body, status: 400 })
          expect(response.data.message).toMatch(message)
          // Every refusal carries a code for the admin's language (a request the admin never sends: refusal.request).
          expect(response.data.words?.code).toMatch(/^refusal\./)
        }
        const { rows } = await dbConnection.raw("select count(*)::int as n from marketplace_exchange_account")
        expect(rows[0].n).toBe(0)
      })

      it("saves a carrier map of the store's fulfillment providers, trimmed, and replaces it whole (A37)", async () => {
        expect((await api.get(ROUTE, auth)).data.settings.carrier_map).toEqual({ shipping_options: {}, fulfillment_providers: {} })
        const saved = await api.post(ROUTE, { carrier_map: { fulfillment_providers: { manual_manual: " DHL " } } }, auth)
        expect(saved.data.settings.carrier_map).toEqual({ shipping_options: {}, fulfillment_providers: { manual_manual: "DHL" } })
        await api.post(ROUTE, { carrier_map: {} }, auth)
        expect((await api.get(ROUTE, auth)).data.settings.carrier_map).toEqual({ shipping_options: {}, fulfillment_providers: {} })
      })

      it("the settings and health routes read the settings once; the merchant's save leaves the run state alone", async () => {
        await api.post(ROUTE, { base_url: "http://127.0.0.1:4010", user_name: "demo", password: PASSWORD }, auth)
        /** A route's handler as Medusa calls it, with what it answered. */
        const call = async (route: (req: never, res: never) => Promise<unknown>, body?: Record<string, unknown>) => {
          const res = { body: undefined as unknown, json: (answer: unknown) => (res.body = answer) }
          await route({ scope: getContainer(), validatedBody: body } as never, res as never)
          return res.body
        }
        const select = expect.stringMatching(/^select /)
        const read = await statementsNaming(getContainer(), ACCOUNT_TABLE, () => call(getSettings))
        expect(read.result).toMatchObject({ settings: { user_name: "demo", password_set: true } })
        expect(read.statements).toEqual([select])

        const save = () => call(postSettings, { user_name: "demo-2", max_requests_in_flight: 4 })
        const saved = await statementsNaming(getContainer(), ACCOUNT_TABLE, save)
        expect(saved.result).toMatchObject({ settings: { user_name: "demo-2", max_requests_in_flight: 4 } })
        expect(saved.statements).toEqual([select, expect.stringMatching(/^insert into marketplace_exchange_account /)])
        expect((await statementsNaming(getContainer(), RUN_STATE_TABLE, save)).statements).toEqual([])

        const health = await statementsNaming(getContainer(), ACCOUNT_TABLE, () => call(getHealth))
        expect(health.result).toMatchObject({ health: { connection: { configured: false }, polling: { interval_seconds: 20 } } })
        expect(health.statements).toEqual([select])
      })

      it("gives a task a save made on another instance at once, and reads the row again only after a write", async () => {
        const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
        await api.post(ROUTE, { stock_buffer: 1 }, auth)
        const task = () => statementsNaming(getContainer(), ACCOUNT_TABLE, () => service.getSettingsForTask())
        expect((await task()).result.sync.stock_buffer).toBe(1)
        // Another instance's save, a moment after this instance's tasks read the settings: the next task runs with it.
        await dbConnection.raw(`update ${ACCOUNT_TABLE} set stock_buffer = 4, updated_at = now()`)
        expect((await task()).result.sync.stock_buffer).toBe(4)
        // Nothing written since: the tasks share that read, and ask only the row's version.
        const shared = await task()
        expect(shared.result.sync.stock_buffer).toBe(4)
        expect(shared.statements).toEqual([expect.stringMatching(/^select xmin::text as version /)])
        // A write that is no save (a migration, a fix by hand) is a new version too.
        await dbConnection.raw(`update ${ACCOUNT_TABLE} set stock_buffer = 9`)
        expect((await task()).result.sync.stock_buffer).toBe(9)
      })

      describe("several accounts, one per sales channel", () => {
        const ACCOUNTS = "/admin/marketplace-exchange/accounts"
        const channel = async (name: string) => (await api.post("/admin/sales-channels", { name }, auth)).data.sales_channel.id as string

        it("lists the first account before any save, adds one for its own channel, keeps the two apart", async () => {
          const before = (await api.get(ACCOUNTS, auth)).data.accounts
          expect(before).toEqual([
            expect.objectContaining({ id: "mxcon_default", name: "eBay", marketplace_site: "ebay.de", base_url: null }),
          ])

          const [home, outlet] = [await channel("Shop"), await channel("Outlet")]
          await api.post(ROUTE, { sales_channel_id: home, user_name: "main", password: PASSWORD }, auth)
          const created = await api.post(
            ACCOUNTS,
            {
              name: " Outlet ",
              marketplace_site: "ebay.at",
              sales_channel_id: outlet,
              base_url: "http://127.0.0.1:4010",
              auth_url: "http://127.0.0.1:4010",
              user_name: "outlet",
              password: "outlet-Pässword",
              subscription_token: TOKEN,
              stock_buffer: 2,
              max_quantity: 10,
            },
            auth
          )
          expect(created.status).toBe(201)
          const id = created.data.account.id as string
          expect(id).toMatch(/^mxacc_/)
          expect(created.data.account).toMatchObject({
            name: "Outlet",
            marketplace_site: "ebay.at",
            sales_channel_id: outlet,
            user_name: "outlet",
            password_set: true,
            stock_buffer: 2,
            max_quantity: 10,
            stock_locations: [],
          })

          const { data } = await api.get(ACCOUNTS, auth)
          expect(data.accounts.map((a: { id: string; name: string }) => [a.id, a.name])).toEqual([
            ["mxcon_default", "eBay"],
            [id, "Outlet"],
          ])
          expect((await api.get(`${ACCOUNTS}/${id}`, auth)).data.account).toMatchObject({ id, name: "Outlet", user_name: "outlet" })
          // The first account as the settings API has always shown it: untouched by the second.
          expect((await api.get(ROUTE, auth)).data.settings).toMatchObject({
            id: "mxcon_default",
            user_name: "main",
            sales_channel_id: home,
            stock_buffer: 0,
          })
          const body = JSON.stringify(data)
          expect(body).not.toContain("outlet-Pässword")
          expect(body).not.toContain("_encrypted")
          const { rows } = await dbConnection.raw(`select password_encrypted from ${ACCOUNT_TABLE} where id = ?`, [id])
          expect(rows[0].password_encrypted).toMatch(/^v1\./)

          // A save of the second account changes only its row, and the first account's tasks keep their read.
          const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
          await service.getSettingsForTask()
          const saved = await api.post(`${ACCOUNTS}/${id}`, { stock_buffer: 5, name: "Outlet AT" }, auth)
          expect(saved.data.account).toMatchObject({ id, name: "Outlet AT", stock_buffer: 5, user_name: "outlet" })
          expect(saved.data.resend).toBeNull()
          const firstRead = await statementsNaming(getContainer(), ACCOUNT_TABLE, () => service.getSettingsForTask())
          expect(firstRead.statements).toEqual([expect.stringMatching(/^select xmin::text as version /)])
          expect(firstRead.result.sync.stock_buffer).toBe(0)
          expect((await service.getSettingsForTask(id)).sync.stock_buffer).toBe(5)
          // Each account has its own client: its own session and in-flight budget at the service.
          const [first, second] = [
            await service.clientFor(await service.getSettings()),
            await service.clientFor(await service.getSettings(id)),
          ]
          expect(second).not.toBeNull()
          expect(second).not.toBe(first)
        })

        it("refuses a channel or name another account has (409 naming it), no name, and unknown ids (404)", async () => {
          const home = await channel("Shop")
          await api.post(ROUTE, { sales_channel_id: home, name: "Hauptshop" }, auth)
          const taken = await failedResponse(api.post(ACCOUNTS, { name: "Zweitshop", sales_channel_id: home }, auth))
          expect(taken.status).toBe(409)
          expect(taken.data.words).toEqual({ code: "refusal.account.channel_taken", params: { channel: home, account: "Hauptshop" } })
          const sameName = await failedResponse(api.post(ACCOUNTS, { name: "hauptshop" }, auth))
          expect(sameName.status).toBe(409)
          expect(sameName.data.words).toEqual({ code: "refusal.account.name_taken", params: { name: "Hauptshop" } })

          const cases: Array<[Record<string, unknown>, RegExp]> = [
            [{}, /name/],
            [{ name: "" }, /^Account name: enter 1 to 60 characters\.$/],
            [{ name: "B2B", marketplace_site: "amazon.de" }, /'marketplace_site', but got: 'amazon\.de'/],
            [{ name: "B2B", sales_channel_id: "sc_missing" }, /^Sales channel: sc_missing does not exist in the store/],
            [{ name: "B2B", max_quantity: -1 }, /^Most units offered per variant \(0: no cap\): enter a whole number from 0 to 99,999\.$/],
          ]
          for (const [body, message] of cases) {
            const response = await failedResponse(api.post(ACCOUNTS, body, auth))
            expect({ body, status: response.status }).toEqual({ body, status: 400 })
            expect(response.data.message).toMatch(message)
            expect(response.data.words?.code).toMatch(/^refusal\./)
          }
          const { rows } = await dbConnection.raw(`select count(*)::int as n from ${ACCOUNT_TABLE}`)
          expect(rows[0].n).toBe(1)

          const second = (await api.post(ACCOUNTS, { name: "B2B" }, auth)).data.account.id
          const moved = await failedResponse(api.post(`${ACCOUNTS}/${second}`, { sales_channel_id: home }, auth))
          expect(moved.status).toBe(409)
          for (const request of [
            api.get(`${ACCOUNTS}/mxacc_missing`, auth),
            api.post(`${ACCOUNTS}/mxacc_missing`, { stock_buffer: 1 }, auth),
          ]) {
            const missing = await failedResponse(request)
            expect(missing.status).toBe(404)
            expect(missing.data.words).toEqual({ code: "refusal.account.unknown", params: { id: "mxacc_missing" } })
          }
          for (const request of [() => api.get(ACCOUNTS), () => api.post(ACCOUNTS, { name: "x" })]) {
            expect((await failedResponse(request())).status).toBe(401)
          }
        })

        it("removes an account only when told what happens to its listings, and forgets its records alone", async () => {
          const [home, outlet] = [await channel("Shop"), await channel("Outlet")]
          await api.post(ROUTE, { sales_channel_id: home }, auth)
          const id = (await api.post(ACCOUNTS, { name: "Outlet", sales_channel_id: outlet }, auth)).data.account.id as string
          // A record of each account in every table that keeps one per account.
          for (const account of ["mxcon_default", id]) {
            await dbConnection.raw(
              `insert into marketplace_exchange_product_sync (id, account_id, product_id, status) values (?, ?, 'prod_1', 'synced')`,
              [`mxprod_${account}`, account]
            )
            await dbConnection.raw(
              `insert into marketplace_exchange_activity (id, account_id, at, area, action, outcome) ` +
                `values (?, ?, now(), 'account', 'x', 'ok')`,
              [`mxact_${account}`, account]
            )
            await dbConnection.raw(
              `insert into marketplace_exchange_order_import (id, account_id, remote_order_id, state) values (?, ?, '5001', 'parked')`,
              [`mxord_${account}`, account]
            )
          }
          const undecided = await failedResponse(api.delete(`${ACCOUNTS}/${id}`, auth))
          expect(undecided.status).toBe(400)
          expect(undecided.data.words).toEqual({ code: "refusal.account.remove_listings", params: {} })
          const missing = await failedResponse(api.delete(`${ACCOUNTS}/mxacc_missing?listings=leave`, auth))
          expect(missing.status).toBe(404)
          // Ending its listings needs its connection: refused, and nothing is forgotten.
          const unconnected = await failedResponse(api.delete(`${ACCOUNTS}/${id}?listings=end`, auth))
          expect(unconnected.status).toBe(400)
          expect(unconnected.data.words?.code).toBe("refusal.connection.not_set_up")
          expect((await api.get(ACCOUNTS, auth)).data.accounts).toHaveLength(2)

          const removed = await api.delete(`${ACCOUNTS}/${id}?listings=leave`, auth)
          expect(removed.data).toMatchObject({ id, deleted: true, listings: null })
          expect(removed.data.forgotten).toMatchObject({ product_sync: 1, activity: 1, order_import: 1 })
          expect((await api.get(ACCOUNTS, auth)).data.accounts.map((a: { id: string }) => a.id)).toEqual(["mxcon_default"])
          for (const table of ["product_sync", "activity", "order_import"]) {
            const { rows } = await dbConnection.raw(`select account_id from marketplace_exchange_${table}`)
            expect({ table, accounts: rows.map((r: { account_id: string }) => r.account_id) }).toEqual({
              table,
              accounts: ["mxcon_default"],
            })
          }
          expect((await failedResponse(api.get(`${ACCOUNTS}/${id}`, auth))).status).toBe(404)
          // Its channel is free for another account again.
          expect((await api.post(ACCOUNTS, { name: "Outlet 2", sales_channel_id: outlet }, auth)).status).toBe(201)
          // The first account stays: what names no account means it (it would only come back empty).
          for (const listings of ["leave", "end"]) {
            const first = await failedResponse(api.delete(`${ACCOUNTS}/mxcon_default?listings=${listings}`, auth))
            expect(first.status).toBe(400)
            expect(first.data.words).toEqual({ code: "refusal.account.first_stays", params: {} })
          }
          const { rows: kept } = await dbConnection.raw(`select count(*)::int as n from marketplace_exchange_product_sync`)
          expect(kept[0].n).toBe(1)
        })

        it("names the accounts a product concerns, and each account's figures for the health tiles", async () => {
          const [home, outlet, b2b] = [await channel("Shop"), await channel("Outlet"), await channel("B2B")]
          await api.post(ROUTE, { sales_channel_id: home }, auth)
          const outletId = (await api.post(ACCOUNTS, { name: "Outlet", marketplace_site: "ebay.at", sales_channel_id: outlet }, auth)).data
            .account.id as string
          const b2bId = (await api.post(ACCOUNTS, { name: "B2B", sales_channel_id: b2b }, auth)).data.account.id as string
          const product = async (title: string, channels: string[]) =>
            (
              await createProductsWorkflow(getContainer()).run({
                input: {
                  products: [
                    {
                      title,
                      options: [{ title: "Size", values: ["M"] }],
                      variants: [{ title: "M", options: { Size: "M" }, prices: [{ amount: 10, currency_code: "eur" }] }],
                      sales_channels: channels.map((id) => ({ id })),
                    },
                  ],
                },
              })
            ).result[0].id
          const both = await product("In both", [home, outlet])
          const shopOnly = await product("Shop only", [home])
          const nowhere = await product("No account's", [])
          // B2B's channel no longer holds this one, but B2B still keeps its record (a listing to end).
          await dbConnection.raw(
            `insert into marketplace_exchange_product_sync (id, account_id, product_id, status) values ('mxprod_b2b', ?, ?, 'parked')`,
            [b2bId, shopOnly]
          )
          const concerned = async (productId: string) =>
            (await api.get(`/admin/marketplace-exchange/products/${productId}/accounts`, auth)).data.accounts
          expect(await concerned(both)).toEqual([
            { id: "mxcon_default", name: "eBay", marketplace_site: "ebay.de", sales_channel_id: home, in_channel: true },
            { id: outletId, name: "Outlet", marketplace_site: "ebay.at", sales_channel_id: outlet, in_channel: true },
          ])
          expect((await concerned(shopOnly)).map((a: { id: string; in_channel: boolean }) => [a.id, a.in_channel])).toEqual([
            ["mxcon_default", true],
            [b2bId, false],
          ])
          expect(await concerned(nowhere)).toEqual([])
          const unknown = await failedResponse(api.get(`/admin/marketplace-exchange/products/prod_missing/accounts`, auth))
          expect(unknown.status).toBe(404)
          expect(unknown.data.words?.code).toBe("refusal.product.unknown")

          // Each account's own figures: Outlet holds two orders and an attention product, B2B a parked product and queued work.
          for (const [n, account] of [
            [1, outletId],
            [2, outletId],
          ] as const)
            await dbConnection.raw(
              `insert into marketplace_exchange_order_import (id, account_id, remote_order_id, state) values (?, ?, ?, 'parked')`,
              [`mxord_${n}`, account, `700${n}`]
            )
          await dbConnection.raw(
            `insert into marketplace_exchange_product_sync (id, account_id, product_id, status) values ('mxprod_out', ?, ?, 'attention')`,
            [outletId, both]
          )
          const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
          // The products' creation queued work for the accounts: once it settled, it goes, and one task of B2B's alone is
          // queued, not due for ten minutes (no worker of this app takes it meanwhile).
          const queued = async () => (await dbConnection.raw(`select count(*)::int as n from marketplace_exchange_sync_task`)).rows[0].n
          let [last, now] = [-1, await queued()]
          while (now !== last) {
            await new Promise((resolve) => setTimeout(resolve, 1000))
            ;[last, now] = [now, await queued()]
          }
          await dbConnection.raw(`delete from marketplace_exchange_sync_task`)
          await service.enqueueProductSync(b2bId, [shopOnly], { delayMs: 600_000 })
          const { data } = await api.get("/admin/marketplace-exchange/health/accounts", auth)
          const figures = (id: string) => data.accounts.find((a: { id: string }) => a.id === id)
          expect(data.accounts.map((a: { id: string; name: string }) => a.name)).toEqual(["eBay", "Outlet", "B2B"])
          expect(figures("mxcon_default")).toMatchObject({
            marketplace_site: "ebay.de",
            last_import_at: null,
            waiting: 0,
            products: { parked: 0, attention: 0, failed: 0, gone_at_service: 0 },
            orders_parked: 0,
          })
          expect(figures(outletId)).toMatchObject({
            marketplace_site: "ebay.at",
            waiting: 0,
            products: { parked: 0, attention: 1, failed: 0, gone_at_service: 0 },
            orders_parked: 2,
            listings_not_active: 0,
          })
          expect(figures(b2bId)).toMatchObject({ waiting: 1, products: { parked: 1, attention: 0 }, orders_parked: 0 })
          // The first account's own health is what it was: the others' figures are not in it.
          expect((await api.get("/admin/marketplace-exchange/health", auth)).data.health).toMatchObject({
            products: { parked: 0, attention: 0 },
            orders: { parked: 0 },
          })
          expect((await failedResponse(api.get("/admin/marketplace-exchange/health/accounts"))).status).toBe(401)
        })
      })

      it("refuses requests without an admin session", async () => {
        for (const request of [() => api.get(ROUTE), () => api.post(ROUTE, { user_name: "x" })]) {
          expect((await failedResponse(request())).status).toBe(401)
        }
      })
    })
  },
})
