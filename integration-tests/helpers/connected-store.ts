import type { MedusaContainer } from "@medusajs/framework/types"
import type { AxiosInstance } from "axios"
import { adminHeaders } from "./admin-session"
import { sandboxConnection, sandboxForSuite } from "./sandbox"
import { seedStore, StoreSetup } from "./seed-catalog"

/**
 * Before each test: an empty sandbox, an admin session, a store with a marketplace channel and
 * region, and the plugin connected to the sandbox. Read `auth` and `store` inside the tests.
 */
export function connectedStore(sandbox: ReturnType<typeof sandboxForSuite>, api: AxiosInstance, getContainer: () => MedusaContainer) {
  const current: { auth?: { headers: Record<string, string> }; store?: StoreSetup } = {}
  beforeEach(async () => {
    await sandbox.reset()
    current.auth = await adminHeaders(getContainer(), api)
    current.store = await seedStore(getContainer())
    await api.post("/admin/marketplace-exchange/settings", sandboxConnection(sandbox.url, current.store), current.auth)
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
