/**
 * What a second worker buys for the order import (issue 15): the same store database served by
 * one store process, then by two (`medusa start` each, the plugin from ./src), importing
 * BENCH_WORKER_ORDERS marketplace orders each time from the sandbox. Both processes run the
 * import at once, as two instances of a merchant's store do; the ledger's claims keep them
 * apart. Reported: orders per second with one and with two, their ratio, and the check that
 * every marketplace order became exactly one Medusa order.
 *
 * Each phase also reports where the machine's CPU went (each store process, this process with the
 * sandbox, the rest: PostgreSQL). On a machine with fewer cores than the processes it runs, the
 * second worker takes its CPU from the first, so the phases run twice: as they come, and with each
 * store process held to the same CPU budget of its own (a cgroup quota, as a container's CPU limit),
 * which measures what a second worker buys on cores of its own. The bound (two ≥ 1.6× one) is
 * checked on the budgeted pair; where the machine lets no cgroup be made, it says so and checks the
 * pair as it comes.
 *
 * BENCH_WORKER_ORDERS (300); BENCH_WORKER_CPU, each store process's budget in cores (0.5; 0 skips
 * the budgeted phases).
 */
import fs from "fs"
import os from "os"
import { startSandbox } from "../src/sandbox"
import {
  adminLogin,
  execInStore,
  prepareStoreDatabase,
  removeStoreDatabase,
  StoreProcess,
  startStoreProcess,
  storeCall,
} from "../integration-tests/helpers/store-process"
import { CpuBudget, cpuBudget } from "./lib/cpu-budget"
import { connectionEnv, cpuSeconds, machineCpu, verdict, waitFor } from "./lib/measure"
const { ensureDatabaseServer } = require("../dev/database")

const ORDERS = Number(process.env.BENCH_WORKER_ORDERS ?? 300)
const BUDGET_CORES = Number(process.env.BENCH_WORKER_CPU ?? 0.5)
const TICKS_PER_SECOND = 100
const DATABASE = "mx_bench_order_workers"

type Session = { store: StoreProcess; auth: { headers: Record<string, string> } }

