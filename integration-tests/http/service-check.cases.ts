import type { MedusaContainer } from "@medusajs/framework/types"
import type { AxiosInstance } from "axios"
import { ExchangeClient } from "../../src/client"
import { renderMessage } from "../../src/messages"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { buy, medusaOrdersOf } from "../helpers/marketplace-orders"
import { pollOnceNow } from "../helpers/order-polls"
import { eventually, queueSettled, type sandboxForSuite, sandboxClient } from "../helpers/sandbox"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"

type Sandbox = ReturnType<typeof sandboxForSuite>
type Remote = Record<string, { productId: string; variationId: string }>

const ROUTE = "/admin/marketplace-exchange/service-check"

/**
 * The service check (A55): reads only, each request form answered or not with its status and
 * time, within 10 s; its fallbacks handed to the order poll; `$metadata` compared (A54); what
 * the service sends that the spec does not show kept with its first-seen date. Registered by the
 * order polling suite, whose `setUp` connects a store with a listed shirt and holds the poll job.
 */
export function serviceCheckCases(
  sandbox: Sandbox,
  api: AxiosInstance,
  getContainer: () => MedusaContainer,
  suite: { setUp: () => Promise<{ remote: Remote }>; auth: () => { headers: Record<string, string> } }
) {
  describe("the service check", () => {
    const check = async () => {
      const started = Date.now()
      const { status, data } = await api.post(ROUTE, {}, suite.auth()).catch((error) => error.response)
      expect({ status, refused: status === 200 ? null : data }).toEqual({ status: 200, refused: null })
      return { ...data.check, wall_ms: Date.now() - started }
    }
    const outcome = (result: any, request: string) => result.requests.find((r: any) => r.request === request)
    /** A connected store with a listed shirt and one imported order, so every read has something to ask about. */
    const connectedWithOrder = async () => {
      const { remote } = await suite.setUp()
      const salesOrderId = await buy(sandbox, [remote["SHIRT-RED-M"]], { paid: true })
      await pollOnceNow(getContainer())
      await eventually(async () => (await medusaOrdersOf(getContainer(), salesOrderId)).length, 30_000, "the imported order")
      // The import's own follow-ups (its stock sent) are done before the check, so the sandbox sees only the check.
      await queueSettled(api, suite.auth())
      return { remote, salesOrderId }
    }
    /** The poll's client forgets what it learned: another connection, then this one again (A31). */
    const forgetLearnedForm = async () => {
      await sandbox.faults({})
      await api.post("/admin/marketplace-exchange/settings", { format: "atom" }, suite.auth())
      await api.post("/admin/marketplace-exchange/settings", { format: "json" }, suite.auth())
    }

    it("a clean check: every read answered with status and time, within 10 s; $metadata as assumed; GET and health tell it", async () => {
      await connectedWithOrder()
      await sandbox.clearRequests()
      const result = await check()
      process.stdout.write(`service check: ${result.duration_ms} ms (route ${result.wall_ms} ms, bound 10000 ms)\n`)
      expect(result.wall_ms).toBeLessThan(10_000)
      expect(result.ok).toBe(true)
      expect(result.requests.map((r: any) => [r.request, r.verdict, r.status])).toEqual(
        [
          "login",
          "catalogs",
          "products",
          "product_variations",
          "variations_of_product",
          "orders_joined",
          "orders_unimported",
          "orders_changed",
          "product_is_listed",
          "order_history",
          "metadata",
        ].map((request) => [request, "answered", 200])
      )
      for (const r of result.requests) expect(r.ms).toEqual(expect.any(Number))
      expect(result.fallbacks).toEqual({ order_filter: "joined", variation_reading: "set" })
      expect(result.metadata.differences).toEqual([])
      expect(Object.keys(result.metadata.sets)).toEqual(expect.arrayContaining(["OptionalProductAttributes", "ProductVariationImages"]))
      expect(result.metadata.sets.SalesOrders.properties.MarketplaceModificationDate).toBe("Edm.DateTime")
      // Reads only: nothing but GETs reached the data API.
      expect((await sandbox.dataRequests()).filter((r) => r.method !== "GET")).toEqual([])

      const stored = (await api.get(ROUTE, suite.auth())).data.check
      expect(stored.checked_at).toBe(result.checked_at)
      const health = (await api.get("/admin/marketplace-exchange/health", suite.auth())).data.health
      expect(health.service_check).toMatchObject({ checked_at: result.checked_at, ok: true, failed: [], findings: [] })
    })

    it("joined order filter refused: named in the result, and the poll asks the two forms apart from then on", async () => {
      await suite.setUp()
      await sandbox.faults({ refuseJoinedOrderFilter: true })
      const result = await check()
      expect(outcome(result, "orders_joined")).toMatchObject({ verdict: "refused", status: 400 })
      expect(outcome(result, "orders_unimported")).toMatchObject({ verdict: "answered", status: 200 })
      expect(outcome(result, "orders_changed")).toMatchObject({ verdict: "answered", status: 200 })
      expect(result.fallbacks.order_filter).toBe("separate")
      expect(result.findings.map((f: any) => f.code)).toContain("service_check.poll_separate")
      const health = (await api.get("/admin/marketplace-exchange/health", suite.auth())).data.health
      expect(health.polling.order_filter).toMatchObject({
        form: "separate",
        since: expect.any(String),
        reason: expect.stringContaining("400"),
      })

      // The poll takes the form from the run state: its first question is already the two shown forms, no 400 first.
      await sandbox.clearRequests()
      expect(await pollOnceNow(getContainer())).toMatchObject({ polled: true, error: null })
      const polls = (await sandbox.dataRequests()).filter((r) => /SalesOrders\(\)\?\$filter=/.test(r.path))
      expect(polls.map((r) => r.status)).toEqual([200, 200])
      expect(polls.map((r) => decodeURIComponent(r.path))).toEqual([
        expect.stringMatching(/\$filter=\(ForeignOrderId eq null\) or \(ForeignOrderId eq ''\)$/),
        expect.stringMatching(/\$filter=\(MarketplaceModificationDate gt DateTime'[^']+' and MarketplaceModificationDate ne null\)$/),
      ])
      await forgetLearnedForm()
    })

    it("a 403 on one read is that read refused, not the credentials; an outage fails the login and asks nothing else", async () => {
      await suite.setUp()
      await sandbox.faults({
        refusals: [{ method: "GET", path: "/Catalogs", status: 403, code: "2001", message: "Catalogs are not part of this subscription." }],
      })
      const refused = await check()
      expect(refused.ok).toBe(false)
      expect(outcome(refused, "login")).toMatchObject({ verdict: "answered" })
      expect(outcome(refused, "catalogs")).toMatchObject({ verdict: "refused", status: 403, words: { code: "service_check.refused" } })
      expect(renderMessage(outcome(refused, "catalogs").words, "de")).toContain(
        "Die Katalogliste: Der Dienst hat diese Abfrage abgelehnt (403)"
      )
      expect(renderMessage(outcome(refused, "catalogs").words, "en")).toContain("Catalogs are not part of this subscription.")
      expect(refused.requests.filter((r: any) => r.verdict !== "answered").map((r: any) => r.request)).toEqual(
        expect.arrayContaining(["catalogs"])
      )
      expect(refused.requests.filter((r: any) => r.request !== "catalogs" && r.verdict === "refused")).toEqual([])
      const health = (await api.get("/admin/marketplace-exchange/health", suite.auth())).data.health
      expect(health.service_check.failed).toEqual(["catalogs"])

      // The set-level variation feed failing while a product's own variations answer: the scan reads per product (A43, A53).
      await sandbox.faults({ refuseVariationFeed: 400 })
      const feedRefused = await check()
      expect(outcome(feedRefused, "product_variations")).toMatchObject({ verdict: "refused", status: 400 })
      expect(outcome(feedRefused, "variations_of_product")).toMatchObject({ verdict: "answered", status: 200 })
      expect(feedRefused.fallbacks.variation_reading).toBe("per_product")
      expect(feedRefused.findings.map((f: any) => f.code)).toContain("service_check.scan_per_product")
      const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      expect(await service.getScanVariationReading(FIRST_ACCOUNT_ID, await service.getSettings())).toMatchObject({
        form: "per_product",
        reason: expect.stringContaining("400"),
      })

      await sandbox.faults({ outageSeconds: 60 })
      const down = await check()
      expect(down.wall_ms).toBeLessThan(10_000)
      expect(outcome(down, "login")).toMatchObject({ verdict: "failed", status: 503, words: { code: "service_check.unavailable" } })
      expect(down.requests.filter((r: any) => r.request !== "login").map((r: any) => r.verdict)).toEqual(Array(10).fill("not_asked"))
      expect(down.fallbacks).toEqual({ order_filter: null, variation_reading: null })
      await sandbox.faults({})
    })

    it("names what only writes meet: a stock the service did not take, a product it no longer holds", async () => {
      const { remote } = await suite.setUp()
      const service: MarketplaceExchangeModuleService = getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE)
      const shirt = remote["SHIRT-RED-M"]
      const [row] = await service.listProductSyncStates({ remote_product_id: shirt.productId })
      // A49: the service answers false to the stock a sale moves; the sync keeps sending it.
      await sandbox.faults({ reviseInventoryFalse: true })
      await buy(sandbox, [shirt], { paid: true })
      await pollOnceNow(getContainer())
      const met = async () => service.countWriteAnswersMet(FIRST_ACCOUNT_ID)
      await eventually(async () => (await met()).stock_not_taken === 1, 60_000, "the stock not taken")
      const notTaken = await check()
      expect(notTaken.writes_met).toMatchObject({ gone_at_service: 0, stock_not_taken: 1, stock_not_taken_since: expect.any(String) })
      const stockWords = notTaken.findings.find((f: any) => f.code === "service_check.stock_not_taken")
      expect(stockWords.params).toMatchObject({ count: 1 })
      expect(renderMessage(stockWords, "de")).toContain("Der Dienst hat den Bestand von 1 Produkt seit")
      await sandbox.faults({})

      // A50: the product deleted at the service behind the plugin's back; its listing check finds it gone.
      const client = sandboxClient(sandbox.url)
      await client.products.delete(shirt.productId)
      await client.close()
      await api.post("/admin/marketplace-exchange/listings/actions", { action: "check", product_ids: [row.product_id] }, suite.auth())
      await eventually(async () => (await met()).gone_at_service === 1, 60_000, "the product marked gone")
      const gone = await check()
      expect(gone.writes_met.gone_at_service).toBe(1)
      expect(gone.findings[0]).toEqual({ code: "service_check.products_gone", params: { count: 1 } })
      expect(renderMessage(gone.findings[0], "en")).toContain("The service no longer holds 1 product")
    })

    it("an order property and a history action the spec does not show are listed verbatim, their first-seen date kept", async () => {
      const { remote } = await connectedWithOrder()
      // One order the import has not claimed: the new-orders form carries it.
      await buy(sandbox, [remote["SHIRT-RED-M"]])
      await sandbox.faults({ unknownOrderProperty: { name: "ClaimStatus", value: "open" }, unknownHistoryAction: "RefundRequested" })
      const first = await check()
      const property = { kind: "property", set: "SalesOrders", name: "ClaimStatus", example: "open", first_seen: first.checked_at }
      const action = { kind: "history_action", set: null, name: "RefundRequested", first_seen: first.checked_at }
      expect(first.unknowns).toEqual(expect.arrayContaining([expect.objectContaining(property), expect.objectContaining(action)]))
      expect(first.findings).toEqual(
        expect.arrayContaining([
          {
            code: "service_check.unknown_property",
            params: { set: "SalesOrders", name: "ClaimStatus", first_seen: { at: first.checked_at } },
          },
          { code: "service_check.unknown_action", params: { name: "RefundRequested", first_seen: { at: first.checked_at } } },
        ])
      )

      const again = await check()
      expect(again.checked_at > first.checked_at).toBe(true)
      expect(again.unknowns).toEqual(expect.arrayContaining([expect.objectContaining({ ...property, last_seen: again.checked_at })]))
      const health = (await api.get("/admin/marketplace-exchange/health", suite.auth())).data.health
      expect(health.service_check.unknowns).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: "ClaimStatus", first_seen: first.checked_at })])
      )
      await sandbox.faults({})
    })
  })
}
