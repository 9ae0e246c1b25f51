import type { Browser, Page } from "playwright-core"
import { adminApi, setLanguage, sandboxControl, shot, signedInAdmin, STORE, until } from "./helpers"
import { ourWordsIn } from "./our-words"

/**
 * The admin's language, in a real browser against the demo store: with the admin in German, the grid, a
 * product with problems, the orders page with an order held for stock, the activity log and the
 * health panel show no English text of ours (nor German in English); the held order imports by
 * itself once the stock is back. Screenshots 32-*.
 */
jest.setTimeout(6 * 60 * 1000)

let browser: Browser
let page: Page
const app = (path: string) => `${STORE.url}/app${path}`

beforeAll(async () => {
  ;({ browser, page } = await signedInAdmin())
})

afterAll(async () => {
  await browser?.close()
})

const language = (code: "de" | "en") => setLanguage(page, code)

/** A variation the marketplace sells, its SKU, and the store's stock of it at the channel's location. */
async function soldVariation() {
  const state = await sandboxControl("GET", "/_sandbox/state")
  const [variationId, variation] = Object.entries(
    state.sets.ProductVariations as Record<string, { ProductId: string; StockAmount: number; Sku: string }>
  ).find(([, v]) => v.StockAmount > 0 && v.Sku)!
  const { inventory_items } = await adminApi(page, "GET", `/admin/inventory-items?sku=${encodeURIComponent(variation.Sku)}&fields=id`)
  const itemId = inventory_items[0].id as string
  const { inventory_levels } = await adminApi(page, "GET", `/admin/inventory-items/${itemId}/location-levels`)
  const level = inventory_levels[0] as { location_id: string; stocked_quantity: number; reserved_quantity: number }
  return { variationId, productId: String(variation.ProductId), sku: variation.Sku, itemId, level }
}

const setStocked = (itemId: string, locationId: string, stocked: number) =>
  adminApi(page, "POST", `/admin/inventory-items/${itemId}/location-levels/${locationId}`, { stocked_quantity: stocked })

