#!/usr/bin/env node
/** `npm run dev`: the dev store with the plugin loaded from ./src (see dev/store-runner.js). */
const { runStore } = require("./store-runner")

runStore({ label: "dev", database: "medusa_marketplace_exchange_dev" }).catch((error) => {
  console.error(`[dev] ${error.message}`)
  process.exit(1)
})
