import { setTimeout as sleep } from "timers/promises"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { scheduleDrain } from "../../queue/drain"
import type { PollOutcome } from "./poll-orders"

/** How often a waiting Import now looks at its poll's task. */
const WAIT_STEP_MS = 100

/**
 * The job's tick: queues the order poll when it is due (the database decides, lib/order-poll.ts)
 * and starts a drain to run it. Two instances ticking at once queue one poll; none is queued
 * while one runs. Answers whether a poll was queued.
 */
export async function queueDuePoll(container: MedusaContainer): Promise<boolean> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const settings = await service.getSettingsForTask()
  // A secret that no longer decrypts is "not set up", as the health view says; nothing to ask.
  if (!(await service.clientFor(settings).catch(() => null))) return false
  const queued = await service.enqueueOrderPoll({ intervalSeconds: settings.sync.orderPollSeconds })
  if (queued) scheduleDrain(container, 0)
  return Boolean(queued)
}

/**
 * Queues a poll now, whatever the schedule (behind one that runs), and waits up to `waitMs` for
 * what it did: Import now (`force`: the full import without the light question), and tests that
 * play the job. Null when it takes longer; it then goes on and ends by itself.
 */
export async function pollAndWait(container: MedusaContainer, options: { force?: boolean; waitMs: number }): Promise<PollOutcome | null> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const deadline = Date.now() + options.waitMs
  const id = await service.enqueueOrderPoll({ now: true, force: options.force })
  scheduleDrain(container, 0)
  while (id && Date.now() < deadline) {
    const task = await service.orderPollTask(id)
    if (!task) return null
    if (task.state === "done" && task.payload?.outcome) return task.payload.outcome as PollOutcome
    if (task.state === "failed" || (task.state === "done" && !task.payload?.outcome)) {
      return { polled: true, news: false, summary: null, error: { message: task.last_error ?? "The order poll failed." } }
    }
    await sleep(WAIT_STEP_MS)
  }
  return null
}
