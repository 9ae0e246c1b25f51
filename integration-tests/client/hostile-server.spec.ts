import { createServer, Server } from "http"
import type { AddressInfo } from "net"
import { ExchangeClient, ExchangeProtocolError, ExchangeRateLimitedError } from "../../src/client"

/**
 * A server that misbehaves on purpose, for what the sandbox never does: hostile XML, huge
 * bodies, 429 with Retry-After. The login works; the data API answers as the test says.
 */
function misbehavingServer(answer: (path: string, attempt: number) => { status: number; headers?: Record<string, string>; body: string }) {
  let server: Server
  let url = ""
  const attempts = new Map<string, number>()
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume()
      if (req.url!.includes("Login")) {
        res
          .writeHead(200, { "Set-Cookie": ".ASPXAUTH=COOKIEVALUE123 ; path=/; HttpOnly", "Content-Type": "application/json" })
          .end('{"d":true}')
        return
      }
      const attempt = (attempts.get(req.url!) ?? 0) + 1
      attempts.set(req.url!, attempt)
      const { status, headers, body } = answer(req.url!, attempt)
      res.writeHead(status, headers).end(body)
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return {
    client: (format: "json" | "atom", extra: object = {}) =>
      new ExchangeClient({
        baseUrl: url,
        authUrl: url,
        userName: "u",
        password: "p4ssw0rd",
        subscriptionToken: "t0ken-secret",
        format,
        retry: { baseDelayMs: 1, maxDelayMs: 5 },
        ...extra,
      }),
    attempts,
  }
}

const BOMB =
  '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>' +
  '<feed xmlns="http://www.w3.org/2005/Atom"><entry><content><properties><Title>&lol1;</Title></properties></content></entry></feed>'

describe("a hostile or broken service", () => {
  const s = misbehavingServer((path, attempt): { status: number; headers?: Record<string, string>; body: string } => {
    if (path.includes("Products(1L)")) return { status: 200, headers: { "Content-Type": "application/atom+xml" }, body: BOMB }
    if (path.includes("Products(2L)"))
      return { status: 200, headers: { "Content-Type": "application/json" }, body: `{"d":{"Title":"${"x".repeat(3 * 1024 * 1024)}"}}` }
    if (path.includes("Products(3L)")) return { status: 200, body: "<html>surprise</html>" }
    if (path.startsWith("/publicapi/v1/api.svc/Products?"))
      return { status: 200, headers: { "Content-Type": "text/html" }, body: "<html><body>Welcome to nginx!</body></html>" }
    if (path.includes("SalesOrders")) {
      // A service that pages forever by sending the same next link again.
      const page = { d: { results: [{ Id: "1", ForeignOrderId: null }], __next: "/publicapi/v1/api.svc/SalesOrders()?$skiptoken=2" } }
      return { status: 200, headers: { "Content-Type": "application/json" }, body: JSON.stringify(page) }
    }
    if (path.includes("Products(4L)"))
      return attempt < 2
        ? { status: 429, headers: { "Retry-After": "0" }, body: "" }
        : { status: 200, headers: { "Content-Type": "application/json" }, body: '{"d":{"Id":"4","Title":"ok"}}' }
    return { status: 429, headers: { "Retry-After": "1" }, body: '{"error":{"code":"429","message":{"lang":"en-US","value":"Slow down"}}}' }
  })

  it("refuses a hostile XML body with a protocol error, and keeps working", async () => {
    const client = s.client("atom")
    const error = await client.products.get("1").catch((e) => e)
    expect(error).toBeInstanceOf(ExchangeProtocolError)
    expect(error.message).toMatch(/DOCTYPE or ENTITY/)
    expect(error.retryable).toBe(false)
    await client.close()
  })

  it("refuses an oversized body with a protocol error", async () => {
    const client = s.client("json", { maxResponseBytes: 1024 * 1024 })
    const error = await client.products.get("2").catch((e) => e)
    expect(error).toBeInstanceOf(ExchangeProtocolError)
    expect(error.message).toMatch(/larger than 1048576 bytes/)
    await client.close()
  })

  it("refuses an undecodable body with a protocol error", async () => {
    const client = s.client("json")
    await expect(client.products.get("3")).rejects.toBeInstanceOf(ExchangeProtocolError)
    await client.close()
  })

  it("fails the connection check when the address answers 200 with something that is not the service", async () => {
    const client = s.client("json")
    await expect(client.ping()).rejects.toBeInstanceOf(ExchangeProtocolError)
    await client.close()
  })

  it("ends a feed whose next link repeats with a protocol error, after one request per distinct page", async () => {
    const client = s.client("json")
    const seen: string[] = []
    const error = await (async () => {
      for await (const page of client.salesOrders.unimportedPages()) seen.push(...page.map((o) => o.Id))
    })().catch((e) => e)
    expect(error).toBeInstanceOf(ExchangeProtocolError)
    expect(error.message).toMatch(/next link it had sent before/)
    expect(seen).toEqual(["1", "1"])
    expect([...s.attempts.keys()].filter((path) => path.includes("SalesOrders"))).toHaveLength(2)
    await client.close()
  })

  it("honours 429 Retry-After and succeeds on the next attempt", async () => {
    const client = s.client("json")
    expect((await client.products.get("4")).Title).toBe("ok")
    await client.close()
  })

  it("gives up on lasting 429s with a rate-limited error that keeps the wait, and leaks no secret", async () => {
    const lines: string[] = []
    const logger = { debug: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), info: (m: string) => lines.push(m) }
    const client = s.client("json", { retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 5 }, logger })
    const started = Date.now()
    const error = await client.products.get("5").catch((e) => e)
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    expect(error).toBeInstanceOf(ExchangeRateLimitedError)
    expect(error.retryAfterMs).toBe(1000)
    const everything = JSON.stringify({ message: error.message, request: error.request, errors: error.errors, lines })
    for (const secret of ["p4ssw0rd", "t0ken-secret", "COOKIEVALUE123"]) expect(everything).not.toContain(secret)
    await client.close()
  })
})
