import { randomUUID } from "crypto"
import type { IncomingHttpHeaders, IncomingMessage } from "http"
import { RESPONSE_PROTOCOL_HEADERS, SERVICE_PATH } from "../../protocol/schema"
import type { RequestLogEntry, SandboxContext, SandboxResponse } from "../context"
import { refusalFor } from "../faults"
import { answer } from "./answer"
import type { Exchange } from "./collections"
import { badRequest, methodNotAllowed, odataError, violations } from "./errors"
import {
  HeaderLines,
  HttpRequestMessage,
  MimePart,
  MultipartError,
  parseHttpRequest,
  parseMediaType,
  splitMultipart,
  writeHttpResponse,
  writeBatchAnswer,
  writeMultipart,
} from "./multipart"
import { negotiate } from "./request"

/** The routing of a request below `<root>`: `routeDataApi`, passed in so that this file does not import it back. */
export type DataRoute = (ctx: SandboxContext, segments: string[], ex: Exchange) => Promise<SandboxResponse>

/** One request of a batch, as read. */
interface BatchRequest extends HttpRequestMessage {
  /**
   * Its Content-ID, echoed on its answer where it was read: in the MIME part's headers or in the
   * request's own, where the vendor's connector writes it (evidence section 3; MS-ODATA 2.2.7.6.6
   * asks a service to answer it in the place it was read).
   */
  contentId?: { value: string; inPart: boolean }
}

type BatchPart = { kind: "changeset"; requests: BatchRequest[] } | { kind: "query"; request: BatchRequest }

/** A part of the answer, ready to be written. */
type AnswerPart = { headers: HeaderLines; body: string }

/** From the `$batch` request itself, whatever an inner request says: who asks, for which account, at which host (A46). */
const BATCH_HEADERS = ["cookie", "subscriptiontoken", "vendor", "version", "host"]
/** An inner request's own protocol version headers, else the batch's. */
const VERSION_HEADERS = ["dataserviceversion", "maxdataserviceversion"]

/**
 * `POST <root>/$batch` (A46), as WCF Data Services serves OData v1/v2 batches and as the vendor's
 * connector sends them (evidence C6, P7 and section 3): a `multipart/mixed` body of changesets and
 * query parts, answered 202 with one part per part, in order. Each inner request goes through the
 * same routing and handlers as a request on the wire, with the `$batch` request's authentication
 * (checked once, before this runs). A changeset is all or nothing: the first inner request answered
 * 4xx or 5xx undoes the changeset's earlier changes and is the changeset's one answer. A batch that
 * cannot be read is refused whole (400) before anything in it runs.
 */
export async function runBatch(ctx: SandboxContext, ex: Exchange, route: DataRoute): Promise<SandboxResponse> {
  if (ex.req.method !== "POST") throw methodNotAllowed(ex.req.method!, "$batch", ["POST"])
  // MS-ODATA 2.2.7.6.6: a batch cannot be a tunnelled request.
  if (ex.req.headers["x-http-method"] !== undefined) throw badRequest("A $batch is a POST; it cannot carry X-HTTP-Method.")
  const contentType = ex.req.headers["content-type"]
  const media = parseMediaType(contentType)
  if (media?.type !== "multipart/mixed" || !media.params.boundary) {
    throw badRequest(`A $batch takes Content-Type: multipart/mixed; boundary=<boundary>, not ${contentType ?? "none"}.`)
  }
  // The body is read whole first, within the limit of every body (A22: 413 above it).
  const parts = readBatch(await ex.body(), media.params.boundary)
  const id = randomUUID()
  const answers: AnswerPart[] = []
  const notes: string[] = []
  for (const [index, part] of parts.entries()) {
    const number = index + 1
    if (part.kind === "changeset") {
      const done = await runChangeset(ctx, ex, route, part.requests, { id, part: number, changeset: true })
      answers.push(done.answer)
      notes.push(done.note)
    } else {
      const { response } = await runRequest(ctx, ex, route, part.request, { id, part: number, changeset: false })
      answers.push(httpPart(response, part.request))
      notes.push(`part ${number}: ${part.request.method} answered ${response.status}`)
    }
  }
  const boundary = `batchresponse_${id}`
  return {
    status: 202,
    contentType: `multipart/mixed; boundary=${boundary}`,
    body: writeBatchAnswer(boundary, answers),
    note: `$batch ${id}: ${notes.join("; ") || "no parts"}`,
  }
}

/**
 * A changeset's requests in order. The store's snapshot is taken before the first and put back
 * when one fails: an undo that is whole, for everything the store holds (entities, catalog links,
 * listings and the marketplace's other records). No other request can change the state between
 * the snapshot and the restore: the inner bodies are in memory, so the handlers wait for no I/O
 * and the changeset runs to its end before the server reads another request.
 */
