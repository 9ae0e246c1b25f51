import fs from "fs"
import path from "path"
import { Browser, chromium, Locator, Page } from "playwright-core"
const { ADMIN, CHROMIUM, SANDBOX, SCREENSHOTS, STORE } = require("./store-config")

export { ADMIN, SANDBOX, STORE }

/** Debian's Chromium, never a downloaded one; flags that keep it off the (closed) network. */
export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH. .ci/run installs it ` +
        `when missing.`
    )
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  })
}

/** The admin's top bar, which stays over its scrolling column. */
const TOP_BAR_PX = 60

/** Saves a screenshot (of an element, scrolled into view, or of the page) under .data/screenshots. */
export async function shot(page: Page, name: string, target?: Locator): Promise<string> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  const file = path.join(SCREENSHOTS, `${name}.png`)
  if (target) {
    // The admin scrolls inside its own column, not the window: an element taller than the viewport would be
    // shot with the part outside the column blank. The viewport grows to hold it for the shot.
    const viewport = page.viewportSize()
    const box = await target.boundingBox()
    const tall = viewport && box && box.height > viewport.height - TOP_BAR_PX
    if (tall) await page.setViewportSize({ width: viewport.width, height: Math.ceil(box.height) + 2 * TOP_BAR_PX })
    try {
      await target.scrollIntoViewIfNeeded()
      await target.screenshot({ path: file })
    } finally {
      if (tall) await page.setViewportSize(viewport)
    }
  } else {
    await page.screenshot({ path: file })
  }
  return file
}

/**
 * Polls until `check` holds. With `reload`, the page is reloaded between tries and `ready`
 * (the element under test) is awaited first, so a slow first render is not cut short.
 */
export async function until(
  check: () => Promise<boolean>,
  { timeoutMs = 90_000, label = "condition", reload, ready }: { timeoutMs?: number; label?: string; reload?: Page; ready?: Locator } = {}
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await ready?.waitFor({ timeout: Math.max(1000, deadline - Date.now()) }).catch(() => undefined)
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    if (reload) await reload.reload()
  }
}

/** The admin API with the page's session cookie. */
export async function adminApi<T = any>(page: Page, method: "GET" | "POST", urlPath: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`${STORE.url}${urlPath}`, { method, data, headers: { "content-type": "application/json" } })
  if (!response.ok()) throw new Error(`${method} ${urlPath} answered ${response.status()}: ${await response.text()}`)
  return response.json()
}

export async function sandboxControl<T = any>(method: "GET" | "POST", urlPath: string, body?: unknown): Promise<T> {
  const res = await fetch(`${SANDBOX.url}${urlPath}`, { method, body: body === undefined ? undefined : JSON.stringify(body) })
  if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${await res.text()}`)
  const text = await res.text()
  return (text ? JSON.parse(text) : undefined) as T
}

/** A browser with one page signed in to the demo store's admin (each spec file its own session). */
export async function signedInAdmin(): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchChromium()
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } })
  await page.goto(`${STORE.url}/app/login`, { timeout: 180_000 })
  await page.fill('input[name="email"]', ADMIN.email)
  await page.fill('input[name="password"]', ADMIN.password)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/app\/orders/, { timeout: 120_000 })
  return { browser, page }
}

/** A product's id by its exact title, through the admin API. */
export async function productIdByTitle(page: Page, title: string): Promise<string> {
  const { products } = await adminApi(page, "GET", `/admin/products?q=${encodeURIComponent(title)}&fields=id,title`)
  return products.find((p: { title: string }) => p.title === title).id
}

/** What Profile → Language stores (i18next's cookie and localStorage, key "lng"): the admin's language from the next page on. */
export async function setLanguage(page: Page, code: "de" | "en"): Promise<void> {
  await page.context().addCookies([{ name: "lng", value: code, url: STORE.url }])
  await page.evaluate((lng) => localStorage.setItem("lng", lng), code)
}
