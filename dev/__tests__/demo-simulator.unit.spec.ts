import { setTimeout as realSleep } from "node:timers/promises"

const { startPurchaseSimulator, importWords } = require("../demo-simulator")

const SANDBOX = "http://sandbox.test"
const STORE = "http://store.test"

/** A sandbox with one listed product per account, and a store whose "Import now" answers as `importAnswer` says. */
function fakeWorld(importAnswer: () => Response) {
  const purchases: Array<{ account: string }> = []
  const state = {
    listings: { "1": { active: true, quantity: 5 } },
    sets: { Products: { "1": { Title: "Lamp", ProductType: 0, StockAmount: 5 } }, ProductVariations: {} },
  }
  const fetchMock = async (url: string, options: { method?: string; body?: string } = {}) => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
    if (url.startsWith(`${SANDBOX}/_sandbox/state`)) return json(state)
    if (url === `${SANDBOX}/_sandbox/purchases`) {
      purchases.push(JSON.parse(options.body ?? "{}"))
      return json({ salesOrderId: String(1000 + purchases.length) })
    }
    if (url === `${STORE}/auth/user/emailpass`) return json({ token: "t" })
    if (url === `${STORE}/admin/marketplace-exchange/accounts`)
      return json({ accounts: [{ id: "mxcon_default", name: "eBay", user_name: "demo" }] })
    if (url === `${STORE}/admin/marketplace-exchange/sync`) return json({})
    if (url.startsWith(`${STORE}/admin/marketplace-exchange/orders/import`)) return importAnswer()
    return json({ message: "not found" }, 404)
  }
  return { purchases, fetchMock }
}

describe("the demo's simulated buyer", () => {
  const realFetch = global.fetch
  afterEach(() => {
    jest.useRealTimers()
    global.fetch = realFetch
  })

  /** Runs the buyer for `ms` of fake time; answers the purchases made and what it logged. */
  async function run(importAnswer: () => Response, ms: number) {
    const world = fakeWorld(importAnswer)
    global.fetch = world.fetchMock as typeof fetch
    jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] })
    const lines: string[] = []
    const simulator = startPurchaseSimulator({
      sandboxUrl: SANDBOX,
      storeUrl: STORE,
      admin: {},
      everyMs: 45_000,
      log: (l: string) => lines.push(l),
    })
    await simulator.start()
    for (let t = 0; t < ms; t += 1_000) {
      await jest.advanceTimersByTimeAsync(1_000)
      await realSleep(0)
    }
    simulator.stop()
    return { purchases: world.purchases, lines }
  }

  it("keeps the buyers' pace of one purchase every 45 s while the import fails", async () => {
    const { purchases, lines } = await run(() => new Response("down", { status: 500 }), 100_000)
    // At 2 s, 47 s and 92 s: not one every 3 s.
    expect(purchases).toHaveLength(3)
    expect(purchases.map((p) => p.account)).toEqual(["demo", "demo", "demo"])
    expect(lines.filter((l) => /did not run now/.test(l))).toHaveLength(3)
  })

  it("says an import answer of another shape in words, never a TypeError", async () => {
    const { purchases, lines } = await run(() => new Response(JSON.stringify({ orders: [] }), { status: 200 }), 50_000)
    expect(purchases).toHaveLength(2)
    expect(lines.join("\n")).not.toMatch(/TypeError|Cannot read/)
    expect(importWords({ orders: [] })).toBe("the import answered without a summary; the scheduled import gets the order.")
    expect(importWords({ summary: { created: 1, parked: 0 } })).toBe("1 new order(s), 0 held.")
  })
})
