import type { Browser, Page } from "playwright-core"
import { adminApi, productIdByTitle, sandboxControl, shot, signedInAdmin, STORE, until } from "./helpers"
const { Client } = require("pg")
const { databaseUrl } = require("../../dev/database")
const { DATABASE } = require("./store-config")

/**
 * The listings grid, the activity log, alerts in the bell and the admin in German, in a real
 * browser against the demo store. Its own products (120 drafts in the marketplace's channel,
 * never sent) and its own session, so it does not depend on the other browser spec.
 */
jest.setTimeout(5 * 60 * 1000)

let browser: Browser
let page: Page

const app = (path: string) => `${STORE.url}/app${path}`
const grid = () => page.getByTestId("listings")

beforeAll(async () => {
  ;({ browser, page } = await signedInAdmin())
})

afterAll(async () => {
  await browser?.close()
})

const productId = (title: string) => productIdByTitle(page, title)

it("pages, searches and filters a grid of 120 products, and a bulk Sync now of a filter queues exactly those", async () => {
  const { settings } = await adminApi(page, "GET", "/admin/marketplace-exchange/settings")
  const create = Array.from({ length: 120 }, (_, i) => ({
    title: `Grid vase ${String(i + 1).padStart(3, "0")}`,
    status: "draft",
    options: [{ title: "Size", values: ["One"] }],
    variants: [
      {
        title: "One",
        sku: `VASE-${i + 1}`,
        manage_inventory: false,
        options: { Size: "One" },
        prices: [{ amount: 25, currency_code: "eur" }],
      },
    ],
    sales_channels: [{ id: settings.sales_channel_id }],
  }))
  await adminApi(page, "POST", "/admin/products/batch", { create })

  await page.goto(app("/marketplace/listings"))
  const total = (await adminApi(page, "GET", "/admin/marketplace-exchange/listings?limit=1")).count
  expect(total).toBeGreaterThanOrEqual(121)
  await grid()
    .getByText(new RegExp(`^20 of ${total} results$`))
    .waitFor({ timeout: 30_000 })
  expect(await grid().locator("tbody tr").count()).toBe(20)
  await shot(page, "20-listings-grid")
  await grid().getByRole("button", { name: "Next" }).click()
  await grid()
    .getByText(new RegExp(`^40 of ${total} results$`))
    .waitFor()

  // Search by SKU, then by title: the count is the filter's.
  await grid().getByPlaceholder("Search title, SKU or id").fill("VASE-77")
  await grid()
    .getByText(/^1 of 1 results$/)
    .waitFor({ timeout: 10_000 })
  await grid().getByText("Grid vase 077").waitFor()
  await grid().getByPlaceholder("Search title, SKU or id").fill("Grid vase 01")
  await grid()
    .getByText(/^10 of 10 results$/)
    .waitFor({ timeout: 10_000 })
  await shot(page, "20b-listings-search", grid())

  // The state filter, through Medusa's filter menu: the vases were never sent.
  await grid().locator('button[aria-haspopup="menu"]').first().click()
  await page.getByRole("menuitem", { name: "State" }).click()
  await page.getByRole("dialog").getByRole("button", { name: "Not sent" }).click()
  await page.keyboard.press("Escape")
  // The filter's list may stay open (Medusa's popover): a click beside it closes it.
  await page
    .getByRole("dialog")
    .waitFor({ state: "hidden", timeout: 2_000 })
    .catch(() => page.mouse.click(600, 40))
  await grid()
    .getByText(/^10 of 10 results$/)
    .waitFor({ timeout: 10_000 })
  const listed = await adminApi(page, "GET", "/admin/marketplace-exchange/listings?state=listed&q=Grid%20vase")
  expect(listed.count).toBe(0)

  // Bulk Sync now on the whole filter: exactly the 10 products the grid counts.
  const answer = page.waitForResponse((r) => r.url().includes("/listings/actions") && r.request().method() === "POST")
  await grid().getByRole("button", { name: "Apply to all 10 matching" }).click()
  const body = await (await answer).json()
  expect(body).toMatchObject({ action: "sync", count: 10, queued: 10 })
  expect(body.product_ids).toHaveLength(10)
  const wanted = await Promise.all(Array.from({ length: 10 }, (_, i) => productId(`Grid vase ${String(i + 10).padStart(3, "0")}`)))
  expect([...body.product_ids].sort()).toEqual([...wanted].sort())
  const batch = await adminApi(page, "GET", `/admin/marketplace-exchange/sync?batch_id=${body.batch_id}`)
  expect(batch.total).toBe(10)
  await page.getByText("Sync now: 10 products").waitFor({ timeout: 10_000 })
  await shot(page, "20c-listings-bulk-sync")
})

