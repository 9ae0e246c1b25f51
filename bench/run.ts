/** `npm run bench`: every benchmark, one after the other (they share the machine). */
import { spawnSync } from "child_process"
import path from "path"

for (const bench of ["sandbox-throughput.ts", "catalog-push.ts"]) {
  console.log(`\n== ${bench}`)
  const result = spawnSync(process.execPath, [require.resolve("ts-node/dist/bin.js"), "--transpile-only", path.join(__dirname, bench)], { stdio: "inherit" })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// The order import runs inside the real Medusa app, which the integration test runner boots.
console.log("\n== order-import.bench.ts")
const orders = spawnSync(process.execPath, ["--experimental-vm-modules", require.resolve("jest/bin/jest.js"), "--selectProjects", "bench", "--runInBand"], { stdio: "inherit" })
if (orders.status !== 0) process.exit(orders.status ?? 1)