async function runChangeset(
  ctx: SandboxContext,
  ex: Exchange,
  route: DataRoute,
  requests: BatchRequest[],
  batch: NonNullable<RequestLogEntry["batch"]>
): Promise<{ answer: AnswerPart; note: string }> {
  const restore = ctx.store.snapshot()
  const logged: RequestLogEntry[] = []
  const answered: AnswerPart[] = []
  const deleted = new Map<string, SandboxResponse>()
  for (const [index, request] of requests.entries()) {
    const target = request.method === "DELETE" ? deletionTarget(request.uri, ex) : undefined
    const earlier = target === undefined ? undefined : deleted.get(target)
    const { response, entry } = await runRequest(ctx, ex, route, request, batch, true, earlier)
    if (target !== undefined && response.status < 300) deleted.set(target, response)
    logged.push(entry)
    if (response.status >= 400) {
      restore()
      ctx.persist()
      for (const e of logged) e.batch!.rolledBack = true
      // A failed changeset is answered by its one error, not by a changeset multipart, as WCF Data
      // Services answers it (evidence section 3: the vendor pairs that one answer with its first request).
      return {
        answer: httpPart(response, request),
        note: `changeset ${batch.part} rolled back: its request ${index + 1} (${request.method}) answered ${response.status}`,
      }
    }
    answered.push(httpPart(response, request))
  }
  const boundary = `changesetresponse_${randomUUID()}`
  return {
    answer: {
      headers: [["Content-Type", `multipart/mixed; boundary=${boundary}`]],
      body: writeMultipart(boundary, answered),
    },
    note: `changeset ${batch.part}: ${requests.length} request${requests.length === 1 ? "" : "s"} committed`,
  }
}

/** One inner request through the data API's routing, answered and logged as a request on the wire would be. */
async function runRequest(
  ctx: SandboxContext,
  ex: Exchange,
  route: DataRoute,
  request: BatchRequest,
  batch: NonNullable<RequestLogEntry["batch"]>,
  inChangeset = false,
  deletedEarlier?: SandboxResponse
): Promise<{ response: SandboxResponse; entry: RequestLogEntry }> {
  const time = ctx.clock.now().toISOString()
  const headers = innerHeaders(ex.req.headers, request.headers)
  const req = { method: request.method, url: request.uri, headers, socket: ex.req.socket } as unknown as IncomingMessage
  const codecs = negotiate(req, ctx.faults)
  let logPath = request.uri
  if (deletedEarlier) {
    const url = resolveInner(request.uri, ex)
    logPath = `${url.pathname}${url.search}`
  }
  const response = deletedEarlier
    ? { ...deletedEarlier, note: "deleted earlier in this changeset: the deletion is saved once, when the changeset commits (A46)" }
    : await answer(async () => {
        const url = resolveInner(request.uri, ex)
        logPath = req.url = `${url.pathname}${url.search}`
        const path = decodePath(url.pathname)
        const root = SERVICE_PATH.toLowerCase()
        const lower = path.toLowerCase()
        if (lower !== root && !lower.startsWith(`${root}/`)) throw odataError(404, "ResourceNotFound", `Nothing is served at ${path}.`)
        const segments = path.slice(root.length).split("/").filter(Boolean)
        if (segments[0]?.toLowerCase() === "$batch") throw badRequest("A $batch cannot hold another $batch.")
        if (inChangeset && request.method === "GET") {
          throw badRequest("A changeset holds changes only; send the GET as a query part of the batch, outside any changeset.")
        }
        if (!inChangeset && request.method !== "GET") {
          throw badRequest(`Outside a changeset a batch holds queries only; put the ${request.method} in a changeset.`)
        }
        // A targeted refusal (faults.ts) refuses the request inside a batch as it would on the wire.
        const refusal = refusalFor(ctx.faults, request.method, path)
        if (refusal) throw violations([{ code: refusal.code, severity: "error", message: refusal.message }], refusal.status)
        const exchange: Exchange = { req, url, codecs, serviceRoot: ex.serviceRoot, body: () => Promise.resolve(request.body) }
        return route(ctx, segments, exchange)
      }, codecs.response)
  const header = (name: string) => (typeof ex.req.headers[name] === "string" ? (ex.req.headers[name] as string) : null)
  const entry: RequestLogEntry = {
    method: request.method,
    path: logPath,
    status: response.status,
    time,
    vendor: header("vendor"),
    version: header("version"),
    ...(response.note ? { note: response.note } : {}),
    batch: { ...batch },
  }
  // The `$batch` request's own entry, logged after this, keeps the log within its limit.
  ctx.requestLog.push(entry)
  return { response, entry }
}

