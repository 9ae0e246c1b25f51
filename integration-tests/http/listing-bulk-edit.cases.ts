import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AxiosInstance } from "axios"
import { failedResponse } from "../helpers/admin-session"
import type { connectedStore } from "../helpers/connected-store"
import { eventually, queueSettled, type sandboxForSuite } from "../helpers/sandbox"
import { singleProductMaker } from "./listing-rules.cases"

const BASE = "/admin/marketplace-exchange"
const ACTIONS = `${BASE}/listings/actions`
const LONG_TITLE = "Bulk Läufer aus reiner Schurwolle handgewebt naturbelassen 80 x 250 cm mit Fransen an beiden Enden in Grau"

/**
 * The grid edits the eBay fields of many products at once, a selection or all a filter
 * matches (the price rule, an item specific, the title rule, GPSR from a brand), with the drawer's
 * checks (nothing saved while a value is wrong). Registered after listingRulesCases in the same boot;
 * sets the settings it counts on itself.
 */
export function listingBulkEditCases(
  sandbox: ReturnType<typeof sandboxForSuite>,
  api: AxiosInstance,
  getContainer: () => MedusaContainer,
  suite: ReturnType<typeof connectedStore>
) {
  describe("bulk edit of the eBay fields", () => {
    const single = singleProductMaker(getContainer, suite)
    const remote = async (productId: string) =>
      (Object.values((await sandbox.state()).sets.Products) as any[]).find((p) => p.ForeignId === productId)
    const status = async (productId: string) => (await api.get(`${BASE}/products/${productId}`, suite.auth)).data.product
    const metadataOf = async (productId: string) => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "product", fields: ["metadata"], filters: { id: productId } })
      return data[0].metadata as Record<string, unknown>
    }
    const attributeNames = async (remoteId: string, set: "ProductSpecifics" | "OptionalProductAttributes") =>
      (Object.values((await sandbox.state()).sets[set] ?? {}) as any[])
        .filter((a) => String(a.ProductId) === String(remoteId))
        .map((a) => `${a.Name}=${a.Value}`)

    it("sets the price rule of a selection, a specific on all a filter matches, GPSR from a brand and the title rule", async () => {
      // A brand's GPSR data beside what the settings hold (listingRulesCases's acme).
      const byBrand = (await api.get(`${BASE}/settings`, suite.auth)).data.settings.gpsr_by_brand
      const bulkmarke = {
        manufacturer: {
          name: "Bulkmarke GmbH",
          street: "Weg 1",
          postal_code: "50667",
          city: "Köln",
          country: "DE",
          url: "https://bulkmarke.test",
        },
      }
      await api.post(
        `${BASE}/settings`,
        {
          price_rule: { percent: 12, fixed: "0", ending: ".99" },
          title_overflow: "shorten",
          gpsr_by_brand: { ...byBrand, Bulkmarke: bulkmarke },
        },
        suite.auth
      )
      const alpha = await single("Bulk Teppich Alpha", 21.5)
      const beta = await single("Bulk Teppich Beta", 23.5, { marketplace_brand: "Nobrand" })
      const runner = await single(LONG_TITLE, 25.5)
      await api.post(`${BASE}/sync`, { product_ids: [alpha, beta, runner] }, suite.auth)
      const [alphaRemote, betaRemote] = await eventually(
        async () => {
          const all = await Promise.all([remote(alpha), remote(beta), remote(runner)])
          return all.every(Boolean) && all
        },
        30_000,
        "the three products at the service"
      )
      await queueSettled(api, suite.auth)
      expect(alphaRemote.Price).toBe("24.99") // 21.50 × 1.12 = 24.08, up to .99

      // A selection's own price rule: +20 % up to .95, the settings' amount to add.
      const priced = await api.post(
        ACTIONS,
        { action: "edit_fields", product_ids: [alpha, beta], fields: { price_percent: "20", price_ending: ",95" } },
        suite.auth
      )
      expect(priced.status).toBe(202)
      expect(priced.data).toMatchObject({ action: "edit_fields", count: 2, changed: 2 })
      expect(await metadataOf(alpha)).toMatchObject({
        marketplace_price_percent: "20",
        marketplace_price_ending: ".95",
        marketplace_brand: "Acme",
      })
      // 21.50 × 1.2 = 25.80 → 25.95; 23.50 × 1.2 = 28.20 → 28.95.
      await eventually(
        async () => (await remote(alpha)).Price === "25.95" && (await remote(beta)).Price === "28.95",
        30_000,
        "the selection's prices"
      )
      expect((await remote(runner)).Price).toBe("28.99") // 25.50 × 1.12 = 28.56, up to .99: not in the selection
      const again = await api.post(
        ACTIONS,
        { action: "edit_fields", product_ids: [alpha, beta], fields: { price_percent: "20", price_ending: ".95" } },
        suite.auth
      )
      expect(again.data).toMatchObject({ count: 2, changed: 0 })

      // All the filter matches get the specific: the two "Bulk Teppich", not the runner.
      const styled = await api.post(
        ACTIONS,
        { action: "edit_fields", filter: { q: "Bulk Teppich" }, fields: { specific: { name: "Stil", value: "Modern" } } },
        suite.auth
      )
      expect(styled.data).toMatchObject({ count: 2, changed: 2 })
      await eventually(
        async () =>
          (await attributeNames(alphaRemote.Id, "ProductSpecifics")).includes("Stil=Modern") &&
          (await attributeNames(betaRemote.Id, "ProductSpecifics")).includes("Stil=Modern"),
        30_000,
        "the specific on both"
      )
      await api.post(ACTIONS, { action: "edit_fields", product_ids: [alpha], fields: { remove_specific: "stil" } }, suite.auth)
      await eventually(async () => !(await attributeNames(alphaRemote.Id, "ProductSpecifics")).includes("Stil=Modern"), 30_000, "removed")

      // A product of a brand without GPSR data takes another brand's (named in any case).
      await queueSettled(api, suite.auth)
      const gpsrWarnings = async () => (await status(beta)).problems.filter((p: any) => p.field === "gpsr").map((p: any) => p.code)
      expect(await gpsrWarnings()).toContain("problem.gpsr_manufacturer")
      await api.post(ACTIONS, { action: "edit_fields", product_ids: [beta], fields: { gpsr_brand: "BULKMARKE" } }, suite.auth)
      await eventually(
        async () => (await attributeNames(betaRemote.Id, "OptionalProductAttributes")).includes("Gpsr.Manufacturer.Name=Bulkmarke GmbH"),
        30_000,
        "the brand's GPSR data on the product"
      )
      await queueSettled(api, suite.auth)
      // Manufacturer inside the EU: no responsible person needed; safety information is still missing. The data now
      // goes to the exchange service, and that eBay shows it is not confirmed yet (A53).
      expect(await gpsrWarnings()).toEqual(["problem.gpsr_safety_information", "problem.gpsr_display_unconfirmed"])
      // The brand taken out of the settings: the product says so, and its own brand's data applies (none here).
      await api.post(`${BASE}/settings`, { gpsr_by_brand: byBrand }, suite.auth)
      await eventually(
        async () =>
          (await gpsrWarnings()).includes("problem.gpsr_brand_unknown") && (await gpsrWarnings()).includes("problem.gpsr_manufacturer"),
        30_000,
        "the brand no longer held"
      )

      // The product's own title rule over the settings': held back while too long, cut at a word again when cleared.
      await api.post(ACTIONS, { action: "edit_fields", product_ids: [runner], fields: { title_rule: "hold" } }, suite.auth)
      await eventually(
        async () => (await status(runner)).problems.some((p: any) => p.code === "problem.title_too_long"),
        30_000,
        "the long title held back"
      )
      await api.post(ACTIONS, { action: "edit_fields", product_ids: [runner], fields: { title_rule: null } }, suite.auth)
      await eventually(
        async () => !(await status(runner)).problems.some((p: any) => p.code === "problem.title_too_long"),
        30_000,
        "the settings' rule again"
      )
      expect((await metadataOf(runner)).marketplace_title_rule).toBeUndefined()
      await queueSettled(api, suite.auth)
    })

    it("saves nothing while a value is wrong, and names each with its fix; unknown products are a 404", async () => {
      const id = await single("Bulk Teppich Gamma", 27.5)
      const wrong = await failedResponse(
        api.post(
          ACTIONS,
          { action: "edit_fields", product_ids: [id], fields: { price_percent: "300", gpsr_brand: "Nobody", title_rule: "kurz" } },
          suite.auth
        )
      )
      expect(wrong.status).toBe(400)
      expect((wrong.data as any).field_codes).toEqual({
        price_percent: { code: "field.price_percent", params: { min: -50, max: 200 } },
        gpsr_brand: { code: "field.gpsr_brand_unknown", params: { brand: "Nobody" } },
        title_rule: { code: "field.title_rule", params: {} },
      })
      expect((wrong.data as any).words).toEqual({ code: "refusal.fields.not_saved", params: { count: 3 } })
      expect(await metadataOf(id)).not.toHaveProperty("marketplace_price_percent")

      const empty = await failedResponse(api.post(ACTIONS, { action: "edit_fields", product_ids: [id], fields: {} }, suite.auth))
      expect(empty.status).toBe(400)
      expect(empty.data.message).toMatch(/edit_fields needs fields/)
      const stray = await failedResponse(
        api.post(ACTIONS, { action: "sync", product_ids: [id], fields: { title_rule: "hold" } }, suite.auth)
      )
      expect(stray.data.message).toMatch(/fields belong to the edit_fields action only/)
      const odd = await failedResponse(
        api.post(ACTIONS, { action: "edit_fields", product_ids: [id], fields: { specific: { name: "Stil" } } }, suite.auth)
      )
      expect(odd.status).toBe(400)
      const unknown = await failedResponse(
        api.post(ACTIONS, { action: "edit_fields", product_ids: [id, "prod_unknown"], fields: { title_rule: "hold" } }, suite.auth)
      )
      expect(unknown.status).toBe(404)
      expect(await metadataOf(id)).not.toHaveProperty("marketplace_title_rule")
    })
  })
}
