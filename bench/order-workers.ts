/**
 * What a second worker buys for the order import: the same store database served by
 * one store process, then by two (`medusa start` each, the plugin from ./src), importing
 * BENCH_WORKER_ORDERS marketplace orders each way from the sandbox, in halves taken one, two,
 * two, one (the second process stopped while the first works alone), so that a machine whose
 * speed drifts during the run weighs on both alike. Both processes run the import at once, as
 * two instances of a merchant's store do; the ledger's claims keep them apart. Reported: orders
 * per second with one and with two, their ratio, and the check that every marketplace order
 * became exactly one Medusa order.
 *
 * Each phase also reports where the machine's CPU went (each store process, this process with the
 * sandbox, the rest: PostgreSQL). On a machine with fewer cores than the processes it runs, the
 * second worker takes its CPU from the first, so the pair runs twice: as they come, then with each
 * store process held to the same CPU budget of its own (a cgroup quota, as a container's CPU
 * limit): the largest the model in largestBudget allows each of two (the database and the sandbox
 * keep their share per store core, as they took it beside one worker, and some CPU stays free), at
 * most a whole core.
 * The bound (two ≥ 1.6× one) is checked on the budgeted pair, valid only where each worker used
 * its budget and the machine had CPU left (both checked); where the machine lets no cgroup be
 * made, it says so and checks the pair as it comes. A budget below one core shows that nothing
 * holds two workers back at that load, not what two workers of a whole core each would reach.
 *
 * BENCH_WORKER_ORDERS (300); BENCH_WORKER_CPU, each store process's budget in cores instead of the
 * largest (0 skips the budgeted pair).
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
const CORES = os.cpus().length
const ASKED_BUDGET = process.env.BENCH_WORKER_CPU === undefined ? undefined : Number(process.env.BENCH_WORKER_CPU)
if (ASKED_BUDGET !== undefined && !(ASKED_BUDGET >= 0)) throw new Error("BENCH_WORKER_CPU is each worker's budget in cores, 0 or more.")
/** What the machine must have free while the budgeted pair runs (checked), and what the budget is sized to leave (a margin over it). */
const SPARE_CORES = 0.25
const SIZED_SPARE_CORES = 0.35
/** Imported untimed by both store processes after they start (about half each): no phase times a cold process. */
const WARM_UP_ORDERS = 50
/** Long enough for a claim that left a stopped process before its stop to be committed and seen. */
const STOP_SETTLE_MS = 1000
const STOP_TRIES = 10
const ASK_AGAIN_MS = 5000
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
    BENCH_STOCK: String(4 * ORDERS + 2 * WARM_UP_ORDERS + 100),
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
  // The stores run in process groups of their own: one left stopped by an interrupted run would stay stopped.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      for (const store of stores) for (const sent of ["SIGCONT", "SIGTERM"] as const) signalGroup(store.pid, sent)
      process.exit(130)
    })
  }
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

    /** Whether a store's health shows no poll and no task running or waiting (of any store process: one database). */
    const idle = async ({ store, auth }: Session) => {
      const { health } = await storeCall(store.url, auth, "GET", "/admin/marketplace-exchange/health")
      return !health.polling.running_by && health.queue.running === 0 && health.queue.waiting === 0
    }
    const settled = (session: Session) => waitFor(() => idle(session), 180_000, "the queue to settle")

    /** Sells `orders` orders on the marketplace, then has every session import until none is left; answers its figures. */
    let sold = 0
    const importWith = async (sessions: Session[], orders = ORDERS): Promise<Phase> => {
      sold += orders
      for (let i = 0; i < orders; i++) {
        sandbox.context.marketplace.purchase({ items: [{ ...variations[i % variations.length], quantity: 1 }], paid: i % 2 === 0 })
      }
      const started = Date.now()
      const storeCpu = sessions.map(({ store }) => cpuSeconds(store.pid))
      const ownCpu = process.cpuUsage()
      const machine = machineCpu()
      // Import now answers within seconds (200 with the run's summary, or 202 while it goes on): each store is asked
      // until nothing is left, as a waiting merchant would, every few seconds. Each ask is a poll (after one under way,
      // at once) that lists every order still waiting: asked every 250 ms from two stores, polls ran back to back.
      const asking = sessions.map(async ({ store, auth }) => {
        while (unimported() > 0) {
          const res = await fetch(`${store.url}/admin/marketplace-exchange/orders/import`, { method: "POST", headers: auth.headers })
          await res.text()
          if (unimported() > 0) await new Promise((resolve) => setTimeout(resolve, ASK_AGAIN_MS))
        }
      })
      // The phase ends when the last ForeignOrderId is written, seen within 100 ms (not at a store's next ask).
      await waitFor(async () => unimported() === 0, 30 * 60_000, "every order imported", 100)
      const seconds = (Date.now() - started) / 1000
      const machineAfter = machineCpu()
      const storeCores = sessions.map(({ store }, i) => (cpuSeconds(store.pid) - storeCpu[i]) / seconds)
      const own = process.cpuUsage(ownCpu)
      await Promise.all(asking)
      // Untimed: what the phase left running (stock updates of the reserved variants, the overlap's re-reads) ends before the next.
      await Promise.all(sessions.map(settled))
      return {
        seconds,
        rate: orders / seconds,
        storeCores,
        benchCores: (own.user + own.system) / 1e6 / seconds,
        machineCores: (machineAfter.busy - machine.busy) / TICKS_PER_SECOND / seconds,
      }
    }

    /** The second store process takes no work while stopped (SIGSTOP); it is stopped only holding none, as `a` sees. */
    const resume = (b: Session) => signalGroup(b.store.pid, "SIGCONT")
    const pause = async (a: Session, b: Session) => {
      for (let tries = 0; tries < STOP_TRIES; tries++) {
        await settled(a)
        signalGroup(b.store.pid, "SIGSTOP")
        await new Promise((resolve) => setTimeout(resolve, STOP_SETTLE_MS))
        if (await idle(a)) return
        resume(b) // a poll or a task was taken in between, perhaps by the stopped one: let it end
      }
      throw new Error(`The second store process could not be stopped holding no work in ${STOP_TRIES} tries.`)
    }
    /**
     * One worker, two, two, one (half of ORDERS each time), the second store process stopped while
     * the first works alone: a machine that speeds up or slows down during the run weighs on one and
     * two alike, and no phase times a process just started.
     */
    const alternate = async (label: string, a: Session, b: Session) => {
      const half = Math.ceil(ORDERS / 2)
      const alone: Phase[] = []
      const paired: Phase[] = []
      await pause(a, b)
      alone.push(await importWith([a], half))
      resume(b)
      paired.push(await importWith([a, b], half))
      paired.push(await importWith([a, b], half))
      await pause(a, b)
      alone.push(await importWith([a], half))
      resume(b)
      const phases = { one: report(`one worker${label}`, joined(alone)), two: report(`two workers${label}`, joined(paired)) }
      console.log(`${"two workers vs one".padEnd(34)} ${(phases.two.rate / phases.one.rate).toFixed(2)}x the rate${label}`)
      return phases
    }

    console.log(`\norder import by store processes on one database, ${ORDERS} marketplace orders by one and as many by two`)
    const second = await start("bench-orders-2")
    // Untimed: the first imports after a start pay for cold caches and connections.
    await importWith([first, second], 2 * WARM_UP_ORDERS)
    // As they come first, while no process is in a cgroup of its own: the scheduler then weighs them alike.
    const { one, two } = await alternate(" (as they come)", first, second)
    const budgetCores = ASKED_BUDGET ?? largestBudget(one)
    if (!(budgetCores > 0))
      console.log(`CPU budget per worker: not measured, ${ASKED_BUDGET === 0 ? "BENCH_WORKER_CPU=0" : "the machine has none to give"}`)
    let budgeted: { one: Phase; two: Phase } | undefined
    const made = budgetCores > 0 ? [1, 2].map((n) => cpuBudget(`mx-bench-worker-${n}`, budgetCores)) : []
    budgets.push(...made.filter((b): b is CpuBudget => "add" in b))
    const unavailable = made.find((b): b is { unavailable: string } => "unavailable" in b)
    if (unavailable) console.log(`CPU budget per worker: not measured, ${unavailable.unavailable}`)
    else if (budgets.length > 0) {
      budgets[0].add(first.store.pid)
      budgets[1].add(second.store.pid)
      budgeted = await alternate(`, ${budgetCores} core each`, first, second)
    }
    const pair = budgeted
      ? { ...budgeted, how: `each held to ${budgetCores} core (cgroup quota)` }
      : { one, two, how: "as they come: no CPU budget" }

    const imported = sold
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
      // The budgeted pair measures the workers only where each used its budget (the workers set the
      // rate) and the machine had CPU left over for the database and the sandbox.
      const used = [...budgeted.one.storeCores, ...budgeted.two.storeCores]
      const least = Math.min(...used)
      ok.push(
        verdict("least budget used, budgeted pair", `${least.toFixed(2)} of ${budgetCores} core`, least >= 0.9 * budgetCores, "≥ 90%")
      )
      const busy = budgeted.two.machineCores
      ok.push(
        verdict("machine busy, budgeted pair", `${busy.toFixed(2)} of ${CORES} cores`, busy <= CORES - SPARE_CORES, "a quarter core left")
      )
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
    // A stopped process acts on SIGTERM only once continued.
    for (const store of stores) signalGroup(store.pid, "SIGCONT")
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

