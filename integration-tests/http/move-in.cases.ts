import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
import {
  createProductsWorkflow,
  updateInventoryLevelsWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
} from "@medusajs/medusa/core-flows"
import type { AxiosInstance } from "axios"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { failedResponse } from "../helpers/admin-session"
import type { connectedStore } from "../helpers/connected-store"
import { seedShirt } from "../helpers/seed-catalog"
import { eventually, queueSettled, sandboxConnection, serviceCheckAfterSave, type sandboxForSuite } from "../helpers/sandbox"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"

type Suite = ReturnType<typeof connectedStore>
type Variant = { sku: string; ean?: string }

const ean = (n: number) => {
  const body = `400638${String(n).padStart(6, "0")}`
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/**
 * Moving in: an account another connector filled. The guard holds back every create
 * until the merchant decided on a scan; the scan plans what becomes of each product. Registered
 * by a suite that boots the app with a connected store.
 */
export function moveInCases(
  sandbox: ReturnType<typeof sandboxForSuite>,
  api: AxiosInstance,
  getContainer: () => MedusaContainer,
  suite: Suite
) {
  describe("moving in: an account another system filled", () => {
    const medusaProducts = async (products: Array<{ title: string; variants: Variant[] }>) => {
      const { result } = await createProductsWorkflow(getContainer()).run({
        input: {
          products: products.map((p) => ({
            title: p.title,
            description: `<p>${p.title}</p>`,
            status: ProductStatus.PUBLISHED,
            options: [{ title: "Size", values: p.variants.map((_, i) => `S${i}`) }],
            variants: p.variants.map((v, i) => ({
              title: `S${i}`,
              sku: v.sku,
              ean: v.ean,
              options: { Size: `S${i}` },
              manage_inventory: false,
              prices: [{ amount: 19.9, currency_code: "eur" }],
            })),
            sales_channels: [{ id: suite.store.salesChannelId }],
            metadata: { marketplace_brand: "Acme", marketplace_mpn: p.title },
          })),
        },
      })
      return result.map((p) => p.id)
    }
    const foreignSingle = (foreignId: string, extra: Record<string, unknown> = {}) => ({
      ForeignId: foreignId,
      Title: `Old listing ${foreignId}`,
      Description: "<p>From the old shop</p>",
      StockAmount: 3,
      ProductType: 0,
      Price: "19.90",
      ...extra,
    })
    const foreignSet = (foreignId: string, skus: string[]) => ({
      ...foreignSingle(foreignId, { ProductType: 1, StockAmount: 0 }),
      ProductVariations: skus.map((sku) => ({ Sku: sku, Price: "19.90", StockAmount: 2, ForeignId: `${foreignId}-${sku}` })),
    })
    const productPosts = async () =>
      (await sandbox.dataRequests()).filter((r) => r.method === "POST" && /\/Products$/.test(r.path.split("?")[0]))
    const service = (): MarketplaceExchangeModuleService => getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
    const plan = async (query = "") => (await api.get(`/admin/marketplace-exchange/account/scan${query}`, suite.auth)).data
    /** The sandbox's products by title -> id. */
    const sandboxProductIds = async (): Promise<Record<string, string>> =>
      Object.fromEntries(Object.values((await sandbox.state()).sets.Products as Record<string, any>).map((p) => [p.Title, String(p.Id)]))
    /** The writes the sandbox received, as `METHOD /Path?query` below the service root. */
    const sentWrites = async () =>
      (await sandbox.dataRequests())
        .filter((r) => r.method !== "GET")
        .map((r) => `${r.method} ${decodeURIComponent(r.path).replace(/^.*?api\.svc/, "")}`)
    /** The queue has run everything but the `waiting` tasks that wait for a decision. */
    const settledBut = (waiting: number) =>
      eventually(
        async () => {
          const queue = (await api.get("/admin/marketplace-exchange/sync", suite.auth)).data
          return queue.running === 0 && queue.pending === waiting && queue.retrying === waiting && queue
        },
        60_000,
        `the queue to run all but ${waiting} waiting tasks`
      )

    it("creates nothing until a scan is decided, and plans each: 21 link, 4 conflict, 8 create, 5 only at the service", async () => {
      // Three products the plugin listed itself while the account was still empty.
      const ours = await medusaProducts([1, 2, 3].map((n) => ({ title: `Own mug ${n}`, variants: [{ sku: `OWN-${n}` }] })))
      await queueSettled(api, suite.auth)
      expect(await productPosts()).toHaveLength(3)

      // Then the old shop's connector filled the account: 27 products of its own.
      const sets = [1, 2, 3, 4, 5].map((n) => foreignSet(`magento-set-${n}`, [`SET-${n}-S`, `SET-${n}-M`]))
      const singlesBySku = [1, 2, 3, 4, 5].map((n) => foreignSingle(`SINGLE-${n}`))
      const byEan = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => foreignSingle(`magento-ean-${n}`, { Ean: ean(n) }))
      const conflicts = [
        foreignSingle("TWO-1"), // a single product against a Medusa product with two variants
        foreignSingle("TWO-2"),
        foreignSet("magento-set-one-1", ["ONE-1"]), // a variation set against a single-variant product
        foreignSet("magento-set-one-2", ["ONE-2"]),
      ]
      const onlyThere = [1, 2, 3, 4, 5].map((n) => foreignSingle(`magento-only-${n}`, { Title: `Discontinued ${n}` }))
      const seeded = await fetch(`${sandbox.url}/_sandbox/seed`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ products: [...sets, ...singlesBySku, ...byEan, ...conflicts, ...onlyThere] }),
      })
      expect(seeded.status).toBe(201)
      // Saving the connection looks at the account (one GET): it holds products the plugin has no record of.
      await api.post("/admin/marketplace-exchange/settings", sandboxConnection(sandbox.url, suite.store), suite.auth)

      // The new shop's catalog: 30 more products in the marketplace channel.
      const channel = await medusaProducts([
        ...[1, 2, 3, 4, 5].map((n) => ({ title: `Shirt ${n}`, variants: [{ sku: `SET-${n}-S` }, { sku: `SET-${n}-M` }] })),
        ...[1, 2, 3, 4, 5].map((n) => ({ title: `Cap ${n}`, variants: [{ sku: `SINGLE-${n}` }] })),
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ title: `Vase ${n}`, variants: [{ sku: `VASE-${n}`, ean: ean(n) }] })),
        ...[1, 2].map((n) => ({ title: `Jacket ${n}`, variants: [{ sku: `TWO-${n}` }, { sku: `TWO-${n}-L` }] })),
        ...[1, 2].map((n) => ({ title: `Scarf ${n}`, variants: [{ sku: `ONE-${n}` }] })),
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ title: `New lamp ${n}`, variants: [{ sku: `LAMP-${n}` }] })),
      ])
      // Their tasks wait (retried with backoff), and none creates a second listing.
      const waiting = await eventually(
        async () => {
          const queue = (await api.get("/admin/marketplace-exchange/sync", suite.auth)).data
          return queue.retrying >= 30 && queue
        },
        30_000,
        "the new products' tasks to wait for the scan"
      )
      expect(waiting.last_error).toMatch(/has no record of .*scan the account \(Marketplace → Move in\)/)
      // The same in the merchant's words, a code the admin renders in German too.
      expect(waiting.last_error_words).toEqual({ code: "wait.account_scan", params: { count: expect.any(Number) } })
      expect(await productPosts()).toHaveLength(3)
      const syncAll = await failedResponse(api.post("/admin/marketplace-exchange/sync", {}, suite.auth))
      expect(syncAll.status).toBe(409)
      expect(syncAll.data.message).toMatch(/^The account holds (a product|products) the plugin has no record of/)
      expect(syncAll.data.words?.code).toBe("refusal.scan.needed")

      // The scan: 202, then the plan.
      expect((await failedResponse(api.get("/admin/marketplace-exchange/account/scan", suite.auth))).status).toBe(404)
      const started = await api.post("/admin/marketplace-exchange/account/scan", {}, suite.auth)
      expect(started.status).toBe(202)
      expect(started.data).toMatchObject({ started: true, scan: { state: "running", progress: { read: 0, total: null } } })
      const done = await eventually(
        async () => {
          const answer = await plan()
          return answer.scan.state === "done" && answer
        },
        30_000,
        "the scan to finish"
      )
      expect(done.scan).toMatchObject({
        progress: { read: 30, variations_read: 12 },
        plan: { link: 21, conflict: 4, create: 8, only_at_service: 5 },
      })
      expect(done.count).toBe(38)
      const links = await plan("?outcome=link&limit=50")
      expect(links.items.map((i: any) => i.reason).sort()).toEqual([
        ...Array(8).fill("gtin"),
        ...Array(3).fill("ours"),
        ...Array(10).fill("sku"),
      ])
      expect(
        links.items
          .filter((i: any) => i.reason === "ours")
          .map((i: any) => i.product.id)
          .sort()
      ).toEqual([...ours].sort())
      const conflictLines = await plan("?outcome=conflict")
      expect(conflictLines.items.map((i: any) => [i.remote.foreign_id, i.reason, i.candidates.map((c: any) => c.title)])).toEqual(
        expect.arrayContaining([
          ["TWO-1", "single_to_set", ["Jacket 1"]],
          ["magento-set-one-2", "set_to_single", ["Scarf 2"]],
        ])
      )
      const creates = await plan("?outcome=create")
      expect(creates.items.map((i: any) => i.product.title).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `New lamp ${n}`))
      expect((await plan("?outcome=only_at_service")).items.map((i: any) => i.remote.title).sort()).toEqual(
        [1, 2, 3, 4, 5].map((n) => `Discontinued ${n}`)
      )
      // A second start while none runs starts a new scan; bad input is a 4xx naming the fix.
      const bad = await failedResponse(api.post("/admin/marketplace-exchange/account/scan", { mapping: [{ foreign_id: "x" }] }, suite.auth))
      expect(bad.status).toBe(400)
      const unknown = await failedResponse(
        api.post("/admin/marketplace-exchange/account/scan", { mapping: [{ foreign_id: "x", product_id: "prod_nope" }] }, suite.auth)
      )
      expect(unknown.status).toBe(404)
      expect(unknown.data.message).toContain("prod_nope")
      expect((await failedResponse(api.get("/admin/marketplace-exchange/account/scan?outcome=sold", suite.auth))).status).toBe(400)
      // Nothing of the account was written to by the scan.
      expect(await productPosts()).toHaveLength(3)

      // Apply: the 21 links are read from the service, the 8 lamps created; the conflicts' four products wait.
      const remoteIds = await sandboxProductIds()
      // The merchant links one conflict anyway: the old single product TWO-1 to Jacket 1, which has two variants.
      const twoOne = remoteIds["Old listing TWO-1"]
      const applied = await api.post(
        "/admin/marketplace-exchange/account/scan/apply",
        { overrides: [{ remote_product_id: twoOne, product_id: channel[18], action: "link" }] },
        suite.auth
      )
      expect(applied.data).toMatchObject({
        scan: { state: "applied", take_over_foreign_ids: false },
        applied: { linked: 22, created: 8, held: 3 },
      })
      const settled = await settledBut(4)
      expect(settled.last_error).toMatch(/^Left out when moving in \(/)
      expect(settled.last_error_words?.code).toMatch(/^wait\.move_in\./)
      // A single product cannot become a product with variants in place: it is left as it is, and Jacket 1 waits.
      expect((await sentWrites()).filter((w) => w.includes(`(${twoOne}L)`) || w.includes(`productId=${twoOne}L`))).toEqual([])
      expect((await sentWrites()).filter((w) => w.startsWith("DELETE /Products"))).toEqual([])
      // Jacket 2 (a conflict's product) waits: no create of it gets on record, whatever run tries.
      expect(await service().fenceProductCreate(FIRST_ACCOUNT_ID, channel[19])).toBe(false)
      expect(await productPosts()).toHaveLength(3 + 8)
      const titles = Object.keys(await sandboxProductIds())
      expect(titles.filter((t) => t.startsWith("New lamp"))).toHaveLength(8)
      expect(titles).toHaveLength(3 + 27 + 8)
      // The five only at the service are untouched, and no ForeignId of the old system was overwritten.
      const writes = (await sandbox.dataRequests()).filter((r) => r.method !== "GET").map((r) => decodeURIComponent(r.path))
      for (const n of [1, 2, 3, 4, 5]) {
        const id = remoteIds[`Discontinued ${n}`]
        expect(writes.filter((path) => path.includes(`(${id}L)`) || path.includes(`productId=${id}L`))).toEqual([])
      }
      expect(writes.filter((path) => path.endsWith("/ForeignId"))).toEqual([])
      // A linked single product now carries the store's title, on its existing id.
      expect(writes).toContainEqual(expect.stringContaining(`Products(${remoteIds["Old listing SINGLE-1"]}L)/Title`))
      const again = await failedResponse(api.post("/admin/marketplace-exchange/account/scan/apply", {}, suite.auth))
      expect([again.status, again.data.message]).toEqual([409, expect.stringMatching(/applied already/)])
    })

    it("drives a linked listing: stock on its ids, the variation the store lacks removed, our ForeignIds later", async () => {
      await fetch(`${sandbox.url}/_sandbox/seed`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          products: [foreignSet("magento-shirt", ["SHIRT-BLUE-M", "SHIRT-BLUE-L", "SHIRT-RED-M", "SHIRT-RED-L", "SHIRT-GREEN-M"])],
        }),
      })
      await api.post("/admin/marketplace-exchange/settings", sandboxConnection(sandbox.url, suite.store), suite.auth)
      const shirt = await seedShirt(getContainer(), suite.store)
      await eventually(async () => (await api.get("/admin/marketplace-exchange/sync", suite.auth)).data.retrying === 1, 30_000, "the wait")
      const scanAndApply = async (body: Record<string, unknown>) => {
        await api.post("/admin/marketplace-exchange/account/scan", {}, suite.auth)
        await eventually(async () => (await plan()).scan.state === "done", 30_000, "the scan")
        const bad = await failedResponse(
          api.post(
            "/admin/marketplace-exchange/account/scan/apply",
            { overrides: [{ remote_product_id: "999999", action: "skip" }] },
            suite.auth
          )
        )
        expect([bad.status, bad.data.message]).toEqual([404, expect.stringContaining("no line for 999999")])
        await sandbox.clearRequests()
        await api.post("/admin/marketplace-exchange/account/scan/apply", body, suite.auth)
        await queueSettled(api, suite.auth)
        return sentWrites()
      }
      const { Products, ProductVariations } = (await sandbox.state()).sets
      const remote = Object.values(Products as Record<string, any>).find((p) => p.ForeignId === "magento-shirt")
      const variationOf = (sku: string) =>
        Object.values(ProductVariations as Record<string, any>).find((v) => v.Sku === sku && String(v.ProductId) === String(remote.Id))!.Id

      // A create on record when the plan is applied keeps its product from being linked: 409, nothing applied.
      expect(await service().fenceProductCreate(FIRST_ACCOUNT_ID, shirt.productId)).toBe(true)
      await api.post("/admin/marketplace-exchange/account/scan", {}, suite.auth)
      await eventually(async () => (await plan()).scan.state === "done", 30_000, "the scan")
      const raced = await failedResponse(api.post("/admin/marketplace-exchange/account/scan/apply", {}, suite.auth))
      expect([raced.status, raced.data.message]).toEqual([
        409,
        expect.stringContaining(`Listings of ${shirt.productId} are being created right now`),
      ])
      await service().saveProductSyncState(FIRST_ACCOUNT_ID, shirt.productId, { pending_creates: null })
      const linked = await scanAndApply({})
      expect(linked.filter((w) => w.startsWith("POST") && /\/Products$/.test(w))).toEqual([])
      // Stock 10 and price 29.90 for the four variants, on the listing's own variations; the green one is zeroed, then removed.
      for (const sku of ["SHIRT-BLUE-M", "SHIRT-BLUE-L", "SHIRT-RED-M", "SHIRT-RED-L"])
        expect(linked).toContainEqual(
          expect.stringMatching(new RegExp(`ReviseInventoryStatus\\?.*productVariationId=${variationOf(sku)}L`))
        )
      const green = variationOf("SHIRT-GREEN-M")
      expect(linked).toContainEqual(expect.stringMatching(new RegExp(`productVariationId=${green}L&stockAmount=0`)))
      expect(linked).toContainEqual(`DELETE /ProductVariations(${green}L)`)
      expect(linked.filter((w) => w.endsWith("/ForeignId"))).toEqual([])

      // A stock change is one ReviseInventoryStatus on the existing ids.
      await sandbox.clearRequests()
      await updateInventoryLevelsWorkflow(getContainer()).run({
        input: {
          updates: [
            { inventory_item_id: shirt.variants["SHIRT-RED-M"].inventoryItemId, location_id: suite.store.locationId, stocked_quantity: 4 },
          ],
        },
      })
      await queueSettled(api, suite.auth)
      expect(await sentWrites()).toEqual([
        `POST /ReviseInventoryStatus?productId=${remote.Id}L&productVariationId=${variationOf("SHIRT-RED-M")}L&stockAmount=4`,
      ])

      // The old connector is switched off: a new scan finds the listing ours, and apply writes our ForeignIds.
      const takenOver = await scanAndApply({ take_over_foreign_ids: true })
      expect(takenOver.filter((w) => w.endsWith("/ForeignId")).sort()).toEqual(
        [
          `PUT /Products(${remote.Id}L)/ForeignId`,
          ...["SHIRT-BLUE-M", "SHIRT-BLUE-L", "SHIRT-RED-M", "SHIRT-RED-L"].map(
            (sku) => `PUT /ProductVariations(${variationOf(sku)}L)/ForeignId`
          ),
        ].sort()
      )
      const after = (await sandbox.state()).sets
      expect(after.Products[remote.Id].ForeignId).toBe(shirt.productId)
      expect(after.ProductVariations[variationOf("SHIRT-RED-M")].ForeignId).toBe(shirt.variants["SHIRT-RED-M"].id)
    })

    it("A47: links a listing read in Atom with VatPercent and UnitQuantity untyped: the values it holds are not sent again", async () => {
      await sandbox.faults({ atomUntypedFloats: true })
      await fetch(`${sandbox.url}/_sandbox/seed`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          products: [
            {
              ...foreignSet("magento-shirt", ["SHIRT-BLUE-M", "SHIRT-BLUE-L", "SHIRT-RED-M", "SHIRT-RED-L"]),
              VatPercent: 7,
              UnitQuantity: 0.5,
              UnitType: "L",
            },
          ],
        }),
      })
      await api.post("/admin/marketplace-exchange/settings", { ...sandboxConnection(sandbox.url, suite.store), format: "atom" }, suite.auth)
      const shirt = await seedShirt(getContainer(), suite.store)
      await updateProductsWorkflow(getContainer()).run({
        input: {
          selector: { id: shirt.productId },
          update: { metadata: { marketplace_vat_percent: "7", marketplace_unit_quantity: "0.5", marketplace_unit_type: "L" } },
        },
      })
      await eventually(async () => (await api.get("/admin/marketplace-exchange/sync", suite.auth)).data.retrying === 1, 30_000, "the wait")
      await api.post("/admin/marketplace-exchange/account/scan", {}, suite.auth)
      await eventually(async () => (await plan()).scan.state === "done", 30_000, "the scan")
      await sandbox.clearRequests()
      await api.post("/admin/marketplace-exchange/account/scan/apply", {}, suite.auth)
      await queueSettled(api, suite.auth)

      const writes = await sentWrites()
      expect(writes.filter((w) => w.startsWith("POST") && /\/Products$/.test(w))).toEqual([])
      // Linked and driven: its stock went on its own ids, its title became the store's.
      expect(writes).toContainEqual(expect.stringMatching(/^POST \/ReviseInventoryStatus\?/))
      expect(writes).toContainEqual(expect.stringMatching(/^PUT \/Products\(\d+L\)\/Title$/))
      // The VAT, the unit quantity and its unit were read as the listing holds them, so nothing is sent for them.
      expect(writes.filter((w) => /\/(VatPercent|UnitQuantity|UnitType)$/.test(w))).toEqual([])
      const [remote] = Object.values((await sandbox.state()).sets.Products as Record<string, any>)
      expect(remote).toMatchObject({ VatPercent: 7, UnitQuantity: 0.5, UnitType: "L" })
      await sandbox.faults({})
      await api.post("/admin/marketplace-exchange/settings", { format: "json" }, suite.auth)
    })

    it("reads each variation set's variations through its product when the ProductVariations feed is refused (A53)", async () => {
      const seeded = await fetch(`${sandbox.url}/_sandbox/seed`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          products: [
            ...[1, 2, 3].map((n) => foreignSet(`magento-hoodie-${n}`, [`HOODIE-${n}-S`, `HOODIE-${n}-M`])),
            foreignSingle("BEANIE-1"),
          ],
        }),
      })
      expect(seeded.status).toBe(201)
      const savedAt = new Date().toISOString()
      await api.post("/admin/marketplace-exchange/settings", sandboxConnection(sandbox.url, suite.store), suite.auth)
      // The check this save starts (A55) reads the feed too; a slow answer there counts as failing, and its fallback is written
      // after its record. Once that is done, the connection starts as one whose feed answered.
      const check = await serviceCheckAfterSave(getContainer(), savedAt)
      const settings = await service().getSettings()
      if (check.fallbacks?.variation_reading === "per_product")
        await eventually(
          async () => (await service().getScanVariationReading(FIRST_ACCOUNT_ID, settings))?.form === "per_product",
          10_000,
          "its fallback"
        )
      await service().recordScanVariationReading(FIRST_ACCOUNT_ID, { form: "set" }, settings)
      // From now on the service refuses the set-level feed; a product's own variations it answers.
      await sandbox.faults({ refuseVariationFeed: 400 })
      await medusaProducts([
        ...[1, 2, 3].map((n) => ({ title: `Hoodie ${n}`, variants: [{ sku: `HOODIE-${n}-S` }, { sku: `HOODIE-${n}-M` }] })),
        { title: "Beanie", variants: [{ sku: "BEANIE-1" }] },
      ])
      const remoteIds = await sandboxProductIds()
      const scanned = async () => {
        await sandbox.clearRequests()
        await api.post("/admin/marketplace-exchange/account/scan", {}, suite.auth)
        const done = await eventually(
          async () => {
            const answer = await plan()
            return (answer.scan.state === "done" || answer.scan.state === "failed") && answer
          },
          30_000,
          "the scan to finish"
        )
        const reads = (await sandbox.dataRequests())
          .filter((r) => r.method === "GET" && /ProductVariations/.test(r.path))
          .map(
            (r) =>
              `${r.status} ${
                decodeURIComponent(r.path)
                  .replace(/^.*?api\.svc\//, "")
                  .split("?")[0]
              }`
          )
        return { done, reads }
      }
      const perProduct = [1, 2, 3].map((n) => `200 Products(${remoteIds[`Old listing magento-hoodie-${n}`]}L)/ProductVariations`).sort()

      // The feed is refused once; each variation set (not the single product) is read on its own, and every variation matches.
      const first = await scanned()
      expect(first.done.scan).toMatchObject({
        state: "done",
        progress: { read: 4, variations_read: 6 },
        plan: { link: 4, conflict: 0, create: 0, only_at_service: 0 },
      })
      expect((await plan("?outcome=link")).items.map((i: any) => i.reason)).toEqual(Array(4).fill("sku"))
      expect(first.reads.sort()).toEqual(["400 ProductVariations", ...perProduct].sort())
      // The connection's reading is remembered, and the health view says which one the scan uses.
      const { health } = (await api.get("/admin/marketplace-exchange/health", suite.auth)).data
      expect(health.account.scan_variation_reading).toEqual({
        form: "per_product",
        since: expect.any(String),
        reason: expect.stringContaining("answered 400"),
      })
      // A second scan on the same connection reads per product at once: the feed is not asked again.
      const second = await scanned()
      expect(second.done.scan).toMatchObject({ state: "done", progress: { variations_read: 6 }, plan: { link: 4 } })
      expect(second.reads.sort()).toEqual(perProduct)
    })

    it("lets the creates go once the merchant dismisses the scan; an empty account needs none", async () => {
      await fetch(`${sandbox.url}/_sandbox/seed`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ products: [foreignSingle("magento-1")] }),
      })
      await api.post("/admin/marketplace-exchange/settings", sandboxConnection(sandbox.url, suite.store), suite.auth)
      await medusaProducts([{ title: "Teapot", variants: [{ sku: "TEA-1" }] }])
      await eventually(async () => (await api.get("/admin/marketplace-exchange/sync", suite.auth)).data.retrying === 1, 30_000, "the wait")
      expect((await failedResponse(api.post("/admin/marketplace-exchange/account/scan/dismiss", {}, suite.auth))).status).toBe(404)
      await api.post("/admin/marketplace-exchange/account/scan", {}, suite.auth)
      const dismissed = await api.post("/admin/marketplace-exchange/account/scan/dismiss", {}, suite.auth)
      expect(dismissed.data.scan.state).toBe("dismissed")
      expect((await failedResponse(api.post("/admin/marketplace-exchange/account/scan/dismiss", {}, suite.auth))).status).toBe(409)
      // Woken at once, not after its backoff.
      await eventually(async () => (await productPosts()).length === 1, 15_000, "the teapot's create")
      expect((await api.post("/admin/marketplace-exchange/sync", {}, suite.auth)).status).toBe(202)
    })

    it("sends per direction what the settings let through: stock without the catalog, the catalog without stock", async () => {
      const [listed] = await medusaProducts([{ title: "Listed mug", variants: [{ sku: "MUG-L" }] }])
      await queueSettled(api, suite.auth)
      await api.post("/admin/marketplace-exchange/settings", { push_catalog: false }, suite.auth)
      const [fresh] = await medusaProducts([{ title: "Unlisted jug", variants: [{ sku: "JUG-1" }] }])
      await queueSettled(api, suite.auth)
      await sandbox.clearRequests()
      // The listed mug gets a new title (content) and a new price (the stock and price lane).
      await updateProductsWorkflow(getContainer()).run({ input: { selector: { id: listed }, update: { title: "Listed mug, blue" } } })
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: variants } = await query.graph({ entity: "product_variant", fields: ["id"], filters: { product_id: listed } })
      await updateProductVariantsWorkflow(getContainer()).run({
        input: { selector: { id: variants[0].id }, update: { prices: [{ amount: 24.9, currency_code: "eur" }] } },
      })
      const { data } = await api.post("/admin/marketplace-exchange/sync", { product_ids: [fresh, listed] }, suite.auth)
      await queueSettled(api, suite.auth)
      const batch = (await api.get(`/admin/marketplace-exchange/sync?batch_id=${data.batch_id}`, suite.auth)).data
      // The new product waits for the catalog to be switched on; of the listed one only the price travels.
      expect(batch.outcomes).toMatchObject({ skipped: 1 })
      const writes = (await sandbox.dataRequests())
        .filter((r) => r.method !== "GET")
        .map((r) => `${r.method} ${decodeURIComponent(r.path)}`)
      expect(writes).toEqual([expect.stringMatching(/^POST .*ReviseInventoryStatus\?.*price=24\.9/)])
      expect((await api.get("/admin/marketplace-exchange/health", suite.auth)).data.health.directions).toEqual({
        push_catalog: false,
        push_stock_price: true,
        import_orders: true,
        import_orders_since: null,
      })

      // Stock and price off too: nothing goes at all; on again, the catalog's creates go.
      await api.post("/admin/marketplace-exchange/settings", { push_stock_price: false }, suite.auth)
      await updateProductVariantsWorkflow(getContainer()).run({
        input: { selector: { id: variants[0].id }, update: { prices: [{ amount: 21.5, currency_code: "eur" }] } },
      })
      await sandbox.clearRequests()
      await api.post("/admin/marketplace-exchange/sync", { product_ids: [listed] }, suite.auth)
      await queueSettled(api, suite.auth)
      expect((await sandbox.dataRequests()).filter((r) => r.method !== "GET")).toEqual([])
      // Unpublished meanwhile: its listing is the old system's to end while stock and price are off.
      await updateProductsWorkflow(getContainer()).run({ input: { selector: { id: listed }, update: { status: ProductStatus.DRAFT } } })
      await queueSettled(api, suite.auth)
      expect((await sandbox.dataRequests()).filter((r) => r.method !== "GET")).toEqual([])
      await updateProductsWorkflow(getContainer()).run({ input: { selector: { id: listed }, update: { status: ProductStatus.PUBLISHED } } })
      await queueSettled(api, suite.auth)
      await api.post("/admin/marketplace-exchange/settings", { push_catalog: true, push_stock_price: true }, suite.auth)
      await api.post("/admin/marketplace-exchange/sync", { product_ids: [fresh] }, suite.auth)
      await queueSettled(api, suite.auth)
      // The jug's create (the log was cleared after the mug's), and every listing's stock and price again, as they are now.
      expect(await productPosts()).toHaveLength(1)
      const after = (await sandbox.dataRequests()).map((r) => decodeURIComponent(r.path))
      expect(after).toContainEqual(expect.stringMatching(/ReviseInventoryStatus\?.*stockAmount=\d+.*price=21\.5/))
      const bad = await failedResponse(api.post("/admin/marketplace-exchange/settings", { push_catalog: "no" }, suite.auth))
      expect([bad.status, bad.data.message]).toEqual([400, expect.stringContaining("push_catalog")])
    })
  })
}
