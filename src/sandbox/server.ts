import { existsSync, readFileSync, renameSync, writeFileSync } from "fs"
import { createServer, IncomingMessage, Server, ServerResponse } from "http"
import type { AddressInfo } from "net"
import {
  DEFAULT_PAGE_SIZE,
  ENTITY_SETS,
  LOGIN_PATH,
  RESPONSE_PROTOCOL_HEADERS,
  SERVICE_PATH,
  SERVICE_PATH_IN_LINKS,
} from "../protocol/schema"
import { SandboxAccounts } from "./accounts"
import { SandboxClock } from "./clock"
import type { SandboxContext, SandboxCredentials, SandboxResponse } from "./context"
import { inOutage, refusalFor } from "./faults"
import { checkDataRequest, login, loginUserName } from "./http/auth"
import type { Exchange } from "./http/collections"
import { routeControl } from "./http/control-api"
import { routeDataApi } from "./http/data-api"
import { answer, encodeError } from "./http/answer"
import { odataError, violations } from "./http/errors"
import type { FeedForm } from "./http/versions"
import { negotiate, readBody, requestMethod, serviceRootOf } from "./http/request"
import { readStateFile, restoreAccounts, writeStateFile } from "./state-file"

export interface SandboxOptions extends Partial<SandboxCredentials> {
  port?: number
  host?: string
  /** Keeps the state in this JSON file across restarts. */
  dataFile?: string
  /** Entries per feed page before a next link (A21). */
  pageSize?: number
  /** How answers with a collection are written (A21): `wcf` (the default) or `v2`. */
  feedForm?: FeedForm
}

export interface RunningSandbox {
  /** `http://host:port`: both `{base_url}` and `{auth_url}` of the spec. */
  url: string
  port: number
  /** The default account's (the options' credentials); the same object for the sandbox's life, a reset too. */
  context: SandboxContext
  /** Every account (A60): the default and those added by `POST /_sandbox/accounts`. */
  accounts: SandboxAccounts
  close(): Promise<void>
}

export const SANDBOX_DEFAULTS = { port: 4010, host: "127.0.0.1", user: "demo", password: "demo", token: "demo-token" }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Entries the request log keeps (the newest). */
export const REQUEST_LOG_LIMIT = 10_000

const ENTITY_SET_NAMES = new Set(Object.keys(ENTITY_SETS).map((name) => name.toLowerCase()))
/** A POST of an entity (`/Products`), not a link or an operation. */
const isCreate = (method: string | undefined, segments: string[]) =>
  method === "POST" && segments.length === 1 && ENTITY_SET_NAMES.has(segments[0].toLowerCase())

/** Starts a sandbox of the exchange service; resolves once it listens. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const credentials: SandboxCredentials = {
    user: options.user ?? SANDBOX_DEFAULTS.user,
    password: options.password ?? SANDBOX_DEFAULTS.password,
    token: options.token ?? SANDBOX_DEFAULTS.token,
  }
  const restored =
    options.dataFile && existsSync(options.dataFile)
      ? restoreAccounts(readStateFile(readFileSync(options.dataFile, "utf8")), credentials)
      : undefined
  let writeTimer: NodeJS.Timeout | undefined
  const flush = () => {
    if (!options.dataFile) return
    const [first, ...others] = accounts.all().map((context) => ({ credentials: context.credentials, state: context.store.state }))
    writeFileSync(`${options.dataFile}.tmp`, writeStateFile(first, others))
    renameSync(`${options.dataFile}.tmp`, options.dataFile)
  }
  const accounts: SandboxAccounts = new SandboxAccounts(
    {
      clock: new SandboxClock(),
      pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
      feedForm: options.feedForm ?? "wcf",
      persist() {
        if (options.dataFile && !writeTimer) {
          writeTimer = setTimeout(() => {
            writeTimer = undefined
            flush()
          }, 50)
        }
      },
    },
    credentials,
    restored?.defaultState
  )
  for (const other of restored?.others ?? []) accounts.add(other.credentials, other.state)
  const server = createServer((req, res) => {
    serve(accounts, req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500).end(String(error))
    })
  })
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? SANDBOX_DEFAULTS.port, options.host ?? SANDBOX_DEFAULTS.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host ?? SANDBOX_DEFAULTS.host
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    context: accounts.default,
    accounts,
    close: () =>
      closeServer(server, () => {
        clearTimeout(writeTimer)
        flush()
      }),
  }
}

function closeServer(server: Server, beforeClose: () => void): Promise<void> {
  beforeClose()
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** One request: the control API's, or a service request answered by the account it belongs to (A60). */
async function serve(accounts: SandboxAccounts, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://sandbox")
  const path = decodeURIComponent(url.pathname)
  const lower = path.toLowerCase()
  if (lower.startsWith("/_sandbox/")) {
    return send(res, await answer(() => routeControl(accounts, req, path, url.searchParams), negotiate(req).response))
  }
  let body: Promise<string> | undefined
  const readOnce = () => (body ??= readBody(req))
  // A login names its account in its body, a data request by its SubscriptionToken.
  const ctx =
    lower === LOGIN_PATH.toLowerCase()
      ? accounts.forLogin(loginUserName(await readOnce().catch(() => "")))
      : accounts.forToken(req.headers.subscriptiontoken)
  const traffic = ctx.traffic
  traffic.requests++
  traffic.peakInFlight = Math.max(traffic.peakInFlight, ++traffic.inFlight)
  try {
    await handle(ctx, req, res, accounts.roll(ctx), { url, path, lower, body: readOnce })
  } finally {
    traffic.inFlight--
  }
}