it("shows no English text of ours in German and no German in English, and a held order heals itself", async () => {
  const { settings } = await adminApi(page, "GET", "/admin/marketplace-exchange/settings")
  const sold = await soldVariation()
  let productId: string | null = null
  try {
    // A product that cannot be listed: a 95-character title and no brand.
    const { product } = await adminApi(page, "POST", "/admin/products", {
      title: "Handgewebter Wollteppich aus reiner Schurwolle, naturbelassen, mit Fransen, 200 x 300 cm, Sand.",
      status: "published",
      options: [{ title: "Size", values: ["One"] }],
      variants: [
        { title: "One", sku: "RUG-32", manage_inventory: false, options: { Size: "One" }, prices: [{ amount: 499, currency_code: "eur" }] },
      ],
      sales_channels: [{ id: settings.sales_channel_id }],
    })
    productId = product.id
    await until(
      async () => (await adminApi(page, "GET", `/admin/marketplace-exchange/products/${product.id}`)).product.status === "parked",
      {
        label: "the long title held back",
        timeoutMs: 60_000,
      }
    )
    // The store runs out of a variation the marketplace still offers (stock not sent meanwhile), and a buyer takes one.
    await adminApi(page, "POST", "/admin/marketplace-exchange/settings", { push_stock_price: false })
    await setStocked(sold.itemId, sold.level.location_id, Number(sold.level.reserved_quantity))
    const { salesOrderId } = await sandboxControl("POST", "/_sandbox/purchases", {
      productId: sold.productId,
      productVariationId: sold.variationId,
      quantity: 1,
    })
    await until(
      async () => {
        await adminApi(page, "POST", "/admin/marketplace-exchange/orders/import").catch(() => undefined)
        const { orders } = await adminApi(page, "GET", "/admin/marketplace-exchange/orders?state=parked")
        return orders.some((o: any) => o.remote_order_id === salesOrderId && o.reasons[0]?.code === "order.not_enough_stock")
      },
      { label: "the order held for stock", timeoutMs: 60_000 }
    )

    const pages: Array<[string, string, (lang: "de" | "en") => string]> = [
      ["health", "/marketplace", (l) => (l === "de" ? "Fehlen" : "missing")],
      ["listings", "/marketplace/listings", (l) => (l === "de" ? "Dringlichkeit" : "Severity")],
      ["activity", "/marketplace/activity", (l) => (l === "de" ? "Aktivitätsprotokoll" : "Activity log")],
      ["product", `/products/${product.id}`, (l) => (l === "de" ? "Der Titel hat 95 Zeichen" : "The title has 95 characters")],
    ]
    for (const lang of ["de", "en"] as const) {
      await language(lang)
      for (const [name, path, shown] of pages) {
        await page.goto(app(path))
        if (name === "listings") await page.getByTestId("listings").locator("tbody tr").first().waitFor({ timeout: 30_000 })
        else await page.getByText(shown(lang), { exact: false }).first().waitFor({ timeout: 30_000 })
        if (name === "activity") await page.getByTestId("activity-event").first().waitFor({ timeout: 30_000 })
        await page.waitForTimeout(1500)
        await shot(page, `32-${lang}-${name}`, name === "product" ? page.getByTestId("marketplace-product-widget") : undefined)
        expect({ page: name, language: lang, ours: await ourWordsIn(page, lang === "de" ? "en" : "de") }).toEqual({
          page: name,
          language: lang,
          ours: [],
        })
      }
    }
    await language("de")
    // Medusa's DataTable writes a select filter's operator itself ("is"): the chip says it in German.
    await page.goto(app("/marketplace/listings?state=not_active"))
    const chip = page
      .getByTestId("listings")
      .locator("div.border-r", { hasText: /^(is|ist)$/ })
      .first()
    await until(async () => (await chip.textContent()) === "ist", { label: "the filter chip's operator in German", timeoutMs: 15_000 })
    await shot(page, "32-de-filter-chip", page.getByTestId("listings"))

    // The held order in German, with the SKU and what is missing.
    await page.goto(app("/marketplace"))
    const orders = page.getByTestId("parked-orders")
    await orders.getByText(`1 × ${sold.sku} fehlen`, { exact: false }).waitFor({ timeout: 30_000 })
    await shot(page, "32-de-held-order", orders)

    // A fix made under Marketplace fields opens the drawer at its field (the brand).
    await page.goto(app(`/products/${product.id}`))
    const widget = page.getByTestId("marketplace-product-widget")
    await widget.locator("div.rounded-md", { hasText: "Tragen Sie die Marke" }).getByTestId("mx-fix").click()
    await page.getByTestId("mx-fields-drawer").waitFor({ timeout: 10_000 })
    await until(async () => (await page.evaluate(() => document.activeElement?.id)) === "mx-field-brand-input", {
      label: "the brand field focused",
      timeoutMs: 5_000,
    })
    await shot(page, "32-de-fix-opens-drawer", page.getByTestId("mx-fields-drawer"))
    await page.keyboard.press("Escape")

    // Stock back: the order imports by itself, nobody presses Retry.
    await setStocked(sold.itemId, sold.level.location_id, Number(sold.level.stocked_quantity) + 1)
    await until(
      async () => {
        const { orders: parked } = await adminApi(page, "GET", "/admin/marketplace-exchange/orders?state=parked")
        return !parked.some((o: any) => o.remote_order_id === salesOrderId)
      },
      { label: "the held order imported", timeoutMs: 60_000 }
    )
  } finally {
    await language("en")
    await setStocked(sold.itemId, sold.level.location_id, Number(sold.level.stocked_quantity))
    await adminApi(page, "POST", "/admin/marketplace-exchange/settings", { push_stock_price: true })
    if (productId) await page.request.delete(`${STORE.url}/admin/products/${productId}`)
  }
})

it("says the server's refusals and a failed connection test in the admin's language", async () => {
  await language("de")
  try {
    await page.goto(app("/settings/marketplace-exchange"))
    await page.locator("#mx-password").waitFor({ timeout: 30_000 })
    const form = page.locator("form").filter({ has: page.locator("#mx-password") })

    // A refusal of the server (the address is checked there), said in German in the toast.
    await page.fill("#mx-base_url", "ftp://files.example.com")
    await form.getByRole("button", { name: "Speichern" }).click()
    const toast = page.getByText("Adresse der Schnittstelle: Geben Sie eine vollständige http- oder https-Adresse an", { exact: false })
    await toast.waitFor({ timeout: 10_000 })
    await page.waitForTimeout(400)
    await shot(page, "32-de-refusal-toast", page.locator("[data-sonner-toast]", { hasText: "Adresse der Schnittstelle" }).first())
    expect(await ourWordsIn(page, "en")).toEqual([])
    await page.reload()
    await page.locator("#mx-password").waitFor({ timeout: 30_000 })

    // A connection test with a typed wrong password: which part is wrong, in German.
    await page.fill("#mx-password", "wrong-password")
    await form.getByRole("button", { name: "Verbindung testen" }).click()
    const result = form.getByTestId("mx-test-result")
    await result.waitFor({ timeout: 10_000 })
    expect(await result.textContent()).toMatch(/^Benutzername oder Passwort sind falsch: Die Anmeldung unter http:\/\/127\.0\.0\.1:\d+ hat/)
    await shot(page, "32-de-connection-test", form)
    // Ours in German; what the service said follows as it sent it (its words may be English).
    const ours = (await result.textContent())!.split("Die Schnittstelle meldete:")[0]
    expect(ours).toMatch(/hat sie abgelehnt\. $/)
  } finally {
    await language("en")
  }
})
