import type { Browser, Page } from "playwright-core"
import { adminApi, setLanguage, shot, signedInAdmin, STORE, until } from "./helpers"
import { ourWordsIn } from "./our-words"

/**
 * The listing rules, in a real browser against the demo store, in German and English: the settings' title
 * and price rules with their example as it is typed, and the marketplace fields drawer's eBay
 * title (counted to 80, with the title that goes out) and the product's own price rule.
 * Screenshots 33-*.
 */
jest.setTimeout(4 * 60 * 1000)

let browser: Browser
let page: Page
const app = (path: string) => `${STORE.url}/app${path}`
const LONG = "Handgewebter Wollteppich aus reiner Schurwolle, naturbelassen, mit Fransen, 200 x 300 cm, Farbe Sand"

beforeAll(async () => {
  ;({ browser, page } = await signedInAdmin())
})

afterAll(async () => {
  await browser?.close()
})

const language = (code: "de" | "en") => setLanguage(page, code)

const WORDS = {
  de: {
    save: "Speichern",
    ending: ",99",
    example: /^Beispiel: 19,90\s€ im Shop sind 22,99\s€ bei eBay\./,
    saved: "Marktplatz-Einstellungen gespeichert",
    open: "Marktplatz-Felder bearbeiten",
    held: "Der Titel des Shops hat 100 Zeichen, mehr als die 80 von eBay",
    count: "35 von 80 Zeichen",
    goesOut: "Geht wie eingetragen zu eBay: Schurwollteppich 200 x 300 cm, Sand",
    addSpecific: "Artikelmerkmal hinzufügen",
    addBrand: "Marke hinzufügen",
    wrongEmail: "Geben Sie eine E-Mail-Adresse wie info@beispiel.de an.",
  },
  en: {
    save: "Save",
    ending: ".99",
    example: /^Example: €19\.90 in the store is €22\.99 on eBay\./,
    saved: "Marketplace settings saved",
    open: "Edit marketplace fields",
    held: "The store's title has 100 characters, more than eBay's 80",
    count: "35 of 80 characters",
    goesOut: "Goes to eBay as entered: Schurwollteppich 200 x 300 cm, Sand",
    addSpecific: "Add item specific",
    addBrand: "Add brand",
    wrongEmail: "Enter an e-mail address such as info@example.com.",
  },
} as const

