/**
 * The move-in scan at a real merchant's size: an account another connector filled
 * with BENCH_SCAN_PRODUCTS products is read whole and matched to a channel of as many Medusa
 * products, on the real path: a store as its own process (the plugin loaded from ./src), the
 * scan's task and workflow, and the sandbox over HTTP with BENCH_LATENCY_MS per request.
 *
 * The account (seeded through `POST /_sandbox/seed`): four fifths single products matching a
 * Medusa product, half by SKU (in their ForeignId, as connectors write it) and half by EAN; one
 * fifth variation sets of two variations whose SKUs match nothing (left at the service). The
 * channel: the matched products plus a fifth more that nothing matches (to create).
 *
 * Reported, in one run:
 * 1. requests the scan sent, against the pages it must read (the Products and ProductVariations
 *    feeds, 100 entries a page, A21) plus the session's login; bound: those pages + 2;
 * 2. requests in flight at once, against the setting `max_requests_in_flight` (the budget);
 * 3. the scan's time from start to plan, and its ratio to the lower bound requests x latency
 *    (the feeds are read page after page: a page names the next); bound 3x;
 * 4. the progress the admin's bar shows (GET .../account/scan every 500 ms): how many different
 *    values it showed while the scan ran; bound: at least 10, so the bar moves;
 * 5. the plan: every product in its expected outcome.
 *
 * BENCH_SCAN_PRODUCTS (5000), BENCH_LATENCY_MS (50).
 */
import fs from "fs"
import { startSandbox } from "../src/sandbox"
import { SERVICE_PATH } from "../src/protocol/schema/constants"
import {
  adminLogin,
  execInStore,
  prepareStoreDatabase,
  removeStoreDatabase,
  startStoreProcess,
  storeCall,
} from "../integration-tests/helpers/store-process"
import { ean13 } from "./fixtures/create-catalog"
import { connectionEnv, verdict, waitFor } from "./lib/measure"
const { ensureDatabaseServer } = require("../dev/database")

const PRODUCTS = Number(process.env.BENCH_SCAN_PRODUCTS ?? 5000)
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50)
const PAGE = 100
const BOUND_RATIO = 3
const BOUND_PROGRESS_STEPS = 10
const DATABASE = "mx_bench_account_scan"

const MATCHED = Math.floor((PRODUCTS * 4) / 5)
const SETS = PRODUCTS - MATCHED

/** What the old shop's connector left: matched singles (SKU in the ForeignId, or an EAN), and sets nothing matches. */
function accountProducts() {
  const singles = Array.from({ length: MATCHED }, (_, i) => {
    const n = i + 1
    const bySku = n % 2 === 1
    return {
      ForeignId: bySku ? `QUEUE-${n}` : `shopware-${n}`,
      Title: `Old listing of mug ${n}`,
      Description: "<p>From the old shop</p>",
      ProductType: 0,
      StockAmount: 5,
      Price: "12.90",
      ...(bySku ? {} : { Ean: ean13(n) }),
    }
  })
  const sets = Array.from({ length: SETS }, (_, i) => ({
    ForeignId: `old-set-${i + 1}`,
    Title: `Discontinued set ${i + 1}`,
    Description: "<p>From the old shop</p>",
    ProductType: 1,
    StockAmount: 0,
    Price: "19.90",
    ProductVariations: ["A", "B"].map((size) => ({ Sku: `OLD-${i + 1}-${size}`, Price: "19.90", StockAmount: 2 })),
  }))
  return [...singles, ...sets]
}

