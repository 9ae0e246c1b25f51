import type { ExchangeClient } from "../../../../client"
import { ExchangeAuthError } from "../../../../client/errors"
import { readService } from "../read-service"

const never = () => new Promise<never>(() => undefined)

/** A client whose reads answer at once unless one is given: each records that it was asked. */
function fakeClient(overrides: Partial<Record<string, () => Promise<unknown>>> = {}) {
  const asked: string[] = []
  const read =
    (name: string, value: unknown) =>
    (...args: unknown[]) => {
      asked.push(args.length && name !== "pollFormPage" ? `${name}(${String(args[0])})` : name)
      return overrides[name] ? overrides[name]!() : Promise.resolve(value)
    }
  const client = {
    login: read("login", undefined),
    metadata: read("metadata", "<edmx/>"),
    catalogs: { page: read("catalogs", { entries: [], next: null }) },
    products: { page: read("products", { entries: [{ Id: "7" }], next: null }), variations: read("variations", []) },
    productVariations: { page: read("productVariations", { entries: [], next: null }) },
    salesOrders: { pollFormPage: read("pollFormPage", [{ Id: "1", ClaimStatus: "open" }]) },
    operations: { productIsListed: read("productIsListed", true), getSalesOrderHistory: read("getSalesOrderHistory", []) },
  }
  return { client: client as unknown as ExchangeClient, asked }
}

describe("the service check's reads", () => {
  it("asks nothing else once the login failed", async () => {
    const { client, asked } = fakeClient({ login: () => Promise.reject(new ExchangeAuthError("refused", { status: 401 })) })
    const reads = await readService(client, { remoteProductId: "5", remoteOrderId: "9" }, { timeoutMs: 1000 })
    expect(asked).toEqual(["login"])
    expect(reads.results[0]).toMatchObject({ request: "login", ok: false })
    expect(reads.results.slice(1).every((r) => "notAsked" in r && r.notAsked === "login")).toBe(true)
  })

  it("reads a product's variations from the product page when the plugin holds none, and leaves out what it cannot ask", async () => {
    const { client, asked } = fakeClient()
    const reads = await readService(client, { remoteProductId: null, remoteOrderId: null }, { timeoutMs: 1000 })
    expect(asked).toContain("variations(7)")
    expect(asked).not.toContain("productIsListed")
    expect(reads.results.filter((r) => "notAsked" in r).map((r) => r.request)).toEqual(["product_is_listed", "order_history"])
    expect(reads.orders).toHaveLength(3)
    expect(reads.metadata).toBe("<edmx/>")
  })

  it("gives up on a read that does not answer within its limit, the others answered meanwhile", async () => {
    const { client } = fakeClient({ metadata: never, productVariations: never })
    const started = Date.now()
    const reads = await readService(client, { remoteProductId: "5", remoteOrderId: "9" }, { timeoutMs: 200 })
    expect(Date.now() - started).toBeLessThan(1000)
    const late = reads.results.filter((r) => "timedOut" in r && r.timedOut).map((r) => r.request)
    expect(late).toEqual(["product_variations", "metadata"])
    expect(reads.results.filter((r) => "ok" in r && r.ok)).toHaveLength(9)
    expect(reads.metadata).toBeNull()
  })
})
