// MikroORM keeps entity metadata in a global store; each suite boots a fresh app.
const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()
process.env.MEDUSA_DISABLE_TELEMETRY = "true"
