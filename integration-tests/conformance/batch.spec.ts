import { mkdtempSync, readFileSync } from "fs"
import os from "os"
import path from "path"
import { request } from "undici"
import { SERVICE_PATH } from "../../src/protocol/schema"
import { startSandbox } from "../../src/sandbox"
import { HttpResponseMessage, parseHttpResponse, parseMediaType, splitMultipart } from "../../src/sandbox/http/multipart"
import { deserializeState } from "../../src/sandbox/state"
import { conformanceHarness, Harness, product, RawResponse } from "./harness"

/**
 * `$batch` (A46) as the vendor's connector writes it (evidence section 3, rows C6 and P7): the
 * bodies below are written by hand, byte for byte in the vendor's layout (V OData/Client.php:150-174,
 * V OData/Changeset.php:71-132, V OData/Request.php:163-222); answers are read with the sandbox's
 * multipart reader, which its unit test pins to hand-written bytes. Inner bodies are JSON, as the
 * vendor sends them; Atom inner bodies go through the same handlers and are not tested here.
 */

/** An inner request: `Content-ID` among its own headers, a JSON body followed by `\n\r` and the CRLF before the delimiter (T9). */
function inner(method: string, uri: string, contentId: number, body?: unknown, headers: Record<string, string> = {}): string {
  const json = body === undefined ? "" : `${JSON.stringify(body)}\n\r`
  const lines = [`${method} ${uri} HTTP/1.1`, "Accept: application/json"]
  if (json) lines.push("Content-Type: application/json", `Content-Length: ${Buffer.byteLength(json)}`)
  lines.push(...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), `Content-ID: ${contentId}`)
  return `${lines.join("\r\n")}\r\n\r\n${json ? `${json}\r\n` : ""}`
}

const HTTP_PART = "Content-Type: application/http\r\nContent-Transfer-Encoding: binary\r\n\r\n"

/** A changeset part: its headers, then each request behind the changeset's delimiter, then its close and a blank line. */
function changeset(requests: string[], boundary = `changeset_${Math.random().toString(16).slice(2)}`): string {
  const content = requests.map((r) => `--${boundary}\r\n${HTTP_PART}${r}`).join("") + `--${boundary}--\r\n\r\n`
  return `Content-Type: multipart/mixed; boundary=${boundary}\r\nContent-Length: ${Buffer.byteLength(content)}\r\n\r\n${content}`
}

/** A query part: one GET, outside any changeset. */
const query = (request: string) => `${HTTP_PART}${request}`

const BOUNDARY = "batch_36522ad7-fc75-4b56-8c71-56071383e77b"
const batchBody = (parts: string[], boundary = BOUNDARY) => parts.map((p) => `--${boundary}\r\n${p}`).join("") + `--${boundary}--\r\n`

function sendBatch(h: Harness, body: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return h.raw("POST", `${SERVICE_PATH}/$batch`, {
    body,
    headers: h.dataHeaders({ "Content-Type": `multipart/mixed; boundary=${BOUNDARY}`, "Content-Transfer-Encoding": "binary", ...headers }),
  })
}

/** The answer's top-level parts: a changeset's answers, or a single answer (a query's, or a failed changeset's). */
function readAnswer(res: RawResponse): Array<HttpResponseMessage | HttpResponseMessage[]> {
  const media = parseMediaType(res.headers["content-type"])
  expect(media).toMatchObject({ type: "multipart/mixed", params: { boundary: expect.stringMatching(/^batchresponse_/) } })
  return splitMultipart(res.text, media!.params.boundary).map((part) => {
    const type = parseMediaType(part.headers["content-type"])!
    if (type.type !== "multipart/mixed") return parseHttpResponse(part.body)
    expect(type.params.boundary).toMatch(/^changesetresponse_/)
    return splitMultipart(part.body, type.params.boundary).map((p) => parseHttpResponse(p.body))
  })
}

const statuses = (answer: Array<HttpResponseMessage | HttpResponseMessage[]>) =>
  answer.map((part) => (Array.isArray(part) ? part.map((r) => r.status) : part.status))

