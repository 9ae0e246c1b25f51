/**
 * How fast the sandbox answers, so it is never the bottleneck of a test or benchmark.
 *
 * Baseline: a bare Node HTTP server answering a fixed body, driven by the same client with
 * the same concurrency in the same run. The sandbox's figures are reported next to it as a
 * ratio, which stays comparable across machines.
 */
import { createServer } from "http"
import type { AddressInfo } from "net"
import { Agent, request } from "undici"
import { jsonCodec } from "../src/protocol/codec"
import { ENTITY_SETS, SERVICE_PATH } from "../src/protocol/schema"
import { startSandbox } from "../src/sandbox"

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000)
const CONCURRENCY = 16

async function drive(label: string, send: (i: number) => Promise<void>) {
  let next = 0
  const started = process.hrtime.bigint()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) await send(next++)
    })
  )
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  return { label, perSecond: REQUESTS / seconds }
}

async function main() {
  const dispatcher = new Agent({ connections: CONCURRENCY, keepAliveTimeout: 10_000 })
  const body = JSON.stringify({ d: { results: [] } })
  const bare = createServer((_req, res) => res.writeHead(200, { "Content-Type": "application/json" }).end(body))
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve))
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`

  const sandbox = await startSandbox({ port: 0 })
  const login = await request(`${sandbox.url}/Authentication_JSON_AppService.axd/Login`, {
    method: "POST",
    body: JSON.stringify({ userName: "demo", password: "demo" }),
    headers: { "content-type": "application/json" },
  })
  const cookie = /\.ASPXAUTH=([^;]*);/.exec(String(login.headers["set-cookie"]))![1].trim()
  await login.body.dump()
  const headers = {
    SubscriptionToken: "demo-token",
    Vendor: "Bench 1.0",
    Version: "1.0.0",
    Cookie: `.ASPXAUTH=${cookie}`,
    Accept: "application/json",
    "Content-Type": "application/json",
  }
  const root = `${sandbox.url}${SERVICE_PATH}`
  const product = (i: number) =>
    jsonCodec.encodeEntityRequest(ENTITY_SETS.Products, {
      Title: `Product ${i}`,
      Description: "d",
      StockAmount: 5,
      ProductType: 0,
      Price: "9.99",
      ForeignId: `p${i}`,
    })
  const call = async (url: string, init: { method?: string; body?: string } = {}) => {
    const res = await request(url, { dispatcher, method: (init.method ?? "GET") as never, body: init.body, headers })
    await res.body.dump()
  }

  const baseline = await drive("bare Node HTTP server (baseline)", () => call(bareUrl))
  const creates = await drive("sandbox POST /Products", (i) => call(`${root}/Products`, { method: "POST", body: product(i) }))
  const gets = await drive("sandbox GET /Products(<Id>L)", (i) => call(`${root}/Products(${1001 + (i % REQUESTS)}L)`))

  console.log(`${REQUESTS} requests each, ${CONCURRENCY} concurrent, keep-alive, on loopback`)
  for (const row of [baseline, creates, gets]) {
    console.log(
      `${row.label.padEnd(36)} ${row.perSecond.toFixed(0).padStart(7)} req/s   ${(row.perSecond / baseline.perSecond).toFixed(2)} x ` +
        `baseline`
    )
  }
  await sandbox.close()
  bare.close()
  await dispatcher.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
