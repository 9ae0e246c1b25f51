/**
 * The queue at scale: does a Sync all keep its pace from a small catalog to a large
 * one, answer at once, let a stock change through while it runs, and keep its memory flat? All
 * on the real path: a store as its own process (`medusa start`, the plugin loaded from ./src),
 * the plugin's queue, drain and workflows, and the sandbox over HTTP at no latency.
 *
 * The catalog (fixtures/queue-scale-catalog.ts) is created before the store starts, as drafts
 * published without events, its queued tasks deleted: the creation's work is in no figure, and
 * only the Sync all runs send products. Products have one variant each.
 *
 * A fair comparison: each measured run pushes only products new to the service, the same work
 * per product. The catalog is in three sales channels and the setting `sales_channel_id` is
 * switched before each run (a channel change queues nothing by itself):
 * - the set-up's channel: BENCH_QUEUE_WARMUP products and the probe, a warm-up run first, so
 *   that the small run does not pay for the store's cold start (compiling, pools, caches): the
 *   store's CPU per product kept falling over its first products (measured at 200, 500 and
 *   2,000: 18.1, 14.0 and 10.7 ms), which flatters the large run against a small one measured
 *   too early;
 * - a small channel: BENCH_QUEUE_SMALL products;
 * - a large channel: BENCH_QUEUE_LARGE products, and the probe again (listed in the warm-up and
 *   unchanged: its task of the batch sends nothing, and comes first, as its id sorts first).
 * The service keeps the earlier runs' listings, and the queue table the earlier runs' tasks, as
 * a store's would.
 *
 * Reported, in one run:
 * 1. products/s of the small and the large Sync all (from the request to the batch's end), and
 *    the ratio; bound: large >= 0.9 x small;
 * 2. how long POST /admin/marketplace-exchange/sync takes to answer at each size (the products
 *    are queued in the background by a `sync_all` task); bound 1 s;
 * 3. halfway through the large Sync all, the probe's stock changed in Medusa (the admin API's
 *    inventory level update, after the batch's own task for the probe is done): the time from the
 *    request to the sandbox receiving the ReviseInventoryStatus for it (its request log), a task
 *    that is not the batch's; bound 2 s;
 * 4. the store's peak resident memory growth over its idle level during the large Sync all;
 *    bound 400 MB (the heap capped as in real-path.ts, for the reason given there);
 * 5. the listings grid of the large channel (lib/grid-figures.ts): a page, a filter and a search,
 *    bound 500 ms each; its read model emptied, the first load's answer (bound 3.5 s: it waits
 *    for the catch-up at most 3 s) and the time until the whole channel is read.
 * With each run: requests by operation, the store's CPU per product, tasks running in the drain
 * (sampled each second, against its places), and how long the `sync_all` task took to queue the
 * batch, to see what limits the pace.
 *
 * BENCH_QUEUE_SMALL (1000), BENCH_QUEUE_LARGE (20000), BENCH_QUEUE_WARMUP (1000), BENCH_IN_FLIGHT (16),
 * BENCH_STORE_HEAP_MB (768), BENCH_CURVE=1 (the large run's progress every 2 s).
 */
import path from "path"
import fs from "fs"
import { startSandbox } from "../src/sandbox"
import type { RunningSandbox } from "../src/sandbox"
import { SERVICE_PATH } from "../src/protocol/schema/constants"
import { TASK_TABLE } from "../src/modules/marketplace-exchange/types"
import { tasksInProgressFor } from "../src/queue/drain-pace"
import {
  adminLogin,
  execInStore,
  prepareStoreDatabase,
  removeStoreDatabase,
  startStoreProcess,
  storeCall,
} from "../integration-tests/helpers/store-process"
import { QUEUE_STOCK, QueueScaleSetup } from "./fixtures/queue-scale-catalog"
import { gridFigures } from "./lib/grid-figures"
import { connectionEnv, cpuSeconds, machineCpu, verdict, waitFor, watchRss } from "./lib/measure"
const { ensureDatabaseServer } = require("../dev/database")

const SMALL = Number(process.env.BENCH_QUEUE_SMALL ?? 1000)
const LARGE = Number(process.env.BENCH_QUEUE_LARGE ?? 20_000)
const WARMUP = Number(process.env.BENCH_QUEUE_WARMUP ?? 1000)
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 16)
const STORE_HEAP_MB = Number(process.env.BENCH_STORE_HEAP_MB ?? 768)
const BOUND_PACE = 0.9
const BOUND_ANSWER_MS = 1000
const BOUND_PROBE_MS = 2000
const BOUND_RSS_MB = 400
/** A page of the listings grid (first page by title, a filter, a search), and its first answer while the read model is caught up. */
const BOUND_GRID_MS = 500
const BOUND_GRID_FIRST_MS = 3500
const DATABASE = "mx_bench_queue_scale"

