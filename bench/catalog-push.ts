/**
 * The push engine alone: a generated catalog pushed to the sandbox with injected latency,
 * through the same mapping, planning and executor (write lanes) the plugin uses, the Medusa
 * side replaced by generated data (real-path.ts measures the whole path). Reports wall time,
 * requests sent and the ratio to the lower bound requests x latency / concurrency.
 *
 * BENCH_PRODUCTS (default 1000), BENCH_LATENCY_MS (50), BENCH_CONCURRENCY (16).
 */
import { request } from "undici"
import { ExchangeClient } from "../src/client"
import { startSandbox } from "../src/sandbox"
import { runContentWrites } from "../src/workflows/product-sync/remote/run-content-writes"
import { DEFAULT_LISTING_RULES } from "../src/workflows/product-sync/utils/medusa-product"
import { mapProduct } from "../src/workflows/product-sync/utils/map-product"
import type { MedusaProduct, SyncContext } from "../src/workflows/product-sync/utils/medusa-product"
import { planContent } from "../src/workflows/product-sync/utils/plan-content"

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000)
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)

function generated(i: number): { product: MedusaProduct; context: SyncContext } {
  const sizes = ["S", "M", "L"]
  const variants = sizes.map((size, rank) => ({
    id: `variant_${i}_${size}`,
    sku: `SKU-${i}-${size}`,
    variant_rank: rank,
    options: [{ value: size, option: { title: "Size" } }],
  }))
  return {
    product: {
      id: `prod_${i}`,
      title: `Generated product ${i}`,
      description: "<p>Generated for the benchmark</p>",
      status: "published",
      thumbnail: `https://cdn.example.com/${i}/0.jpg`,
      images: [1, 2, 3].map((n) => ({ url: `https://cdn.example.com/${i}/${n}.jpg`, rank: n })),
      variants,
    },
    context: {
      facts: Object.fromEntries(variants.map((v) => [v.id, { stock: 5, price: "19.90", originalPrice: null }])),
      catalogIds: [],
      rules: DEFAULT_LISTING_RULES,
    },
  }
}

async function main() {
  const sandbox = await startSandbox({ port: 0 })
  await request(`${sandbox.url}/_sandbox/faults`, { method: "POST", body: JSON.stringify({ latencyMs: LATENCY_MS }) }).then((r) =>
    r.body.dump()
  )
  const client = new ExchangeClient({
    baseUrl: sandbox.url,
    authUrl: sandbox.url,
    userName: "demo",
    password: "demo",
    subscriptionToken: "demo-token",
    maxConcurrency: CONCURRENCY,
  })
  let next = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < PRODUCTS) {
        const { product, context } = generated(next++)
        const desired = mapProduct(product, context)
        const { writes } = planContent(desired, null, { blocked: new Set(), held: new Map() })
        await runContentWrites(client, desired, writes, { snapshot: null }, () => new Date())
      }
    })
  )
  const wallMs = Date.now() - started
  // The traffic counters count every request; the request log keeps only the newest 10,000.
  const logins = sandbox.context.requestLog.filter((r) => r.path.includes("Login")).length
  const requests = sandbox.context.traffic.requests - logins
  const lowerBoundMs = (requests * LATENCY_MS) / CONCURRENCY
  const state = sandbox.context.store.state.sets
  console.log(`${PRODUCTS} products x 3 variants x 4 images, ${LATENCY_MS} ms latency per request, ${CONCURRENCY} concurrent`)
  console.log(`requests sent      ${requests} (${(requests / PRODUCTS).toFixed(1)} per product)`)
  console.log(`wall time          ${(wallMs / 1000).toFixed(1)} s`)
  console.log(`lower bound        ${(lowerBoundMs / 1000).toFixed(1)} s (requests x latency / concurrency)`)
  console.log(`ratio              ${(wallMs / lowerBoundMs).toFixed(2)} x lower bound`)
  console.log(
    `at the sandbox     ${Object.keys(state.Products).length} products, ${Object.keys(state.ProductVariations).length} variations, ` +
      `${Object.keys(state.ProductImages).length} images`
  )
  await client.close()
  await sandbox.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
