import { ChildProcess, spawn, spawnSync } from "child_process"
import fs from "fs"
import net from "net"
import path from "path"
import type { StoreSetup } from "../../dev/store-setup"

const ROOT = path.resolve(__dirname, "../..")
const CLI = require.resolve("@medusajs/cli/cli.js")
// Plain Node helpers shared with `npm run dev`: the database server is the one global-setup made reachable.
const { ensureDatabase, dropDatabase } = require("../../dev/database")

/**
 * A store as its own operating-system process (`medusa start` on the dev app, which loads the
 * plugin from ./src), so a test can do to it what happens to a merchant's: SIGKILL it mid-work
 * and start it again on the same database. In-process suites cannot: killing them kills Jest.
 */
export interface StoreProcess {
  url: string
  log: string
  /** The store's process id (its group's leader), e.g. for its memory in /proc. */
  pid: number
  /** Kills the store's whole process group with the signal and waits until it is gone. */
  kill(signal: NodeJS.Signals): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function medusa(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    timeout: 30 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0)
    throw new Error(`medusa ${args.join(" ")} failed (exit ${result.status}):\n${`${result.stdout}${result.stderr}`.slice(-3000)}`)
}

/** The environment of a store process: test mode (no admin build), its database, the plugin's connection. */
function storeEnv(databaseUrl: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: "test", MEDUSA_DISABLE_TELEMETRY: "true", DATABASE_URL: databaseUrl, ...extra }
}

/**
 * A fresh database for a store process: migrated, with the admin login, the Marketplace channel,
 * region and warehouse, and the plugin's settings (fixtures/process-store-setup.ts).
 */
export async function prepareStoreDatabase(
  name: string,
  env: Record<string, string>
): Promise<{ databaseUrl: string; store: StoreSetup; setupFile: string }> {
  await dropDatabase(name)
  const databaseUrl: string = await ensureDatabase(name)
  const setupFile = path.join(ROOT, ".data", `${name}-setup.json`)
  fs.mkdirSync(path.dirname(setupFile), { recursive: true })
  const processEnv = storeEnv(databaseUrl, { ...env, STORE_SETUP_FILE: setupFile })
  medusa(["db:migrate"], processEnv)
  medusa(["exec", "./integration-tests/fixtures/process-store-setup.ts"], processEnv)
  return { databaseUrl, store: JSON.parse(fs.readFileSync(setupFile, "utf8")), setupFile }
}

/**
 * A `medusa exec` script against a store database (fixtures of benchmarks), without blocking
 * this process: a sandbox running here keeps answering the plugin in the script's process.
 * Throws with the script's output when it fails.
 */
export function execInStore(databaseUrl: string, script: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, "exec", script], {
      cwd: ROOT,
      env: storeEnv(databaseUrl, env),
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5000))
    child.stdout.on("data", keep)
    child.stderr.on("data", keep)
    child.once("error", reject)
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`medusa exec ${script} failed (exit ${code}):\n${output}`))))
  })
}

export const removeStoreDatabase = (name: string): Promise<void> => dropDatabase(name)

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

/** Starts `medusa start` in its own process group and waits until it answers /health. */
export async function startStoreProcess(
  databaseUrl: string,
  env: Record<string, string>,
  logName: string,
  nodeArgs: string[] = []
): Promise<StoreProcess> {
  const port = await freePort()
  const log = path.join(ROOT, ".data", `${logName}.log`)
  const out = fs.openSync(log, "a")
  const child = spawn(process.execPath, [...nodeArgs, CLI, "start"], {
    cwd: ROOT,
    env: storeEnv(databaseUrl, { ...env, PORT: String(port) }),
    stdio: ["ignore", out, out],
    detached: true,
  })
  fs.closeSync(out)
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const kill = async (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal)
    } catch {
      // the group is already gone
    }
    if (alive(child)) await exited
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (!alive(child)) throw new Error(`The store process stopped before it was ready; see ${log}`)
    const up = await fetch(`${url}/health`)
      .then((res) => res.ok)
      .catch(() => false)
    if (up) return { url, log, pid: child.pid!, kill }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await kill("SIGKILL")
  throw new Error(`The store process was not ready within 120 s; see ${log}`)
}

/** An admin session on a store process: the dev login over HTTP, as the admin signs in. */
export async function adminLogin(url: string): Promise<{ headers: Record<string, string> }> {
  const res = await fetch(`${url}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "supersecret" }),
  })
  if (!res.ok) throw new Error(`Admin login answered ${res.status}: ${await res.text()}`)
  const { token } = (await res.json()) as { token: string }
  return { headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } }
}

/** A JSON call to a store process's API that fails loudly on anything but 2xx. */
export async function storeCall(
  url: string,
  auth: { headers: Record<string, string> },
  method: string,
  route: string,
  body?: unknown
): Promise<any> {
  const res = await fetch(`${url}${route}`, { method, headers: auth.headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${text.slice(0, 500)}`)
  return text ? JSON.parse(text) : undefined
}
