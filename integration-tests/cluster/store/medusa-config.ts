import { defineConfig, loadEnv, Modules } from "@medusajs/framework/utils"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

const redisUrl = process.env.REDIS_URL // e.g. redis://redis:6379

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    redisUrl,
    // "server" for the process behind the admin and API, "worker" for the others
    // (one config for all: MEDUSA_WORKER_MODE is set per process)
    workerMode: process.env.MEDUSA_WORKER_MODE as "shared" | "worker" | "server",
    http: {
      storeCors: process.env.STORE_CORS!,
      adminCors: process.env.ADMIN_CORS!,
      authCors: process.env.AUTH_CORS!,
      jwtSecret: process.env.JWT_SECRET,
      cookieSecret: process.env.COOKIE_SECRET,
    },
  },
  // The Caching Module is behind this flag in Medusa 2.21.
  featureFlags: { caching: true },
  // Workers serve no admin.
  admin: { disable: process.env.MEDUSA_WORKER_MODE === "worker" },
  modules: [
    { key: Modules.EVENT_BUS, resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
    { key: Modules.WORKFLOW_ENGINE, resolve: "@medusajs/medusa/workflow-engine-redis", options: { redis: { redisUrl } } },
    {
      key: Modules.LOCKING,
      resolve: "@medusajs/medusa/locking",
      options: {
        providers: [{ id: "locking-redis", resolve: "@medusajs/medusa/locking-redis", is_default: true, options: { redisUrl } }],
      },
    },
    // The Caching Module with its Redis provider (Medusa 2.11+; the Cache Module's cache-redis is deprecated).
    {
      key: Modules.CACHING,
      resolve: "@medusajs/medusa/caching",
      options: {
        providers: [{ id: "caching-redis", resolve: "@medusajs/medusa/caching-redis", is_default: true, options: { redisUrl } }],
      },
    },
  ],
  plugins: [
    {
      resolve: "medusa-plugin-marketplace-exchange",
      // The same key on the server and every worker.
      options: { encryptionKey: process.env.MARKETPLACE_EXCHANGE_ENCRYPTION_KEY },
    },
  ],
})