/** An entity's `__metadata.uri`: absolute, in the links' mixed case (`/PublicApi/v1/Api.svc/...`), as the vendor addresses it (T6). */
async function created(h: Harness, set: Parameters<Harness["create"]>[0], values: Parameters<Harness["create"]>[1]) {
  const entity = await h.create(set, values)
  return { id: String(entity.values.Id), uri: entity.uri! }
}

const exists = async (h: Harness, path: string) => (await h.call("GET", path)).status === 200

describe("$batch (A46, JSON inner bodies)", () => {
  const h = conformanceHarness("json")

  it("A46 and evidence C6: a changeset of DELETEs of catalogs and product children answers 202, one 204 per request", async () => {
    const c1 = await created(h, "Catalogs", { ForeignId: "cat-1", Name: "Shirts" })
    const c2 = await created(h, "Catalogs", { ForeignId: "cat-2", Name: "Trousers" })
    const p = await created(h, "Products", product())
    const specific = await created(h, "ProductSpecifics", { ProductId: p.id, Name: "Material", Value: "Linen" })
    const image = await created(h, "ProductImages", { ProductId: p.id, ImageUrl: "https://img.test/1.jpg", Type: 1 })
    const offer = await created(h, "DiscountOffers", { ProductId: p.id, Price: "17.90", Type: 1 })
    expect(c1.uri).toContain("/PublicApi/v1/Api.svc/Catalogs(")

    const res = await sendBatch(h, batchBody([changeset([c1, c2, specific, image, offer].map((e, i) => inner("DELETE", e.uri, i + 1)))]))
    expect(res.status).toBe(202)
    expect(res.headers["dataserviceversion"]).toBe("1.0;")
    const answer = readAnswer(res)
    expect(statuses(answer)).toEqual([[204, 204, 204, 204, 204]])
    // The vendor writes Content-ID among the request's own headers: it is answered there, in order.
    expect((answer[0] as HttpResponseMessage[]).map((r) => r.headers["content-id"])).toEqual(["1", "2", "3", "4", "5"])
    for (const path of [`Catalogs(${c1.id}L)`, `Catalogs(${c2.id}L)`, `ProductSpecifics(${specific.id}L)`, `ProductImages(${image.id}L)`]) {
      expect(await exists(h, path)).toBe(false)
    }
    expect(await exists(h, `DiscountOffers(${offer.id}L)`)).toBe(false)
    expect(await exists(h, `Products(${p.id}L)`)).toBe(true)
  })

  it("A46: inner URIs may be absolute in any case, an absolute path, or relative; PUT and POST go through as on the wire", async () => {
    const [a, b, c, d] = await Promise.all(
      ["a", "b", "c", "d"].map((key) => created(h, "Catalogs", { ForeignId: `cat-${key}`, Name: `Catalog ${key}` }))
    )
    const p = await created(h, "Products", product())
    const res = await sendBatch(
      h,
      batchBody([
        changeset([
          inner("DELETE", a.uri, 1),
          inner("DELETE", `${h.url}/publicapi/v1/api.svc/catalogs(${b.id}L)`, 2),
          inner("DELETE", `/PUBLICAPI/V1/API.SVC/Catalogs(${c.id}L)`, 3),
          inner("PUT", `Products(${p.id}L)/StockAmount`, 4, { StockAmount: 7 }),
          inner("POST", "ProductSpecifics", 5, { ProductId: p.id, Name: "Material", Value: "Linen" }),
        ]),
        query(inner("GET", `Catalogs(${d.id}L)`, 6)),
      ])
    )
    expect(res.status).toBe(202)
    const answer = readAnswer(res)
    expect(statuses(answer)).toEqual([[204, 204, 204, 204, 201], 200])
    const createdSpecific = (answer[0] as HttpResponseMessage[])[4]
    expect(createdSpecific.headers["location"]).toMatch(/\/PublicApi\/v1\/Api\.svc\/ProductSpecifics\(\d+L\)$/)
    expect(JSON.parse(createdSpecific.body).d).toMatchObject({ Name: "Material", Value: "Linen" })
    const got = answer[1] as HttpResponseMessage
    expect(got.headers["content-type"]).toBe("application/json;charset=utf-8")
    expect(JSON.parse(got.body).d).toMatchObject({ Id: d.id, ForeignId: "cat-d", __metadata: { uri: d.uri } })
    expect((await h.get("Products", p.id)).values.StockAmount).toBe(7)
    for (const e of [a, b, c]) expect(await exists(h, `Catalogs(${e.id}L)`)).toBe(false)
  })

  it("A46: MERGE in a changeset is answered as the same MERGE on the wire is", async () => {
    const one = await created(h, "Catalogs", { ForeignId: "cat-1", Name: "Shirts" })
    const two = await created(h, "Catalogs", { ForeignId: "cat-2", Name: "Trousers" })
    const direct = await h.call("MERGE", `Catalogs(${one.id}L)`, JSON.stringify({ Name: "Hemden" }))
    const answer = readAnswer(await sendBatch(h, batchBody([changeset([inner("MERGE", two.uri, 1, { Name: "Hosen" })])])))
    // A failed changeset is answered by its one error; a committed one by one answer per request.
    expect(statuses(answer)).toEqual(direct.status < 400 ? [[direct.status]] : [direct.status])
    expect((await h.get("Catalogs", two.id)).values.Name).toBe(direct.status < 400 ? "Hosen" : "Trousers")
  })

  it("A46: a failed request rolls its changeset back, answered by its one error", async () => {
    const p = await created(h, "Products", product())
    const specific = await created(h, "ProductSpecifics", { ProductId: p.id, Name: "Material", Value: "Linen" })
    const image = await created(h, "ProductImages", { ProductId: p.id, ImageUrl: "https://img.test/1.jpg", Type: 1 })
    const res = await sendBatch(
      h,
      batchBody([
        changeset([
          inner("DELETE", specific.uri, 1),
          inner("DELETE", "ProductSpecifics(999999L)", 2),
          inner("DELETE", image.uri, 3),
          inner("DELETE", p.uri, 4),
        ]),
      ])
    )
    expect(res.status).toBe(202)
    const answer = readAnswer(res)
    expect(statuses(answer)).toEqual([404])
    const error = answer[0] as HttpResponseMessage
    expect(error.headers["content-id"]).toBe("2")
    expect(error.headers["content-type"]).toBe("application/json;charset=utf-8")
    expect(JSON.parse(error.body).error.message.value).toContain("ProductSpecifics(999999L)")
    // The first DELETE is undone; the ones after the failure never ran.
    expect(await exists(h, `ProductSpecifics(${specific.id}L)`)).toBe(true)
    expect(await exists(h, `ProductImages(${image.id}L)`)).toBe(true)
    expect(await exists(h, `Products(${p.id}L)`)).toBe(true)
  })

  it("A46 and evidence P7: an entity deleted twice in one changeset is answered 204 twice (saved once, at its end)", async () => {
    const p = await created(h, "Products", product())
    const specific = await created(h, "ProductSpecifics", { ProductId: p.id, Name: "Material", Value: "Linen" })
    const res = await sendBatch(
      h,
      batchBody([
        changeset([
          inner("DELETE", specific.uri, 1),
          // The same entity in another URI form: the key without its suffix, relative to the root.
          inner("DELETE", `ProductSpecifics(${specific.id})`, 2),
          inner("DELETE", p.uri, 3),
        ]),
      ])
    )
    expect(statuses(readAnswer(res))).toEqual([[204, 204, 204]])
    expect(await exists(h, `ProductSpecifics(${specific.id}L)`)).toBe(false)
    expect(await exists(h, `Products(${p.id}L)`)).toBe(false)
    // Only a DELETE repeats so: a MERGE of the entity the changeset deleted is a 404 that rolls it back.
    const q = await created(h, "Products", product())
    const again = await created(h, "ProductSpecifics", { ProductId: q.id, Name: "Material", Value: "Linen" })
    const merged = await sendBatch(
      h,
      batchBody([changeset([inner("DELETE", again.uri, 1), inner("MERGE", again.uri, 2, { Value: "Wool" })])])
    )
    expect(statuses(readAnswer(merged))).toEqual([404])
    expect(await exists(h, `ProductSpecifics(${again.id}L)`)).toBe(true)
  })

  it("A46: a rollback undoes the marketplace's side of the changeset too, and gives no id twice", async () => {
    const p = await created(h, "Products", product({ StockAmount: 3 }))
    const c = await created(h, "Catalogs", { ForeignId: "cat-1", Name: "Shirts" })
    expect((await h.call("POST", `Products(${p.id}L)/$links/Catalogs`, JSON.stringify({ uri: c.uri }))).status).toBe(204)
    const before = await h.state()
    const res = await sendBatch(
      h,
      batchBody([
        changeset([
          inner("POST", "ProductSpecifics", 1, { ProductId: p.id, Name: "Material", Value: "Linen" }),
          inner("POST", `ReviseInventoryStatus?productId=${p.id}L&stockAmount=0`, 2),
          inner("DELETE", p.uri, 3),
          inner("DELETE", `Catalogs(${c.id}L)`, 4),
          inner("DELETE", "Products(999999L)", 5),
        ]),
      ])
    )
    expect(statuses(readAnswer(res))).toEqual([404])
    const after = await h.state()
    // Entities, catalog links, the listing (ended by stock 0, then marked deleted) are as they were.
    expect({ ...after, nextId: before.nextId }).toEqual(before)
    expect(after.listings[p.id]).toMatchObject({ active: true, quantity: 3, endedAt: null })
    expect(after.listings[p.id].productDeletedAt).toBeUndefined()
    // The specific's id was given inside the changeset; the next create does not get it again.
    expect(after.nextId).toBe(before.nextId + 1)
    const next = await created(h, "ProductSpecifics", { ProductId: p.id, Name: "Material", Value: "Linen" })
    expect(Number(next.id)).toBe(before.nextId + 2)
  })

  it("A46: of two changesets the failed one is rolled back and the other stands; a query part is answered between them", async () => {
    const [c1, c2, c3] = await Promise.all(
      ["1", "2", "3"].map((key) => created(h, "Catalogs", { ForeignId: `cat-${key}`, Name: `Catalog ${key}` }))
    )
    const res = await sendBatch(
      h,
      batchBody([
        changeset([inner("DELETE", c1.uri, 1)]),
        changeset([inner("DELETE", c2.uri, 2), inner("DELETE", "Catalogs(999999L)", 3)]),
        query(inner("GET", `Catalogs(${c2.id}L)`, 4)),
        changeset([inner("DELETE", c3.uri, 5)]),
      ])
    )
    expect(res.status).toBe(202)
    const answer = readAnswer(res)
    expect(statuses(answer)).toEqual([[204], 404, 200, [204]])
    expect(await exists(h, `Catalogs(${c1.id}L)`)).toBe(false)
    expect(await exists(h, `Catalogs(${c2.id}L)`)).toBe(true)
    expect(await exists(h, `Catalogs(${c3.id}L)`)).toBe(false)
  })

  it("A46: a targeted refusal (faults.refusals) refuses a request inside a batch as it refuses one on the wire", async () => {
    const c1 = await created(h, "Catalogs", { ForeignId: "cat-1", Name: "Shirts" })
    const c2 = await created(h, "Catalogs", { ForeignId: "cat-2", Name: "Trousers" })
    const refusal = { method: "DELETE", path: `/Catalogs(${c2.id}L)`, status: 400, code: "3001", message: "Refused for the test." }
    expect((await h.control("POST", "/_sandbox/faults", { refusals: [refusal] })).status).toBe(200)
    const answer = readAnswer(await sendBatch(h, batchBody([changeset([inner("DELETE", c1.uri, 1), inner("DELETE", c2.uri, 2)])])))
    expect(statuses(answer)).toEqual([400])
    const refused = answer[0] as HttpResponseMessage
    expect(h.codes({ status: refused.status, headers: refused.headers, text: refused.body })).toEqual(["3001"])
    expect(await exists(h, `Catalogs(${c1.id}L)`)).toBe(true)
    expect(h.codes(await h.call("DELETE", `Catalogs(${c2.id}L)`))).toEqual(["3001"])
  })

  it("A46: a GET inside a changeset is a 400 that rolls the changeset back; a change outside one is a 400 of its part", async () => {
    const c1 = await created(h, "Catalogs", { ForeignId: "cat-1", Name: "Shirts" })
    const c2 = await created(h, "Catalogs", { ForeignId: "cat-2", Name: "Trousers" })
    const answer = readAnswer(
      await sendBatch(h, batchBody([changeset([inner("DELETE", c1.uri, 1), inner("GET", c2.uri, 2)]), query(inner("DELETE", c2.uri, 3))]))
    )
    expect(statuses(answer)).toEqual([400, 400])
    expect(JSON.parse((answer[0] as HttpResponseMessage).body).error.message.value).toMatch(/changeset holds changes only/)
    expect(JSON.parse((answer[1] as HttpResponseMessage).body).error.message.value).toMatch(/put the DELETE in a changeset/)
    expect(await exists(h, `Catalogs(${c1.id}L)`)).toBe(true)
    expect(await exists(h, `Catalogs(${c2.id}L)`)).toBe(true)
  })

  it("A46: a malformed batch is a 400 naming what is wrong, and nothing in it runs; an oversized one is a 413", async () => {
    const c = await created(h, "Catalogs", { ForeignId: "cat-1", Name: "Shirts" })
    const good = changeset([inner("DELETE", c.uri, 1)])
    const refused = async (res: RawResponse, pattern: RegExp) => {
      expect(res.status).toBe(400)
      expect(JSON.parse(res.text).error.message.value).toMatch(pattern)
    }
    await refused(await sendBatch(h, batchBody([good]), { "Content-Type": "multipart/mixed" }), /multipart\/mixed; boundary=<boundary>/)
    await refused(await sendBatch(h, batchBody([good]), { "Content-Type": "application/json" }), /not application\/json/)
    await refused(await sendBatch(h, batchBody([good]).replace(`--${BOUNDARY}--\r\n`, "")), /does not end with the close delimiter/)
    await refused(await sendBatch(h, "nothing multipart here"), /no part begins with the delimiter --batch_/)
    await refused(
      await sendBatch(h, batchBody([good, changeset(["DELETE-ALL-CATALOGS\r\n"])])),
      /part 2: request 1: the request line "DELETE-ALL-CATALOGS" is not <VERB> <URI> HTTP\/1.1/
    )
    await refused(await sendBatch(h, batchBody([good, "Content-Type: text/plain\r\n\r\nhello\r\n"])), /part 2: .*application\/http/)
    expect(await exists(h, `Catalogs(${c.id}L)`)).toBe(true)

    expect((await sendBatch(h, batchBody([good, query("x".repeat(1024 * 1024))]))).status).toBe(413)
    expect((await h.call("GET", "$batch")).status).toBe(405)
    expect(await exists(h, `Catalogs(${c.id}L)`)).toBe(true)
  })

  it("A46 and 5.1 rule 6: a $batch without the session cookie is a 401; an inner request's own cookie counts for nothing", async () => {
    const c = await created(h, "Catalogs", { ForeignId: "cat-1", Name: "Shirts" })
    const cookie = h.dataHeaders().Cookie
    const withOwnCookie = batchBody([changeset([inner("DELETE", c.uri, 1, undefined, { Cookie: cookie })])])
    const refused = await sendBatch(h, withOwnCookie, { Cookie: "" })
    expect(refused.status).toBe(401)
    expect(h.codes(refused)).toEqual(["1004"])
    expect(h.codes(await sendBatch(h, withOwnCookie, { SubscriptionToken: "nope" }))).toEqual(["1001"])
    expect(await exists(h, `Catalogs(${c.id}L)`)).toBe(true)
    // The batch's own cookie is what counts, whatever an inner request carries.
    const inBatch = batchBody([changeset([inner("DELETE", c.uri, 1, undefined, { Cookie: ".ASPXAUTH=stale" })])])
    expect(statuses(readAnswer(await sendBatch(h, inBatch)))).toEqual([[204]])
  })

  it("A46: the request log lists each inner request, marked with its batch and part, before the $batch request itself", async () => {
    const c1 = await created(h, "Catalogs", { ForeignId: "cat-1", Name: "Shirts" })
    const c2 = await created(h, "Catalogs", { ForeignId: "cat-2", Name: "Trousers" })
    await h.control("DELETE", "/_sandbox/requests")
    await sendBatch(
      h,
      batchBody([
        changeset([inner("DELETE", c1.uri, 1)]),
        changeset([inner("DELETE", c2.uri, 2), inner("DELETE", "Catalogs(999999L)", 3)]),
        query(inner("GET", `Catalogs(${c1.id}L)`, 4)),
      ])
    )
    const log = await h.requests()
    const id = (log[4] as { note?: string }).note?.match(/^\$batch (\S+):/)?.[1]
    expect(id).toBeDefined()
    const batch = (part: number, changeset: boolean, rolledBack?: boolean) => ({
      id,
      part,
      changeset,
      ...(rolledBack ? { rolledBack } : {}),
    })
    const root = "/PublicApi/v1/Api.svc"
    expect(log).toEqual([
      expect.objectContaining({ method: "DELETE", path: `${root}/Catalogs(${c1.id}L)`, status: 204, batch: batch(1, true) }),
      expect.objectContaining({ method: "DELETE", path: `${root}/Catalogs(${c2.id}L)`, status: 204, batch: batch(2, true, true) }),
      expect.objectContaining({ method: "DELETE", path: `${SERVICE_PATH}/Catalogs(999999L)`, status: 404, batch: batch(2, true, true) }),
      expect.objectContaining({ method: "GET", path: `${SERVICE_PATH}/Catalogs(${c1.id}L)`, status: 404, batch: batch(3, false) }),
      expect.objectContaining({ method: "POST", path: `${SERVICE_PATH}/$batch`, status: 202, vendor: "Conformance 1.0", version: "1.0.0" }),
    ])
    expect(log.slice(0, 4).every((e) => (e as { vendor?: string }).vendor === "Conformance 1.0")).toBe(true)
    expect((log[4] as { note?: string }).note).toMatch(
      /changeset 1: 1 request committed; changeset 2 rolled back: its request 2 \(DELETE\) answered 404; part 3: GET answered 404/
    )
  })
})

