const { ensureDatabaseServer } = require("../dev/database")

/**
 * Runs once before the integration suites: makes a PostgreSQL reachable (the configured one,
 * or an embedded one) and exports DB_* for @medusajs/test-utils. Jest starts its workers
 * after this, so they inherit the environment.
 */
module.exports = async function globalSetup() {
  process.env.NODE_ENV = "test"
  process.env.MEDUSA_DISABLE_TELEMETRY = "true"
  const database = await ensureDatabaseServer({ log: (line) => process.stdout.write(`${line}\n`) })
  globalThis.__MARKETPLACE_EXCHANGE_DATABASE__ = database
}
