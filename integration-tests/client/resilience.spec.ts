import { ExchangeAuthError, ExchangeUnavailableError } from "../../src/client"
import { clientAgainstSandbox, product, WIRE_VARIANTS } from "./helpers"

describe.each(WIRE_VARIANTS)("sessions, faults and ambiguity ($label)", ({ format, feedForm }) => {
  const t = clientAgainstSandbox(format, feedForm)

  it("50 concurrent calls on an expired session cause exactly one login", async () => {
    const client = t.client({ maxConcurrency: 16 })
    const p = await client.products.create(product())
    await t.control("POST", "/_sandbox/clock", { advanceSeconds: 21 * 60 })
    await t.control("DELETE", "/_sandbox/requests")
    const results = await Promise.all(Array.from({ length: 50 }, () => client.products.get(p.Id)))
    expect(results.every((r) => r.Id === p.Id)).toBe(true)
    expect(await t.logins()).toBe(1)
    expect(client.loginCount).toBe(2)
  })

  it("advancing the sandbox clock past 20 minutes mid-batch is invisible to callers", async () => {
    const client = t.client()
    const ids: string[] = []
    for (let i = 0; i < 30; i++) {
      if (i === 10 || i === 20) await t.control("POST", "/_sandbox/clock", { advanceSeconds: 20 * 60 + 5 })
      ids.push((await client.products.create(product({ ForeignId: `p${i}` }))).Id)
    }
    expect(new Set(ids).size).toBe(30)
    expect(Object.keys((await t.state()).sets.Products)).toHaveLength(30)
    expect(await t.logins()).toBe(3)
  })

  it("renews the session before its 20 minutes end, by its own clock", async () => {
    let now = Date.now()
    const client = t.client({ renewBeforeMs: 60_000, now: () => now })
    await client.products.list()
    now += 18 * 60 * 1000
    await client.products.list()
    expect(client.loginCount).toBe(1)
    now += 1.5 * 60 * 1000
    await client.products.list()
    expect(client.loginCount).toBe(2)
    expect((await t.requests()).every((r) => r.status !== 401)).toBe(true)
  })

  it("an expired session answered by a redirect to a login page is renewed too", async () => {
    const client = t.client()
    await client.products.list()
    await t.faults({ expiredSessionRedirect: true })
    await t.control("POST", "/_sandbox/clock", { advanceSeconds: 21 * 60 })
    expect(await client.products.list()).toEqual([])
    expect(client.loginCount).toBe(2)
  })

  it("with 20% 5xx and latency every call eventually succeeds", async () => {
    const client = t.client({ maxConcurrency: 8 })
    const p = await client.products.create(product({ ForeignId: "base" }))
    await t.faults({ errorRate: 0.2, errorStatus: 503, latencyMs: 15, seed: 7 })
    const reads = await Promise.all(Array.from({ length: 40 }, () => client.products.get(p.Id)))
    const writes = await Promise.all(Array.from({ length: 20 }, (_, i) => client.products.updateProperty(p.Id, "StockAmount", i)))
    const ops = await Promise.all(
      Array.from({ length: 20 }, () => client.operations.reviseInventoryStatus({ productId: p.Id, stockAmount: 9 }))
    )
    expect(reads).toHaveLength(40)
    expect(writes).toHaveLength(20)
    // Each resolved: none answered false (that would be a refusal, thrown) nor failed.
    expect(ops).toHaveLength(20)
    const failures = (await t.requests()).filter((r) => r.status === 503).length
    expect(failures).toBeGreaterThan(0)
  })

  it("with commit-then-drop faults on creates, no entity is ever created twice", async () => {
    const client = t.client({ timeoutMs: 2000 })
    await t.faults({ commitThenDropRate: 0.5, errorRate: 0.1, seed: 11 })
    const created = await Promise.all(Array.from({ length: 24 }, (_, i) => client.products.create(product({ ForeignId: `prod_${i}` }))))
    const catalogs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => client.catalogs.create({ ForeignId: `cat_${i}`, Name: `Catalog ${i}` }))
    )
    await t.faults({})
    const state = await t.state()
    const foreignIds = Object.values(state.sets.Products).map((p: any) => p.ForeignId)
    expect(foreignIds.sort()).toEqual(Array.from({ length: 24 }, (_, i) => `prod_${i}`).sort())
    expect(Object.keys(state.sets.Catalogs)).toHaveLength(8)
    expect(new Set(created.map((p) => p.Id)).size).toBe(24)
    expect(catalogs.map((c) => c.ForeignId).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `cat_${i}`).sort())
    expect((await t.requests()).some((r) => r.status === 0)).toBe(true)
  })

  it("a create without a natural key is not repeated after an ambiguous failure", async () => {
    const client = t.client({ timeoutMs: 2000 })
    await t.faults({ commitThenDropRate: 1 })
    const error = await client.products.create(product()).catch((e) => e)
    expect(error).toBeInstanceOf(ExchangeUnavailableError)
    expect(error.ambiguous).toBe(true)
    await t.faults({})
    expect(Object.keys((await t.state()).sets.Products)).toHaveLength(1)
  })

  it("wrong credentials fail fast with a clear auth error and a single login attempt", async () => {
    const client = t.client({ password: "wrong-password" })
    const error = await client.products.list().catch((e) => e)
    expect(error).toBeInstanceOf(ExchangeAuthError)
    expect(error.code).toBe("1000")
    expect(error.message).toMatch(/Login refused/)
    expect(error.message).not.toContain("wrong-password")
    expect(await t.logins()).toBe(1)
  })

  it("a wrong subscription token fails with an auth error, without a login loop", async () => {
    const client = t.client({ subscriptionToken: "not-the-token" })
    const error = await client.products.list().catch((e) => e)
    expect(error).toBeInstanceOf(ExchangeAuthError)
    expect(error.code).toBe("1001")
    expect(error.message).not.toContain("not-the-token")
    expect(await t.logins()).toBe(1)
  })

  it("an unreachable service is an unavailable error that was not processed", async () => {
    const client = t.client({
      baseUrl: "http://127.0.0.1:1",
      authUrl: "http://127.0.0.1:1",
      retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 2 },
    })
    const error = await client.ping().catch((e) => e)
    expect(error).toBeInstanceOf(ExchangeUnavailableError)
    expect(error.ambiguous).toBe(false)
  })
})
