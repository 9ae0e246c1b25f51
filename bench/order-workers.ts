/**
 * What a second worker buys for the order import (issue 15): the same store database served by
 * one store process, then by two (`medusa start` each, the plugin from ./src), importing
 * BENCH_WORKER_ORDERS marketplace orders each time from the sandbox. Both processes run the
 * import at once, as two instances of a merchant's store do; the ledger's claims keep them
 * apart. Reported: orders per second with one and with two, their ratio, and the check that
 * every marketplace order became exactly one Medusa order.
 *
 * BENCH_WORKER_ORDERS (300).
 */
import fs from "fs"
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
import { connectionEnv, verdict, waitFor } from "./lib/measure"
const { ensureDatabaseServer } = require("../dev/database")

const ORDERS = Number(process.env.BENCH_WORKER_ORDERS ?? 300)
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
    BENCH_STOCK: String(2 * ORDERS + 100),
  })
  const { productId } = JSON.parse(fs.readFileSync(setup.setupFile, "utf8"))
  const stores: StoreProcess[] = []
  const start = async (name: string): Promise<Session> => {
    const store = await startStoreProcess(setup.databaseUrl, env, name)
    stores.push(store)
    return { store, auth: await adminLogin(store.url) }
  }
  const ok: boolean[] = []
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

    /** Sells ORDERS orders on the marketplace, then has every session import until none is left; answers the seconds. */
    const importWith = async (sessions: Session[]) => {
      for (let i = 0; i < ORDERS; i++) {
        sandbox.context.marketplace.purchase({ items: [{ ...variations[i % variations.length], quantity: 1 }], paid: i % 2 === 0 })
      }
      const started = Date.now()
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
      return (Date.now() - started) / 1000
    }

    const oneSeconds = await importWith([first])
    const second = await start("bench-orders-2")
    const twoSeconds = await importWith([first, second])

    const { count } = await storeCall(first.store.url, first.auth, "GET", "/admin/orders?limit=1&fields=id")
    const foreignIds = Object.values(sets().SalesOrders).map((o) => o.ForeignOrderId)
    const oneRate = ORDERS / oneSeconds
    const twoRate = ORDERS / twoSeconds
    console.log(`\norder import by store processes on one database, ${ORDERS} marketplace orders each time`)
    console.log(`one worker                         ${oneSeconds.toFixed(1)} s = ${oneRate.toFixed(1)} orders/s`)
    console.log(`two workers                        ${twoSeconds.toFixed(1)} s = ${twoRate.toFixed(1)} orders/s`)
    console.log(`two workers vs one                 ${(twoRate / oneRate).toFixed(2)}x the rate`)
    ok.push(verdict("Medusa orders for 2 x orders", `${count} for ${2 * ORDERS}`, count === 2 * ORDERS, "exactly one each"))
    ok.push(
      verdict(
        "distinct ForeignOrderIds written",
        String(new Set(foreignIds).size),
        new Set(foreignIds).size === 2 * ORDERS && !foreignIds.includes(null),
        "one per order"
      )
    )
  } finally {
    await Promise.all(stores.map((s) => s.kill("SIGTERM")))
    await sandbox.close()
    await removeStoreDatabase(DATABASE)
    await database.stop()
  }
  if (ok.includes(false)) {
    console.error("\nA figure is off; see above.")
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
