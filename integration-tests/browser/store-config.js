const path = require("path")

/** Where the browser tests' store, sandbox and screenshots live: beside a running `npm run demo`. */
const STORE_PORT = Number(process.env.BROWSER_STORE_PORT || 9100)
const SANDBOX_PORT = Number(process.env.BROWSER_SANDBOX_PORT || 4110)

module.exports = {
  STORE: { port: STORE_PORT, url: `http://localhost:${STORE_PORT}` },
  SANDBOX: { port: SANDBOX_PORT, url: `http://127.0.0.1:${SANDBOX_PORT}` },
  DATABASE: "medusa_marketplace_exchange_browser",
  SANDBOX_DATA: ".data/browser-sandbox.json",
  LOG_FILE: path.resolve(__dirname, "../../.data/browser-store.log"),
  SCREENSHOTS: path.resolve(__dirname, "../../.data/screenshots"),
  CHROMIUM: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  ADMIN: { email: "admin@example.com", password: "supersecret" },
}
