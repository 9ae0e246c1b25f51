import { ExchangeProtocolError, ExchangeUnavailableError } from "../../src/client"
import { runContentWrites } from "../../src/workflows/product-sync/remote/run-content-writes"
import { sendContent } from "../../src/workflows/product-sync/remote/send-content"
import { mapProduct } from "../../src/workflows/product-sync/utils/map-product"
import { planContent } from "../../src/workflows/product-sync/utils/plan-content"
import type { ProductSnapshot } from "../../src/modules/marketplace-exchange/types"
import { facts, shirt } from "../../src/workflows/product-sync/utils/__tests__/fixtures"
import { clientAgainstSandbox, product } from "./helpers"

const NONE = { blocked: new Set<string>(), held: new Map<string, string>() }
/** The shirt without its catalog link: four variations with specifics, three images, one strike price. */
const desired = mapProduct(shirt(), { ...facts(), catalogIds: [] })
type Sets = Record<string, Record<string, Record<string, unknown>>>
/** What the content lane keeps of a product between runs: nothing on the service yet, no create in doubt. */
const emptyHolder = (): { snapshot: ProductSnapshot | null; pending: Record<string, string> } => ({ snapshot: null, pending: {} })

/** Remote ids the snapshot knows, by entity set. */
function recordedIds(snapshot: ProductSnapshot | null) {
  const variations = Object.values(snapshot?.variations ?? {})
  return {
    Products: snapshot ? [snapshot.remoteId] : [],
    ProductVariations: variations.map((v) => v.remoteId),
    ProductVariationSpecifics: variations.flatMap((v) => v.specifics.map((s) => s.remoteId)),
    ProductImages: (snapshot?.images ?? []).map((i) => i.remoteId),
    DiscountOffers: Object.values(snapshot?.offers ?? {}).map((o) => o.remoteId),
  }
}

/** The record and the service agree: every entity the snapshot knows is held, and nothing else of those sets. */
function expectRecordMatches(snapshot: ProductSnapshot | null, sets: Sets) {
  for (const [set, ids] of Object.entries(recordedIds(snapshot))) expect(Object.keys(sets[set]).sort()).toEqual([...ids].sort())
}

