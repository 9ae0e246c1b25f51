import fs from "fs"
import os from "os"
import path from "path"
import semver from "semver"
import { eventually, sandboxForSuite } from "../helpers/sandbox"
import { adminLogin, storeCall } from "../helpers/store-process"
import { ClusterProcess, killClusterProcesses, MerchantStore, prepareMerchantStore, startClusterProcess } from "./merchant-store"
import { ClusterRedis, clusterRedis } from "./redis"
import { AdminStoreSetup, ClusterAccount, listableProduct, setUpStoreThroughAdmin } from "./store-through-admin"
// Plain Node helpers shared with `npm run dev`: the database server is the one global-setup made reachable.
const { ensureDatabase, dropDatabase } = require("../../dev/database")

jest.setTimeout(20 * 60_000)

const DATABASE = "mx_cluster"
const KILL_PRODUCTS = 12
const PURCHASES = 200
const SIZES = ["S", "M", "L"]
const sandbox = sandboxForSuite()
const report: string[] = []
const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10

/**
 * The plugin as a merchant runs it in production. The packed plugin is installed into
 * a fresh Medusa 2.21.2 store (merchant-store.ts) whose medusa-config.ts is the README's, and
 * runs as one server and two workers sharing PostgreSQL and Redis. Everything is done the way a
 * merchant does it: the store is set up and products are entered through the server's admin
 * API, purchases happen on the (sandboxed) marketplace, and a worker dies by SIGKILL.
 */
