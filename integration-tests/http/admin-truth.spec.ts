import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ProductStatus } from "@medusajs/framework/utils"
import { createProductsWorkflow, updateProductsWorkflow, updateProductVariantsWorkflow } from "@medusajs/medusa/core-flows"
import { ExchangeClient } from "../../src/client"
import { connectedStore } from "../helpers/connected-store"
import { eventually, queueSettled, sandboxForSuite, sandboxClient } from "../helpers/sandbox"
import { seedMug, seedShirt } from "../helpers/seed-catalog"

jest.setTimeout(180_000)

const sandbox = sandboxForSuite()
const BASE = "/admin/marketplace-exchange"

/**
 * The API behind the admin: stored state at once, live state within 5 s; test
 * connection with typed values in the merchant's words; honest Sync all and Retry answers;
 * lists that page and search; profiles that clear; a stock buffer that resends; marketplace fields.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const suite = connectedStore(sandbox, api, getContainer)
    const answer = (method: "get" | "post", path: string, body?: unknown) =>
      method === "get"
        ? api.get(path, { ...suite.auth, validateStatus: () => true })
        : api.post(path, body ?? {}, { ...suite.auth, validateStatus: () => true })
    const timed = async <T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> => {
      const started = Date.now()
      const value = await call()
      return { value, ms: Date.now() - started }
    }
    const product = async (id: string) => (await api.get(`${BASE}/products/${id}`, suite.auth)).data.product
    const settle = () => queueSettled(api, suite.auth)
    const remoteProducts = async () => Object.values((await sandbox.state()).sets.Products) as any[]
    /** Published in the channel, with a title the marketplace refuses (more than 80 characters): parked. */
    const seedParked = async (count: number, word = "Parked") => {
      const { result } = await createProductsWorkflow(getContainer()).run({
        input: {
          products: Array.from({ length: count }, (_, i) => ({
            title: `${word} ${i} ${"x".repeat(90)}`,
            description: "Too long a title",
            status: ProductStatus.PUBLISHED,
            options: [{ title: "Size", values: ["One"] }],
            variants: [
              {
                title: "One",
                sku: `${word.toUpperCase()}-${i}`,
                options: { Size: "One" },
                manage_inventory: false,
                prices: [{ amount: 10, currency_code: "eur" }],
              },
            ],
            sales_channels: [{ id: suite.store.salesChannelId }],
          })),
        },
      })
      return result
    }
    const batchDone = (batchId: string) =>
      eventually(
        async () => {
          const progress = (await api.get(`${BASE}/sync?batch_id=${batchId}`, suite.auth)).data
          return progress.progress === 1 ? progress : undefined
        },
        60_000,
        `batch ${batchId} to finish`
      )

    it("answers stored state at once and live state within 5 s when the service never answers", async () => {
      const mug = await seedMug(getContainer(), suite.store)
      await eventually(async () => (await product(mug.id)).status === "synced", 30_000, "the mug to be listed")
      await settle()
      expect((await api.get(`${BASE}/products/${mug.id}/listing`, suite.auth)).data.listing).toMatchObject({
        listed: true,
        reason: null,
        timed_out: false,
      })

      await sandbox.faults({ latencyMs: 9000 })
      try {
        const health = await timed(() => api.get(`${BASE}/health`, suite.auth))
        const stored = await timed(() => product(mug.id))
        expect(health.ms).toBeLessThan(2000)
        expect(stored.ms).toBeLessThan(2000)
        expect(stored.value).toMatchObject({ status: "synced", stock: { on_service: true }, queued: null })
        type Answer = { value: { status: number; data: any }; ms: number }
        const [listing, connection, test] = (await Promise.all([
          timed(() => api.get(`${BASE}/products/${mug.id}/listing`, suite.auth)),
          timed(() => api.get(`${BASE}/health/connection`, suite.auth)),
          timed(() => answer("post", `${BASE}/settings/test`)),
        ])) as Answer[]
        for (const call of [listing, connection, test]) expect(call.ms).toBeLessThan(7000)
        expect(listing.value.data.listing).toMatchObject({
          listed: null,
          timed_out: true,
          reason: "The exchange service gave no answer within 5 s.",
          reason_words: { code: "live.no_answer", params: { seconds: 5 } },
        })
        expect(connection.value.data.connection).toMatchObject({ configured: true, ok: false, problem: "no_answer" })
        expect(test.value.status).toBe(504)
        expect(test.value.data).toMatchObject({ ok: false, problem: "no_answer" })
      } finally {
        await sandbox.faults({})
      }
    })

    it("tests the connection as typed, says which part is wrong, and never saves or echoes it", async () => {
      expect((await api.post(`${BASE}/settings/test`, {}, suite.auth)).data).toMatchObject({ ok: true, latency_ms: expect.any(Number) })
      const password = await answer("post", `${BASE}/settings/test`, { password: "typed-wrong-pass-42" })
      expect(password.status).toBe(400)
      expect(password.data).toMatchObject({
        ok: false,
        problem: "wrong_login",
        message: expect.stringContaining("The user name or password is wrong"),
      })
      expect(JSON.stringify(password.data)).not.toContain("typed-wrong-pass-42")
      const user = await answer("post", `${BASE}/settings/test`, { user_name: "nobody" })
      expect(user.data.problem).toBe("wrong_login")
      const token = await answer("post", `${BASE}/settings/test`, { subscription_token: "typed-wrong-token" })
      expect(token.status).toBe(400)
      expect(token.data).toMatchObject({ problem: "wrong_token", message: expect.stringContaining("The subscription token is wrong") })
      expect(JSON.stringify(token.data)).not.toContain("typed-wrong-token")
      // The saved connection is untouched by the tests.
      expect((await api.get(`${BASE}/health/connection`, suite.auth)).data.connection).toMatchObject({ ok: true })

      // A saved secret never travels to a typed address on another host.
      const moved = await answer("post", `${BASE}/settings/test`, { base_url: "http://127.0.0.1:9", auth_url: "http://127.0.0.1:9" })
      expect(moved.status).toBe(400)
      expect(moved.data.message).toBe("Enter Password, Subscription token first: the connection cannot be tested without them.")
      expect(moved.data.words).toEqual({ code: "refusal.connection.missing", params: { settings: "password,subscription_token" } })
      const unreachable = await answer("post", `${BASE}/settings/test`, {
        base_url: "http://127.0.0.1:9",
        auth_url: "http://127.0.0.1:9",
        password: "p",
        subscription_token: "t",
      })
      expect(unreachable.status).toBe(502)
      expect(unreachable.data).toMatchObject({
        problem: "unreachable",
        message: expect.stringContaining("Login address http://127.0.0.1:9: nothing answers there; check the address."),
        words: { code: "connection.unreachable", params: expect.objectContaining({ setting: "auth_url", address: "http://127.0.0.1:9" }) },
      })
      const notAField = await answer("post", `${BASE}/settings/test`, { stock_buffer: 2 })
      expect(notAField.status).toBe(400)
      const badUrl = await answer("post", `${BASE}/settings/test`, { base_url: "not a url" })
      expect(badUrl.status).toBe(400)
      expect(badUrl.data.message).toBe("Service address: enter a complete http or https address, such as https://api.example.com.")
      expect(badUrl.data.words).toEqual({ code: "refusal.setting.url", params: { setting: "base_url" } })
    })

    it("counts a Sync all honestly: parked products are parked, nothing is sent with a wrong password", async () => {
      const mug = await seedMug(getContainer(), suite.store)
      await seedParked(2)
      await eventually(async () => (await product(mug.id)).status === "synced", 30_000, "the mug to be listed")
      await settle()
      const first = (await api.post(`${BASE}/sync`, {}, suite.auth)).data
      expect(first.queued).toBe(3)
      expect(await batchDone(first.batch_id)).toMatchObject({
        total: 3,
        failed: 0,
        outcomes: { sent: 0, unchanged: 1, parked: 2, refused: 0 },
      })

      await api.post(`${BASE}/settings`, { password: "not-the-password" }, suite.auth)
      await updateProductVariantsWorkflow(getContainer()).run({
        input: { selector: { product_id: mug.id }, update: { prices: [{ amount: 13.5, currency_code: "eur" }] } },
      })
      await settle()
      const second = (await api.post(`${BASE}/sync`, {}, suite.auth)).data
      const done = await batchDone(second.batch_id)
      expect(done).toMatchObject({
        total: 3,
        failed: 1,
        outcomes: { sent: 0, parked: 2 },
        last_error: expect.stringMatching(/login|password/i),
        // The same in the merchant's words, the service's own message after ours.
        last_error_words: { code: "refusal.service.auth", params: { detail: expect.stringMatching(/login|password/i) } },
      })
    })

    it("says what Retry does: fix the problems first, not in the channel, or queued with what the run did", async () => {
      const [parked] = await seedParked(1)
      await eventually(async () => (await product(parked.id)).status === "parked", 30_000, "the product to be parked")
      const fix = await api.post(`${BASE}/products/${parked.id}/retry`, {}, suite.auth)
      expect(fix.status).toBe(200)
      expect(fix.data).toMatchObject({ queued: false, outcome: "fix_problems", problems: [expect.objectContaining({ field: "title" })] })
      expect(fix.data.message).toMatch(/^Not sent: fix the problem first\. The title has \d+ characters; eBay allows 80\./)

      const {
        result: [outside],
      } = await createProductsWorkflow(getContainer()).run({
        input: {
          products: [
            {
              title: "Not for the marketplace",
              status: ProductStatus.PUBLISHED,
              options: [{ title: "Size", values: ["One"] }],
              variants: [{ title: "One", sku: "OUT-1", options: { Size: "One" }, prices: [{ amount: 5, currency_code: "eur" }] }],
            },
          ],
        },
      })
      expect((await api.post(`${BASE}/products/${outside.id}/retry`, {}, suite.auth)).data).toMatchObject({
        queued: false,
        outcome: "not_in_channel",
      })

      const mug = await seedMug(getContainer(), suite.store)
      await eventually(async () => (await product(mug.id)).status === "synced", 30_000, "the mug to be listed")
      await settle()
      const queued = await api.post(`${BASE}/products/${mug.id}/retry`, {}, suite.auth)
      expect(queued.status).toBe(202)
      expect(queued.data).toMatchObject({ queued: true, outcome: "queued" })
      const after = await eventually(
        async () => {
          const p = await product(mug.id)
          return p.queued === null && p.last_run && new Date(p.last_run.at).getTime() >= Date.now() - 30_000 ? p : undefined
        },
        30_000,
        "the retried run to finish"
      )
      expect(after.last_run).toMatchObject({ state: "done", outcome: "unchanged" })
    })

    it("pages, searches and filters the products and orders lists with a total count", async () => {
      await seedParked(25)
      await seedParked(3, "Findme")
      await eventually(
        async () => (await api.get(`${BASE}/products?status=parked&limit=1`, suite.auth)).data.count === 28,
        60_000,
        "28 parked products"
      )
      const page = (await api.get(`${BASE}/products?status=parked,attention,failed&limit=10&offset=20`, suite.auth)).data
      expect(page).toMatchObject({ count: 28, limit: 10, offset: 20 })
      expect(page.products).toHaveLength(8)
      const found = (await api.get(`${BASE}/products?status=parked&q=Findme`, suite.auth)).data
      expect(found.count).toBe(3)
      expect(found.products.every((p: { title: string }) => p.title.startsWith("Findme"))).toBe(true)
      expect((await api.get(`${BASE}/products?status=synced&q=Findme`, suite.auth)).data.count).toBe(0)
      const orders = (await api.get(`${BASE}/orders?state=parked,completed&q=100%25_x`, suite.auth)).data
      expect(orders).toMatchObject({ count: 0, orders: [] })
      const bad = await answer("get", `${BASE}/orders?state=parked,lost`)
      expect(bad.status).toBe(400)
      expect(bad.data.message).toContain("state must be one or more of: claimed, created, completed, parked")
    })

    it("clears a catalog profile, and resends every listed product's stock when the stock buffer changes", async () => {
      const shirt = await seedShirt(getContainer(), suite.store, { stock: 10 })
      await eventually(async () => (await product(shirt.productId)).status === "synced", 30_000, "the shirt to be listed")
      await settle()
      const catalogId = shirt.categoryIds.shirts
      await api.post(`${BASE}/catalogs/${catalogId}/profile`, { type: "shipping", profile_id: "77" }, suite.auth)
      const remoteCatalog = (await api.get(`${BASE}/catalogs`, suite.auth)).data.catalogs.find(
        (c: any) => c.category_id === catalogId
      ).remote_catalog_id
      expect((await sandbox.state()).catalogProfiles[remoteCatalog]).toEqual({ "3": "77" })
      const cleared = await api.post(`${BASE}/catalogs/${catalogId}/profile`, { type: "shipping", profile_id: null }, suite.auth)
      expect(cleared.data).toMatchObject({ profile_id: null, applied: true })
      expect((await sandbox.state()).catalogProfiles[remoteCatalog]).toEqual({})
      expect(
        (await api.get(`${BASE}/catalogs`, suite.auth)).data.catalogs.find((c: any) => c.category_id === catalogId).profiles.shipping
      ).toBeNull()

      const stocks = async () => (Object.values((await sandbox.state()).sets.ProductVariations) as any[]).map((v) => v.StockAmount)
      expect(await stocks()).toEqual([10, 10, 10, 10])
      const saved = (await api.post(`${BASE}/settings`, { stock_buffer: 3 }, suite.auth)).data
      expect(saved.resend).toMatchObject({ queued: 1, reasons: ["stock_buffer"], batch_id: expect.stringMatching(/^mxbatch_/) })
      expect(await batchDone(saved.resend.batch_id)).toMatchObject({ total: 1, outcomes: { sent: 1 } })
      expect(await stocks()).toEqual([7, 7, 7, 7])
      expect((await api.post(`${BASE}/settings`, { stock_buffer: 3 }, suite.auth)).data.resend).toBeNull()
    })

    it("saves marketplace fields after the push's checks, errors per field, and goes back to automatic categories", async () => {
      const mug = await seedMug(getContainer(), suite.store)
      await eventually(async () => (await product(mug.id)).status === "synced", 30_000, "the mug to be listed")
      await settle()
      const fields = (body: Record<string, unknown>) => answer("post", `${BASE}/products/${mug.id}/marketplace-fields`, body)

      const wrong = await fields({ best_offer_auto_accept_price: "20.00", unit_type: "Pfund", brand: "Acme" })
      expect(wrong.status).toBe(400)
      expect(wrong.data.fields).toEqual({
        best_offer_auto_accept_price: expect.stringContaining("is not below the price €12.50"),
        unit_type: expect.stringContaining("Choose one of Kg"),
      })
      // The same as codes, for the drawer in the admin's language.
      expect(wrong.data.field_codes).toMatchObject({
        best_offer_auto_accept_price: { code: "problem.accept_price_not_below_price" },
        unit_type: { code: "field.unit", params: { units: expect.stringContaining("Kg") } },
      })
      const noQuantity = await fields({ unit_type: "L" })
      expect(noQuantity.data.fields).toEqual({ unit_type: expect.stringContaining("A unit is set without a unit quantity") })
      expect((await fields({ brand: { nested: true } })).status).toBe(400)
      expect((await fields({ colour: "red" })).status).toBe(400)

      // Numbers as merchants of eBay.de type them, with a decimal comma; an id with a space after it.
      const saved = await fields({
        brand: "Acme",
        mpn: "MUG-300",
        condition: "gebraucht",
        unit_quantity: "0,3",
        unit_type: "L",
        vat_percent: 19,
        best_offer_auto_accept_price: "11,00",
        category_id_1: "15687 ",
      })
      expect(saved.status).toBe(200)
      expect(saved.data.metadata).toMatchObject({
        marketplace_brand: "Acme",
        marketplace_unit_type: "L",
        marketplace_unit_quantity: "0.3",
        marketplace_vat_percent: "19",
        marketplace_best_offer_auto_accept_price: "11.00",
        marketplace_category_id_1: "15687",
      })
      const remote = await eventually(
        async () => {
          const [p] = await remoteProducts()
          // Each field is its own write: wait for the last of them, not the first.
          return p.Brand === "Acme" && p.DisableAutomatch === true && p.BestOfferAutoAcceptPrice === "11.00" && p.UnitType === "L"
            ? p
            : undefined
        },
        30_000,
        "the fields at the service"
      )
      expect(remote).toMatchObject({
        Mpn: "MUG-300",
        ConditionId: "gebraucht",
        UnitType: "L",
        UnitQuantity: 0.3,
        BestOfferAutoAcceptPrice: "11.00",
      })
      await eventually(async () => (await sandbox.state()).marketplaceCategories[remote.Id]?.applied, 30_000, "the categories to apply")

      const automatic = await fields({ category_id_1: null })
      expect(automatic.data.metadata).not.toHaveProperty("marketplace_category_id_1")
      await eventually(async () => (await remoteProducts())[0].DisableAutomatch === false, 30_000, "automatic matching on again")
    })

    it("marks a product the service no longer holds as gone, sends nothing to its old id, and lists it again on request", async () => {
      const mug = await seedMug(getContainer(), suite.store)
      const shirt = await seedShirt(getContainer(), suite.store, { stock: 10 })
      await eventually(async () => (await product(mug.id)).status === "synced", 30_000, "the mug to be listed")
      await eventually(async () => (await product(shirt.productId)).status === "synced", 30_000, "the shirt to be listed")
      await settle()
      const oldId: string = (await product(mug.id)).remote_product_id
      const shirtId: string = (await product(shirt.productId)).remote_product_id
      const notGone = await answer("post", `${BASE}/products/${mug.id}/list-again`)
      expect(notGone.status).toBe(409)
      expect(notGone.data.message).toContain("still holds")
      expect((await answer("post", `${BASE}/products/prod_nope/list-again`)).status).toBe(404)

      // Deleted at the service behind the plugin's back: its listing stays live (A38).
      const client = sandboxClient(sandbox.url)
      await client.products.delete(oldId)
      await client.products.delete(shirtId)
      await client.close()
      const rename = (title: string) =>
        updateProductsWorkflow(getContainer()).run({ input: { selector: { id: mug.id }, update: { title } } })
      await rename("Stoneware mug, blue")
      const gone = await eventually(
        async () => {
          const p = await product(mug.id)
          return p.status === "gone_at_service" ? p : undefined
        },
        30_000,
        "the mug marked gone at the service"
      )
      expect(gone.last_error_words).toMatchObject({ code: "failure.product_gone", params: { remote_id: oldId } })
      expect(gone.listing.warning).toMatchObject({ code: "problem.listing_gone_at_service", params: { remote_id: oldId } })
      // Unchanged in Medusa, the shirt is found gone by its listing check: ProductIsListed answers 404 for it.
      await api.post(`${BASE}/listings/actions`, { action: "check", product_ids: [shirt.productId] }, suite.auth)
      await eventually(async () => (await product(shirt.productId)).status === "gone_at_service", 30_000, "the shirt marked gone")
      await settle()
      const rows = (await api.get(`${BASE}/listings?state=gone_at_service`, suite.auth)).data.listings
      expect(rows).toHaveLength(2)
      for (const [id, remoteId] of [
        [mug.id, oldId],
        [shirt.productId, shirtId],
      ]) {
        expect(rows).toContainEqual(
          expect.objectContaining({
            product_id: id,
            state: "gone_at_service",
            severity: "blocking",
            warnings: expect.arrayContaining([
              expect.objectContaining({ code: "problem.listing_gone_at_service", params: { remote_id: remoteId } }),
            ]),
          })
        )
      }
      expect((await api.get(`${BASE}/health`, suite.auth)).data.health.products.gone_at_service).toBe(2)

      // Nothing goes to the old id any more: not a change, not Sync now, not a listing check.
      await sandbox.clearRequests()
      await rename("Stoneware mug, green")
      await api.post(`${BASE}/products/${mug.id}/retry`, {}, suite.auth)
      await api.post(`${BASE}/listings/actions`, { action: "check", product_ids: [mug.id, shirt.productId] }, suite.auth)
      expect((await api.get(`${BASE}/products/${mug.id}/listing`, suite.auth)).data.listing).toMatchObject({
        listed: null,
        reason_words: { code: "failure.product_gone" },
      })
      await settle()
      const toOld = (await sandbox.dataRequests()).filter((r) =>
        [oldId, shirtId].some((id) => r.path.includes(`(${id}L)`) || r.path.includes(`=${id}L`))
      )
      expect(toOld).toEqual([])
      expect((await product(mug.id)).status).toBe("gone_at_service")

      const again = await answer("post", `${BASE}/products/${mug.id}/list-again`)
      expect(again.status).toBe(202)
      const relisted = await eventually(
        async () => {
          const p = await product(mug.id)
          return p.status === "synced" && p.remote_product_id && p.remote_product_id !== oldId ? p : undefined
        },
        30_000,
        "the mug listed anew"
      )
      expect((await sandbox.state()).sets.Products[relisted.remote_product_id]).toMatchObject({ Title: "Stoneware mug, green" })
      await settle()
      const back = (await api.get(`${BASE}/listings?q=${encodeURIComponent("Stoneware")}`, suite.auth)).data.listings
      expect(back).toEqual([
        expect.objectContaining({ product_id: mug.id, state: "listed", remote_product_id: relisted.remote_product_id }),
      ])
      expect((await api.get(`${BASE}/health`, suite.auth)).data.health.products.gone_at_service).toBe(1)
    })
  },
})