/**
 * The most CPU each of two workers can have by this model, in twentieths of a core, at most a whole
 * one: what the machine has left after SIZED_SPARE_CORES, shared by two workers and what the
 * database and the sandbox take per store core (as they took it beside the one unbudgeted worker).
 */
function largestBudget(one: Phase): number {
  const store = one.storeCores[0]
  const besidePerStoreCore = Math.max(0, one.machineCores - store) / store
  const each = (CORES - SIZED_SPARE_CORES) / (2 * (1 + besidePerStoreCore))
  return Math.min(1, Math.floor(each * 20) / 20)
}

/** Sends a signal to a store's process group (its own, as started), unless the group is gone. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // the group is already gone
  }
}

/** Phases of one kind as one: their orders over their time, CPU weighed by each one's time. */
function joined(phases: Phase[]): Phase {
  const seconds = phases.reduce((sum, p) => sum + p.seconds, 0)
  const weighed = (of: (p: Phase) => number) => phases.reduce((sum, p) => sum + of(p) * p.seconds, 0) / seconds
  return {
    seconds,
    rate: phases.reduce((sum, p) => sum + p.rate * p.seconds, 0) / seconds,
    storeCores: phases[0].storeCores.map((_, i) => weighed((p) => p.storeCores[i])),
    benchCores: weighed((p) => p.benchCores),
    machineCores: weighed((p) => p.machineCores),
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
