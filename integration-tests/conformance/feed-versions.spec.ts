import { keyPredicate, queryString } from "../../src/protocol/literals"
import { ENTITY_SETS } from "../../src/protocol/schema"
import { conformanceHarness, Harness, product } from "./harness"

/**
 * A21: an answer is written in the protocol version it needs. Under the spec's 1.0 a JSON feed is
 * a bare array under `d` (as WCF Data Services writes verbose JSON v1, and the vendor's connector
 * reads it: it unwraps `d.results` only under a 2.0 header); a page with a next link is a 2.0
 * answer with its own header, refused to a client that allows only 1.0.
 */
const version = (headers: Record<string, string>) => headers.dataserviceversion

async function threeProducts(h: Harness) {
  for (const id of ["a", "b", "c"]) await h.create("Products", product({ ForeignId: id }))
}

async function orderWithItems(h: Harness): Promise<string> {
  const mug = String((await h.create("Products", product({ ForeignId: "mug", StockAmount: 10 }))).values.Id)
  return h.purchase({ items: [{ productId: mug, quantity: 2 }], buyer: { BuyerName: "anna_k", Email: "anna@example.com" } })
}

describe("feeds as WCF Data Services writes them (json)", () => {
  const h = conformanceHarness("json", { pageSize: 2 })

  it("A21: a feed of one page is a bare array under d, with DataServiceVersion 1.0", async () => {
    await h.create("Products", product({ ForeignId: "a" }))
    const res = await h.call("GET", "Products")
    expect(res.status).toBe(200)
    expect(version(res.headers)).toBe("1.0;")
    expect(JSON.parse(res.text).d).toEqual([expect.objectContaining({ ForeignId: "a" })])
  })

  it("A21: a page with a next link is a 2.0 answer: d.results and d.__next under DataServiceVersion 2.0", async () => {
    await threeProducts(h)
    const res = await h.call("GET", "Products")
    expect(res.status).toBe(200)
    expect(version(res.headers)).toBe("2.0;")
    const { d } = JSON.parse(res.text)
    expect(d.results).toHaveLength(2)
    expect(d.__next).toMatch(/skiptoken=/)
    // The last page has no next link: 1.0 again.
    const last = await h.raw("GET", new URL(d.__next).pathname + new URL(d.__next).search, { headers: h.dataHeaders() })
    expect(version(last.headers)).toBe("1.0;")
    expect(JSON.parse(last.text).d).toEqual([expect.objectContaining({ ForeignId: "c" })])
  })

  it("A21: a client whose MaxDataServiceVersion is 1.0 gets a 400 for a page needing 2.0, the bare array where 1.0 does", async () => {
    await threeProducts(h)
    const refused = await h.call("GET", "Products", undefined, { MaxDataServiceVersion: "1.0" })
    expect(refused.status).toBe(400)
    expect(refused.text).toMatch(/version 2\.0/)
    const onePage = await h.call("GET", `Products${queryString({ $top: "2" })}`, undefined, { MaxDataServiceVersion: "1.0;NetFx" })
    expect(onePage.status).toBe(200)
    expect(JSON.parse(onePage.text).d).toHaveLength(2)
    // The vendor's connector sends MaxDataServiceVersion 3.0.
    expect((await h.call("GET", "Products", undefined, { MaxDataServiceVersion: "3.0" })).status).toBe(200)
  })

  it("A21: an expanded collection is a bare array in a 1.0 answer, of an entry and of a feed", async () => {
    const orderId = await orderWithItems(h)
    const entry = await h.call("GET", `SalesOrders${keyPredicate(orderId)}${queryString({ $expand: "SalesOrderItems" })}`)
    expect(version(entry.headers)).toBe("1.0;")
    expect(Array.isArray(JSON.parse(entry.text).d.SalesOrderItems)).toBe(true)
    const feed = await h.call("GET", `SalesOrders${queryString({ $expand: "SalesOrderItems" })}`)
    expect(Array.isArray(JSON.parse(feed.text).d[0].SalesOrderItems)).toBe(true)
    const nav = await h.call("GET", `SalesOrders${keyPredicate(orderId)}/SalesOrderItems`)
    expect(Array.isArray(JSON.parse(nav.text).d)).toBe(true)
    expect(h.codec.decodeFeed(ENTITY_SETS.SalesOrderItems, nav.text).entries).toHaveLength(1)
  })
})

describe("feeds of a service that answers 2.0 by default (json, sandbox feedForm v2)", () => {
  const h = conformanceHarness("json", { feedForm: "v2" })

  it("A21: every answer with a collection is the 2.0 form under its header where the client allows it, else 1.0", async () => {
    const orderId = await orderWithItems(h)
    const feed = await h.call("GET", `SalesOrders${queryString({ $expand: "SalesOrderItems" })}`)
    expect(version(feed.headers)).toBe("2.0;")
    const { d } = JSON.parse(feed.text)
    expect(d.results[0].SalesOrderItems.results).toHaveLength(1)
    const entry = await h.call("GET", `SalesOrders${keyPredicate(orderId)}${queryString({ $expand: "SalesOrderItems" })}`)
    expect(version(entry.headers)).toBe("2.0;")
    expect(JSON.parse(entry.text).d.SalesOrderItems.results).toHaveLength(1)
    expect(h.codec.decodeEntry(ENTITY_SETS.SalesOrders, entry.text).expanded.SalesOrderItems).toHaveLength(1)
    const old = await h.call("GET", "SalesOrders", undefined, { MaxDataServiceVersion: "1.0" })
    expect(version(old.headers)).toBe("1.0;")
    expect(Array.isArray(JSON.parse(old.text).d)).toBe(true)
  })
})

describe("feeds in Atom (paging)", () => {
  const h = conformanceHarness("atom", { pageSize: 2 })

  it("A21: a page with a next link is a 2.0 answer in Atom too; one page is 1.0", async () => {
    await threeProducts(h)
    const paged = await h.call("GET", "Products")
    expect(version(paged.headers)).toBe("2.0;")
    expect(paged.text).toMatch(/rel="next"/)
    const onePage = await h.call("GET", `Products${queryString({ $top: "2" })}`)
    expect(version(onePage.headers)).toBe("1.0;")
  })
})
