#!/usr/bin/env node
/**
 * `npm run demo`: everything at once on a fresh clone (after `npm install`):
 * the embedded database when none is configured, the sandbox (port 4010, state kept in
 * .data/demo-sandbox.json), and the dev store already connected to it with a seeded catalog
 * in the Marketplace channel; the catalog is listed, and a simulated buyer purchases now and
 * then (DEMO_PURCHASE_SECONDS, default 45; 0 for none), each order imported into the store.
 * PORT, SANDBOX_PORT, DEMO_DATABASE and DEMO_SANDBOX_DATA let a second demo (the browser
 * tests') run beside the first.
 */
const { spawn } = require("child_process")
const fs = require("fs")
const path = require("path")
const { alive, runStore, waitForHealth } = require("./store-runner")
const { startPurchaseSimulator } = require("./demo-simulator")

const ROOT = path.resolve(__dirname, "..")
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT || 4010)
const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`
const log = (line) => console.log(`[demo] ${line}`)

async function main() {
  fs.mkdirSync(path.join(ROOT, ".data"), { recursive: true })
  const sandbox = spawn(
    process.execPath,
    [
      require.resolve("ts-node/dist/bin.js"),
      "--transpile-only",
      "src/sandbox/cli.ts",
      "--port",
      String(SANDBOX_PORT),
      "--data",
      process.env.DEMO_SANDBOX_DATA || ".data/demo-sandbox.json",
    ],
    { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] }
  )
  const stopSandbox = async () => {
    if (!alive(sandbox)) return
    const exited = new Promise((resolve) => sandbox.once("exit", resolve))
    sandbox.kill("SIGTERM")
    await exited
  }
  if (!(await waitForHealth(`${SANDBOX_URL}/_sandbox/state`, sandbox, 60_000))) {
    await stopSandbox()
    throw new Error(`The sandbox did not start on port ${SANDBOX_PORT} (in use? set SANDBOX_PORT).`)
  }
  let simulator
  await runStore({
    label: "demo",
    database: process.env.DEMO_DATABASE || "medusa_marketplace_exchange_demo",
    env: {
      MARKETPLACE_EXCHANGE_BASE_URL: SANDBOX_URL,
      MARKETPLACE_EXCHANGE_AUTH_URL: SANDBOX_URL,
      MARKETPLACE_EXCHANGE_USER_NAME: "demo",
      MARKETPLACE_EXCHANGE_PASSWORD: "demo",
      MARKETPLACE_EXCHANGE_SUBSCRIPTION_TOKEN: "demo-token",
    },
    execScripts: ["./dev/seed-demo.ts"],
    onReady: async ({ url, admin }) => {
      log(`Sandbox:         ${SANDBOX_URL}/_sandbox/state (the marketplace's side)`)
      const everySeconds = Number(process.env.DEMO_PURCHASE_SECONDS ?? 45)
      simulator = startPurchaseSimulator({
        sandboxUrl: SANDBOX_URL,
        storeUrl: url,
        admin,
        everyMs: everySeconds * 1000,
        buy: everySeconds > 0,
        log,
      })
      await simulator.start()
    },
    onStop: async () => {
      simulator?.stop()
      await stopSandbox()
    },
  })
}

main().catch((error) => {
  console.error(`[demo] ${error.message}`)
  process.exit(1)
})
