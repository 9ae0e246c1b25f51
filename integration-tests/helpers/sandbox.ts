import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import { request } from "undici"
import { ExchangeClient } from "../../src/client"
import { RunningSandbox, SandboxOptions, startSandbox } from "../../src/sandbox"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"

/** Calls the sandbox's control API (`/_sandbox/*`) and answers its JSON. */
export async function controlCall(baseUrl: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await request(`${baseUrl}${path}`, { method: method as never, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.body.text()
  if (res.statusCode >= 300) throw new Error(`${method} ${path} answered ${res.statusCode}: ${text}`)
  return text ? JSON.parse(text) : undefined
}

/**
 * A sandbox for an integration suite, with the control API at hand. Most suites meet feeds as WCF
 * writes them under 1.0 (bare arrays, the 2.0 form only for a paged answer); the order import,
 * the order poll and the move-in suites pass `{ feedForm: "v2" }` and meet every feed in the 2.0
 * form, so the store reads both end to end (A21).
 */
export function sandboxForSuite(options: Pick<SandboxOptions, "feedForm"> = {}) {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, ...options })
  })
  afterAll(async () => {
    await sandbox?.close()
  })
  const control = (method: string, path: string, body?: unknown) => controlCall(sandbox.url, method, path, body)
  return {
    get url() {
      return sandbox.url
    },
    control,
    reset: () => control("POST", "/_sandbox/reset"),
    state: () => control("GET", "/_sandbox/state"),
    /** Data-API writes and reads received, logins left out. */
    dataRequests: async (): Promise<
      Array<{ method: string; path: string; status: number; vendor: string | null; version: string | null }>
    > => (await control("GET", "/_sandbox/requests")).filter((r: { path: string }) => !r.path.includes("Login")),
    clearRequests: () => control("DELETE", "/_sandbox/requests"),
    faults: (faults: Record<string, unknown>) => control("POST", "/_sandbox/faults", faults),
  }
}

/** Polls until `check` returns a truthy value or the time is up. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
  label = "condition"
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value) return value
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}${last ? `: ${(last as Error).message}` : ""}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/** Settings that connect the store to this sandbox, with the store's channel and region. */
export function sandboxConnection(sandboxUrl: string, store: { salesChannelId: string; regionId: string }) {
  return {
    base_url: sandboxUrl,
    auth_url: sandboxUrl,
    user_name: "demo",
    password: "demo",
    subscription_token: "demo-token",
    sales_channel_id: store.salesChannelId,
    region_id: store.regionId,
  }
}

/** Lets events and the drain run, then waits until the task queue is idle (asks the service nothing). */
export async function queueSettled(api: { get(url: string, config?: unknown): Promise<{ data: any }> }, auth: unknown): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 600))
  await eventually(
    async () => {
      const counts = (await api.get("/admin/marketplace-exchange/sync", auth)).data
      return counts.pending === 0 && counts.running === 0
    },
    30_000,
    "the queue to drain"
  )
}

/**
 * For suites that run the order import themselves: the poll job counts the next poll from now
 * (with `order_poll_seconds: 3600`, an hour away), so it takes no order from under the test.
 * Call it before the settings hold a connection, as the job polls a connected store at once.
 * `accountId`: whose polls are held (each account polls on its own schedule).
 */
export async function holdOrderPolls(container: { resolve(key: string): any }, accountId: string = FIRST_ACCOUNT_ID): Promise<void> {
  await container.resolve(MARKETPLACE_EXCHANGE_MODULE).saveImportRunState(accountId, { lastPollAt: new Date() })
}

/**
 * Waits for the service check a connection save starts behind it (it reads the order feed and the
 * variation feed too) to be recorded, so that a test counting the service's requests counts its own.
 * `savedAt` is taken just before the save.
 */
export async function serviceCheckAfterSave(container: { resolve(key: string): any }, savedAt: string): Promise<any> {
  const module = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  return eventually(
    async () => {
      const last = await module.getServiceCheck(FIRST_ACCOUNT_ID)
      return last?.checked_at >= savedAt && last
    },
    30_000,
    "the service check of the connection's save"
  )
}

/** A client of the sandbox as any other client of the service, with the sandbox's credentials: to change it behind the plugin's back. */
export function sandboxClient(url: string): ExchangeClient {
  return new ExchangeClient({ baseUrl: url, authUrl: url, userName: "demo", password: "demo", subscriptionToken: "demo-token" })
}
