const { spawn } = require("child_process")
const fs = require("fs")
const path = require("path")
const { dropDatabase, ensureDatabaseServer } = require("../../dev/database")
const { STORE, SANDBOX, DATABASE, SANDBOX_DATA, LOG_FILE } = require("./store-config")

const ROOT = path.resolve(__dirname, "../..")

async function waitForLine(file, pattern, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The browser tests' store stopped (exit ${child.exitCode}); see ${file}`)
    if (fs.existsSync(file) && pattern.test(fs.readFileSync(file, "utf8"))) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The browser tests' store was not ready within ${timeoutMs / 1000} s; see ${file}`)
}

/**
 * Starts what the browser tests drive: `npm run demo`'s store on its own port, database and
 * sandbox (fresh each run), without simulated buyers: the tests make their own purchases.
 */
module.exports = async function globalSetup() {
  process.env.MEDUSA_DISABLE_TELEMETRY = "true"
  const database = await ensureDatabaseServer({ log: (line) => process.stdout.write(`${line}\n`) })
  await dropDatabase(DATABASE)
  fs.mkdirSync(path.dirname(LOG_FILE), { recursive: true })
  fs.rmSync(path.join(ROOT, SANDBOX_DATA), { force: true })
  fs.writeFileSync(LOG_FILE, "")
  const log = fs.openSync(LOG_FILE, "a")
  const store = spawn(process.execPath, [path.join(ROOT, "dev/start-demo.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(STORE.port),
      SANDBOX_PORT: String(SANDBOX.port),
      DEMO_DATABASE: DATABASE,
      DEMO_SANDBOX_DATA: SANDBOX_DATA,
      DEMO_PURCHASE_SECONDS: "0",
      ADMIN_CORS: STORE.url,
      AUTH_CORS: STORE.url,
    },
    stdio: ["ignore", log, log],
    detached: true,
  })
  globalThis.__MX_BROWSER__ = { store, database }
  // For the test that kills the store under the demo: the demo's own pid.
  fs.writeFileSync(path.join(ROOT, ".data", "browser-demo.pid"), String(store.pid))
  await waitForLine(LOG_FILE, /\[demo\] Sync all started/, store, 6 * 60 * 1000)
}
