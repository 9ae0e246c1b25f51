/**
 * The catalog push on the real path: a store running as its own process
 * (`medusa start`, the plugin loaded from ./src), products created in it with Medusa's own
 * workflows as drafts, then published at once through the admin API. From there everything is
 * the plugin's: Medusa's events, the subscribers, the queue, the sync workflow and the client,
 * to the sandbox answering every request after an injected latency.
 *
 * Reported, in one run:
 * 1. the push: requests, wall time, and the ratio to the lower bound requests x latency / limit
 *    (the limit is the setting max_requests_in_flight), with the most requests in flight seen;
 * 2. a Sync all of the same catalog with nothing changed: the requests it sent (must be 0), told
 *    from those of the store's scheduled work in the same minutes (lib/request-sources.ts);
 * 3. memory: a Sync all of a catalog of BENCH_MEMORY_PRODUCTS, pushed at no latency, and the
 *    store's peak resident memory growth over its level before (bound: 300 MB).
 *
 * The store's heap is capped (BENCH_STORE_HEAP_MB, 768 MB by default), as a production container
 * caps it. Without a cap on a machine with much memory, V8 lets its old generation grow to about
 * four times the live heap before a full collection (measured: +510 to +720 MB within a 2,100
 * product Sync all, back to the level before at each full collection), which measures V8's
 * choice, not what the plugin holds. Under the cap, a plugin that held the catalog would run out
 * of heap or show in the growth; one that does not finishes with the growth reported.
 *
 * BENCH_PRODUCTS (1000), BENCH_LATENCY_MS (50), BENCH_IN_FLIGHT (16), BENCH_MEMORY_PRODUCTS (10000; 0 skips),
 * BENCH_STORE_HEAP_MB (768).
 */
import fs from "fs"
import path from "path"
import { startSandbox } from "../src/sandbox"
import {
  adminLogin,
  execInStore,
  prepareStoreDatabase,
  removeStoreDatabase,
  startStoreProcess,
  storeCall,
} from "../integration-tests/helpers/store-process"
import { connectionEnv, cpuSeconds, machineCpu, verdict, waitFor, watchRss } from "./lib/measure"
import { requestSource, requestsBySource } from "./lib/request-sources"
const { ensureDatabaseServer } = require("../dev/database")

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000)
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50)
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 16)
const MEMORY_PRODUCTS = Number(process.env.BENCH_MEMORY_PRODUCTS ?? 10_000)
const STORE_HEAP_MB = Number(process.env.BENCH_STORE_HEAP_MB ?? 768)
const BOUND_RATIO = 1.3
const BOUND_RSS_MB = 300
const DATABASE = "mx_bench_real_path"
const ROOT = path.resolve(__dirname, "..")

/** Transactions committed in the store's database so far (each statement outside a transaction is one). */
async function databaseCommits(databaseUrl: string): Promise<number> {
  const { Client } = require("pg")
  const client = new Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query("select xact_commit from pg_stat_database where datname = current_database()")
    return Number(rows[0].xact_commit)
  } finally {
    await client.end()
  }
}

