import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { renderMessage } from "../../../messages"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { enqueue } from "../../../queue/enqueue"
import type { ClaimedTask } from "../../../modules/marketplace-exchange/types"
import type { TaskRun } from "../../../queue/task-kind-registry"
import { noListingChecks } from "../steps/check-due-listings"
import { clientOrStop } from "../remote/client-or-stop"
import { checkListingsWorkflow } from "../workflows/check-listings"

/** A sweep stops before the next minute's starts: its task's lease (renewed while it runs) outlives it. */
export const SWEEP_BUDGET_MS = 50_000

/**
 * The minute's tick: queues the listing sweep of each account with a connection. One task per
 * account, so instances that tick at once queue one sweep each, and the queue runs one at a time
 * per account (a tick while one runs queues the next, which waits for it). Answers how many were queued.
 */
export async function queueListingSweep(container: MedusaContainer): Promise<number> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  let queued = 0
  for (const accountId of await service.accountIdsForWork()) {
    // A secret that no longer decrypts is "not set up", as the health view says: nothing to ask.
    if (!(await service.clientFor(await service.getSettingsForTask(accountId)).catch(() => null))) continue
    await enqueue(container, (queue) => queue.enqueueListingSweep(accountId))
    queued++
  }
  return queued
}

/**
 * The `listing_sweep` task: asks the service whether due listings are live, within the budget
 * (the minute's, or a merchant's check's own, from its payload) and the merchant's checks per
 * minute (workflows/check-listings.ts), with the task's account's settings read once. Keeps what it checked in the
 * task, where a request waiting on its check reads it; a stop (the service unreachable) is
 * logged, and the listings it did not ask stay first in line for the next sweep.
 */
export async function runListingSweepTask(container: MedusaContainer, task: ClaimedTask): Promise<TaskRun> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const settings = await service.getSettingsForTask(task.account_id)
  const check = sweepOf(task.payload)
  // No connection, or a secret that no longer decrypts: nothing is asked, and a waiting request hears why.
  const { stopped } = await clientOrStop(service, settings)
  if (stopped) return { outcome: "skipped", keep: { report: noListingChecks(stopped) } }
  const { result } = await checkListingsWorkflow(container).run({ input: { ...check, settings } })
  // The log is read by support in English; the report keeps the code for the merchant's language.
  if (result.stopped)
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`marketplace-exchange: the listing check stopped: ${renderMessage(result.stopped, "en") ?? result.stopped.code}`)
  return { outcome: result.checked ? "sent" : "unchanged", keep: { report: result } }
}

/** What a sweep task asks: a merchant's check carries its selection and budget; the minute's sweep takes what is due in its 50 s. */
function sweepOf(payload: Record<string, unknown> | null): { only: string[] | null; budgetMs: number } {
  const only = Array.isArray(payload?.only) ? payload.only.map(String) : null
  const budgetMs = typeof payload?.budget_ms === "number" ? payload.budget_ms : SWEEP_BUDGET_MS
  return { only, budgetMs }
}