describe("a product's content writes in lanes", () => {
  const t = clientAgainstSandbox("json")

  async function push(snapshot: ProductSnapshot | null, client = t.client({ maxConcurrency: 4 })) {
    const holder = { snapshot }
    /** What a crash would leave: the snapshot as last recorded by the hooks. */
    let recorded: ProductSnapshot | null = structuredClone(snapshot)
    const record = async () => {
      recorded = structuredClone(holder.snapshot)
    }
    const { writes } = planContent(desired, snapshot, NONE)
    const run = runContentWrites(client, desired, writes, holder, () => new Date(), {
      starting: record,
      sending: async () => undefined,
      after: record,
    })
    return { run, holder, recorded: () => recorded }
  }

  it("sends a product's independent writes at once, never more than the client's limit", async () => {
    await t.faults({ latencyMs: 40 })
    await t.control("DELETE", "/_sandbox/requests")
    const { run, recorded } = await push(null)
    const result = await run
    expect(result.refusals).toEqual([])
    const traffic = await t.control("GET", "/_sandbox/traffic")
    // The product first, then four variations, three images and a strike price: more than one at once, at most four.
    expect(traffic.peakInFlight).toBeGreaterThan(1)
    expect(traffic.peakInFlight).toBeLessThanOrEqual(4)
    const sets = (await t.state()).sets as Sets
    expectRecordMatches(recorded(), sets)
    expect(Object.keys(sets.ProductVariations)).toHaveLength(4)
    expect(Object.keys(sets.ProductImages)).toHaveLength(3)
  })

  it(
    "on an outage mid-push stops every lane, has every write that went through on record, and the next run completes it without a " +
      "duplicate",
    async () => {
      const client = t.client({ maxConcurrency: 4 })
      const createImage = client.productImages.create.bind(client.productImages)
      let images = 0
      client.productImages.create = async (input) => {
        if (++images === 2) throw new ExchangeUnavailableError("POST ProductImages: connection failed (ECONNRESET)", { ambiguous: false })
        return createImage(input)
      }
      await t.faults({ latencyMs: 20 })
      const first = await push(null, client)
      await expect(first.run).rejects.toBeInstanceOf(ExchangeUnavailableError)
      // Nothing the service holds is missing from the record: a crash now would create nothing twice.
      const afterOutage = (await t.state()).sets as Sets
      expectRecordMatches(first.recorded(), afterOutage)
      expect(Object.keys(afterOutage.ProductImages).length).toBeLessThan(3)

      const second = await push(first.recorded())
      await second.run
      const sets = (await t.state()).sets as Sets
      expect(Object.keys(sets.Products)).toHaveLength(1)
      expect(Object.keys(sets.ProductVariations)).toHaveLength(4)
      expect(Object.keys(sets.ProductImages)).toHaveLength(3)
      expect(Object.keys(sets.DiscountOffers)).toHaveLength(1)
      expectRecordMatches(second.recorded(), sets)
    }
  )

  it(
    "records the specifics a variation holds when the run that sent them died before recording them, replaces one of another " +
      "value, and refuses nothing",
    async () => {
      const first = await push(null)
      await first.run
      // What a kill between a variation's specifics and their record leaves: the variations on record, no specifics.
      const died = structuredClone(first.recorded())!
      const [changed, extended] = Object.values(died.variations)
      for (const variation of Object.values(died.variations)) variation.specifics = []
      const client = t.client()
      const [size] = (await client.productVariations.specifics(changed.remoteId)).filter((s) => s.Name === "Size")
      expect(size).toBeDefined()
      await client.productVariationSpecifics.delete(size.Id)
      await client.productVariationSpecifics.create({ ProductVariationId: changed.remoteId, Name: "Size", Value: "XXL" })
      await client.productVariationSpecifics.create({ ProductVariationId: extended.remoteId, Name: "Material", Value: "Wool" })

      const second = await push(died)
      expect((await second.run).refusals).toEqual([])
      const held = async (remoteId: string) =>
        Object.values(((await t.state()).sets as Sets).ProductVariationSpecifics)
          .filter((s) => s.ProductVariationId === remoteId)
          .map((s) => `${s.Name}=${s.Value}`)
          .sort()
      const wanted = (variantId: string) =>
        desired.variations
          .find((v) => v.variantId === variantId)!
          .specifics.map((s) => `${s.name}=${s.value}`)
          .sort()
      const [changedId, extendedId] = Object.keys(died.variations)
      expect(await held(changed.remoteId)).toEqual(wanted(changedId))
      // One we do not send is on record now (the service's answer decides), and goes at the next run.
      expect(await held(extended.remoteId)).toEqual([...wanted(extendedId), "Material=Wool"].sort())
      expectRecordMatches(second.recorded(), (await t.state()).sets as Sets)

      const third = await push(second.recorded())
      expect((await third.run).refusals).toEqual([])
      expect(await held(extended.remoteId)).toEqual(wanted(extendedId))
      expectRecordMatches(third.recorded(), (await t.state()).sets as Sets)
    }
  )
})

describe("a create's beforeSend, awaited as its POST leaves (the client)", () => {
  const t = clientAgainstSandbox("json")
  const listed = async (foreignId: string) =>
    Object.values(((await t.state()).sets as Sets).Products).some((p) => p.ForeignId === foreignId)
  const posts = async () => (await t.requests()).filter((r) => r.method === "POST" && r.path.endsWith("/Products")).length

  it("runs only once the create holds its place among the calls in flight", async () => {
    const client = t.client({ maxConcurrency: 1 })
    await t.faults({ latencyMs: 150 })
    let firstHeldWhenSecondLeft: boolean | undefined
    await Promise.all([
      client.products.create(product({ ForeignId: "first" }), { beforeSend: async () => undefined }),
      client.products.create(product({ ForeignId: "second", Title: "Wool shirt" }), {
        beforeSend: async () => {
          firstHeldWhenSecondLeft = await listed("first")
        },
      }),
    ])
    // The second create waited for the first's answer: what its hook dates is its send, not its wait.
    expect(firstHeldWhenSecondLeft).toBe(true)
  })

  it("runs again for every POST: a create answered 429 and sent again runs it before each send", async () => {
    const client = t.client({ retry: { baseDelayMs: 5, maxDelayMs: 20, maxAttempts: 3 } })
    await client.products.list() // logged in: only the create meets the 429s
    await t.faults({ errorRate: 1, errorStatus: 429 })
    await t.control("DELETE", "/_sandbox/requests")
    const sends: number[] = []
    await expect(
      client.products.create(product({ ForeignId: "limited" }), { beforeSend: async () => void sends.push(Date.now()) })
    ).rejects.toMatchObject({ status: 429 })
    expect(sends).toHaveLength(await posts())
    expect(sends).toHaveLength(3)
  })

  it("sends nothing and reports no write when it fails", async () => {
    const reports: unknown[] = []
    const client = t.client({ onWrite: (report) => void reports.push(report) })
    await t.control("DELETE", "/_sandbox/requests")
    const down = new Error("the database is gone")
    await expect(
      client.products.create(product({ ForeignId: "unrecorded" }), {
        beforeSend: async () => {
          throw down
        },
      })
    ).rejects.toBe(down)
    expect(await posts()).toBe(0)
    expect(await listed("unrecorded")).toBe(false)
    expect(reports).toEqual([])
  })
})

