import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../modules/marketplace-exchange/service"
import { drainInSlot } from "../queue/drain"
import { periodicTaskKinds } from "../queue/task-kind-registry"

/** Finished tasks are kept this long (progress bars, diagnosis), then deleted. */
const KEEP_DONE_TASKS_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Every minute: runs what events did not (retries whose backoff ended, work of an instance
 * that stopped). Subscribers start a drain right away, so this is the safety net, not the path.
 * Then forgets finished tasks and activity events past their time.
 */
export default async function drainMarketplaceSync(container: MedusaContainer) {
  await drainInSlot(container, { budgetMs: 50_000 })
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  await service.pruneTasks(KEEP_DONE_TASKS_MS, periodicTaskKinds())
  // Each account's activity log keeps what the merchant chose for it (Settings → Marketplace exchange, default 30 days).
  for (const settings of await service.listAccountSettings())
    await service.pruneActivity(settings.account.id, settings.sync.activity_retention_days)
}

export const config = { name: "marketplace-exchange-drain-sync", schedule: "* * * * *" }
