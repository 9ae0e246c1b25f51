#!/usr/bin/env node
/**
 * Runs a command with a PostgreSQL reachable through DB_* (configured or embedded), e.g.
 * `node dev/with-database.js medusa plugin:db:generate`, which needs a live database.
 */
const { spawnSync } = require("child_process")
const path = require("path")
const { ensureDatabaseServer } = require("./database")

async function main() {
  const [command, ...args] = process.argv.slice(2)
  if (!command) {
    console.error("usage: node dev/with-database.js <command> [args...]")
    process.exit(2)
  }
  const database = await ensureDatabaseServer({ log: console.log })
  const bin = path.join(__dirname, "..", "node_modules", ".bin")
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  })
  await database.stop()
  process.exit(result.status ?? 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
