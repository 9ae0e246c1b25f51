/**
 * `npm run bench`: every benchmark, one after the other (they share the machine), each in a
 * process of its own; stops at the first that fails or finds a figure over its bound. Sizes
 * come from environment variables (see each file), so a short run is possible.
 */
import { spawnSync } from "child_process"
import path from "path"

const tsNode = require.resolve("ts-node/dist/bin.js")
// The order import's baseline calls Medusa's workflow in-process: the integration runner boots the app.
const jest = require.resolve("jest/bin/jest")

const benches: Array<{ name: string; args: string[] }> = [
  { name: "sandbox-throughput.ts", args: [tsNode, "--transpile-only", path.join(__dirname, "sandbox-throughput.ts")] },
  { name: "catalog-push.ts", args: [tsNode, "--transpile-only", path.join(__dirname, "catalog-push.ts")] },
  { name: "real-path.ts", args: [tsNode, "--transpile-only", path.join(__dirname, "real-path.ts")] },
  { name: "queue-scale.ts", args: [tsNode, "--transpile-only", path.join(__dirname, "queue-scale.ts")] },
  {
    name: "order-import.bench.ts",
    args: ["--experimental-vm-modules", jest, "--selectProjects", "bench", "--runInBand", "order-import.bench"],
  },
  {
    name: "purchase-to-reserved.bench.ts",
    args: ["--experimental-vm-modules", jest, "--selectProjects", "bench", "--runInBand", "purchase-to-reserved.bench"],
  },
  {
    name: "queue-claim.bench.ts",
    args: ["--experimental-vm-modules", jest, "--selectProjects", "bench", "--runInBand", "queue-claim.bench"],
  },
  { name: "order-workers.ts", args: [tsNode, "--transpile-only", path.join(__dirname, "order-workers.ts")] },
  { name: "account-scan.ts", args: [tsNode, "--transpile-only", path.join(__dirname, "account-scan.ts")] },
  { name: "two-accounts.ts", args: [tsNode, "--transpile-only", path.join(__dirname, "two-accounts.ts")] },
]

const only = process.env.BENCH_ONLY?.split(",")
for (const bench of benches.filter((b) => !only || only.some((name) => b.name.startsWith(name)))) {
  console.log(`\n== ${bench.name}`)
  const result = spawnSync(process.execPath, bench.args, { stdio: "inherit", cwd: path.resolve(__dirname, "..") })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
