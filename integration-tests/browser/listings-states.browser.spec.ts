import type { Browser, Page } from "playwright-core"
import { adminApi, productIdByTitle, sandboxControl, shot, signedInAdmin, STORE, until } from "./helpers"

/**
 * The listing states in a real browser against the demo store: four lamps brought into
 * listed, ended out of stock, not active and unchecked as the sandbox's marketplace answers; the
 * grid's badges with when each was checked and its state filter, Check listing on a selection,
 * the product box and the health panel, in English and German. Its own products and session.
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

describe("listing states", () => {
  const LAMPS = {
    listed: "State lamp listed",
    ended: "State lamp sold out",
    notActive: "State lamp taken down",
    unchecked: "State lamp unchecked",
  }
  type Row = {
    title: string
    state: string
    remote_product_id: string | null
    listing: { state: string | null; checked_at: string | null }
  }
  const rowOf = async (title: string): Promise<Row | undefined> =>
    (await adminApi(page, "GET", `/admin/marketplace-exchange/listings?q=${encodeURIComponent(title)}`)).listings.find(
      (l: Row) => l.title === title
    )
  const waitForState = async (title: string, state: string, timeoutMs = 120_000) =>
    until(async () => (await rowOf(title))?.state === state, { timeoutMs, label: `${title} to be ${state}` })
  const gridRow = (title: string) => grid().locator("tbody tr").filter({ hasText: title })
  const language = async (code: string) => {
    await page.context().addCookies([{ name: "lng", value: code, url: STORE.url }])
    await page.evaluate((lng) => localStorage.setItem("lng", lng), code)
  }
  /** The admin scrolls inside its own frame, not the window: a grid taller than the window is pictured in a taller one. */
  const tallShot = async (name: string) => {
    await page.setViewportSize({ width: 1440, height: 1500 })
    try {
      await page.waitForTimeout(300)
      await shot(page, name, grid())
    } finally {
      await page.setViewportSize({ width: 1440, height: 1000 })
    }
  }

  it("brings four lamps into listed, ended out of stock, not active and unchecked, as the marketplace answers", async () => {
    const { settings } = await adminApi(page, "GET", "/admin/marketplace-exchange/settings")
    const { stock_locations } = await adminApi(page, "GET", "/admin/stock-locations?fields=id")
    const location = stock_locations[0].id
    await adminApi(page, "POST", "/admin/products/batch", {
      create: Object.values(LAMPS).map((title, i) => ({
        title,
        description: "A desk lamp, made to show the marketplace's listing states.",
        status: "published",
        options: [{ title: "Size", values: ["One"] }],
        variants: [
          {
            title: "One",
            sku: `STATE-LAMP-${i + 1}`,
            manage_inventory: true,
            options: { Size: "One" },
            prices: [{ amount: 29, currency_code: "eur" }],
          },
        ],
        sales_channels: [{ id: settings.sales_channel_id }],
      })),
    })
    const stockLevel = async (title: string) => {
      const { product } = await adminApi(
        page,
        "GET",
        `/admin/products/${await productId(title)}?fields=variants.inventory_items.inventory_item_id`
      )
      return `/admin/inventory-items/${product.variants[0].inventory_items[0].inventory_item_id}/location-levels`
    }
    for (const title of Object.values(LAMPS)) {
      await adminApi(page, "POST", await stockLevel(title), { location_id: location, stocked_quantity: 10 })
    }
    // Created, then stock raised from 0: each is asked, and the marketplace lists it (spec 1, rule 9).
    for (const title of Object.values(LAMPS)) await waitForState(title, "listed")

    // Stock 0: the marketplace ends the listing (rule 8), asked after the push.
    await adminApi(page, "POST", `${await stockLevel(LAMPS.ended)}/${location}`, { stocked_quantity: 0 })
    await waitForState(LAMPS.ended, "ended_out_of_stock", 60_000)

    // The marketplace takes a listing down for its own reasons; Reconcile now asks every listing.
    const takenDown = (await rowOf(LAMPS.notActive))!.remote_product_id!
    await sandboxControl("POST", "/_sandbox/listings/end", { productId: takenDown })
    await adminApi(page, "POST", "/admin/marketplace-exchange/reconcile")
    await waitForState(LAMPS.notActive, "not_active")
    const notActive = (await adminApi(page, "GET", "/admin/marketplace-exchange/listings?state=not_active&q=State%20lamp")).listings
    expect(notActive.map((l: Row) => l.title)).toEqual([LAMPS.notActive])
    expect(notActive[0].warnings[0]).toMatchObject({ code: "problem.listing_not_active", field: "listing" })
  })

  it("checks a selection with Check listing, and a check the service does not answer leaves the listing unchecked", async () => {
    // A check asks the requested listing and then whatever else is due: once Reconcile's are all
    // asked, the refusal below reaches only the one selected.
    await until(async () => (await adminApi(page, "GET", "/admin/marketplace-exchange/health")).health.listings.due_for_check === 0, {
      timeoutMs: 180_000,
      label: "every listing asked since Reconcile now",
    })
    await sandboxControl("POST", "/_sandbox/faults", {
      refusals: [{ path: "/ProductIsListed", status: 400, code: "4040", message: "The listing cannot be read right now." }],
    })
    try {
      await page.goto(app("/marketplace/listings"))
      await grid().getByPlaceholder("Search title, SKU or id").fill(LAMPS.unchecked)
      await grid()
        .getByText(/^1 of 1 results$/)
        .waitFor({ timeout: 15_000 })
      await gridRow(LAMPS.unchecked).getByRole("checkbox").click()
      await grid().getByTestId("listing-action").click()
      await page.getByRole("option", { name: "Check listing" }).click()
      const answer = page.waitForResponse((r) => r.url().includes("/listings/actions") && r.request().method() === "POST")
      await grid().getByRole("button", { name: "Apply to 1 selected" }).click()
      const body = await (await answer).json()
      expect(body).toMatchObject({ action: "check", count: 1, queued: 0, listings: { requested: 1, checked: 1, unanswered: 1 } })
      await page.getByText("Check listing: 1 checked (1 without an answer).").waitFor({ timeout: 10_000 })
      await gridRow(LAMPS.unchecked).getByText("Not checked", { exact: true }).waitFor({ timeout: 15_000 })
      // The toast slides in: the picture waits for it.
      await page.waitForTimeout(800)
      await shot(page, "24-check-listing-unanswered")
      await waitForState(LAMPS.unchecked, "unchecked", 10_000)
      await gridRow(LAMPS.unchecked)
        .getByText(/^last checked \d+ (s|min) ago$/)
        .waitFor({ timeout: 15_000 })

      // The product box: the live answer fails too, so it shows the last known state, its time and why.
      await page.goto(app(`/products/${await productId(LAMPS.unchecked)}`))
      const widget = page.getByTestId("marketplace-product-widget")
      await widget.getByTestId("marketplace-listing-unknown").waitFor({ timeout: 15_000 })
      expect(await widget.getByTestId("marketplace-listing-state").textContent()).toBe("Not checked")
      expect(await widget.getByTestId("marketplace-listing-unknown").textContent()).toContain("The listing cannot be read right now.")
      await widget.getByText(/^last checked \d+ (s|min) ago$/).waitFor()
      await shot(page, "24a-product-box-last-known", widget)
    } finally {
      await sandboxControl("POST", "/_sandbox/faults", {})
    }
  })

  it("shows every state as a badge with when it was checked, in English and German, and filters by state", async () => {
    await page.goto(app("/marketplace/listings"))
    await grid().getByPlaceholder("Search title, SKU or id").fill("State lamp")
    await grid()
      .getByText(/^4 of 4 results$/)
      .waitFor({ timeout: 15_000 })
    const words: Array<[string, string]> = [
      [LAMPS.listed, "Listed"],
      [LAMPS.ended, "Ended: out of stock"],
      [LAMPS.notActive, "Not active on eBay"],
      [LAMPS.unchecked, "Not checked"],
    ]
    for (const [title, badge] of words) {
      const cell = gridRow(title).getByTestId("listing-state")
      await cell.getByText(badge, { exact: true }).waitFor({ timeout: 10_000 })
      expect(await cell.getByTestId("listing-checked").textContent()).toMatch(/^(last )?checked \d+ (s|min) ago$/)
    }
    // The not-active warning leads the problem column, in the admin's language.
    await gridRow(LAMPS.notActive)
      .getByText(/^eBay does not sell this listing although stock is offered/)
      .waitFor()
    await tallShot("24b-listing-states")

    // The state filter offers the new states.
    await grid().locator('button[aria-haspopup="menu"]').first().click()
    await page.getByRole("menuitem", { name: "State" }).click()
    const options = page.getByRole("dialog")
    for (const name of ["Ended: out of stock", "Not checked", "Removed", "Not listed or ended by you"])
      await options.getByRole("button", { name }).waitFor()
    await options.getByRole("button", { name: "Not active on eBay" }).click()
    await page.keyboard.press("Escape")
    await grid()
      .getByText(/^1 of 1 results$/)
      .waitFor({ timeout: 10_000 })
    await gridRow(LAMPS.notActive).waitFor()
    await shot(page, "24c-listing-filter-not-active", grid())

    await language("de")
    try {
      await page.goto(app("/marketplace/listings"))
      await grid().getByPlaceholder("Titel, SKU oder ID suchen").fill("State lamp")
      const german: Array<[string, string]> = [
        [LAMPS.listed, "Eingestellt"],
        [LAMPS.ended, "Beendet: kein Bestand"],
        [LAMPS.notActive, "Nicht aktiv bei eBay"],
        [LAMPS.unchecked, "Nicht geprüft"],
      ]
      for (const [title, badge] of german) {
        const cell = gridRow(title).getByTestId("listing-state")
        await cell.getByText(badge, { exact: true }).waitFor({ timeout: 15_000 })
        expect(await cell.getByTestId("listing-checked").textContent()).toMatch(/^(zuletzt )?geprüft vor \d+ (s|Min\.)$/)
      }
      await gridRow(LAMPS.notActive)
        .getByText(/^eBay verkauft dieses Angebot nicht/)
        .waitFor()
      await tallShot("24d-de-listing-states")
    } finally {
      await language("en")
    }
  })

  it("shows a listing the marketplace does not sell in the product box with what to do, and counts it on the health panel", async () => {
    const id = await productId(LAMPS.notActive)
    await page.goto(app(`/products/${id}`))
    const widget = page.getByTestId("marketplace-product-widget")
    await widget.getByTestId("marketplace-listing-state").filter({ hasText: "Not active on eBay" }).waitFor({ timeout: 15_000 })
    await widget.getByText(/^checked \d+ s ago$/).waitFor()
    const warning = widget.getByTestId("marketplace-listing-warning")
    expect(await warning.textContent()).toContain("eBay does not sell this listing although stock is offered")
    expect(await warning.textContent()).toContain("How to fix: Look the listing up in your eBay seller account")
    await shot(page, "24e-product-box-not-active", widget)

    await page.goto(app("/marketplace"))
    const tile = page.getByTestId("listings-not-active")
    await tile.waitFor({ timeout: 20_000 })
    const { health } = await adminApi(page, "GET", "/admin/marketplace-exchange/health")
    expect(health.listings.not_active).toBeGreaterThanOrEqual(1)
    expect(await tile.textContent()).toContain(`due for a check (each listing every ${health.listings.check_every_hours} h)`)
    await shot(page, "24f-health-not-active")
    await tile.getByRole("link", { name: "Show them" }).click()
    await page.waitForURL(/\/marketplace\/listings\?state=not_active/)
    await gridRow(LAMPS.notActive).waitFor({ timeout: 15_000 })
    // Only listings the marketplace does not sell: the grid opened filtered.
    const rows = await grid().locator("tbody tr").count()
    expect(await grid().getByTestId("listing-state").getByText("Not active on eBay", { exact: true }).count()).toBe(rows)

    await language("de")
    try {
      await page.goto(app(`/products/${id}`))
      await widget.getByTestId("marketplace-listing-state").filter({ hasText: "Nicht aktiv bei eBay" }).waitFor({ timeout: 15_000 })
      await widget.getByText(/^geprüft vor \d+ s$/).waitFor()
      expect(await widget.getByTestId("marketplace-listing-warning").textContent()).toContain("So beheben Sie es")
      await shot(page, "24g-de-product-box-not-active", widget)
      await page.goto(app("/marketplace"))
      await tile.getByText("Angebote nicht aktiv bei eBay").waitFor({ timeout: 20_000 })
      await shot(page, "24h-de-health-not-active", tile)
    } finally {
      await language("en")
    }
  })
})