/**
 * The entity a DELETE inside a changeset names, the same whatever the URI's host, case or key
 * suffix (`(5L)`, `(5)`), or undefined for a URI that names none. WCF Data Services saves a
 * changeset's changes once, at its end (A46): a second DELETE of an entity the changeset already
 * deleted finds it still stored and answers as the first did (evidence P7: the vendor's connector
 * deletes a product's specifics twice in one changeset).
 */
function deletionTarget(uri: string, ex: Exchange): string | undefined {
  try {
    return decodePath(resolveInner(uri, ex).pathname)
      .toLowerCase()
      .replace(/\((\d+)l\)$/, "($1)")
  } catch {
    return undefined
  }
}

/** An inner URI: absolute (an entity's `__metadata.uri`, any host, any case), an absolute path, or relative to the service root. */
function resolveInner(uri: string, ex: Exchange): URL {
  try {
    return new URL(uri, `http://${ex.req.headers.host ?? "localhost"}${SERVICE_PATH}/`)
  } catch {
    throw badRequest(`The request URI ${uri} cannot be read.`)
  }
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    throw badRequest(`The request path ${pathname} is not percent-encoded UTF-8.`)
  }
}

function innerHeaders(outer: IncomingHttpHeaders, own: Record<string, string>): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = { ...own }
  for (const name of VERSION_HEADERS) if (headers[name] === undefined && outer[name] !== undefined) headers[name] = outer[name]
  for (const name of BATCH_HEADERS) {
    if (outer[name] === undefined) delete headers[name]
    else headers[name] = outer[name]
  }
  return headers
}

/** An answer as an `application/http` part, written as the server writes it on the wire. */
function httpPart(response: SandboxResponse, request: BatchRequest): AnswerPart {
  const body = response.status === 204 ? "" : (response.body ?? "")
  const headers: HeaderLines = Object.entries({ ...RESPONSE_PROTOCOL_HEADERS, ...response.headers })
  if (body && response.contentType) headers.push(["Content-Type", response.contentType])
  if (body) headers.push(["Content-Length", String(Buffer.byteLength(body))])
  if (request.contentId && !request.contentId.inPart) headers.push(["Content-ID", request.contentId.value])
  const partHeaders: HeaderLines = [
    ["Content-Type", "application/http"],
    ["Content-Transfer-Encoding", "binary"],
  ]
  if (request.contentId?.inPart) partHeaders.push(["Content-ID", request.contentId.value])
  return { headers: partHeaders, body: writeHttpResponse(response.status, headers, body) }
}

/** The parts of a batch, or a 400 naming what cannot be read. */
function readBatch(text: string, boundary: string): BatchPart[] {
  try {
    return splitMultipart(text, boundary).map((part, index) => within(`part ${index + 1}`, () => readBatchPart(part)))
  } catch (error) {
    if (error instanceof MultipartError) throw badRequest(`The $batch body cannot be read: ${error.message}.`)
    throw error
  }
}

function readBatchPart(part: MimePart): BatchPart {
  const media = parseMediaType(part.headers["content-type"])
  if (media?.type === "multipart/mixed") {
    if (!media.params.boundary) throw new MultipartError("a changeset (multipart/mixed) needs a boundary")
    const requests = splitMultipart(part.body, media.params.boundary).map((inner, index) =>
      within(`request ${index + 1}`, () => {
        const innerMedia = parseMediaType(inner.headers["content-type"])
        if (innerMedia?.type === "multipart/mixed") throw new MultipartError("a changeset cannot hold another changeset")
        return readRequest(inner)
      })
    )
    return { kind: "changeset", requests }
  }
  return { kind: "query", request: readRequest(part) }
}

function readRequest(part: MimePart): BatchRequest {
  const type = part.headers["content-type"]
  if (parseMediaType(type)?.type !== "application/http") {
    throw new MultipartError(`the part is ${type ?? "without a Content-Type"}; a request travels as application/http`)
  }
  const request = parseHttpRequest(part.body)
  const inPart = part.headers["content-id"]
  const own = request.headers["content-id"]
  const contentId = inPart !== undefined ? { value: inPart, inPart: true } : own !== undefined ? { value: own, inPart: false } : undefined
  return { ...request, ...(contentId ? { contentId } : {}) }
}

/** Names the part a reading error is in: "part 2: request 3: …". */
function within<T>(label: string, read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof MultipartError) throw new MultipartError(`${label}: ${error.message}`)
    throw error
  }
}