it("shows a refused write in the activity log with the service's message", async () => {
  const id = await productId("Medusa Sweatshirt")
  await sandboxControl("POST", "/_sandbox/faults", {
    refusals: [{ method: "PUT", path: "/Title", status: 400, code: "4001", message: "Title refused by the marketplace." }],
  })
  try {
    await adminApi(page, "POST", `/admin/products/${id}`, { title: "Medusa Sweatshirt, washed" })
    await until(
      async () =>
        (await adminApi(page, "GET", `/admin/marketplace-exchange/activity?product_id=${id}&outcome=refused`)).events.some(
          (e: { code: string }) => e.code === "4001"
        ),
      { timeoutMs: 30_000, label: "the refused write in the log" }
    )
  } finally {
    await sandboxControl("POST", "/_sandbox/faults", {})
  }
  await page.goto(app(`/marketplace/activity?product_id=${id}`))
  const log = page.getByTestId("activity-log")
  await log.getByText("Title refused by the marketplace.").first().waitFor({ timeout: 10_000 })
  await log.getByText("code 4001").first().waitFor()
  await shot(page, "21-activity-refused")
  // The product's box shows its last events too.
  await page.goto(app(`/products/${id}`))
  const recent = page.getByTestId("recent-activity")
  await recent.getByText("Title refused by the marketplace.").first().waitFor({ timeout: 15_000 })
  await shot(page, "21b-product-recent-activity", recent)
  await adminApi(page, "POST", `/admin/products/${id}`, { title: "Medusa Sweatshirt" })
})

it("raises one alert in the bell when the order import fails for longer than the setting", async () => {
  await adminApi(page, "POST", "/admin/marketplace-exchange/settings", { import_alert_minutes: 5 })
  const db = new Client({ connectionString: databaseUrl(process.env, DATABASE) })
  await db.connect()
  // Only the order feed fails: the rest of the store keeps syncing.
  await sandboxControl("POST", "/_sandbox/faults", {
    refusals: [{ method: "GET", path: "/SalesOrders", status: 503, code: "5003", message: "Service unavailable" }],
  })
  try {
    await adminApi(page, "POST", "/admin/marketplace-exchange/orders/import").catch(() => undefined)
    // The failing began 10 minutes ago: the stored time is moved back instead of waiting.
    await db.query(
      "update marketplace_exchange_run_state set import_failing_since = now() - interval '10 minutes' " +
        "where import_failing_since is not null"
    )
    for (let i = 0; i < 3; i++) await adminApi(page, "POST", "/admin/marketplace-exchange/orders/import").catch(() => undefined)
    // The demo holds two accounts: the bell names the one whose import fails.
    const { rows } = await db.query(
      "select count(*)::int as n from notification where data->>'title' = 'Marketplace: orders are not being imported (eBay)'"
    )
    expect(rows[0].n).toBe(1)
    // Each failed poll (Import now included) doubled the wait before the next: the page says until when.
    await page.goto(app("/marketplace"))
    const lastImport = page.getByTestId("last-import")
    await lastImport.getByText(/polls in a row failed, so the next one waits until/).waitFor({ timeout: 20_000 })
    await shot(page, "22a-poll-backing-off", lastImport)
  } finally {
    await sandboxControl("POST", "/_sandbox/faults", {})
    await db.end()
  }
  // Medusa's bell: the top bar's last icon button, which opens the notifications drawer. Its feed
  // loads when opened, slowly on a first visit: the page is opened again until the alert shows.
  const drawer = page.getByRole("dialog")
  await until(
    async () => {
      await page.goto(app("/orders"))
      await page.locator('button[aria-haspopup="dialog"]').last().click()
      return drawer
        .getByText("Marketplace: orders are not being imported")
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false)
    },
    { label: "the import alert in the bell" }
  )
  expect(await drawer.getByText("Marketplace: orders are not being imported").count()).toBe(1)
  await shot(page, "22-bell-import-alert")
  await page.keyboard.press("Escape")
  await adminApi(page, "POST", "/admin/marketplace-exchange/orders/import")
})

