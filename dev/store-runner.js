/**
 * Runs a store with the plugin loaded from ./src: what `npm run dev` and `npm run demo` share.
 *
 * 1. a PostgreSQL: the configured one (DATABASE_URL / DB_HOST), or an embedded one;
 * 2. the store's database created if missing, and migrated;
 * 3. the dev admin login created if missing, then the caller's own set-up (`medusa exec`);
 * 4. `medusa develop`, and once it answers /health, the admin URL and login are printed and
 *    the caller's `onReady` runs; stopping ends the store, the caller's helpers and the database.
 */
const { spawn, spawnSync } = require("child_process")
const net = require("net")
const path = require("path")
const { loadEnv } = require("@medusajs/framework/utils")
const { ensureDatabase, ensureDatabaseServer } = require("./database")

const ROOT = path.resolve(__dirname, "..")
const ADMIN = { email: "admin@example.com", password: "supersecret" }

/**
 * Runs a medusa command with its output kept back: on success, `summary` makes one line of it
 * (hundreds of migration lines say nothing to someone starting the demo); on failure, all of it
 * is printed, as it came, before the error.
 */
function medusa(args, env, summary) {
  const result = spawnSync(process.execPath, [require.resolve("@medusajs/cli/cli.js"), ...args], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`
  if (result.status !== 0) {
    process.stdout.write(output)
    throw new Error(`medusa ${args.join(" ")} failed (exit ${result.status})`)
  }
  return summary(output.replace(/\x1b\[[0-9;]*m/g, ""))
}

/** `medusa db:migrate`'s output in one line: how many migrations ran, in how many modules. */
function migrationSummary(output) {
  const migrated = (output.match(/✔ Migrated /g) ?? []).length
  const modules = new Set([...output.matchAll(/MODULE: (\S+)/g)].map((m) => m[1])).size
  return migrated ? `Database migrated: ${migrated} migrations in ${modules} modules.` : "Database up to date: no migration to run."
}

/** A `medusa exec` script's output in one line: the last thing the script itself logged. */
function scriptSummary(output) {
  const lines = output.split("\n").map((line) => line.replace(/^\s*(info|warn|error):\s*/, "").trim())
  const end = lines.lastIndexOf("Finished executing script.")
  return (
    lines
      .slice(0, end < 0 ? lines.length : end)
      .filter(Boolean)
      .pop() ?? ""
  )
}

async function waitForHealth(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && alive(child)) {
    try {
      if ((await fetch(url)).ok) return true
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return false
}

/** A child that has not exited: a child killed by a signal has no exit code, only a signal. */
const alive = (child) => child.exitCode === null && child.signalCode === null

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1")
    socket.once("connect", () => socket.end(() => resolve(true)))
    socket.once("error", () => resolve(false))
  })
}

/**
 * @param {{ label: string, database: string, env?: Record<string, string>, execScripts?: string[],
 *   onReady?: (store: { url: string, admin: typeof ADMIN }) => Promise<void>, onStop?: () => Promise<void> }} options
 */
async function runStore({ label, database: databaseName, env: extraEnv = {}, execScripts = [], onReady, onStop }) {
  const log = (line) => console.log(`[${label}] ${line}`)
  Object.assign(process.env, extraEnv)
  process.env.NODE_ENV = process.env.NODE_ENV || "development"
  loadEnv(process.env.NODE_ENV, ROOT)
  process.env.MEDUSA_DISABLE_TELEMETRY = "true"

  const port = process.env.PORT || "9000"
  // Another store on the port would answer our health check and hide that this one failed.
  if (await portInUse(port)) {
    throw new Error(`Port ${port} is in use (another store?). Stop it, or start this one with PORT=<port> npm run ${label}.`)
  }
  const database = await ensureDatabaseServer({ log })
  if (!process.env.DATABASE_URL) {
    process.env.DATABASE_URL = await ensureDatabase(databaseName)
  } else {
    const name = decodeURIComponent(new URL(process.env.DATABASE_URL).pathname.slice(1))
    await ensureDatabase(name).catch((error) => log(`Could not check that database "${name}" exists: ${error.message}`))
  }
  const env = { ...process.env }

  log("Migrating the database and setting up the store…")
  log(medusa(["db:migrate"], env, migrationSummary))
  log(medusa(["exec", "./dev/ensure-admin-user.ts"], env, scriptSummary))
  for (const script of execScripts) log(medusa(["exec", script], env, scriptSummary))
  log("Starting the store (medusa develop)…")

  // Its own process group: `medusa develop` runs the server as a child, and stopping must reach both.
  const store = spawn(process.execPath, [require.resolve("@medusajs/cli/cli.js"), "develop"], {
    cwd: ROOT,
    env,
    stdio: "inherit",
    detached: true,
  })
  let stopping = false
  const stop = async (code) => {
    if (stopping) return
    stopping = true
    const exited = alive(store) ? new Promise((resolve) => store.once("exit", resolve)) : Promise.resolve()
    // The whole group, also when its leader is already gone: `medusa develop`'s server child
    // outlives a leader killed by a signal and would keep the port.
    try {
      process.kill(-store.pid, "SIGTERM")
    } catch {
      if (alive(store)) store.kill("SIGTERM")
    }
    await exited
    await onStop?.().catch((error) => log(`stopping: ${error.message}`))
    await database.stop()
    process.exit(code)
  }
  process.on("SIGINT", () => stop(0))
  process.on("SIGTERM", () => stop(0))
  store.on("exit", (code, signal) => {
    if (signal) log(`The store was stopped by ${signal}; stopping its helpers.`)
    stop(code ?? (signal ? 1 : 0))
  })

  if (await waitForHealth(`http://localhost:${port}/health`, store)) {
    await onReady?.({ url: `http://localhost:${port}`, admin: ADMIN }).catch((error) => log(`set-up after start failed: ${error.message}`))
    // Last, so the terminal ends with what to open and how to log in.
    log("")
    log(`Dev store is up: http://localhost:${port}/health`)
    log(`Admin:           http://localhost:${port}/app`)
    log(`Login:           ${ADMIN.email} / ${ADMIN.password}`)
    log("Stop with Ctrl+C.")
  } else if (alive(store)) {
    log(`The store did not answer http://localhost:${port}/health within 3 minutes; see its output above.`)
  }
}

module.exports = { runStore, waitForHealth, alive, ADMIN }
