import { ExchangeClient, ExchangeClientOptions } from "../../src/client"
import type { WireFormat } from "../../src/protocol/codec"
import { FeedForm, RunningSandbox, startSandbox } from "../../src/sandbox"
import { controlCall } from "../helpers/sandbox"

/**
 * The wire variants the client suites run against: both formats, and JSON from a service that
 * writes its feeds in the 2.0 form (A21), so the client's reading of each is tested end to end.
 */
export const WIRE_VARIANTS = [
  { label: "json", format: "json", feedForm: "wcf" },
  { label: "json, 2.0 feeds", format: "json", feedForm: "v2" },
  { label: "atom", format: "atom", feedForm: "wcf" },
] as const satisfies ReadonlyArray<{ label: string; format: WireFormat; feedForm: FeedForm }>

/** A sandbox per file, reset before each test, and a client factory pointed at it. */
export function clientAgainstSandbox(format: WireFormat, feedForm: FeedForm = "wcf") {
  let sandbox: RunningSandbox
  const clients: ExchangeClient[] = []
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, feedForm })
  })
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()))
    await sandbox.close()
  })
  beforeEach(async () => {
    await control("POST", "/_sandbox/reset")
  })

  const control = (method: string, path: string, body?: unknown) => controlCall(sandbox.url, method, path, body)

  return {
    control,
    get sandbox() {
      return sandbox
    },
    client(options: Partial<ExchangeClientOptions> = {}) {
      const client = new ExchangeClient({
        baseUrl: sandbox.url,
        authUrl: sandbox.url,
        userName: "demo",
        password: "demo",
        subscriptionToken: "demo-token",
        format,
        vendor: "Medusa test",
        version: "0.1.0",
        retry: { baseDelayMs: 5, maxDelayMs: 50, maxAttempts: 8 },
        ...options,
      })
      clients.push(client)
      return client
    },
    faults: (faults: Record<string, unknown>) => control("POST", "/_sandbox/faults", faults),
    state: () => control("GET", "/_sandbox/state"),
    requests: (): Promise<Array<{ method: string; path: string; status: number }>> => control("GET", "/_sandbox/requests"),
    logins: async () => (await control("GET", "/_sandbox/requests")).filter((r: { path: string }) => r.path.includes("Login")).length,
  }
}

export const product = (extra: Record<string, unknown> = {}) => ({
  Title: "Linen shirt",
  Description: "<p>Soft & light</p>",
  StockAmount: 5,
  ProductType: 0 as const,
  Price: "19.90",
  ...extra,
})