async function main() {
  const database = await ensureDatabaseServer({ log: (line: string) => console.log(line) })
  const sandbox = await startSandbox({ port: 0 })
  const env = connectionEnv(sandbox.url)
  const setup = await prepareStoreDatabase(DATABASE, env)
  const created = Date.now()
  // The channel: QUEUE-0 .. QUEUE-<PRODUCTS>, published, single-variant, never sent (queue-scale-catalog.ts).
  await execInStore(setup.databaseUrl, "./bench/fixtures/queue-scale-catalog.ts", {
    ...env,
    STORE_SETUP_FILE: setup.setupFile,
    BENCH_QUEUE_WARMUP: String(PRODUCTS),
    BENCH_QUEUE_SMALL: "0",
    BENCH_QUEUE_LARGE: "0",
  })
  console.log(`(created ${PRODUCTS + 1} products in Medusa in ${((Date.now() - created) / 1000).toFixed(0)} s)`)
  const account = accountProducts()
  for (let start = 0; start < account.length; start += 500) {
    const seeded = await fetch(`${sandbox.url}/_sandbox/seed`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ products: account.slice(start, start + 500) }),
    })
    if (seeded.status !== 201) throw new Error(`The seed answered ${seeded.status}: ${await seeded.text()}`)
  }
  const store = await startStoreProcess(setup.databaseUrl, env, "bench-account-scan")
  const ok: boolean[] = []
  try {
    const auth = await adminLogin(store.url)
    const { settings } = await storeCall(store.url, auth, "POST", "/admin/marketplace-exchange/settings", {
      order_poll_seconds: 3600,
      listing_check_hours: 168,
    })
    const budget = settings.max_requests_in_flight as number
    sandbox.context.faults = { ...sandbox.context.faults, latencyMs: LATENCY_MS }
    sandbox.context.requestLog.length = 0
    Object.assign(sandbox.context.traffic, { requests: 0, peakInFlight: sandbox.context.traffic.inFlight })

    const started = Date.now()
    await storeCall(store.url, auth, "POST", "/admin/marketplace-exchange/account/scan", {})
    const shown = new Set<string>()
    const done = await waitFor(
      async () => {
        const { scan } = await storeCall(store.url, auth, "GET", "/admin/marketplace-exchange/account/scan?limit=1")
        if (scan.state === "failed") throw new Error(`The scan failed: ${scan.error}`)
        if (scan.state === "running") shown.add(`${scan.phase} ${scan.progress.read} ${scan.progress.variations_read}`)
        return scan.state === "done" && { scan, ms: Date.now() - started }
      },
      30 * 60_000,
      "the scan",
      500
    )
    const byOperation = new Map<string, number>()
    for (const entry of sandbox.context.requestLog) {
      const operation = entry.path.startsWith(SERVICE_PATH)
        ? (entry.path.slice(SERVICE_PATH.length).split(/[/?(]/).find(Boolean) ?? "/")
        : entry.path.split("?")[0]
      byOperation.set(`${entry.method} ${operation}`, (byOperation.get(`${entry.method} ${operation}`) ?? 0) + 1)
    }
    const requests = sandbox.context.traffic.requests
    const pages = Math.ceil(PRODUCTS / PAGE) + Math.ceil((SETS * 2) / PAGE)
    const lowerMs = requests * LATENCY_MS
    console.log(
      `\naccount scan: ${PRODUCTS} products (${SETS} variation sets of 2), a channel of ${PRODUCTS + 1}, ${LATENCY_MS} ms latency`
    )
    console.log(`requests by operation               ${[...byOperation].map(([op, n]) => `${n} ${op}`).join(", ")}`)
    console.log(`lower bound                        ${(lowerMs / 1000).toFixed(1)} s (requests x latency, one page after the other)`)
    ok.push(verdict("requests", String(requests), requests <= pages + 2, `${pages} pages + 2`))
    const peak = sandbox.context.traffic.peakInFlight
    ok.push(verdict("requests in flight at once", String(peak), peak <= budget, `max_requests_in_flight ${budget}`))
    const ratio = done.ms / lowerMs
    ok.push(verdict("scan to plan", `${(done.ms / 1000).toFixed(1)} s = ${ratio.toFixed(2)}x`, ratio <= BOUND_RATIO, `${BOUND_RATIO}x`))
    ok.push(verdict("progress values shown", String(shown.size), shown.size >= BOUND_PROGRESS_STEPS, `>= ${BOUND_PROGRESS_STEPS}`))
    const expected = { link: MATCHED, conflict: 0, create: PRODUCTS + 1 - MATCHED, only_at_service: SETS }
    const plan = done.scan.plan as Record<string, number>
    const planned = Object.entries(expected).every(([outcome, count]) => plan[outcome] === count)
    ok.push(verdict("plan", JSON.stringify(plan), planned, JSON.stringify(expected)))
  } finally {
    await store.kill("SIGTERM")
    await sandbox.close()
    await removeStoreDatabase(DATABASE)
    fs.rmSync(setup.setupFile, { force: true })
    await database.stop()
  }
  if (ok.includes(false)) {
    console.error("\nA figure is over its bound; see above.")
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
