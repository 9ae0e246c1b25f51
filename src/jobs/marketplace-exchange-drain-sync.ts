import type { MedusaContainer } from "@medusajs/framework/types"
import { drainSyncQueue } from "../workflows/sync/drain"

/**
 * Every minute: runs what events did not (retries whose backoff ended, work of an instance
 * that stopped). Subscribers start a drain right away, so this is the safety net, not the path.
 */
export default async function drainMarketplaceSync(container: MedusaContainer) {
  await drainSyncQueue(container, { budgetMs: 50_000 })
}

export const config = { name: "marketplace-exchange-drain-sync", schedule: "* * * * *" }
