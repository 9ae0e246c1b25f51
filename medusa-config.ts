import { defineConfig, loadEnv } from "@medusajs/framework/utils"

/**
 * The dev store: a small Medusa app that loads this plugin from ./src, unbuilt. It is what
 * `npm run dev` serves and what the integration tests boot. A merchant's store instead lists
 * the built package under `plugins` (see the README).
 */
loadEnv(process.env.NODE_ENV || "development", process.cwd())

const devSecret = "dev-only-secret-change-me"

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    http: {
      storeCors: process.env.STORE_CORS || "http://localhost:8000",
      adminCors: process.env.ADMIN_CORS || "http://localhost:9000,http://localhost:5173",
      authCors: process.env.AUTH_CORS || "http://localhost:9000,http://localhost:5173",
      jwtSecret: process.env.JWT_SECRET || devSecret,
      cookieSecret: process.env.COOKIE_SECRET || devSecret,
    },
  },
  admin: {
    // The HTTP tests never open the admin; building it would only slow every suite down.
    disable: process.env.NODE_ENV === "test",
  },
  modules: [
    {
      resolve: "./src/modules/marketplace-exchange",
      options: {
        baseUrl: process.env.MARKETPLACE_EXCHANGE_BASE_URL,
        authUrl: process.env.MARKETPLACE_EXCHANGE_AUTH_URL,
        userName: process.env.MARKETPLACE_EXCHANGE_USER_NAME,
        password: process.env.MARKETPLACE_EXCHANGE_PASSWORD,
        subscriptionToken: process.env.MARKETPLACE_EXCHANGE_SUBSCRIPTION_TOKEN,
        format: process.env.MARKETPLACE_EXCHANGE_FORMAT,
        requestTimeoutMs: process.env.MARKETPLACE_EXCHANGE_REQUEST_TIMEOUT_MS ? Number(process.env.MARKETPLACE_EXCHANGE_REQUEST_TIMEOUT_MS) : undefined,
        retryBackoffCapMs: process.env.MARKETPLACE_EXCHANGE_RETRY_BACKOFF_CAP_MS ? Number(process.env.MARKETPLACE_EXCHANGE_RETRY_BACKOFF_CAP_MS) : undefined,
      },
    },
  ],
})