async function main() {
  const database = await ensureDatabaseServer({ log: (line: string) => console.log(line) })
  const sandbox = await startSandbox({ port: 0 })
  const env = connectionEnv(sandbox.url)
  const idsFile = path.join(ROOT, ".data", `${DATABASE}-ids.txt`)
  fs.rmSync(idsFile, { force: true })
  const setup = await prepareStoreDatabase(DATABASE, env)
  const createProducts = async (from: number, count: number, status: "draft" | "published") => {
    const started = Date.now()
    await execInStore(setup.databaseUrl, "./bench/fixtures/create-catalog.ts", {
      ...env,
      STORE_SETUP_FILE: setup.setupFile,
      BENCH_IDS_FILE: idsFile,
      BENCH_FROM: String(from),
      BENCH_COUNT: String(count),
      BENCH_STATUS: status,
    })
    console.log(
      `(created ${count} products x 3 variants x 4 images in Medusa as ${status}s in ${((Date.now() - started) / 1000).toFixed(0)} s)`
    )
  }
  await createProducts(0, PRODUCTS, "draft")
  // BENCH_STORE_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") go to the store process only, to profile it.
  const nodeArgs = [`--max-old-space-size=${STORE_HEAP_MB}`, ...(process.env.BENCH_STORE_NODE_ARGS?.split(" ").filter(Boolean) ?? [])]
  const store = await startStoreProcess(setup.databaseUrl, env, "bench-real-path", nodeArgs)
  const ok: boolean[] = []
  try {
    const auth = await adminLogin(store.url)
    // The order poll's hourly at most: its light request is the job's work, not the Sync all's, and
    // a 3,000-product run outlasts the default interval (measured: the one request of a no-op run).
    await storeCall(store.url, auth, "POST", "/admin/marketplace-exchange/settings", {
      max_requests_in_flight: IN_FLIGHT,
      order_poll_seconds: 3600,
    })
    const queueIdle = async () => {
      const queue = await storeCall(store.url, auth, "GET", "/admin/marketplace-exchange/sync")
      return queue.pending === 0 && queue.running === 0
    }
    // The drafts' creation queued nothing; let the store settle before measuring.
    await waitFor(queueIdle, 60_000, "an idle queue before the push")
    const listed = () => Object.keys(sandbox.context.store.state.sets.Products).length
    const resetTraffic = () => {
      sandbox.context.requestLog.length = 0
      Object.assign(sandbox.context.traffic, { requests: 0, peakInFlight: sandbox.context.traffic.inFlight })
    }

    // 1. The push: every draft published at once, as the admin's bulk edit does.
    sandbox.context.faults = { ...sandbox.context.faults, latencyMs: LATENCY_MS }
    resetTraffic()
    const ids = fs.readFileSync(idsFile, "utf8").split("\n").filter(Boolean)
    const started = Date.now()
    // BENCH_CURVE=1: requests so far and in flight every 2 s, to see where the push waits.
    const curve = process.env.BENCH_CURVE
      ? setInterval(
          () =>
            console.log(
              `${((Date.now() - started) / 1000).toFixed(0)} s: ${sandbox.context.traffic.requests} requests, ` +
                `${sandbox.context.traffic.inFlight} in flight`
            ),
          2000
        )
      : undefined
    const cpuBefore = cpuSeconds(store.pid)
    const machineBefore = machineCpu()
    const commitsBefore = await databaseCommits(setup.databaseUrl)
    // Medusa's batch route, 100 products a call (its events come when a call's workflow ends).
    for (let i = 0; i < ids.length; i += 100) {
      await storeCall(store.url, auth, "POST", "/admin/products/batch", {
        update: ids.slice(i, i + 100).map((id) => ({ id, status: "published" })),
      })
    }
    // The sandbox is asked first (in this process, free); the store only once every listing is there.
    await waitFor(async () => listed() === PRODUCTS && (await queueIdle()), 60 * 60_000, `${PRODUCTS} listings`, 100)
    const wallMs = Date.now() - started
    clearInterval(curve)
    const cpuMs = (cpuSeconds(store.pid) - cpuBefore) * 1000
    const machineAfter = machineCpu()
    const machineBusy = (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total)
    const commits = (await databaseCommits(setup.databaseUrl)) - commitsBefore
    const { requests, peakInFlight } = sandbox.context.traffic
    const boundMs = (requests * LATENCY_MS) / IN_FLIGHT
    const state = sandbox.context.store.state.sets
    console.log(
      `\nreal-path push: ${PRODUCTS} products x 3 variants x 4 images, ${LATENCY_MS} ms latency, max_requests_in_flight ${IN_FLIGHT}`
    )
    console.log(
      `requests sent                      ${requests} (${(requests / PRODUCTS).toFixed(1)} per product), at most ${peakInFlight} in flight`
    )
    console.log(
      `at the sandbox                     ${Object.keys(state.Products).length} products, ` +
        `${Object.keys(state.ProductVariations).length} variations, ${Object.keys(state.ProductImages).length} images`
    )
    console.log(`wall time                          ${(wallMs / 1000).toFixed(1)} s (publish to the last listing, queue empty)`)
    console.log(`lower bound                        ${(boundMs / 1000).toFixed(1)} s (requests x latency / in-flight limit)`)
    console.log(
      `store's CPU time                   ${(cpuMs / 1000).toFixed(1)} s = ${(cpuMs / PRODUCTS).toFixed(0)} ms per product ` +
        `(${((100 * cpuMs) / wallMs).toFixed(0)}% of one core)`
    )
    console.log(`database transactions              ${(commits / PRODUCTS).toFixed(0)} per product`)
    console.log(
      `machine busy                       ${(100 * machineBusy).toFixed(0)}% of its ${require("os").cpus().length} cores (store, ` +
        `database, sandbox)`
    )
    ok.push(verdict("ratio to the lower bound", `${(wallMs / boundMs).toFixed(2)}x`, wallMs / boundMs <= BOUND_RATIO, `${BOUND_RATIO}x`))
    ok.push(
      verdict(
        "products listed once each",
        `${Object.keys(state.Products).length} of ${PRODUCTS}`,
        Object.keys(state.Products).length === PRODUCTS,
        "all, once"
      )
    )

    // 2. Sync all with nothing changed: everything is compared, nothing is sent.
    resetTraffic()
    const noop = await storeCall(store.url, auth, "POST", "/admin/marketplace-exchange/sync", {})
    const noopStarted = Date.now()
    const noopCpu = cpuSeconds(store.pid)
    const noopDone = await waitFor(
      async () => {
        const batch = await storeCall(store.url, auth, "GET", `/admin/marketplace-exchange/sync?batch_id=${noop.batch_id}`)
        return batch.pending === 0 && batch.running === 0 && batch
      },
      30 * 60_000,
      "the no-op Sync all"
    )
    console.log(
      `\nno-op Sync all of ${noop.queued} products in ${((Date.now() - noopStarted) / 1000).toFixed(1)} s, store's CPU ` +
        `${(((cpuSeconds(store.pid) - noopCpu) * 1000) / noop.queued).toFixed(0)} ms per product: ${JSON.stringify(noopDone.outcomes)}`
    )
    // The scheduled jobs run meanwhile: the listing sweep every minute (nothing is due a day after
    // each listing's check at its create), the reconciliation at minute 17 of each hour, the order
    // poll (hourly here). Their requests are told apart by kind and shown, not counted as the Sync all's.
    await waitFor(async () => sandbox.context.traffic.inFlight === 0, 30_000, "the requests in flight to be answered")
    const seen = sandbox.context.requestLog
    const bySource = requestsBySource(seen)
    // Requests the log no longer holds (it keeps the newest 10,000) cannot be told apart: counted as the Sync all's.
    const unlogged = Math.max(0, sandbox.context.traffic.requests - seen.length)
    const syncSent = bySource["product sync"] + unlogged
    ok.push(verdict("requests sent by a no-op Sync all", String(syncSent), syncSent === 0, "0"))
    for (const entry of seen.filter((e) => requestSource(e) === "product sync").slice(0, 20))
      console.log(`  sent by a product sync: ${entry.method} ${entry.path} ${entry.status}`)
    const others = Object.entries(bySource).filter(([source, count]) => source !== "product sync" && count > 0)
    console.log(
      `sent meanwhile by scheduled work     ${others.length ? others.map(([source, count]) => `${count} ${source}`).join(", ") : "none"}`
    )

    // 3. Memory: a Sync all of a large catalog, most of it new to the service, at no latency.
    if (MEMORY_PRODUCTS > PRODUCTS) {
      // Created as drafts, then published without events (create-catalog.ts): only the Sync all sends them.
      await createProducts(PRODUCTS, MEMORY_PRODUCTS - PRODUCTS, "published")
      sandbox.context.faults = { ...sandbox.context.faults, latencyMs: 0 }
      resetTraffic()
      const memory = watchRss(store.pid)
      const all = await storeCall(store.url, auth, "POST", "/admin/marketplace-exchange/sync", {})
      const allStarted = Date.now()
      await waitFor(
        async () => {
          const batch = await storeCall(store.url, auth, "GET", `/admin/marketplace-exchange/sync?batch_id=${all.batch_id}`)
          return batch.pending === 0 && batch.running === 0
        },
        2 * 60 * 60_000,
        `the Sync all of ${MEMORY_PRODUCTS} products`,
        1000
      )
      const { startMb, peakMb } = memory.stop()
      console.log(
        `\nSync all of ${all.queued} products (${MEMORY_PRODUCTS - PRODUCTS} new to the service) in ` +
          `${((Date.now() - allStarted) / 1000).toFixed(0)} s, ${sandbox.context.traffic.requests} requests; ${listed()} listed`
      )
      console.log(
        `store's resident memory            ${startMb.toFixed(0)} MB before, ${peakMb.toFixed(0)} MB at most (heap capped at ` +
          `${STORE_HEAP_MB} MB)`
      )
      ok.push(verdict("peak memory growth", `${(peakMb - startMb).toFixed(0)} MB`, peakMb - startMb < BOUND_RSS_MB, `${BOUND_RSS_MB} MB`))
      ok.push(verdict("products listed once each", `${listed()} of ${MEMORY_PRODUCTS}`, listed() === MEMORY_PRODUCTS, "all, once"))
    }
  } finally {
    await store.kill("SIGTERM")
    await sandbox.close()
    await removeStoreDatabase(DATABASE)
    fs.rmSync(idsFile, { force: true })
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