async function handle(
  ctx: SandboxContext,
  req: IncomingMessage,
  res: ServerResponse,
  roll: () => number,
  { url, path, lower, body }: { url: URL; path: string; lower: string; body: () => Promise<string> }
) {
  const started = ctx.clock.now().toISOString()
  const log = (status: number, note?: string) => {
    const header = (name: string) => (typeof req.headers[name] === "string" ? (req.headers[name] as string) : null)
    ctx.requestLog.push({
      method: req.method ?? "",
      path: `${url.pathname}${url.search}`,
      status,
      time: started,
      vendor: header("vendor"),
      version: header("version"),
      ...(note ? { note } : {}),
    })
    // The log is for tests and demos: the newest entries, never all of a long run.
    if (ctx.requestLog.length > REQUEST_LOG_LIMIT) ctx.requestLog.splice(0, ctx.requestLog.length - REQUEST_LOG_LIMIT)
  }
  const faults = ctx.faults
  if (faults.latencyMs) await sleep(faults.latencyMs)
  if (faults.resetRate && roll() < faults.resetRate) {
    log(0)
    return req.socket.destroy()
  }
  const codecs = negotiate(req, faults)
  if (inOutage(faults, ctx.clock.now())) {
    await body().catch(() => "")
    log(503)
    return send(res, encodeError(odataError(503, "Unavailable", "The service is down for maintenance."), codecs.response))
  }
  if (faults.errorRate && roll() < faults.errorRate) {
    await body().catch(() => "")
    log(faults.errorStatus)
    return send(
      res,
      encodeError(odataError(faults.errorStatus, "Unavailable", "Injected fault: the service is unavailable."), codecs.response)
    )
  }
  const refuseIfTargeted = async () => {
    // A refusal targets the method the request stands for, a tunnelled one too (A5).
    const refusal = refusalFor(faults, requestMethod(req), path)
    if (!refusal) return
    await body().catch(() => "")
    throw violations([{ code: refusal.code, severity: "error", message: refusal.message }], refusal.status)
  }
  const response = await answer(async () => {
    if (lower === LOGIN_PATH.toLowerCase()) {
      await refuseIfTargeted()
      return login(ctx, req, body)
    }
    const root = SERVICE_PATH.toLowerCase()
    if (lower !== root && !lower.startsWith(`${root}/`)) throw odataError(404, "ResourceNotFound", `Nothing is served at ${path}.`)
    checkDataRequest(ctx, req)
    // After authentication, as the service validates a request it has accepted.
    await refuseIfTargeted()
    const segments = path.slice(root.length).split("/").filter(Boolean)
    const exchange: Exchange = {
      req,
      url,
      codecs,
      serviceRoot: serviceRootOf(req, SERVICE_PATH_IN_LINKS),
      body,
    }
    if (faults.commitDelayMs && isCreate(req.method, segments)) {
      // A late commit: the create is stored only after the delay, whether or not the client
      // still waits (its body is read first, so a client that gave up changes nothing).
      await exchange.body()
      await sleep(faults.commitDelayMs)
    }
    return routeDataApi(ctx, segments, exchange)
  }, codecs.response)
  if (response.created && faults.commitThenDropRate && roll() < faults.commitThenDropRate) {
    // Commit-then-drop: stored, but the client never hears so.
    log(0)
    return req.socket.destroy()
  }
  log(response.status, response.note)
  send(res, response)
}

function send(res: ServerResponse, response: SandboxResponse) {
  const headers: Record<string, string> = { ...RESPONSE_PROTOCOL_HEADERS, ...response.headers }
  if (response.body !== undefined && response.contentType) headers["Content-Type"] = response.contentType
  res.writeHead(response.status, headers)
  res.end(response.status === 204 ? undefined : response.body)
}