it("sets how often orders are looked for and 'import only paid orders' in the settings", async () => {
  await page.goto(app("/settings/marketplace-exchange"))
  await page.locator("#mx-poll-seconds").fill("30")
  await page.locator("#mx-paid-only").click()
  const form = page.locator("form").filter({ has: page.locator("#mx-poll-seconds") })
  await form.getByRole("button", { name: "Save" }).click()
  await page.getByText("Marketplace settings saved").first().waitFor()
  await shot(page, "22c-poll-settings", form)
  const { settings } = await adminApi(page, "GET", "/admin/marketplace-exchange/settings")
  expect(settings).toMatchObject({ order_poll_seconds: 30, import_paid_only: true })
  await adminApi(page, "POST", "/admin/marketplace-exchange/settings", { order_poll_seconds: 20, import_paid_only: false })
  await page.goto(app("/marketplace"))
  await page.getByTestId("last-import").getByText("checked every 20 s").waitFor({ timeout: 20_000 })
})

it("speaks German on every plugin page and widget when the admin language is Deutsch", async () => {
  // What the profile's language choice stores (i18next's cookie and localStorage, key "lng").
  const language = async (code: string) => {
    await page.context().addCookies([{ name: "lng", value: code, url: STORE.url }])
    await page.evaluate((lng) => localStorage.setItem("lng", lng), code)
  }
  await language("de")
  try {
    const checks: Array<[string, string, string]> = [
      ["/marketplace", "Marktplatz", "23-de-marketplace"],
      ["/marketplace/listings", "Angebote", "23b-de-listings"],
      ["/marketplace/activity", "Aktivitätsprotokoll", "23c-de-activity"],
      ["/settings/marketplace-exchange", "Marktplatz-Schnittstelle", "23d-de-settings"],
    ]
    for (const [path, heading, name] of checks) {
      await page.goto(app(path))
      await page.getByText(heading, { exact: false }).first().waitFor({ timeout: 20_000 })
      await page.waitForTimeout(1000)
      await shot(page, name)
    }
    // The order settings (further down the settings page), with the poll's and paid-only's words.
    await page.goto(app("/settings/marketplace-exchange"))
    const orderSettings = page.locator("form").filter({ has: page.locator("#mx-poll-seconds") })
    await orderSettings.getByText("Nur bezahlte Bestellungen importieren").waitFor({ timeout: 20_000 })
    await shot(page, "23f-de-order-settings", orderSettings)
    await page.goto(app("/marketplace"))
    await page.getByTestId("last-import").getByText("alle 20 s geprüft").waitFor({ timeout: 20_000 })
    await page.goto(app(`/products/${await productId("Medusa T-Shirt")}`))
    // The first account's section (the demo's T-shirt is the Outlet account's too).
    const box = page.getByTestId("marketplace-product-widget").first()
    await box.getByText("Letzte Aktivität").waitFor({ timeout: 20_000 })
    await shot(page, "23e-de-product-box", box)
    const english = await page
      .getByTestId("marketplace-product-widget")
      .getByText(/^(Recent activity|Whole log|Stock and price)$/)
      .count()
    expect(english).toBe(0)
    // Each variant's offered quantity as its sum, in German (the same sum the sync pushed).
    await page
      .getByTestId("marketplace-offered")
      .getByText(/vorrätig in .+ = \d+(, höchstens \d+)? angeboten auf eBay\.de$/)
      .first()
      .waitFor({ timeout: 20_000 })
  } finally {
    await language("en")
  }
})
