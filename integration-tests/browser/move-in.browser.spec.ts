import type { Browser, Page } from "playwright-core"
import { adminApi, sandboxControl, shot, signedInAdmin, STORE } from "./helpers"

/**
 * Marketplace → Move in, in a real browser against the demo store: an account another
 * system filled, the guard's warning, the scan's plan in English and German, deciding a line,
 * and applying it (which lets the demo's creates go on for the specs after this one). Its own session.
 */
jest.setTimeout(5 * 60 * 1000)

let browser: Browser
let page: Page

const app = (path: string) => `${STORE.url}/app${path}`

beforeAll(async () => {
  ;({ browser, page } = await signedInAdmin())
})

afterAll(async () => {
  await browser?.close()
})

const language = async (code: string) => {
  await page.context().addCookies([{ name: "lng", value: code, url: STORE.url }])
  await page.evaluate((lng) => localStorage.setItem("lng", lng), code)
}

const oldListing = (foreignId: string, title: string, extra: Record<string, unknown> = {}) => ({
  ForeignId: foreignId,
  Title: title,
  Description: "<p>From the old shop</p>",
  StockAmount: 4,
  ProductType: 0,
  Price: "24.90",
  ...extra,
})

it("warns of another system's products, scans the account, shows the plan in English and German, and applies it", async () => {
  // What the old shop's connector left: one listing whose ForeignId is a demo product's SKU, two of its own.
  const { products } = await adminApi(page, "GET", "/admin/products?q=Medusa%20Shorts&fields=id,title,variants.sku")
  const sku = products[0].variants[0].sku
  await sandboxControl("POST", "/_sandbox/seed", {
    products: [
      oldListing(sku, "Shorts (old listing)"),
      oldListing("magento-7001", "Discontinued linen apron"),
      oldListing("magento-7002", "Discontinued wool blanket"),
    ],
  })
  // Saving the connection looks at the account.
  const { settings } = await adminApi(page, "GET", "/admin/marketplace-exchange/settings")
  await adminApi(page, "POST", "/admin/marketplace-exchange/settings", { format: settings.format })

  await page.goto(app("/marketplace/move-in"))
  await page
    .getByTestId("needs-scan")
    .getByText(/The account holds \d+ products the plugin has no record of/)
    .waitFor({ timeout: 20_000 })
  await shot(page, "30-move-in-before-scan")
  await page.getByTestId("start-scan").click()
  await page.getByTestId("plan-counts").waitFor({ timeout: 60_000 })
  await page.getByTestId("move-in").getByText("Shorts (old listing)").waitFor()
  await shot(page, "30b-move-in-plan")
  await page
    .getByTestId("plan-counts")
    .getByRole("button", { name: /^Only at the service/ })
    .click()
  await page.getByTestId("move-in").getByText("Discontinued wool blanket").waitFor()
  // "All" counts the whole plan, not the filtered page.
  const all = await page.getByTestId("plan-counts").getByRole("button", { name: /^All/ }).textContent()
  expect(Number(all?.match(/\((\d+)\)/)?.[1])).toBeGreaterThan(2)
  await shot(page, "30c-move-in-only-at-service")

  await language("de")
  try {
    await page.goto(app("/marketplace/move-in"))
    await page.getByTestId("move-in").getByText("Umzug").first().waitFor({ timeout: 20_000 })
    await page
      .getByTestId("plan-counts")
      .getByRole("button", { name: /^Verknüpfen/ })
      .waitFor()
    await page.getByTestId("move-in").getByText("Schon von diesem Plugin eingestellt").first().waitFor()
    await page.waitForTimeout(500)
    await shot(page, "30d-de-move-in-plan")
    // What travels (the switches per direction), in German.
    await page.goto(app("/settings/marketplace-exchange"))
    await page.getByTestId("mx-directions").getByText("Was übertragen wird").waitFor({ timeout: 20_000 })
    await shot(page, "30f-de-directions", page.getByTestId("mx-directions"))
  } finally {
    await language("en")
  }

  // Deciding line by line: the old Shorts listing matches a product the plugin lists already (a conflict).
  await page.goto(app("/marketplace/move-in"))
  const oldShorts = page.getByRole("row").filter({ hasText: "Shorts (old listing)" })
  await oldShorts.getByTestId("plan-decision").getByRole("combobox").click()
  await page.getByRole("option", { name: "List your product anew (a second listing)" }).click()
  await page.getByTestId("override-count").getByText("1 line changed").waitFor()
  await oldShorts.getByTestId("plan-decision").getByRole("combobox").click()
  await page.getByRole("option", { name: "Skip: nothing changes until a new scan" }).waitFor()
  await shot(page, "30e-move-in-deciding")
  await page.getByRole("option", { name: "Skip: nothing changes until a new scan" }).click()
  await page.getByTestId("override-count").getByText("1 line changed").waitFor()

  // Apply: the listings the plugin keeps stay linked; the skipped old one is left as it is, and nothing is listed twice.
  await page.getByTestId("apply-scan").click()
  await page.getByRole("alertdialog").getByRole("button", { name: "Apply the plan" }).click()
  await page
    .getByTestId("scan-state")
    .getByText(/^Plan applied on/)
    .waitFor({ timeout: 20_000 })
  await oldShorts.getByTestId("plan-decision").getByText("Skip: nothing changes until a new scan").waitFor()
  await shot(page, "30g-move-in-applied")
  const { health } = await adminApi(page, "GET", "/admin/marketplace-exchange/health")
  expect(health.account).toMatchObject({ needs_scan: false, scan: { state: "applied" } })
  const state = await sandboxControl("GET", "/_sandbox/state")
  const listings = Object.values(state.sets.Products as Record<string, { Title: string; ForeignId: string | null }>)
  expect(listings.filter((p) => p.ForeignId === sku).map((p) => p.Title)).toEqual(["Shorts (old listing)"])
  expect(listings.filter((p) => p.ForeignId === products[0].id)).toHaveLength(1)
})
