import { evaluateFilter, parseFilter } from "../../protocol/filter"
import { ENTITY_SETS } from "../../protocol/schema"
import { SandboxClock } from "../clock"
import { lookupKey } from "../lookup-index"
import { emptyState } from "../state"
import { EntityStore } from "../store"

const storeWithVariations = () => {
  const store = new EntityStore(emptyState(), new SandboxClock())
  const [product] = store.insert("Products", { ForeignId: "p-1" })
  const [other] = store.insert("Products", { ForeignId: "p-2" })
  return { store, product, other }
}

const ids = (entries: Array<[string, unknown]>) => entries.map(([id]) => id)

describe("the sandbox store's lookups", () => {
  it("finds by property through an index kept in step by insert, update and remove", () => {
    const { store, product, other } = storeWithVariations()
    const [a] = store.insert("ProductVariations", { ProductId: product, ForeignId: "a" })
    expect(ids(store.list("ProductVariations", "ProductId", product))).toEqual([a]) // builds the index
    const [b] = store.insert("ProductVariations", { ProductId: product, ForeignId: "b" })
    const [c] = store.insert("ProductVariations", { ProductId: other, ForeignId: "c" })
    expect(ids(store.list("ProductVariations", "ProductId", product))).toEqual([a, b])

    store.update("ProductVariations", b, { ProductId: other })
    expect(ids(store.list("ProductVariations", "ProductId", product))).toEqual([a])
    expect(ids(store.list("ProductVariations", "ProductId", other))).toEqual([b, c])

    store.remove("Products", other) // cascades to its variations
    expect(ids(store.list("ProductVariations", "ProductId", other))).toEqual([])
    expect(store.get("ProductVariations", c)).toBeUndefined()
  })

  it("leaves its indexes behind with a new state (a reset)", () => {
    const { store, product } = storeWithVariations()
    store.insert("ProductVariations", { ProductId: product, ForeignId: "a" })
    expect(store.list("ProductVariations", "ProductId", product)).toHaveLength(1)
    store.state = emptyState()
    expect(store.list("ProductVariations", "ProductId", product)).toEqual([])
  })

  it("finds everything `$filter eq` calls equal, so an indexed filter misses nothing", () => {
    const { store } = storeWithVariations()
    const [padded] = store.insert("Products", { ForeignId: "0042" })
    const set = ENTITY_SETS.Products
    const filter = parseFilter("ForeignId eq '42'")
    const scanned = store.list("Products").filter(([, values]) => evaluateFilter(filter, set, values))
    expect(ids(scanned)).toEqual([padded])
    expect(ids(store.lookup("Products", "ForeignId", "42"))).toEqual([padded])
    expect(lookupKey(5)).toBe(lookupKey("5"))
    expect(lookupKey(5.0)).toBe(lookupKey("5"))
    expect(lookupKey("5.5")).toBe(lookupKey(5.5))
    expect(lookupKey("abc")).not.toBe(lookupKey("abd"))
  })
})

describe("the sandbox store's snapshot (the one undo of a seed and a batch's changeset)", () => {
  it("puts everything back, dates as dates and indexes rebuilt, and never gives an id twice", () => {
    const { store, product } = storeWithVariations()
    store.update("Products", product, { CreationDate: new Date(5) })
    const restore = store.snapshot()
    const [later] = store.insert("Products", { ForeignId: "p-3" })
    store.update("Products", product, { Title: "changed" })
    store.insert("ProductVariations", { ProductId: product, ForeignId: "v" })
    restore()
    expect(store.get("Products", later)).toBeUndefined()
    expect(store.get("Products", product)?.Title ?? null).toBeNull()
    expect(store.get("Products", product)?.CreationDate).toEqual(new Date(5))
    expect(store.get("Products", product)?.CreationDate).toBeInstanceOf(Date)
    expect(store.list("ProductVariations", "ProductId", product)).toEqual([])
    const [next] = store.insert("Products", { ForeignId: "p-4" })
    expect(BigInt(next)).toBeGreaterThan(BigInt(later))
  })
})