type Pg = { query(sql: string, values?: unknown[]): Promise<{ rows: any[] }>; end(): Promise<void> }

/**
 * Takes the sandbox's request log as it grows (it keeps only its newest 10,000 entries):
 * requests by operation, when the first product was created, when `half` products were listed,
 * and when a watched product's ReviseInventoryStatus arrived.
 */
function tapRequests(sandbox: RunningSandbox, listed: () => number, half: number) {
  const byOperation = new Map<string, number>()
  let firstCreateAt: number | undefined
  let halfAt: number | undefined
  let watch: { remoteId: string; since: number; at?: number; listedAt?: number } | undefined
  const take = () => {
    for (const entry of sandbox.context.requestLog) {
      const inService = entry.path.startsWith(SERVICE_PATH)
      const operation = inService ? (entry.path.slice(SERVICE_PATH.length).split(/[/?(]/).find(Boolean) ?? "/") : entry.path.split("?")[0]
      const key = `${entry.method} ${operation}`
      byOperation.set(key, (byOperation.get(key) ?? 0) + 1)
      const at = Date.parse(entry.time)
      if (key === "POST Products" && firstCreateAt === undefined) firstCreateAt = at
      if (
        watch &&
        watch.at === undefined &&
        operation === "ReviseInventoryStatus" &&
        at >= watch.since &&
        new RegExp(`[?&]productId=${watch.remoteId}L?(&|$)`).test(entry.path)
      ) {
        watch.at = at
        watch.listedAt = listed()
      }
    }
    sandbox.context.requestLog.length = 0
    if (halfAt === undefined && listed() >= half) halfAt = Date.now()
  }
  sandbox.context.requestLog.length = 0
  Object.assign(sandbox.context.traffic, { requests: 0, peakInFlight: sandbox.context.traffic.inFlight })
  const timer = setInterval(take, 20)
  return {
    byOperation,
    firstCreateAt: () => firstCreateAt,
    halfAt: () => halfAt,
    watchStock(remoteId: string, since: number) {
      watch = { remoteId, since }
    },
    stockArrived: () => {
      take()
      return watch?.at !== undefined ? { at: watch.at, listedAt: watch.listedAt! } : undefined
    },
    stop() {
      clearInterval(timer)
      take()
    },
  }
}

/** Product tasks running, sampled each second: how many of the drain's places are in use. */
function sampleRunning(pg: Pg, every = 1000) {
  const samples: number[] = []
  let busy = false
  const timer = setInterval(async () => {
    if (busy) return
    busy = true
    try {
      const { rows } = await pg.query(
        `select count(*)::int as running from ${TASK_TABLE} where state = 'running' and kind = 'product' and deleted_at is null`
      )
      samples.push(rows[0].running)
    } finally {
      busy = false
    }
  }, every)
  return {
    stop() {
      clearInterval(timer)
      // The first and last seconds are the batch's start and end, not its pace.
      const middle = samples.length > 4 ? samples.slice(1, -1) : samples
      const mean = middle.reduce((a, b) => a + b, 0) / Math.max(1, middle.length)
      return { mean, min: Math.min(...middle), max: Math.max(...middle), count: middle.length }
    },
  }
}

async function main() {
  const database = await ensureDatabaseServer({ log: (line: string) => console.log(line) })
  const sandbox = await startSandbox({ port: 0 })
  const env = connectionEnv(sandbox.url)
  const setup = await prepareStoreDatabase(DATABASE, env)
  const created = Date.now()
  await execInStore(setup.databaseUrl, "./bench/fixtures/queue-scale-catalog.ts", {
    ...env,
    STORE_SETUP_FILE: setup.setupFile,
    BENCH_QUEUE_WARMUP: String(WARMUP),
    BENCH_QUEUE_SMALL: String(SMALL),
    BENCH_QUEUE_LARGE: String(LARGE),
  })
  const catalog: QueueScaleSetup = JSON.parse(fs.readFileSync(setup.setupFile, "utf8"))
  console.log(
    `(created ${1 + WARMUP + SMALL + LARGE} single-variant products in Medusa in ${((Date.now() - created) / 1000).toFixed(0)} s, ` +
      `before the store started)`
  )
  const { Client } = require("pg")
  const pg: Pg & { connect(): Promise<void> } = new Client({ connectionString: setup.databaseUrl })
  await pg.connect()
  const nodeArgs = [`--max-old-space-size=${STORE_HEAP_MB}`, ...(process.env.BENCH_STORE_NODE_ARGS?.split(" ").filter(Boolean) ?? [])]
  const store = await startStoreProcess(setup.databaseUrl, env, "bench-queue-scale", nodeArgs)
  const ok: boolean[] = []
  try {
    const auth = await adminLogin(store.url)
    // The order poll hourly, the listing sweep once a week at one check a minute: their requests
    // are not the Sync all's (the check after each push is, and stays).
    await storeCall(store.url, auth, "POST", "/admin/marketplace-exchange/settings", {
      max_requests_in_flight: IN_FLIGHT,
      order_poll_seconds: 3600,
      listing_check_hours: 168,
      listing_checks_per_minute: 1,
    })
    const queueIdle = async () => {
      const queue = await storeCall(store.url, auth, "GET", "/admin/marketplace-exchange/sync")
      return queue.pending === 0 && queue.running === 0
    }
    const listed = () => Object.keys(sandbox.context.store.state.sets.Products).length
    const places = tasksInProgressFor(IN_FLIGHT)

    type Tap = ReturnType<typeof tapRequests>
    /** A Sync all of one channel whose `fresh` products are new to the service; `during` runs beside it once it answered. */
    const syncAll = async <T>(
      label: string,
      channelId: string,
      fresh: number,
      during?: (batchId: string, tap: Tap, listedBefore: number) => Promise<T>
    ) => {
      await storeCall(store.url, auth, "POST", "/admin/marketplace-exchange/settings", { sales_channel_id: channelId })
      await waitFor(queueIdle, 60_000, `an idle queue before the ${label} Sync all`)
      const listedBefore = listed()
      const tap = tapRequests(sandbox, () => listed() - listedBefore, fresh / 2)
      const running = sampleRunning(pg)
      const cpuBefore = cpuSeconds(store.pid)
      const sandboxCpuBefore = process.cpuUsage()
      const machineBefore = machineCpu()
      const memory = watchRss(store.pid)
      const started = Date.now()
      const answer = await storeCall(store.url, auth, "POST", "/admin/marketplace-exchange/sync", {})
      const answerMs = Date.now() - started
      const beside = during?.(answer.batch_id, tap, listedBefore)
      // Its failure is thrown where it is awaited, after the batch; until then it must not end the process unhandled.
      beside?.catch(() => undefined)
      const curve = process.env.BENCH_CURVE
        ? setInterval(
            () =>
              console.log(
                `${((Date.now() - started) / 1000).toFixed(0)} s: ${listed() - listedBefore} listed, ` +
                  `${sandbox.context.traffic.requests} requests, ${sandbox.context.traffic.inFlight} in flight`
              ),
            2000
          )
        : undefined
      let askedAt = 0
      // The sandbox is asked first (in this process, free); the store once every new listing is
      // there, or every 5 s should one never come.
      const batch = await waitFor(
        async () => {
          if (listed() - listedBefore < fresh && Date.now() - askedAt < 5000) return false
          askedAt = Date.now()
          const progress = await storeCall(store.url, auth, "GET", `/admin/marketplace-exchange/sync?batch_id=${answer.batch_id}`)
          return progress.pending === 0 && progress.running === 0 && progress
        },
        2 * 60 * 60_000,
        `the ${label} Sync all`,
        100
      )
      const wallMs = Date.now() - started
      clearInterval(curve)
      const rss = memory.stop()
      const cpuMs = (cpuSeconds(store.pid) - cpuBefore) * 1000
      const sandboxCpu = process.cpuUsage(sandboxCpuBefore)
      const sandboxCpuMs = (sandboxCpu.user + sandboxCpu.system) / 1000
      const machineAfter = machineCpu()
      const machineBusy = (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total)
      // Clock ticks of 10 ms (USER_HZ 100, as cpuSeconds reads /proc): what neither the store nor this process used, mostly the database.
      const restMs = (machineAfter.busy - machineBefore.busy) * 10 - cpuMs - sandboxCpuMs
      const besideResult = await beside
      tap.stop()
      const slots = running.stop()
      const {
        rows: [expansion],
      } = await pg.query(
        `select extract(epoch from (updated_at - created_at)) * 1000 as ms, state from ${TASK_TABLE}
         where kind = 'sync_all' and entity_id = $1`,
        [answer.batch_id]
      )
      const newListed = listed() - listedBefore
      const perSecond = newListed / (wallMs / 1000)
      const { requests, peakInFlight } = sandbox.context.traffic
      console.log(`\n${label} Sync all: ${answer.queued} products in the channel, ${fresh} of them new to the service`)
      console.log(`answered                           in ${answerMs} ms (queued: ${answer.queued})`)
      console.log(
        `batch queued by its sync_all task  in ${Number(expansion?.ms ?? 0).toFixed(0)} ms (${expansion?.state}); first product created ` +
          `${((tap.firstCreateAt() ?? started) - started).toFixed(0)} ms after the request`
      )
      console.log(
        `wall time                          ${(wallMs / 1000).toFixed(1)} s (request to the batch's end) = ` +
          `${perSecond.toFixed(1)} products/s`
      )
      // The pace of each half: a cost that grows with the queue table or the catalog shows as a slower second half.
      const halfAt = tap.halfAt() ?? started
      const firstAt = tap.firstCreateAt() ?? started
      console.log(
        `  first half, second half          ${(fresh / 2 / ((halfAt - firstAt) / 1000)).toFixed(1)} and ` +
          `${(fresh / 2 / ((started + wallMs - halfAt) / 1000)).toFixed(1)} products/s (from the first create)`
      )
      console.log(`outcomes                           ${JSON.stringify(batch.outcomes)}`)
      console.log(
        `requests                           ${requests} (${(requests / Math.max(1, newListed)).toFixed(2)} per new product), ` +
          `at most ${peakInFlight} in flight (limit ${IN_FLIGHT})`
      )
      const operations = [...tap.byOperation.entries()].sort((a, b) => b[1] - a[1])
      console.log(`  by operation                     ${operations.map(([key, count]) => `${key} ${count}`).join(", ")}`)
      const perProduct = (ms: number) => (ms / Math.max(1, answer.queued)).toFixed(1)
      console.log(
        `CPU per product                    store ${perProduct(cpuMs)} ms (${((100 * cpuMs) / wallMs).toFixed(0)}% of one core), ` +
          `sandbox and this benchmark ${perProduct(sandboxCpuMs)} ms, the rest (database) ${perProduct(restMs)} ms; ` +
          `machine ${(100 * machineBusy).toFixed(0)}% busy of ${require("os").cpus().length} cores`
      )
      console.log(
        `product tasks running (each s)     mean ${slots.mean.toFixed(1)}, ${slots.min} to ${slots.max} of the drain's ${places} places ` +
          `(${slots.count} samples)`
      )
      const minutes = Array.from({ length: Math.floor((started + wallMs) / 60_000) - Math.floor(started / 60_000) + 1 }, (_, i) =>
        new Date((Math.floor(started / 60_000) + i) * 60_000).getMinutes()
      )
      if (minutes.includes(17))
        console.log(`  (the run crossed minute 17, the hourly reconciliation's: its reads are in the requests above)`)
      ok.push(verdict(`${label}: products listed`, `${newListed} of ${fresh}`, newListed === fresh, "all, once"))
      return { answerMs, wallMs, perSecond, rss, beside: besideResult as T | undefined }
    }

    // The warm-up: the store's first products (and the probe, which the large run finds unchanged).
    await syncAll("warm-up", catalog.salesChannelId, WARMUP + 1)
    const probeRemoteId = Object.entries(sandbox.context.store.state.sets.Products).find(
      ([, product]) => (product as { ForeignId?: string }).ForeignId === catalog.probe.productId
    )?.[0]
    if (!probeRemoteId) throw new Error(`The probe ${catalog.probe.productId} was not listed by the warm-up run`)

    const small = await syncAll("small", catalog.smallChannelId, SMALL)

    // 3. Halfway through the large run, the probe's stock changes, as a merchant changes it in the admin.
    const probe = async (batchId: string, tap: Tap, listedBefore: number) => {
      await waitFor(async () => listed() - listedBefore >= LARGE / 2, 2 * 60 * 60_000, "half of the large Sync all", 50)
      // Its task of the batch came first; were it still waiting, the stock change's task would take its place.
      const { rows } = await pg.query(`select state from ${TASK_TABLE} where batch_id = $1 and entity_id = $2 and deleted_at is null`, [
        batchId,
        catalog.probe.productId,
      ])
      const stock = QUEUE_STOCK - 7
      const changedAt = Date.now()
      tap.watchStock(probeRemoteId, changedAt)
      await storeCall(
        store.url,
        auth,
        "POST",
        `/admin/inventory-items/${catalog.probe.inventoryItemId}/location-levels/${catalog.locationId}`,
        { stocked_quantity: stock }
      )
      const answeredMs = Date.now() - changedAt
      const arrived = await waitFor(async () => tap.stockArrived(), 5 * 60_000, "the probe's ReviseInventoryStatus", 10)
      const atService = (sandbox.context.store.state.sets.Products[probeRemoteId] as { StockAmount?: number }).StockAmount
      return {
        ms: arrived.at - changedAt,
        answeredMs,
        listedAt: arrived.listedAt,
        atService,
        stock,
        batchTask: rows.map((r) => r.state).join(", ") || "none",
      }
    }
    const large = await syncAll("large", catalog.largeChannelId, LARGE, probe)

    console.log(`\nqueue scale: ${SMALL} and ${LARGE} single-variant products, 0 ms latency, max_requests_in_flight ${IN_FLIGHT}`)
    const ratio = large.perSecond / small.perSecond
    ok.push(
      verdict(
        "products/s large / small",
        `${large.perSecond.toFixed(1)} / ${small.perSecond.toFixed(1)} = ${ratio.toFixed(2)}`,
        ratio >= BOUND_PACE,
        `>= ${BOUND_PACE}`
      )
    )
    ok.push(
      verdict(`Sync all answer, ${SMALL} products`, `${small.answerMs} ms`, small.answerMs <= BOUND_ANSWER_MS, `${BOUND_ANSWER_MS} ms`)
    )
    ok.push(
      verdict(`Sync all answer, ${LARGE} products`, `${large.answerMs} ms`, large.answerMs <= BOUND_ANSWER_MS, `${BOUND_ANSWER_MS} ms`)
    )
    const p = large.beside!
    console.log(
      `probe: stock ${QUEUE_STOCK} -> ${p.stock} at ${LARGE / 2} of ${LARGE} listed (its batch task: ${p.batchTask}); the admin call ` +
        `answered in ${p.answeredMs} ms; ReviseInventoryStatus arrived with ${p.listedAt} of ${LARGE} listed; StockAmount at the ` +
        `service ${p.atService}`
    )
    ok.push(
      verdict("stock change during the large run", `${p.ms} ms`, p.ms <= BOUND_PROBE_MS && p.atService === p.stock, `${BOUND_PROBE_MS} ms`)
    )
    console.log(
      `store's resident memory            ${large.rss.startMb.toFixed(0)} MB idle, ${large.rss.peakMb.toFixed(0)} MB at most ` +
        `(heap capped at ${STORE_HEAP_MB} MB)`
    )
    ok.push(
      verdict(
        "peak memory growth, large run",
        `${(large.rss.peakMb - large.rss.startMb).toFixed(0)} MB`,
        large.rss.peakMb - large.rss.startMb <= BOUND_RSS_MB,
        `${BOUND_RSS_MB} MB`
      )
    )

    // The listings grid of the large channel, once the queue is idle.
    await waitFor(queueIdle, 10 * 60_000, "an idle queue before the grid's figures")
    const grid = await gridFigures((route) => storeCall(store.url, auth, "GET", route), pg, `QUEUE-${WARMUP + SMALL + LARGE}`)
    const firstAnswer = grid.firstCatchingUp ? `${grid.firstCatchingUp.read} of ${grid.firstCatchingUp.total} read` : "caught up"
    console.log(
      `\nlistings grid, ${grid.count} products: first page ${grid.pageMs} ms, filtered by state ${grid.filterMs} ms, ` +
        `searched by SKU ${grid.searchMs} ms (found ${grid.searchFound}); read model emptied (${grid.emptied} rows): first load ` +
        `${grid.firstMs} ms (${firstAnswer}), ` +
        `whole channel read in ${(grid.catchUpMs / 1000).toFixed(1)} s (${(grid.count / (grid.catchUpMs / 1000)).toFixed(0)} products/s)`
    )
    const slowest = Math.max(grid.pageMs, grid.filterMs, grid.searchMs)
    ok.push(verdict(`grid page, ${grid.count} products`, `${slowest} ms`, slowest <= BOUND_GRID_MS, `${BOUND_GRID_MS} ms`))
    ok.push(verdict("grid's first load, emptied", `${grid.firstMs} ms`, grid.firstMs <= BOUND_GRID_FIRST_MS, `${BOUND_GRID_FIRST_MS} ms`))
    ok.push(verdict("grid after its catch-up", `${grid.count} products`, grid.count === LARGE + 1, `${LARGE + 1}, the channel`))
  } finally {
    await store.kill("SIGTERM")
    await pg.end()
    await sandbox.close()
    await removeStoreDatabase(DATABASE)
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
