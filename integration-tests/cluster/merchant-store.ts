import { ChildProcess, spawn, spawnSync } from "child_process"
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { freePort } from "../helpers/store-process"

const ROOT = path.resolve(__dirname, "../..")
const TEMPLATE = path.join(__dirname, "store")
/** Outside the repository, so that nothing resolves from the plugin's own node_modules. */
export const STORE_DIR = path.join(os.tmpdir(), "marketplace-exchange-cluster-store")
const LOG_DIR = path.join(ROOT, ".data", "cluster")

/**
 * The plugin as a merchant installs it: `npm pack` (which builds it first), then a store made
 * from `store/` (Medusa 2.21.2, the README's production medusa-config.ts) with the tarball as a
 * dependency, installed with plain `npm install` (no --force, no --legacy-peer-deps), built
 * with `medusa build` and migrated. The production server runs from `.medusa/server`, as
 * Medusa's deployment guide says, with the store's node_modules instead of a second install.
 */
export interface MerchantStore {
  dir: string
  serverDir: string
  env: NodeJS.ProcessEnv
  /** Seconds each preparation step took, for the test's report. */
  timings: Record<string, number>
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, label: string) {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", timeout: 15 * 60_000, maxBuffer: 64 * 1024 * 1024 })
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`
  fs.writeFileSync(path.join(LOG_DIR, `${label}.log`), output)
  if (result.status !== 0) throw new Error(`${label}: ${command} ${args.join(" ")} failed (exit ${result.status}):\n${output.slice(-4000)}`)
  return output
}

const timed = <T>(timings: Record<string, number>, label: string, work: () => T): T => {
  const started = Date.now()
  const result = work()
  timings[label] = Math.round((Date.now() - started) / 100) / 10
  return result
}

/** Packs the plugin, makes the store and installs, builds and migrates it, with an admin user. */
export function prepareMerchantStore(databaseUrl: string, redisUrl: string): MerchantStore {
  fs.mkdirSync(LOG_DIR, { recursive: true })
  const timings: Record<string, number> = {}
  const npm = process.platform === "win32" ? "npm.cmd" : "npm"
  fs.rmSync(STORE_DIR, { recursive: true, force: true })
  fs.cpSync(TEMPLATE, STORE_DIR, { recursive: true })

  timed(timings, "pack", () => run(npm, ["pack", "--pack-destination", STORE_DIR], ROOT, process.env, "pack"))
  const filename = fs.readdirSync(STORE_DIR).find((file) => file.endsWith(".tgz"))
  if (!filename) throw new Error(`npm pack left no tarball in ${STORE_DIR}`)
  const manifestPath = path.join(STORE_DIR, "package.json")
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8"))
  manifest.dependencies["medusa-plugin-marketplace-exchange"] = `file:./${filename}`
  fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)

  // The store's own environment: none of the repository's test settings leak into it.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    npm_config_cache: process.env.npm_config_cache,
    NODE_ENV: "production",
    MEDUSA_DISABLE_TELEMETRY: "true",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    STORE_CORS: "http://localhost:8000",
    ADMIN_CORS: "http://localhost:9000",
    AUTH_CORS: "http://localhost:9000",
    JWT_SECRET: crypto.randomBytes(24).toString("hex"),
    COOKIE_SECRET: crypto.randomBytes(24).toString("hex"),
    MARKETPLACE_EXCHANGE_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
  }
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key]

  // As in Medusa's deployment guide: installed and built without NODE_ENV (the build needs the
  // dev dependencies and compiles the TypeScript config) and without a worker mode (it builds the
  // admin, which the server serves); run with NODE_ENV=production.
  const buildEnv = { ...env }
  delete buildEnv.NODE_ENV
  timed(timings, "install", () => run(npm, ["install", "--no-audit", "--no-fund", "--prefer-offline"], STORE_DIR, buildEnv, "install"))
  const cli = path.join(STORE_DIR, "node_modules", "@medusajs", "cli", "cli.js")
  timed(timings, "build", () => run(process.execPath, [cli, "build"], STORE_DIR, buildEnv, "build"))
  const serverDir = path.join(STORE_DIR, ".medusa", "server")
  fs.symlinkSync(path.join(STORE_DIR, "node_modules"), path.join(serverDir, "node_modules"), "dir")
  timed(timings, "migrate", () => run(process.execPath, [cli, "db:migrate"], serverDir, env, "migrate"))
  run(process.execPath, [cli, "user", "-e", "admin@example.com", "-p", "supersecret"], serverDir, env, "user")
  return { dir: STORE_DIR, serverDir, env, timings }
}

export type Role = "server" | "worker"

/** Every process started, also one that never became ready, so the suite can always stop them all. */
const started = new Set<ChildProcess>()

/** SIGKILLs every process this suite started (each is its own process group). */
export async function killClusterProcesses(): Promise<void> {
  await Promise.all(
    [...started].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once("exit", resolve))
      try {
        process.kill(-child.pid!, "SIGKILL")
      } catch {
        return // the group is already gone
      }
      await exited
    })
  )
}

export interface ClusterProcess {
  name: string
  role: Role
  url: string
  pid: number
  log: string
  alive(): boolean
  kill(signal: NodeJS.Signals): Promise<void>
}

/** `medusa start` in the built store as a server or a worker; waits until it answers /health. */
export async function startClusterProcess(store: MerchantStore, name: string, role: Role): Promise<ClusterProcess> {
  const port = await freePort()
  const log = path.join(LOG_DIR, `${name}.log`)
  const out = fs.openSync(log, "w")
  const cli = path.join(store.dir, "node_modules", "@medusajs", "cli", "cli.js")
  const child: ChildProcess = spawn(process.execPath, [cli, "start"], {
    cwd: store.serverDir,
    env: { ...store.env, MEDUSA_WORKER_MODE: role, PORT: String(port) },
    stdio: ["ignore", out, out],
    detached: true,
  })
  fs.closeSync(out)
  started.add(child)
  const alive = () => child.exitCode === null && child.signalCode === null
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const kill = async (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal)
    } catch {
      // the group is already gone
    }
    if (alive()) await exited
  }
  const url = `http://127.0.0.1:${port}`
  // Three production processes boot at once on a small machine: give them time.
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`The ${role} ${name} stopped before it was ready; see ${log}`)
    if (
      await fetch(`${url}/health`).then(
        (res) => res.ok,
        () => false
      )
    )
      return { name, role, url, pid: child.pid!, log, alive, kill }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  await kill("SIGKILL")
  throw new Error(`The ${role} ${name} was not ready within 300 s; see ${log}`)
}
