import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { enqueue } from "../../queue/enqueue"
import type { TaskRun } from "../../queue/task-kind-registry"
import { checkListingsWorkflow } from "../workflows/check-listings"

/** A sweep stops before the next minute's starts: its task's lease (renewed while it runs) outlives it. */
export const SWEEP_BUDGET_MS = 50_000

/**
 * The minute's tick: queues the listing sweep for a store with a connection. One task for the
 * store, so instances that tick at once queue one sweep, and the queue runs one at a time (a
 * tick while one runs queues the next, which waits for it). Answers whether one was queued.
 */
export async function queueListingSweep(container: MedusaContainer): Promise<boolean> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  // A secret that no longer decrypts is "not set up", as the health view says: nothing to ask.
  if (!(await service.clientFor(await service.getSettingsForTask()).catch(() => null))) return false
  await enqueue(container, (queue) => queue.enqueueListingSweep())
  return true
}

/**
 * The `listing_sweep` task: asks the service whether due listings are live, within the minute's
 * budget and the merchant's checks per minute (workflows/check-listings.ts), with the settings
 * read once. Answers what it checked; a stop (the service unreachable) is logged, and the
 * listings it did not ask stay first in line for the next sweep.
 */
export async function runListingSweepTask(container: MedusaContainer): Promise<TaskRun> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const settings = await service.getSettingsForTask()
  if (!(await service.clientFor(settings).catch(() => null))) return "skipped"
  const { result } = await checkListingsWorkflow(container).run({ input: { budgetMs: SWEEP_BUDGET_MS, settings } })
  if (result.stopped)
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`marketplace-exchange: the listing check stopped: ${result.stopped}`)
  const { requested: _requested, ...report } = result
  return { outcome: result.checked ? "sent" : "unchanged", keep: { report } }
}
