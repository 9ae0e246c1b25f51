import { eventually, sandboxForSuite } from "../helpers/sandbox"
import { adminLogin, prepareStoreDatabase, removeStoreDatabase, startStoreProcess, StoreProcess, storeCall } from "../helpers/store-process"
import type { StoreSetup } from "../../dev/store-setup"

jest.setTimeout(10 * 60_000)

const sandbox = sandboxForSuite()
const DATABASE = "mx_store_killed"
const PRODUCTS = 20
const SIZES = ["S", "M", "L"]

/**
 * The store killed with SIGKILL during the creates of 20 products, then
 * started again, leaves every product exactly once at the service. The store runs as a process
 * of its own (`medusa start`), the sandbox is slowed down so that creates are in flight when
 * the kill comes, and whatever the dead process had sent is settled by the restarted one:
 * adopted by its ForeignId, never posted a second time.
 */
describe("a store killed with SIGKILL while it creates listings", () => {
  let store: StoreProcess | undefined
  let setup: { databaseUrl: string; store: StoreSetup }
  const connection = () => ({
    MARKETPLACE_EXCHANGE_BASE_URL: sandbox.url,
    MARKETPLACE_EXCHANGE_AUTH_URL: sandbox.url,
    MARKETPLACE_EXCHANGE_USER_NAME: "demo",
    MARKETPLACE_EXCHANGE_PASSWORD: "demo",
    MARKETPLACE_EXCHANGE_SUBSCRIPTION_TOKEN: "demo-token",
  })

  beforeAll(async () => {
    setup = await prepareStoreDatabase(DATABASE, connection())
  })

  afterAll(async () => {
    await store?.kill("SIGKILL")
    await removeStoreDatabase(DATABASE)
  })

  it("lists each of 20 products exactly once after the restart, with each variation once", async () => {
    store = await startStoreProcess(setup.databaseUrl, connection(), "store-killed")
    let auth = await adminLogin(store.url)
    // Every request takes a while, so that several creates are in flight at any moment.
    await sandbox.faults({ latencyMs: 200 })

    // All 20 in one request (Medusa's batch route): their pushes start together, so the kill below comes while most are in
    // flight. Created one by one, the pushes kept pace with the creates, and a slow machine could list all 20 before the kill.
    const { created } = await storeCall(store.url, auth, "POST", "/admin/products/batch", {
      create: Array.from({ length: PRODUCTS }, (_, i) => i + 1).map((n) => ({
        title: `Killed-run product ${n}`,
        description: `Product ${n}, created while the store is killed`,
        status: "published",
        options: [{ title: "Size", values: SIZES }],
        variants: SIZES.map((size) => ({
          title: size,
          sku: `KILL-${n}-${size}`,
          options: { Size: size },
          manage_inventory: false,
          prices: [{ amount: 10 + n, currency_code: "eur" }],
        })),
        sales_channels: [{ id: setup.store.salesChannelId }],
      })),
    })
    const productIds: string[] = (created as Array<{ id: string }>).map((product) => product.id)
    expect(productIds).toHaveLength(PRODUCTS)

    // Kill once the service holds some of the listings and more are being created (the variations come after every
    // product's create: those in doubt at a kill are the client tests' and crash-recovery's).
    await eventually(async () => Object.keys((await sandbox.state()).sets.Products).length >= 5, 120_000, "the first listings")
    await store.kill("SIGKILL")
    const atKill = await sandbox.state()
    const listedAtKill = Object.keys(atKill.sets.Products).length
    const variationsAtKill = Object.keys(atKill.sets.ProductVariations).length
    expect(listedAtKill).toBeLessThan(PRODUCTS)

    // Requests the dead store had sent are still answered (and committed) by the slow sandbox.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await sandbox.faults({})
    const restartedAt = Date.now()
    store = await startStoreProcess(setup.databaseUrl, connection(), "store-killed")
    auth = await adminLogin(store.url)
    // The dead run's tasks are taken over after two missed heartbeats (their holder, host:pid, is a process of this host
    // that is gone: src/queue/dead-local-workers.ts), but a create it sent without an answer may still be
    // committed by the service: such a product is looked up again until PENDING_CREATE_MS (2 minutes)
    // has passed, and only then created anew, so nothing is listed twice.
    await eventually(
      async () => {
        const statuses = await Promise.all(
          productIds.map(
            async (id) => (await storeCall(store!.url, auth, "GET", `/admin/marketplace-exchange/products/${id}`)).product.status
          )
        )
        return statuses.every((status) => status === "synced")
      },
      6 * 60_000,
      "every product to be synced after the restart"
    )
    const recoveredSeconds = Math.round((Date.now() - restartedAt) / 1000)

    const state = await sandbox.state()
    const listings = Object.values(state.sets.Products) as Array<{ ForeignId: string }>
    const perProduct = new Map<string, number>()
    for (const listing of listings) perProduct.set(listing.ForeignId, (perProduct.get(listing.ForeignId) ?? 0) + 1)
    expect([...perProduct.keys()].sort()).toEqual([...productIds].sort())
    expect([...perProduct.values()].every((count) => count === 1)).toBe(true)
    const skus = (Object.values(state.sets.ProductVariations) as Array<{ Sku: string }>).map((v) => v.Sku).sort()
    expect(skus).toEqual(productIds.flatMap((_, i) => SIZES.map((size) => `KILL-${i + 1}-${size}`)).sort())

    console.log(
      `store killed with ${listedAtKill} of ${PRODUCTS} listings and ${variationsAtKill} of ${PRODUCTS * SIZES.length} variations ` +
        `at the service; ` +
        `after the restart every product was listed once within ${recoveredSeconds} s (a create sent without an answer and not ` +
        "found waits 120 s from its send for a late commit)"
    )
  })
})
