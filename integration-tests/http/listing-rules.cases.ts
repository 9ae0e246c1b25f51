import type { MedusaContainer } from "@medusajs/framework/types"
import { ProductStatus } from "@medusajs/framework/utils"
import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import type { AxiosInstance } from "axios"
import { renderMessage } from "../../src/messages"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { failedResponse } from "../helpers/admin-session"
import type { connectedStore } from "../helpers/connected-store"
import { eventually, queueSettled, type sandboxForSuite } from "../helpers/sandbox"

type Suite = ReturnType<typeof connectedStore>

/** A valid EAN-13 of its own for each test product (Medusa keeps a variant's EAN unique). */
export const eanOf = (n: number) => {
  const body = `400638${String(n).padStart(6, "0")}`
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

const BASE = "/admin/marketplace-exchange"
const LONG_TITLE = "Handgewebter Teppich aus reiner Schurwolle naturbelassen 200 x 300 cm mit Fransen an beiden Enden in Beige und Grau"

/**
 * What goes to eBay instead of the store's title and prices: a long title held back or
 * cut at a word, the merchant's eBay title, and the price rule (prices, strike prices and Best
 * Offer thresholds), resent through the stock and price lane when the rule changes. Registered by
 * a suite that boots the app with a connected store.
 */
export function listingRulesCases(
  sandbox: ReturnType<typeof sandboxForSuite>,
  api: AxiosInstance,
  getContainer: () => MedusaContainer,
  suite: Suite
) {
  describe("title and price rules", () => {
    const single = singleProductMaker(getContainer, suite)
    const remote = async (productId: string) =>
      (Object.values((await sandbox.state()).sets.Products) as any[]).find((p) => p.ForeignId === productId)
    const listed = (productId: string, label: string) => eventually(async () => (await remote(productId)) ?? undefined, 30_000, label)
    const status = async (productId: string) => (await api.get(`${BASE}/products/${productId}`, suite.auth)).data.product

    it("holds back a 95-character title, shortens it at a word when chosen, and sends the merchant's eBay title", async () => {
      const title = LONG_TITLE.slice(0, 95)
      const id = await single(title, 49)
      await api.post(`${BASE}/sync`, { product_ids: [id] }, suite.auth)
      const parked = await eventually(
        async () => ((await status(id)).status === "parked" ? await status(id) : undefined),
        30_000,
        "held back"
      )
      expect(parked.problems).toEqual(expect.arrayContaining([expect.objectContaining({ code: "problem.title_too_long" })]))

      await api.post(`${BASE}/settings`, { title_overflow: "shorten" }, suite.auth)
      const sent = await listed(id, "the shortened title at the service")
      expect(sent.Title.length).toBeLessThanOrEqual(80)
      expect(title.startsWith(sent.Title)).toBe(true)
      expect(title[sent.Title.length]).toBe(" ")
      const grid = (await api.get(`${BASE}/listings?q=Handgewebter`, suite.auth)).data.listings
      expect(grid[0]).toMatchObject({ title, marketplace_title: sent.Title })

      const own = "Schurwollteppich 200 x 300 cm, Beige"
      await api.post(`${BASE}/products/${id}/marketplace-fields`, { marketplace_title: own }, suite.auth)
      await eventually(async () => (await remote(id)).Title === own, 30_000, "the eBay title at the service")
      const tooLong = await failedResponse(
        api.post(`${BASE}/products/${id}/marketplace-fields`, { marketplace_title: "x".repeat(81) }, suite.auth)
      )
      expect(tooLong.status).toBe(400)
      expect(tooLong.data.field_codes.marketplace_title).toEqual({ code: "field.too_long", params: { max: 80, length: 81 } })
    })

    it("sends prices by the rule: 19.90 at +12 % up to .99 is 22.99, in one ReviseInventoryStatus; Best Offer stays below", async () => {
      const id = await single("Wool rug", 19.9, {
        marketplace_best_offer_auto_accept_price: "19.50",
        marketplace_best_offer_minimum_price: "18.00",
      })
      await api.post(`${BASE}/sync`, { product_ids: [id] }, suite.auth)
      const before = await listed(id, "the product at the service")
      expect(before.Price).toBe("19.90")
      await queueSettled(api, suite.auth)
      await sandbox.clearRequests()

      const saved = await api.post(`${BASE}/settings`, { price_rule: { percent: 12, fixed: "0", ending: ".99" } }, suite.auth)
      expect(saved.data.settings.price_rule).toEqual({ percent: 12, fixed: "0.00", ending: ".99" })
      expect(saved.data.resend).toMatchObject({ reasons: ["price_rule"], queued: 1 })
      await eventually(async () => (await remote(id)).Price === "22.99", 30_000, "22.99")
      // The rising price goes first and the thresholds follow it (spec 8, order-price-writes.ts):
      // they are read once the queue has settled, not in the moment the price arrives.
      await queueSettled(api, suite.auth)
      // Best Offer: 19.50 × 1.12 = 21.84, 18.00 × 1.12 = 20.16, rounded down: both below 22.99.
      expect(await remote(id)).toMatchObject({ Price: "22.99", BestOfferAutoAcceptPrice: "21.84", BestOfferMinimumPrice: "20.16" })
      const writes = (await sandbox.dataRequests()).map((r) => `${r.method} ${decodeURIComponent(r.path)}`)
      const revise = writes.filter((w) => w.includes("ReviseInventoryStatus"))
      expect(revise).toHaveLength(1)
      expect(revise[0]).toMatch(/price=22\.99m/)
      // Both prices where a price is shown: the store's beside the price sent, in the product's box and the grid.
      expect((await status(id)).stock.product).toMatchObject({ price: "22.99", store_price: "19.90" })
      const [row] = (await api.get(`${BASE}/listings?q=${id}`, suite.auth)).data.listings
      expect(row).toMatchObject({ price: "22.99", store_price: "19.90" })

      const wrong = await failedResponse(
        api.post(`${BASE}/settings`, { price_rule: { percent: 250, fixed: "0", ending: ".99" } }, suite.auth)
      )
      expect(wrong.status).toBe(400)
      expect(wrong.data.words).toEqual({ code: "refusal.setting.price_rule", params: { min: -50, max: 200, fixed_max: "999.99" } })
    })

    it("sends a single product's material, origin country and option as item specifics, and 15 of 19 with one warning", async () => {
      const id = await single("Wool rug", 29.9, {}, { material: "Schurwolle", origin_country: "de" })
      await api.post(`${BASE}/sync`, { product_ids: [id] }, suite.auth)
      const product = await listed(id, "the product at the service")
      const specificsOf = async () =>
        (Object.values((await sandbox.state()).sets.ProductSpecifics ?? {}) as any[])
          .filter((s) => String(s.ProductId) === String(product.Id))
          .map((s) => [s.Name, s.Value])
      await queueSettled(api, suite.auth)
      expect((await specificsOf()).sort()).toEqual([
        ["Herstellungsland", "Deutschland"],
        ["Material", "Schurwolle"],
        // The product's option: of a single product none is a variation axis.
        ["Size", "One"],
      ])
      // The activity log says each write in the merchant's words, the item specifics too (never "create ProductSpecifics").
      await (getContainer().resolve(MARKETPLACE_EXCHANGE_MODULE) as MarketplaceExchangeModuleService).flushActivity()
      const { events } = (await api.get(`${BASE}/activity?product_id=${id}&limit=200`, suite.auth)).data
      expect(events.filter((e: any) => !e.words).map((e: any) => e.action)).toEqual([])
      expect(events.map((e: any) => renderMessage(e.words, "de"))).toContain("Die Artikelmerkmale an eBay gesendet.")
      // The merchant's name for an attribute replaces eBay.de's default: the specific is replaced by name.
      await api.post(`${BASE}/settings`, { specific_names: { material: "Obermaterial" } }, suite.auth)
      await eventually(
        async () =>
          (await specificsOf()).some(([name]) => name === "Obermaterial") && !(await specificsOf()).some(([name]) => name === "Material"),
        30_000,
        "the renamed specific"
      )
      await queueSettled(api, suite.auth)
      const empty = await failedResponse(api.post(`${BASE}/settings`, { specific_names: { material: " " } }, suite.auth))
      expect(empty.data.words).toEqual({ code: "refusal.setting.specific_name", params: { max: 65 } })
      expect((await failedResponse(api.post(`${BASE}/settings`, { specific_names: { colour: "Farbe" } }, suite.auth))).status).toBe(400)

      // The merchant's own sixteen (the drawer's go first): fifteen are sent, the rest are warned of once.
      const sixteen = Array.from({ length: 16 }, (_, i) => ({ name: `Merkmal ${i + 1}`, value: `Wert ${i + 1}` }))
      const saved = await api.post(`${BASE}/products/${id}/marketplace-fields`, { specifics: sixteen }, suite.auth)
      expect(saved.status).toBe(200)
      await eventually(async () => (await specificsOf()).length === 15 && (await specificsOf()), 30_000, "fifteen specifics")
      await queueSettled(api, suite.auth)
      expect((await specificsOf()).map(([name]) => name).sort()).toEqual(
        sixteen
          .slice(0, 15)
          .map((s) => s.name)
          .sort()
      )
      const warned = (await status(id)).problems.filter((p: any) => p.field === "specifics")
      // The sixteenth, and the option and the two attributes behind the merchant's fifteen.
      expect(warned).toEqual([
        expect.objectContaining({ code: "problem.specifics_surplus", severity: "warning", params: expect.objectContaining({ count: 4 }) }),
      ])
      expect((await status(id)).status).toBe("synced")
      const twice = await failedResponse(
        api.post(
          `${BASE}/products/${id}/marketplace-fields`,
          {
            specifics: [
              { name: "Stil", value: "a" },
              { name: "stil", value: "b" },
            ],
          },
          suite.auth
        )
      )
      expect(twice.data.field_codes.specifics).toEqual({ code: "field.specific_twice", params: { name: "stil" } })
    })

    it("sends a brand's product safety data (GPSR) to every product of the brand, and warns where it is missing", async () => {
      const gpsr = {
        manufacturer: {
          name: "Acme Ltd",
          street: "1 High St",
          postal_code: "EC1A 1BB",
          city: "London",
          country: "gb",
          url: "https://acme.test",
        },
        responsible_person: {
          name: "Acme GmbH",
          street: "Hauptstr. 1",
          postal_code: "10115",
          city: "Berlin",
          country: "DE",
          email: "eu@acme.test",
        },
        safety_documents: ["https://acme.test/safety.pdf"],
      }
      const bad = await failedResponse(
        api.post(`${BASE}/settings`, { gpsr_by_brand: { Acme: { manufacturer: { email: "no-address" } } } }, suite.auth)
      )
      expect(bad.data.words).toEqual({
        code: "refusal.gpsr.brand_invalid",
        params: { brand: "Acme", part: "manufacturer.email", problem: { code: "field.gpsr_email", params: {} } },
      })
      expect(bad.data.message).toBe(
        'Nothing was saved. Product safety data of the brand "Acme", manufacturer\'s e-mail address: ' +
          "Enter an e-mail address such as info@example.com."
      )
      await api.post(`${BASE}/settings`, { gpsr_by_brand: { acme: gpsr } }, suite.auth)
      const [rug, lamp] = [await single("Wool rug", 39.9), await single("Lamp", 59.9, { marketplace_brand: "Other" })]
      await api.post(`${BASE}/sync`, { product_ids: [rug, lamp] }, suite.auth)
      const [onService, other] = [await listed(rug, "the rug"), await listed(lamp, "the lamp")]
      await queueSettled(api, suite.auth)
      const attributes = async (productId: string) =>
        (Object.values((await sandbox.state()).sets.OptionalProductAttributes ?? {}) as any[])
          .filter((a) => String(a.ProductId) === String(productId))
          .map((a) => `${a.Name}=${a.Value}`)
          .sort()
      expect(await attributes(onService.Id)).toEqual(
        [
          "Gpsr.Manufacturer.City=London",
          "Gpsr.Manufacturer.Country=GB",
          "Gpsr.Manufacturer.Name=Acme Ltd",
          "Gpsr.Manufacturer.PostalCode=EC1A 1BB",
          "Gpsr.Manufacturer.Street=1 High St",
          "Gpsr.Manufacturer.Url=https://acme.test",
          "Gpsr.ResponsiblePerson.City=Berlin",
          "Gpsr.ResponsiblePerson.Country=DE",
          "Gpsr.ResponsiblePerson.Email=eu@acme.test",
          "Gpsr.ResponsiblePerson.Name=Acme GmbH",
          "Gpsr.ResponsiblePerson.PostalCode=10115",
          "Gpsr.ResponsiblePerson.Street=Hauptstr. 1",
          "Gpsr.SafetyDocument.1=https://acme.test/safety.pdf",
        ].sort()
      )
      // A53: the data went to the exchange service; that eBay shows it is not proven: one standing note on the product.
      const gpsrNotes = async (productId: string) =>
        (await status(productId)).problems.filter((p: any) => p.field === "gpsr").map((p: any) => [p.code, p.severity])
      expect(await gpsrNotes(rug)).toEqual([["problem.gpsr_display_unconfirmed", "warning"]])
      const note = (await status(rug)).problems.find((p: any) => p.code === "problem.gpsr_display_unconfirmed")
      expect(note.message).toBe(
        "The product safety data (GPSR) is sent to the exchange service; that eBay shows it on the listing is not confirmed yet."
      )
      expect(renderMessage(note, "de")).toBe(
        "Die Produktsicherheitsangaben (GPSR) werden an die Marktplatz-Schnittstelle übertragen; ob eBay sie im Angebot " +
          "anzeigt, ist noch nicht bestätigt."
      )
      expect(await attributes(other.Id)).toEqual([])
      const warned = (await status(lamp)).problems.filter((p: any) => p.field === "gpsr").map((p: any) => [p.code, p.severity])
      expect(warned).toEqual([
        ["problem.gpsr_manufacturer", "warning"],
        ["problem.gpsr_safety_information", "warning"],
      ])
      // The grid finds the products it is missing on.
      const missing = (await api.get(`${BASE}/listings?warning=problem.gpsr_manufacturer`, suite.auth)).data.listings
      expect(missing.map((l: any) => l.product_id)).toEqual([lamp])

      // The merchant looked at one listing on eBay and confirms it shows the data: the note goes, on every product, at once.
      const notADate = await failedResponse(api.post(`${BASE}/settings`, { gpsr_display_confirmed_at: "yesterday" }, suite.auth))
      expect(notADate.status).toBe(400)
      expect(await gpsrNotes(rug)).toEqual([["problem.gpsr_display_unconfirmed", "warning"]])
      const confirmedAt = "2026-11-29T10:15:00.000Z"
      await api.post(`${BASE}/settings`, { gpsr_display_confirmed_at: confirmedAt }, suite.auth)
      expect(await gpsrNotes(rug)).toEqual([])
      expect((await api.get(`${BASE}/settings`, suite.auth)).data.settings.gpsr_display_confirmed_at).toBe(confirmedAt)

      const wrongUrl = await failedResponse(
        api.post(`${BASE}/products/${rug}/marketplace-fields`, { gpsr: { manufacturer: { url: "acme.test" } } }, suite.auth)
      )
      expect(wrongUrl.data.words).toEqual({
        code: "refusal.gpsr.invalid",
        params: { part: "manufacturer.url", problem: { code: "field.gpsr_url", params: {} } },
      })
      // The product's own data goes over its brand's, field by field.
      await api.post(`${BASE}/products/${rug}/marketplace-fields`, { gpsr: { manufacturer: { url: "https://acme.test/de" } } }, suite.auth)
      await eventually(
        async () => (await attributes(onService.Id)).includes("Gpsr.Manufacturer.Url=https://acme.test/de"),
        30_000,
        "the product's own web address"
      )
      // Sent again after the confirmation: no note comes back.
      await queueSettled(api, suite.auth)
      expect(await gpsrNotes(rug)).toEqual([])
    })

    it("follows a product's own rule over the settings', and keeps pricing by the settings when a part cannot be read", async () => {
      await api.post(`${BASE}/settings`, { price_rule: { percent: 12, fixed: "0", ending: ".99" } }, suite.auth)
      const id = await single("Wool rug", 19.9)
      await api.post(`${BASE}/products/${id}/marketplace-fields`, { price_percent: "-10", price_ending: ",95" }, suite.auth)
      await api.post(`${BASE}/sync`, { product_ids: [id] }, suite.auth)
      // 19.90 × 0.90 = 17.91, up to 17.95.
      // Created as it was saved (the settings' rule) or after the product's own: either way it ends at the product's.
      await listed(id, "the product at the service")
      await eventually(async () => (await remote(id)).Price === "17.95", 30_000, "the product's own rule at the service")
      const refused = await failedResponse(api.post(`${BASE}/products/${id}/marketplace-fields`, { price_fixed: "1.5 EUR" }, suite.auth))
      expect(refused.data.field_codes.price_fixed.code).toBe("field.price_fixed")
    })
  })
}

/**
 * Creates a published single product of the store's channel (brand Acme unless the metadata says
 * otherwise); its SKU and EAN come from its price, so every product of a suite gets a price of its own.
 */
export function singleProductMaker(getContainer: () => MedusaContainer, suite: Suite) {
  return async (title: string, price: number, metadata: Record<string, string> = {}, attributes: Record<string, string> = {}) => {
    const { result } = await createProductsWorkflow(getContainer()).run({
      input: {
        products: [
          {
            title,
            description: "<p>Wool</p>",
            status: ProductStatus.PUBLISHED,
            options: [{ title: "Size", values: ["One"] }],
            variants: [
              {
                title: "One",
                sku: `RUG-${price}`,
                ean: eanOf(Math.round(price * 100)),
                options: { Size: "One" },
                manage_inventory: false,
                prices: [{ amount: price, currency_code: "eur" }],
              },
            ],
            sales_channels: [{ id: suite.store.salesChannelId }],
            metadata: { marketplace_brand: "Acme", marketplace_mpn: `RUG-${price}`, ...metadata },
            ...attributes,
          },
        ],
      },
    })
    return result[0].id
  }
}