it("sets the title and price rules in the settings and a product's eBay title in its drawer, in German and English", async () => {
  const { settings } = await adminApi(page, "GET", "/admin/marketplace-exchange/settings")
  const { product } = await adminApi(page, "POST", "/admin/products", {
    title: LONG,
    status: "published",
    options: [{ title: "Size", values: ["One"] }],
    variants: [
      { title: "One", sku: "RUG-33", manage_inventory: false, options: { Size: "One" }, prices: [{ amount: 19.9, currency_code: "eur" }] },
    ],
    sales_channels: [{ id: settings.sales_channel_id }],
  })
  try {
    for (const lang of ["de", "en"] as const) {
      const words = WORDS[lang]
      await language(lang)
      await page.goto(app("/settings/marketplace-exchange"))
      const form = page.getByTestId("mx-listing-rules")
      await form.waitFor({ timeout: 30_000 })
      await page.fill("#mx-price-percent", "12")
      await page.fill("#mx-price-fixed", "0")
      await page.click("#mx-price-ending")
      await page.getByRole("option", { name: words.ending, exact: true }).click()
      await until(async () => words.example.test((await form.getByTestId("mx-price-example").textContent()) ?? ""), {
        label: "the example under the rule",
        timeoutMs: 5_000,
      })
      await form.getByRole("button", { name: words.save }).click()
      await page.getByText(words.saved, { exact: false }).first().waitFor({ timeout: 10_000 })
      await shot(page, `33-${lang}-listing-rules`, form)
      await shot(page, `33-${lang}-specific-names`, page.getByTestId("mx-specific-names"))
      // Product safety (GPSR) per brand: a brand added, its manufacturer typed.
      const gpsr = page.getByTestId("mx-gpsr-by-brand")
      await page.fill("#mx-gpsr-new-brand", "Acme")
      await gpsr.getByRole("button", { name: words.addBrand }).click()
      await page.fill("#mx-gpsr-brand-manufacturer-name", "Acme GmbH")
      await page.fill("#mx-gpsr-brand-manufacturer-country", "DE")
      // A wrong value is said under its field as it is typed, in the admin's language.
      await page.fill("#mx-gpsr-brand-manufacturer-email", "info(at)acme")
      expect(await gpsr.getByTestId("mx-gpsr-brand-problem-manufacturer.email").textContent()).toBe(words.wrongEmail)
      await shot(page, `33-${lang}-gpsr-by-brand`, gpsr)
      await page.fill("#mx-gpsr-brand-manufacturer-email", "")
      expect(await ourWordsIn(page, lang === "de" ? "en" : "de")).toEqual([])

      await page.goto(app(`/products/${product.id}`))
      await page.getByRole("button", { name: words.open }).click()
      const drawer = page.getByTestId("mx-fields-drawer")
      await drawer.waitFor({ timeout: 10_000 })
      expect(await drawer.getByTestId("mx-title-preview").textContent()).toContain(words.held)
      await page.fill("#mx-field-marketplace_title-input", "Schurwollteppich 200 x 300 cm, Sand")
      expect(await drawer.getByTestId("mx-title-count").textContent()).toBe(words.count)
      expect(await drawer.getByTestId("mx-title-preview").textContent()).toBe(words.goesOut)
      await page.fill("#mx-field-price_percent-input", "-10")
      await shot(page, `33-${lang}-drawer`, drawer)
      // A single product's own item specifics, a row each.
      await drawer.getByRole("button", { name: words.addSpecific }).click()
      const row = drawer.getByTestId("mx-specific-row").last()
      await row.locator("input").nth(0).fill("Material")
      await row.locator("input").nth(1).fill("Schurwolle")
      await drawer.getByTestId("mx-field-specifics").scrollIntoViewIfNeeded()
      await shot(page, `33-${lang}-drawer-specifics`, drawer)
      await drawer.getByTestId("mx-field-gpsr-gpsr").scrollIntoViewIfNeeded()
      await shot(page, `33-${lang}-drawer-gpsr`, drawer)
      expect(await ourWordsIn(page, lang === "de" ? "en" : "de")).toEqual([])
      await page.keyboard.press("Escape")
    }
  } finally {
    await language("en")
    await adminApi(page, "POST", "/admin/marketplace-exchange/settings", { price_rule: { percent: 0, fixed: "0", ending: "none" } })
    await page.request.delete(`${STORE.url}/admin/products/${product.id}`)
  }
})

const BULK = {
  de: {
    search: "Titel, SKU oder ID suchen",
    action: "eBay-Felder bearbeiten",
    apply: "Auf den 1 passenden anwenden",
    confirm: "Das ändert, was eBay von 1 Produkt zeigt",
    done: "eBay-Felder bearbeiten: 1 von 1 Produkt geändert, wird als Nächstes synchronisiert",
    wrong: "Ein Prozentsatz von -50 bis 200",
    ending: ",95",
    percent: "15",
    both: "28,95 · Shop 24,50",
    lane: "Preis bei eBay 28,95 · Shop-Preis 24,50",
  },
  en: {
    search: "Search title, SKU or id",
    action: "Edit eBay fields",
    apply: "Apply to the 1 matching",
    confirm: "This changes what eBay shows of 1 product",
    done: "Edit eBay fields: 1 of 1 product changed, synced next",
    wrong: "A percentage from -50 to 200",
    ending: ".95",
    percent: "16",
    both: "28.95 · store 24.50",
    lane: "price on eBay 28.95 · store price 24.50",
  },
} as const