describe("$batch and the --data file (A46)", () => {
  it("the data file holds what a batch committed, not what it rolled back", async () => {
    const dataFile = path.join(mkdtempSync(path.join(os.tmpdir(), "sandbox-")), "state.json")
    const sandbox = await startSandbox({ port: 0, dataFile })
    const [kept] = sandbox.context.store.insert("Catalogs", { ForeignId: "kept", Name: "Kept" })
    const [gone] = sandbox.context.store.insert("Catalogs", { ForeignId: "gone", Name: "Gone" })
    const login = await request(`${sandbox.url}/Authentication_JSON_AppService.axd/Login`, {
      method: "POST",
      body: JSON.stringify({ userName: "demo", password: "demo", createPersistentCookie: false }),
      headers: { "Content-Type": "application/json" },
    })
    await login.body.text()
    const cookie = /\.ASPXAUTH=([^;]*);/.exec(String(login.headers["set-cookie"]))![1].trimEnd()
    const res = await request(`${sandbox.url}${SERVICE_PATH}/$batch`, {
      method: "POST",
      body: batchBody([
        changeset([inner("DELETE", `Catalogs(${gone}L)`, 1)]),
        changeset([inner("DELETE", `Catalogs(${kept}L)`, 2), inner("DELETE", "Catalogs(999999L)", 3)]),
      ]),
      headers: {
        "Content-Type": `multipart/mixed; boundary=${BOUNDARY}`,
        Accept: "application/json",
        SubscriptionToken: "demo-token",
        Vendor: "Conformance 1.0",
        Version: "1.0.0",
        Cookie: `.ASPXAUTH=${cookie}`,
      },
    })
    const text = await res.body.text()
    const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]))
    expect(statuses(readAnswer({ status: res.statusCode, headers, text }))).toEqual([[204], 404])
    // The sandbox writes its file shortly after a change (50 ms), and on close.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const written = deserializeState(readFileSync(dataFile, "utf8"))
    expect(Object.values(written.sets.Catalogs).map((c) => c.ForeignId)).toEqual(["kept"])
    await sandbox.close()
    const again = await startSandbox({ port: 0, dataFile })
    expect(Object.values(again.context.store.state.sets.Catalogs).map((c) => c.ForeignId)).toEqual(["kept"])
    await again.close()
  })
})