describe("a product's creates through the content lane (send-content.ts)", () => {
  const t = clientAgainstSandbox("json")
  const products = async () => Object.keys(((await t.state()).sets as Sets).Products).length

  it("keeps the intent of a create whose answer cannot be read, and the next run adopts what the service holds", async () => {
    const client = t.client()
    const createProduct = client.products.create.bind(client.products)
    client.products.create = async (input, options) => {
      await createProduct(input, options)
      throw new ExchangeProtocolError("POST Products: the answer cannot be read")
    }
    const holder = emptyHolder()
    const first = await sendContent(client, desired, holder, NONE, async () => undefined)
    expect(first.refusals.map((r) => r.key)).toEqual(["product"])
    expect(Object.keys(holder.pending)).toEqual(["product"])

    await sendContent(t.client(), desired, holder, NONE, async () => undefined)
    expect(await products()).toBe(1)
    expect(holder.snapshot?.remoteId).toBe(Object.keys(((await t.state()).sets as Sets).Products)[0])
    expect(holder.pending).toEqual({})
  })

  it("keeps the intent when the look-up after an unclear create is refused, and the next run adopts the product", async () => {
    await t.faults({
      commitThenDropRate: 1,
      refusals: [{ method: "GET", path: "Products", status: 400, code: "0", message: "The filter is not supported." }],
    })
    const holder = emptyHolder()
    await expect(sendContent(t.client(), desired, holder, NONE, async () => undefined)).rejects.toMatchObject({
      kind: "unavailable",
      ambiguous: true,
    })
    expect(Object.keys(holder.pending)).toEqual(["product"])
    expect(await products()).toBe(1)

    await t.faults({})
    await sendContent(t.client(), desired, holder, NONE, async () => undefined)
    expect(await products()).toBe(1)
    expect(holder.pending).toEqual({})
  })

  it("dates an intent again as its POST leaves when it was recorded more than 5 s before", async () => {
    let clock = Date.parse("2026-11-27T10:00:00Z")
    const holder = emptyHolder()
    const dates: string[] = []
    const save = async () => {
      const at = holder.pending.product
      // Each new date of the product's intent on record; the clock then moves on by 10 s (a wait for a place).
      if (at && dates[dates.length - 1] !== at) {
        dates.push(at)
        clock += 10_000
      }
    }
    await sendContent(t.client(), desired, holder, NONE, save, () => new Date(clock))
    expect(dates).toEqual(["2026-11-27T10:00:00.000Z", "2026-11-27T10:00:10.000Z"])
    expect(await products()).toBe(1)
  })

  it("sends no create whose intent cannot be recorded, and keeps no intent dated by it", async () => {
    await t.control("DELETE", "/_sandbox/requests")
    const holder = emptyHolder()
    const down = new Error("the database is gone")
    await expect(
      sendContent(t.client(), desired, holder, NONE, async () => {
        throw down
      })
    ).rejects.toBe(down)
    expect(holder.pending).toEqual({})
    expect((await t.requests()).filter((r) => r.method === "POST" && r.path.endsWith("/Products"))).toEqual([])
    expect(await products()).toBe(0)
  })
})