it("edits the eBay price rule of all a filter matches from the grid, and names a wrong value, in German and English", async () => {
  const { settings } = await adminApi(page, "GET", "/admin/marketplace-exchange/settings")
  const { product } = await adminApi(page, "POST", "/admin/products", {
    title: "Bulk-Vase 33",
    description: "Vase aus Steingut",
    status: "published",
    options: [{ title: "Size", values: ["One"] }],
    variants: [
      {
        title: "One",
        sku: "VASE-B33",
        ean: "4006389900333",
        manage_inventory: false,
        options: { Size: "One" },
        prices: [{ amount: 24.5, currency_code: "eur" }],
      },
    ],
    sales_channels: [{ id: settings.sales_channel_id }],
    metadata: { marketplace_brand: "Vasenwerk", marketplace_mpn: "VASE-B33" },
  })
  try {
    for (const lang of ["de", "en"] as const) {
      const words = BULK[lang]
      await language(lang)
      await page.goto(app("/marketplace/listings"))
      const grid = page.getByTestId("listings")
      await grid.getByPlaceholder(words.search).fill("Bulk-Vase 33")
      await grid.locator("tbody tr").filter({ hasText: "Bulk-Vase 33" }).waitFor({ timeout: 15_000 })
      await until(async () => (await grid.locator("tbody tr").count()) === 1, { label: "the one product found", timeoutMs: 10_000 })
      await page.getByTestId("listing-action").click()
      await page.getByRole("option", { name: words.action, exact: true }).click()
      // The price rule is the edit chosen first.
      const actions = page.getByTestId("listing-actions")
      await page.getByTestId("listing-edit-percent").fill(words.percent)
      await page.getByTestId("listing-edit-ending").click()
      await page.getByRole("option", { name: words.ending, exact: true }).click()
      await shot(page, `33-${lang}-bulk-edit`, actions)
      await actions.getByRole("button", { name: words.apply }).click()
      await page.getByRole("alertdialog").getByText(words.confirm, { exact: false }).waitFor({ timeout: 5_000 })
      await page.waitForTimeout(600) // the dialog's fade-in
      await shot(page, `33-${lang}-bulk-edit-confirm`)
      await page.getByRole("alertdialog").getByRole("button", { name: words.action }).click()
      await page.getByText(words.done).first().waitFor({ timeout: 10_000 })
      const saved = await adminApi(page, "GET", `/admin/products/${product.id}?fields=metadata`)
      expect(saved.product.metadata).toMatchObject({ marketplace_price_percent: words.percent, marketplace_price_ending: ".95" })
      // Both prices where a price is shown: 24.50 × 1.15 (or 1.16) up to .95 is 28.95 on eBay, beside the store's 24.50.
      const row = grid.locator("tbody tr").filter({ hasText: "Bulk-Vase 33" })
      await until(async () => ((await row.textContent()) ?? "").includes(words.both), {
        label: "both prices in the grid",
        timeoutMs: 30_000,
      })
      await shot(page, `33-${lang}-both-prices-grid`, row)
      // A wrong percentage is named in the admin's language, and nothing is saved.
      await page.getByTestId("listing-edit-percent").fill("300")
      await actions.getByRole("button", { name: words.apply }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: words.action }).click()
      await page.getByText(words.wrong, { exact: false }).first().waitFor({ timeout: 10_000 })
      await page.waitForTimeout(600) // the toast's slide-in
      await shot(page, `33-${lang}-bulk-edit-refused`)
      const kept = await adminApi(page, "GET", `/admin/products/${product.id}?fields=metadata`)
      expect(kept.product.metadata.marketplace_price_percent).toBe(words.percent)
      // The product's box shows both prices too.
      await page.goto(app(`/products/${product.id}`))
      const lane = page.getByTestId("marketplace-stock-lane")
      await lane.getByText(words.lane, { exact: false }).waitFor({ timeout: 15_000 })
      await shot(page, `33-${lang}-both-prices-product`, lane)
      expect(await ourWordsIn(page, lang === "de" ? "en" : "de")).toEqual([])
    }
  } finally {
    await language("en")
    await page.request.delete(`${STORE.url}/admin/products/${product.id}`)
  }
})
