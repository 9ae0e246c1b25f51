import type { MedusaContainer } from "@medusajs/framework/types"
import type { AxiosInstance } from "axios"
import { adminHeaders } from "./admin-session"
import { holdOrderPolls, sandboxConnection, sandboxForSuite, serviceCheckAfterSave } from "./sandbox"
import { seedStore, StoreSetup } from "./seed-catalog"

/**
 * Before each test: an empty sandbox, an admin session, a store with a marketplace channel and
 * region, and the plugin connected to the sandbox (the order poll held off for an hour: the
 * order suites run it themselves). Read `auth` and `store` inside the tests.
 */
export function connectedStore(sandbox: ReturnType<typeof sandboxForSuite>, api: AxiosInstance, getContainer: () => MedusaContainer) {
  const current: { auth?: { headers: Record<string, string> }; store?: StoreSetup } = {}
  beforeEach(async () => {
    await sandbox.reset()
    current.auth = await adminHeaders(getContainer(), api)
    current.store = await seedStore(getContainer())
    // These suites count the service's requests and logins: the order poll job stays away.
    await holdOrderPolls(getContainer())
    const savedAt = new Date().toISOString()
    await api.post(
      "/admin/marketplace-exchange/settings",
      { ...sandboxConnection(sandbox.url, current.store), order_poll_seconds: 3600 },
      current.auth
    )
    // The service check this save starts logs in and reads: done before a test counts requests.
    await serviceCheckAfterSave(getContainer(), savedAt)
  })
  return {
    get auth() {
      return current.auth!
    },
    get store() {
      return current.store!
    },
  }
}