async function main() {
  const database = await ensureDatabaseServer({ log: (line: string) => console.log(line) })
  const sandbox = await startSandbox({ port: 0 })
  const env = connectionEnv(sandbox.url)
  const setup = await prepareStoreDatabase(DATABASE, env)
  await execInStore(setup.databaseUrl, "./bench/fixtures/order-store.ts", {
    ...env,
    STORE_SETUP_FILE: setup.setupFile,
    BENCH_STOCK: String(4 * ORDERS + 100),
  })
  const { productId } = JSON.parse(fs.readFileSync(setup.setupFile, "utf8"))
  const stores: StoreProcess[] = []
  const start = async (name: string): Promise<Session> => {
    const store = await startStoreProcess(setup.databaseUrl, env, name)
    stores.push(store)
    return { store, auth: await adminLogin(store.url) }
  }
  const ok: boolean[] = []
  const budgets: CpuBudget[] = []
  try {
    const first = await start("bench-orders-1")
    await storeCall(first.store.url, first.auth, "POST", "/admin/marketplace-exchange/sync", { product_ids: [productId] })
    const sets = () => sandbox.context.store.state.sets as Record<string, Record<string, Record<string, unknown>>>
    await waitFor(async () => Object.keys(sets().ProductVariations).length === 4, 120_000, "the shirt's listing")
    const variations = Object.entries(sets().ProductVariations).map(([id, v]) => ({
      productId: String(v.ProductId),
      productVariationId: id,
    }))
    const unimported = () => Object.values(sets().SalesOrders).filter((o) => !o.ForeignOrderId).length

    /** Sells ORDERS orders on the marketplace, then has every session import until none is left; answers its figures. */
    let phasesRun = 0
    const importWith = async (sessions: Session[]): Promise<Phase> => {
      for (let i = 0; i < ORDERS; i++) {
        sandbox.context.marketplace.purchase({ items: [{ ...variations[i % variations.length], quantity: 1 }], paid: i % 2 === 0 })
      }
      const started = Date.now()
      const storeCpu = sessions.map(({ store }) => cpuSeconds(store.pid))
      const ownCpu = process.cpuUsage()
      const machine = machineCpu()
      await Promise.all(
        sessions.map(async ({ store, auth }) => {
          // Import now answers within seconds (200 with the run's summary, or 202 while it goes on): ask until nothing is left.
          while (unimported() > 0) {
            const res = await fetch(`${store.url}/admin/marketplace-exchange/orders/import`, { method: "POST", headers: auth.headers })
            await res.text()
            if (res.status === 202) await new Promise((resolve) => setTimeout(resolve, 250))
          }
        })
      )
      const seconds = (Date.now() - started) / 1000
      phasesRun++
      const machineAfter = machineCpu()
      const own = process.cpuUsage(ownCpu)
      return {
        seconds,
        rate: ORDERS / seconds,
        storeCores: sessions.map(({ store }, i) => (cpuSeconds(store.pid) - storeCpu[i]) / seconds),
        benchCores: (own.user + own.system) / 1e6 / seconds,
        machineCores: (machineAfter.busy - machine.busy) / TICKS_PER_SECOND / seconds,
      }
    }

    console.log(`\norder import by store processes on one database, ${ORDERS} marketplace orders each time`)
    // The budgeted pair first, one worker alone, then two; then the budget is lifted for the pair as they come.
    let budgeted: { one: Phase; two: Phase } | undefined
    const made = BUDGET_CORES > 0 ? [1, 2].map((n) => cpuBudget(`mx-bench-worker-${n}`, BUDGET_CORES)) : []
    budgets.push(...made.filter((b): b is CpuBudget => "add" in b))
    const unavailable = made.find((b): b is { unavailable: string } => "unavailable" in b)
    if (unavailable) console.log(`CPU budget per worker: not measured, ${unavailable.unavailable}`)
    else if (budgets.length > 0) {
      budgets[0].add(first.store.pid)
      const one = report(`one worker, ${BUDGET_CORES} core`, await importWith([first]))
      const second = await start("bench-orders-2")
      budgets[1].add(second.store.pid)
      budgeted = { one, two: report(`two workers, ${BUDGET_CORES} core each`, await importWith([first, second])) }
      await second.store.kill("SIGTERM")
      budgets.forEach((b) => b.lift())
    }
    const one = report("one worker", await importWith([first]))
    const second = await start("bench-orders-2b")
    const two = report("two workers", await importWith([first, second]))
    console.log(`two workers vs one                 ${(two.rate / one.rate).toFixed(2)}x the rate (as they come)`)
    const pair = budgeted
      ? { ...budgeted, how: `each held to ${BUDGET_CORES} core (cgroup quota)` }
      : { one, two, how: "as they come: no CPU budget" }

    const imported = phasesRun * ORDERS
    const { count } = await storeCall(first.store.url, first.auth, "GET", "/admin/orders?limit=1&fields=id")
    const foreignIds = Object.values(sets().SalesOrders).map((o) => o.ForeignOrderId)
    ok.push(
      verdict(
        "two workers vs one",
        `${(pair.two.rate / pair.one.rate).toFixed(2)}x, ${pair.how}`,
        pair.two.rate >= 1.6 * pair.one.rate,
        "≥ 1.6x"
      )
    )
    if (budgeted) {
      // The budgeted pair measures the workers only where the machine had CPU left for the database and the sandbox.
      const cores = os.cpus().length
      const busy = budgeted.two.machineCores
      ok.push(verdict("machine busy, budgeted pair", `${busy.toFixed(2)} of ${cores} cores`, busy <= cores - 0.25, "a quarter core left"))
    }
    ok.push(verdict(`Medusa orders for ${imported} orders`, String(count), count === imported, "exactly one each"))
    ok.push(
      verdict(
        "distinct ForeignOrderIds written",
        String(new Set(foreignIds).size),
        new Set(foreignIds).size === imported && !foreignIds.includes(null),
        "one per order"
      )
    )
  } finally {
    await Promise.all(stores.map((s) => s.kill("SIGTERM")))
    await Promise.all(budgets.map((b) => b.remove()))
    await sandbox.close()
    await removeStoreDatabase(DATABASE)
    await database.stop()
  }
  if (ok.includes(false)) {
    console.error("\nA figure is off; see above.")
    process.exit(1)
  }
}

type Phase = { seconds: number; rate: number; storeCores: number[]; benchCores: number; machineCores: number }

/** Prints a phase's rate and where the machine's CPU went (in cores: 1.0 is one core busy throughout). */
function report(label: string, phase: Phase): Phase {
  const stores = phase.storeCores.reduce((a, b) => a + b, 0)
  const rest = Math.max(0, phase.machineCores - stores - phase.benchCores)
  console.log(`${label.padEnd(34)} ${phase.seconds.toFixed(1)} s = ${phase.rate.toFixed(1)} orders/s`)
  console.log(
    `${"".padEnd(34)} CPU in cores: store ${phase.storeCores.map((c) => c.toFixed(2)).join(" + ")}, ` +
      `sandbox and bench ${phase.benchCores.toFixed(2)}, PostgreSQL and the rest ${rest.toFixed(2)}, ` +
      `machine ${phase.machineCores.toFixed(2)}`
  )
  return phase
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