describe("the packed plugin in a merchant's store: one server and two workers on Redis", () => {
  let redis: ClusterRedis | undefined
  let store: MerchantStore
  let server: ClusterProcess
  let workers: ClusterProcess[] = []
  let auth: { headers: Record<string, string> }
  let setup: AdminStoreSetup
  let connectedAt = 0
  /** The product the first tests create: listed by the first account, later by the Outlet's too. */
  let jacketId = ""
  const call = (method: string, route: string, body?: unknown) => storeCall(server.url, auth, method, route, body)
  /**
   * The marketplace in one read: how many listings each Medusa product has, and the variations by SKU; of the first
   * account's subscription, or of `account`'s.
   */
  const marketplace = async (account?: ClusterAccount) => {
    const { sets } = await sandbox.control("GET", `/_sandbox/state${account ? `?account=${account.sandboxUser}` : ""}`)
    const count = (values: string[]) => values.reduce((n, v) => n.set(v, (n.get(v) ?? 0) + 1), new Map<string, number>())
    const variations = Object.entries(
      sets.ProductVariations as Record<string, { Sku: string; StockAmount: number; ProductId: string }>
    ).map(([Id, v]) => ({ ...v, Id }))
    return {
      listings: count(Object.values(sets.Products as Record<string, { ForeignId: string }>).map((p) => p.ForeignId)),
      variationsPerSku: count(variations.map((v) => v.Sku)),
      variation: (sku: string) => variations.find((v) => v.Sku === sku),
    }
  }

  beforeAll(async () => {
    redis = await clusterRedis((line) => report.push(line))
    await dropDatabase(DATABASE)
    const databaseUrl: string = await ensureDatabase(DATABASE)
    store = prepareMerchantStore(databaseUrl, redis.url)
    const started = Date.now()
    ;[server, ...workers] = await Promise.all([
      startClusterProcess(store, "server", "server"),
      startClusterProcess(store, "worker-1", "worker"),
      startClusterProcess(store, "worker-2", "worker"),
    ])
    const prep = store.timings
    report.push(
      `store prepared: npm pack ${prep.pack} s, npm install ${prep.install} s, medusa build ${prep.build} s, db:migrate ` +
        `${prep.migrate} s; ` +
        `server and two workers answering after ${seconds(started)} s`
    )
    auth = await adminLogin(server.url)
  })

  afterAll(async () => {
    await killClusterProcesses()
    await redis?.stop()
    await dropDatabase(DATABASE)
    console.log(`Cluster test (logs in .data/cluster/):\n  ${report.join("\n  ")}`)
  })

  it("runs the README's production medusa-config.ts", () => {
    const readme = fs.readFileSync(path.resolve(__dirname, "../../README.md"), "utf8")
    const production = readme.slice(readme.indexOf("## Production"))
    const block = production.slice(production.indexOf("```ts\n") + 6, production.indexOf("```\n", production.indexOf("```ts\n") + 6))
    expect(block).toBe(fs.readFileSync(path.join(__dirname, "store", "medusa-config.ts"), "utf8"))
  })

  it("installed without --force next to Medusa's own exact versions, and its peer ranges admit the next 2.x releases", () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../package.json"), "utf8"))
    const installed = (name: string) =>
      JSON.parse(fs.readFileSync(path.join(store.dir, "node_modules", name, "package.json"), "utf8")).version
    for (const [name, range] of Object.entries(manifest.peerDependencies as Record<string, string>)) {
      const now = installed(name)
      expect(semver.satisfies(now, range)).toBe(true)
      // The next patch and minor releases of the same major, never the next major.
      for (const later of [semver.inc(now, "patch")!, semver.inc(now, "minor")!, `${semver.major(now)}.99.0`]) {
        expect({ name, later, admitted: semver.satisfies(later, range) }).toEqual({ name, later, admitted: true })
      }
      expect(semver.satisfies(semver.inc(now, "major")!, range)).toBe(false)
    }
    // One copy of each Medusa package the admin shares: a second, nested one stops the store at boot.
    expect(fs.existsSync(path.join(store.dir, "node_modules", "@medusajs", "medusa", "node_modules", "@medusajs"))).toBe(false)
  })

  it("serves the admin with the plugin's extension and its routes on the server, no admin on the workers", async () => {
    const app = await fetch(`${server.url}/app`)
    expect(app.status).toBe(200)
    expect(app.headers.get("content-type")).toContain("text/html")
    const assets = path.join(store.serverDir, "public", "admin", "assets")
    const bundled = fs
      .readdirSync(assets)
      .some((file) => file.endsWith(".js") && fs.readFileSync(path.join(assets, file), "utf8").includes("/admin/marketplace-exchange"))
    expect(bundled).toBe(true)
    for (const worker of workers) expect((await fetch(`${worker.url}/app`)).status).toBe(404)

    // The merchant's first steps, including the plugin's settings, through the server.
    setup = await setUpStoreThroughAdmin(server.url, auth, sandbox.url)
    connectedAt = Date.now()
    const settings = (await call("GET", "/admin/marketplace-exchange/settings")).settings
    expect(settings).toMatchObject({
      base_url: sandbox.url,
      password_set: true,
      subscription_token_set: true,
      sales_channel_id: setup.salesChannelId,
    })
    const { health } = await call("GET", "/admin/marketplace-exchange/health")
    expect(health).toMatchObject({ connection: { configured: true }, queue: { failed: 0, running_by: [] } })
    // Two accounts configured: every test below runs beside the second one's polls and lane.
    const { accounts } = await call("GET", "/admin/marketplace-exchange/accounts")
    expect(accounts.map((a: { name: string; password_set: boolean }) => [a.name, a.password_set])).toEqual([
      ["eBay", true],
      ["Outlet", true],
    ])
  })

  it("pushes a product created through the server's admin API exactly once", async () => {
    const created = Date.now()
    const { product } = await call("POST", "/admin/products", listableProduct(setup, 0, "Cluster jacket", "CLU", SIZES))
    jacketId = product.id
    await eventually(
      async () => {
        const view = (await call("GET", `/admin/marketplace-exchange/products/${product.id}`)).product
        if (view.status === "synced") return true
        // What a timeout then says: the product's state, its task and its last run as the admin shows them.
        const { status, last_error, queued, last_run } = view
        throw new Error(JSON.stringify({ status, last_error, queued, last_run }))
      },
      60_000,
      "the product to be synced"
    )
    const pushSeconds = seconds(created)
    const { listings, variationsPerSku } = await marketplace()
    expect(listings.get(product.id)).toBe(1)
    for (const size of SIZES) expect(variationsPerSku.get(`CLU-${size}`)).toBe(1)
    report.push(
      `a product created through the server was listed once, with its ${SIZES.length} variations, ${pushSeconds} s after the create`
    )
  })

  it("sends a stock change made in the admin to the marketplace", async () => {
    const { inventory_items } = await call("GET", "/admin/inventory-items?sku=CLU-M")
    const changed = Date.now()
    await call("POST", `/admin/inventory-items/${inventory_items[0].id}/location-levels`, {
      location_id: setup.locationId,
      stocked_quantity: 7,
    })
    await eventually(
      async () => (await marketplace()).variation("CLU-M")?.StockAmount === 7,
      60_000,
      "the stock of CLU-M to reach the marketplace"
    )
    report.push(`a stock change reached the marketplace ${seconds(changed)} s after it was saved`)
  })

  it("imports a marketplace purchase exactly once, by the scheduled job", async () => {
    const [variationId] = Object.entries(
      (await sandbox.state()).sets.ProductVariations as Record<string, { Sku: string; ProductId: string }>
    ).find(([, v]) => v.Sku === "CLU-M")!
    const { ProductId } = (await sandbox.state()).sets.ProductVariations[variationId]
    const bought = Date.now()
    const { salesOrderId } = await sandbox.control("POST", "/_sandbox/purchases", {
      items: [{ productId: ProductId, productVariationId: variationId, quantity: 2 }],
    })
    const ordersOfPurchase = async () => {
      const { orders } = await call("GET", "/admin/orders?fields=id,metadata&limit=100")
      return (orders as Array<{ id: string; metadata: Record<string, unknown> | null }>).filter(
        (o) => o.metadata?.marketplace_order_id === String(salesOrderId)
      )
    }
    await eventually(async () => (await ordersOfPurchase()).length > 0, 60_000, "the marketplace order to be imported")
    const importSeconds = seconds(bought)
    // The ForeignOrderId written back is what keeps the next runs from importing it again.
    await eventually(
      async () => (await sandbox.state()).sets.SalesOrders[salesOrderId]?.ForeignOrderId,
      30_000,
      "the ForeignOrderId at the service"
    )
    expect(await ordersOfPurchase()).toHaveLength(1)
    report.push(`a marketplace purchase was a Medusa order ${importSeconds} s after it was made (order_poll_seconds 10, ticks every 5 s)`)
  })

  it("leaves no duplicate when a worker is killed with SIGKILL mid-push, and the other worker finishes the work", async () => {
    // Slow enough that the push of 12 products is under way when the kill comes.
    await call("POST", "/admin/marketplace-exchange/settings", { max_requests_in_flight: 2 })
    await sandbox.faults({ latencyMs: 500 })
    const productIds: string[] = []
    for (let n = 1; n <= KILL_PRODUCTS; n++) {
      productIds.push(
        (await call("POST", "/admin/products", listableProduct(setup, n, `Killed-run coat ${n}`, `KIL${n}`, SIZES))).product.id
      )
    }
    const statuses = () =>
      Promise.all(productIds.map(async (id) => (await call("GET", `/admin/marketplace-exchange/products/${id}`)).product.status))
    // The worker holding the most running tasks, by the process the queue names (host:pid).
    const { busy, running } = await eventually(
      async () => {
        const { queue } = (await call("GET", "/admin/marketplace-exchange/health")).health
        const [top] = [...(queue.running_by as Array<{ worker: string; running: number }>)].sort((a, b) => b.running - a.running)
        const worker = top && workers.find((w) => top.worker === `${os.hostname()}:${w.pid}`)
        return worker && { busy: worker, running: top.running as number }
      },
      60_000,
      "a worker to hold running tasks"
    )
    await busy.kill("SIGKILL")
    const killed = Date.now()
    const survivor = workers.find((w) => w !== busy)!
    // What the dead worker was running cannot finish before its lease runs out.
    const unfinishedAtKill = (await statuses()).filter((status) => status !== "synced").length
    expect(unfinishedAtKill).toBeGreaterThan(0)
    await sandbox.faults({})

    // The dead worker's tasks are taken over after two missed heartbeats (the survivor runs on the same host and sees that
    // their holder is gone: src/queue/dead-local-workers.ts); a create it sent without an answer is looked up
    // again until PENDING_CREATE_MS (2 minutes) has passed, so nothing is listed twice.
    await eventually(
      async () => {
        return (await statuses()).every((state) => state === "synced")
      },
      6 * 60_000,
      "every product to be synced by the surviving worker"
    )
    const recovered = seconds(killed)
    expect(survivor.alive()).toBe(true)
    const { listings, variationsPerSku } = await marketplace()
    for (const [i, id] of productIds.entries()) {
      expect(listings.get(id)).toBe(1)
      for (const size of SIZES) expect(variationsPerSku.get(`KIL${i + 1}-${size}`)).toBe(1)
    }
    report.push(
      `${busy.name} killed while running ${running} tasks, ${unfinishedAtKill} of ${KILL_PRODUCTS} products unfinished; ` +
        `${survivor.name} finished them ${recovered} s later (a create sent without an answer and not found waits 120 s from ` +
        "its send for a late commit), " +
        "every product and variation once"
    )
  })

  it("imports 200 purchases over two accounts exactly once, each into its account's channel, while a worker is killed twice", async () => {
    // The worker the last test killed is replaced first: a merchant's process manager restarts it.
    let replacements = 0
    const replace = (dead: ClusterProcess) =>
      startClusterProcess(store, `worker-${workers.length + ++replacements}`, "worker").then((fresh) => {
        workers = workers.map((w) => (w === dead ? fresh : w))
      })
    await Promise.all(workers.filter((w) => !w.alive()).map(replace))
    // The jacket joins the Outlet's channel too, as a merchant adds it there: the Outlet (eBay.at) lists it beside
    // the first account (eBay.de), both offering the one stock pool of the warehouse.
    await call("POST", `/admin/products/${jacketId}`, { sales_channels: setup.accounts.map((a) => ({ id: a.salesChannelId })) })
    const [inventoryItem] = (await call("GET", "/admin/inventory-items?sku=CLU-L")).inventory_items
    await call("POST", `/admin/inventory-items/${inventoryItem.id}/location-levels`, {
      location_id: setup.locationId,
      stocked_quantity: PURCHASES + 50,
    })
    const variations = await Promise.all(
      setup.accounts.map((account) =>
        eventually(
          async () => {
            const variation = (await marketplace(account)).variation("CLU-L")
            return variation?.StockAmount === PURCHASES + 50 && variation
          },
          60_000,
          `the stock of CLU-L at ${account.name}`
        )
      )
    )
    // Alternately through either account. Each account numbers its sales orders itself, so the same id may name a
    // purchase of each (and the first account's purchase of an earlier test): a purchase is its account and its id.
    const keyOf = (accountId: unknown, remoteOrderId: unknown) => `${accountId}|${remoteOrderId}`
    const started = Date.now()
    const bought: Array<{ account: ClusterAccount; salesOrderId: string; key: string }> = []
    for (let i = 0; i < PURCHASES; i++) {
      const account = setup.accounts[i % 2]
      const { ProductId, Id } = variations[i % 2]
      const { salesOrderId } = await sandbox.control("POST", "/_sandbox/purchases", {
        account: account.sandboxUser,
        items: [{ productId: ProductId, productVariationId: Id, quantity: 1 }],
      })
      bought.push({ account, salesOrderId: String(salesOrderId), key: keyOf(account.id, salesOrderId) })
    }
    const ours = new Set(bought.map((b) => b.key))
    type ImportedOrder = { id: string; display_id: number; sales_channel_id: string; metadata: Record<string, unknown> | null }
    const keyOfOrder = (o: ImportedOrder) => keyOf(o.metadata?.marketplace_account_id, o.metadata?.marketplace_order_id)
    const imported = async () => {
      const fields = "id,display_id,sales_channel_id,metadata"
      const { orders } = await call("GET", `/admin/orders?fields=${fields}&limit=${PURCHASES * 2}`)
      return (orders as ImportedOrder[]).filter((o) => ours.has(keyOfOrder(o)))
    }
    // Twice, mid-import: once a share of the orders is in, the worker running the most tasks dies; a new one is started
    // beside the survivor (not waited for: the second kill may hit the survivor while the first replacement boots).
    const kills: string[] = []
    const restarts: Promise<void>[] = []
    for (const share of [0.15, 0.4]) {
      const { victim } = await eventually(
        async () => {
          const count = (await imported()).length
          if (count >= PURCHASES) return { victim: null }
          if (count < PURCHASES * share) return undefined
          // The live worker running the most tasks (a killed one's tasks count as running until they are taken over).
          const { queue } = (await call("GET", "/admin/marketplace-exchange/health")).health
          const running = new Map((queue.running_by as Array<{ worker: string; running: number }>).map((r) => [r.worker, r.running]))
          const busiest = workers
            .filter((w) => w.alive() && running.get(`${os.hostname()}:${w.pid}`))
            .sort((a, b) => running.get(`${os.hostname()}:${b.pid}`)! - running.get(`${os.hostname()}:${a.pid}`)!)
          return busiest.length ? { victim: busiest[0] } : undefined
        },
        5 * 60_000,
        `${share * 100}% of the orders imported and a worker running tasks`
      )
      if (!victim) throw new Error(`The import ended before the kill at ${share * 100}%: nothing was killed mid-import.`)
      await victim.kill("SIGKILL")
      kills.push(`${victim.name} at ${(await imported()).length} orders`)
      restarts.push(replace(victim))
    }
    await Promise.all(restarts)
    await eventually(async () => (await imported()).length >= PURCHASES, 8 * 60_000, "every purchase imported")
    const importSeconds = seconds(started)

    // Every ForeignOrderId written back to the account the purchase was made at.
    const foreignIds = await eventually(
      async () => {
        const sets = await Promise.all(
          setup.accounts.map(async (a) => (await sandbox.control("GET", `/_sandbox/state?account=${a.sandboxUser}`)).sets)
        )
        const salesOrders = new Map(
          setup.accounts.map((a, i) => [a.id, sets[i].SalesOrders as Record<string, { ForeignOrderId: string | null }>])
        )
        const ids = new Map(bought.map((b) => [b.key, salesOrders.get(b.account.id)![b.salesOrderId]?.ForeignOrderId]))
        return [...ids.values()].every(Boolean) ? ids : undefined
      },
      60_000,
      "every ForeignOrderId at its account"
    )
    // Each account's ledger: a row per purchase of that account, completed (its ForeignOrderId recorded as written).
    type LedgerRow = { account_id: string; remote_order_id: string; state: string; medusa_order_id: string | null }
    const ledgerOf = async (account: ClusterAccount) => {
      const rows: LedgerRow[] = []
      for (let offset = 0; ; offset += 200) {
        const page = await call("GET", `/admin/marketplace-exchange/orders?account_id=${account.id}&limit=200&offset=${offset}`)
        rows.push(...page.orders)
        if (rows.length >= page.count || !page.orders.length) return rows
      }
    }
    const ledger = await eventually(
      async () => {
        const rows = (await Promise.all(setup.accounts.map(ledgerOf)))
          .flat()
          .filter((r) => ours.has(keyOf(r.account_id, r.remote_order_id)))
        const completed = new Set(rows.filter((r) => r.state === "completed").map((r) => keyOf(r.account_id, r.remote_order_id)))
        return completed.size === PURCHASES && rows
      },
      60_000,
      "every purchase's ledger row completed"
    )

    // Read last, after the write-back ended every import: a double made late would be counted here.
    const orders = await imported()
    const byKey = new Map(orders.map((o) => [keyOfOrder(o), o]))
    expect(orders).toHaveLength(PURCHASES)
    expect(byKey.size).toBe(PURCHASES)
    expect(ledger).toHaveLength(PURCHASES)
    expect(new Set(ledger.map((r) => keyOf(r.account_id, r.remote_order_id))).size).toBe(PURCHASES)
    const misplaced = bought.flatMap(({ account, salesOrderId, key }) => {
      const order = byKey.get(key)!
      const row = ledger.find((r) => keyOf(r.account_id, r.remote_order_id) === key)!
      const found = {
        channel: order.sales_channel_id,
        account: order.metadata?.marketplace_account_id,
        foreignOrderId: foreignIds.get(key),
        ledger: [row.state, row.medusa_order_id],
      }
      const wanted = {
        channel: account.salesChannelId,
        account: account.id,
        foreignOrderId: String(order.display_id),
        ledger: ["completed", order.id],
      }
      return JSON.stringify(found) === JSON.stringify(wanted) ? [] : [{ purchase: `${account.name} ${salesOrderId}`, found, wanted }]
    })
    expect(misplaced).toEqual([])
    expect(new Set(foreignIds.values()).size).toBe(PURCHASES)

    // The stock pool: one reservation of one unit per order line, and both accounts offer what is left of it.
    const { reservations } = await call("GET", `/admin/reservations?inventory_item_id=${inventoryItem.id}&limit=${PURCHASES * 2}`)
    const reservedLines = (reservations as Array<{ line_item_id: string | null; quantity: number }>).map((r) => [
      r.line_item_id,
      r.quantity,
    ])
    expect(reservedLines).toHaveLength(PURCHASES)
    expect(new Set(reservedLines.map(([line]) => line)).size).toBe(PURCHASES)
    expect(reservedLines.every(([line, quantity]) => line && quantity === 1)).toBe(true)
    const { inventory_levels } = await call("GET", `/admin/inventory-items/${inventoryItem.id}/location-levels`)
    expect(inventory_levels).toEqual([expect.objectContaining({ stocked_quantity: PURCHASES + 50, reserved_quantity: PURCHASES })])
    for (const account of setup.accounts) {
      await eventually(
        async () => (await marketplace(account)).variation("CLU-L")?.StockAmount === 50,
        60_000,
        `the 50 units left offered by ${account.name}`
      )
    }
    const perAccount = setup.accounts.map((a) => `${orders.filter((o) => o.sales_channel_id === a.salesChannelId).length} ${a.name}`)
    const idsOf = (account: ClusterAccount) => new Set(bought.filter((b) => b.account === account).map((b) => b.salesOrderId))
    const sharedIds = [...idsOf(setup.accounts[0])].filter((id) => idsOf(setup.accounts[1]).has(id)).length
    report.push(
      `${PURCHASES} purchases through two accounts (${sharedIds} remote order ids held by both) became ${orders.length} orders ` +
        `(${perAccount.join(", ")}, each in its ` +
        `account's channel) with ${foreignIds.size} ForeignOrderIds each at its account and ${ledger.length} ledger rows in ` +
        `${importSeconds} s; ${reservedLines.length} reservations, both accounts offering the 50 left; ` +
        `workers killed with SIGKILL: ${kills.join(", ")}`
    )
  })

  it("polled once per cluster: one poll at a time, at most one per order_poll_seconds", async () => {
    // The poll's question (A29): both filters of spec 4.2 rule 4 in one request; the full import's feeds carry one each.
    // The service check the connection's save started asks the same question once, as the poll asks it: not a poll.
    const { check } = await call("GET", "/admin/marketplace-exchange/service-check")
    const checkFrom = check ? new Date(check.checked_at).getTime() : Infinity
    const byTheCheck = (time: number) => time >= checkFrom && time <= checkFrom + check.duration_ms + 1000
    const polls = (await sandbox.control("GET", "/_sandbox/requests")).filter(
      (r: { method: string; path: string; time: string | number }) =>
        r.method === "GET" &&
        r.path.includes("/SalesOrders()") &&
        r.path.includes("ForeignOrderId%20eq%20null") &&
        r.path.includes("MarketplaceModificationDate") &&
        new Date(r.time).getTime() >= connectedAt &&
        !byTheCheck(new Date(r.time).getTime())
    )
    const at = (r: { time: string | number }) => new Date(r.time).getTime()
    polls.sort((a: { time: string }, b: { time: string }) => at(a) - at(b))
    // A request the service did not answer with success is asked again by the client's retry (0.1 s on): the same poll.
    const answered = (r: { status: number }) => r.status >= 200 && r.status < 300
    const gaps: number[] = polls.slice(1).map((r: { time: string }, i: number) => (answered(polls[i]) ? at(r) - at(polls[i]) : Infinity))
    const minutes = (Date.now() - connectedAt) / 60_000
    expect(polls.length).toBeGreaterThanOrEqual(2)
    // Two workers each polling on their own schedule would ask twice per interval; the poll's one task, the
    // due check on the database's clock when it is queued and again when it starts keep polls at least the
    // interval (less 1 s of slack) apart. Said with both requests and their answers.
    const closestAt = gaps.indexOf(Math.min(...gaps))
    if (gaps[closestAt] < 8_500) {
      throw new Error(`Two polls ${gaps[closestAt]} ms apart: ${JSON.stringify(polls.slice(closestAt, closestAt + 2))}`)
    }
    expect(polls.filter(answered).length).toBeLessThanOrEqual(Math.ceil((minutes * 60) / 9) + 1)
    const closest = (Math.min(...gaps) / 1000).toFixed(1)
    report.push(
      `${polls.length} polls in ${minutes.toFixed(1)} minutes with two workers, at least ${closest} s apart (order_poll_seconds 10)`
    )
  })
})
