import { request } from "undici"
import { conformanceHarness, product } from "./harness"

describe.each(["json", "atom"] as const)("authentication and common shapes (%s)", (format) => {
  const h = conformanceHarness(format)

  it("5.1 rule 4: login answers 200 with an .ASPXAUTH cookie whose value ends with a space", async () => {
    const res = await h.raw("POST", "/Authentication_JSON_AppService.axd/Login", {
      body: JSON.stringify({ userName: "demo", password: "demo", createPersistentCookie: false }),
      headers: { "Content-Type": "application/json" },
    })
    expect(res.status).toBe(200)
    expect(res.headers["set-cookie"]).toMatch(/^\.ASPXAUTH=[0-9A-F]+ ; path=\/; HttpOnly$/)
  })

  it("5.1 rule 2: Vendor and Version headers are stored when sent", async () => {
    await h.login("demo", "demo", { Vendor: "Medusa 2.21.2", Version: "0.1.0" })
    expect((await h.state()).loginHeaders).toEqual({ vendor: "Medusa 2.21.2", version: "0.1.0" })
  })

  it("5.1 rule 2 and A34: a login without Vendor and Version succeeds; its session still needs both on data requests", async () => {
    await h.login("demo", "demo", { Vendor: "Medusa 2.21.2", Version: "0.1.0" })
    const res = await h.raw("POST", "/Authentication_JSON_AppService.axd/Login", {
      body: JSON.stringify({ userName: "demo", password: "demo", createPersistentCookie: false }),
      headers: { "Content-Type": "application/json" },
    })
    expect(res.status).toBe(200)
    expect((await h.state()).loginHeaders).toEqual({ vendor: null, version: null })
    const cookie = `.ASPXAUTH=${/\.ASPXAUTH=([^;]*);/.exec(res.headers["set-cookie"])![1].trimEnd()}`
    expect((await h.call("GET", "Products", undefined, { Cookie: cookie })).status).toBe(200)
    expect(h.codes(await h.call("GET", "Products", undefined, { Cookie: cookie, Vendor: "" }))).toEqual(["1002"])
    expect(h.codes(await h.call("GET", "Products", undefined, { Cookie: cookie, Version: "" }))).toEqual(["1003"])
  })

  it("A20: a wrong password answers 401 with code 1000 and no cookie", async () => {
    const res = await h.raw("POST", "/Authentication_JSON_AppService.axd/Login", {
      body: JSON.stringify({ userName: "demo", password: "wrong" }),
      headers: { "Content-Type": "application/json" },
    })
    expect(res.status).toBe(401)
    expect(res.headers["set-cookie"]).toBeUndefined()
    expect(JSON.parse(res.text).Messages[0].Code).toBe(1000)
  })

  it("login takes POST only", async () => {
    expect((await h.raw("GET", "/Authentication_JSON_AppService.axd/Login")).status).toBe(405)
  })

  it("5.2: a data request without the right SubscriptionToken answers 401 with code 1001", async () => {
    const res = await h.call("GET", "Products", undefined, { SubscriptionToken: "nope" })
    expect(res.status).toBe(401)
    expect(h.codes(res)).toEqual(["1001"])
  })

  it("A1 and A34: a data request without Vendor answers 401 with code 1002, without Version 1003", async () => {
    const noVendor = await h.call("GET", "Products", undefined, { Vendor: "" })
    expect(noVendor.status).toBe(401)
    expect(h.codes(noVendor)).toEqual(["1002"])
    const noVersion = await h.call("GET", "Products", undefined, { Version: " " })
    expect(noVersion.status).toBe(401)
    expect(h.codes(noVersion)).toEqual(["1003"])
  })

  it("A1: the request log records the Vendor and Version each data request carried", async () => {
    await h.control("DELETE", "/_sandbox/requests")
    await h.call("GET", "Products")
    const log = JSON.parse((await h.control("GET", "/_sandbox/requests")).text)
    expect(log).toEqual([expect.objectContaining({ method: "GET", vendor: "Conformance 1.0", version: "1.0.0" })])
  })

  it("5.1 rule 4: a cookie sent back with the login's trailing space is refused (1004)", async () => {
    // HTTP drops spaces at the end of a header, so the space shows where another cookie follows.
    const cookie = h.dataHeaders().Cookie
    const res = await h.call("GET", "Products", undefined, { Cookie: `${cookie} ; lang=de` })
    expect(res.status).toBe(401)
    expect(h.codes(res)).toEqual(["1004"])
    expect((await h.call("GET", "Products", undefined, { Cookie: `other=1; ${cookie}` })).status).toBe(200)
  })

  it("5.1 rule 6: a data request without the session cookie answers 401 with code 1004", async () => {
    const res = await h.call("GET", "Products", undefined, { Cookie: "" })
    expect(res.status).toBe(401)
    expect(h.codes(res)).toEqual(["1004"])
  })

  it("5.1 rule 5: the cookie is valid for 20 minutes on the sandbox clock", async () => {
    await h.control("POST", "/_sandbox/clock", { advanceSeconds: 19 * 60 + 50 })
    expect((await h.call("GET", "Products")).status).toBe(200)
    await h.control("POST", "/_sandbox/clock", { advanceSeconds: 15 })
    expect((await h.call("GET", "Products")).status).toBe(401)
  })

  it("A20: with the redirect fault on, an expired session answers 302 to a login page", async () => {
    await h.control("POST", "/_sandbox/faults", { expiredSessionRedirect: true })
    const res = await h.call("GET", "Products", undefined, { Cookie: ".ASPXAUTH=EXPIRED" })
    expect(res.status).toBe(302)
    expect(res.headers.location).toMatch(/^\/Login\.aspx\?ReturnUrl=/)
  })

  it("4.1 and 9: success answers carry Cache-Control, DataServiceVersion and the format's Content-Type", async () => {
    const res = await h.call("GET", "Products")
    expect(res.headers["cache-control"]).toBe("no-cache")
    expect(res.headers.dataserviceversion).toBe("1.0;")
    expect(res.headers["content-type"]).toBe(h.codec.responseContentType)
  })

  it("addresses: paths match case-insensitively and the mixed-case links of responses work", async () => {
    const created = await h.create("Products", product())
    expect(created.uri).toMatch(/\/PublicApi\/v1\/Api\.svc\/Products\(\d+L\)$/)
    const viaLink = await request(created.uri!, { headers: h.dataHeaders() })
    expect(viaLink.statusCode).toBe(200)
    await viaLink.body.dump()
    const lower = await h.raw("GET", `/PUBLICAPI/V1/API.SVC/products(${created.values.Id}L)`, { headers: h.dataHeaders() })
    expect(lower.status).toBe(200)
  })

  it("1 rule 6: the response format follows Accept, the body format follows Content-Type", async () => {
    const other = format === "json" ? "application/atom+xml" : "application/json"
    const res = await h.call("GET", "Products", undefined, { Accept: other })
    expect(res.headers["content-type"]).toContain(other)
  })

  it("an unknown entity set or path answers 404", async () => {
    expect((await h.call("GET", "Widgets")).status).toBe(404)
    expect((await h.raw("GET", "/elsewhere")).status).toBe(404)
  })

  it("refuses hostile or broken bodies with 400, and oversized ones with 413", async () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><entry xmlns="http://www.w3.org/2005/Atom"><content><properties><Title>&a;</Title></properties></content></entry>'
    const broken = format === "json" ? "{not json" : "<entry><content></entry>"
    expect((await h.call("POST", "Products", bomb, { "Content-Type": "application/atom+xml" })).status).toBe(400)
    expect((await h.call("POST", "Products", broken)).status).toBe(400)
    expect((await h.call("POST", "Products", "x".repeat(1024 * 1024 + 1))).status).toBe(413)
  })
})
