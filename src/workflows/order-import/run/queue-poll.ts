import { setTimeout as sleep } from "timers/promises"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { enqueue } from "../../../queue/enqueue"
import { ContainerRegistrationKeys, generateEntityId } from "@medusajs/framework/utils"
import { batchSummary, OrderImportSummary, retryResult } from "../utils/order-batch"
import type { PollOutcome } from "./poll-orders"
import type { SalesOrderResult } from "./sales-order-task"

/** How often a waiting Import now looks at its poll's task and batch. */
const WAIT_STEP_MS = 100

/**
 * The job's tick: queues each account's order poll when it is due (the database decides, on the
 * account's run state: lib/order-poll.ts) and starts a drain to run them. Two instances ticking
 * at once queue one poll per account; none is queued for an account while its poll runs. One
 * account that cannot be asked holds back none of the others. Answers the accounts whose poll was queued.
 */
export async function queueDuePolls(container: MedusaContainer): Promise<string[]> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const queued: string[] = []
  for (const accountId of await service.accountIdsForWork()) {
    try {
      if (await queueDuePoll(container, accountId)) queued.push(accountId)
    } catch (error) {
      // An account removed since it was listed, a database hiccup: the next tick asks again.
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .warn(`marketplace-exchange: the order poll of account ${accountId} was not queued: ${(error as Error).message}`)
    }
  }
  return queued
}

/** The account's poll when it is due (see queueDuePolls); answers whether it was queued. */
export async function queueDuePoll(container: MedusaContainer, accountId: string): Promise<boolean> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const settings = await service.getSettingsForTask(accountId)
  // A secret that no longer decrypts is "not set up", as the health view says; nothing to ask.
  if (!(await service.clientFor(settings).catch(() => null))) return false
  // Switched off for a move in stages: the old system imports the orders meanwhile.
  if (!settings.sync.import_orders) return false
  const queued = await enqueue(container, (queue) =>
    queue.enqueueOrderPoll(accountId, { intervalSeconds: settings.sync.order_poll_seconds })
  )
  return Boolean(queued)
}

/** A poll that ran, with its task's id (its batch of sales orders) and what it did. */
export type PollRun = { taskId: string; outcome: PollOutcome }

/**
 * Queues the account's poll now, whatever the schedule (behind one that runs), and waits until `deadline`
 * for what it did: Import now, and tests that play the job. Null when it takes longer; it then
 * goes on and ends by itself.
 */
export async function pollAndWait(container: MedusaContainer, accountId: string, deadline: number): Promise<PollRun | null> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const id = await enqueue(container, (queue) => queue.enqueueOrderPoll(accountId, { now: true }))
  while (id && Date.now() < deadline) {
    const task = await service.taskById(id)
    if (!task) return null
    if (task.state === "done" && task.payload?.outcome) return { taskId: id, outcome: task.payload.outcome as PollOutcome }
    if (task.state === "failed" || (task.state === "done" && !task.payload?.outcome)) {
      const error = { message: task.last_error ?? "The order poll failed.", words: task.last_error_words }
      return { taskId: id, outcome: { polled: true, news: false, found: null, error } }
    }
    await sleep(WAIT_STEP_MS)
  }
  return null
}

/**
 * Waits until `deadline` for the sales-order tasks a poll queued (its batch) and sums what they
 * did; null when some still run then (they go on by themselves).
 */
export async function batchAndWait(container: MedusaContainer, poll: PollRun, deadline: number): Promise<OrderImportSummary | null> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const found = poll.outcome.polled ? poll.outcome.found : null
  if (!found) return null
  for (;;) {
    const { summary, done } = batchSummary(found, found.queued ? await service.batchResults(poll.taskId, "sales_order") : [])
    if (done) return summary
    if (Date.now() >= deadline) return null
    await sleep(WAIT_STEP_MS)
  }
}

/**
 * The merchant's Retry of one order of the account: its task is queued (due at once, a failed run's backoff
 * not kept) as its own batch, and waited for until `waitMs` is up; then it goes on in the
 * background (`running`). The import is the task's, as every import is: never two at once.
 */
export async function retryOrderAndWait(
  container: MedusaContainer,
  accountId: string,
  remoteOrderId: string,
  waitMs = 10_000
): Promise<SalesOrderResult | "running"> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const batchId = generateEntityId(undefined, "mxretry")
  // A task already waiting (out a failed run's backoff) holds that run's result: cleared, so the
  // answer is a run's after this Retry.
  await enqueue(container, (queue) =>
    queue.enqueueSalesOrders(accountId, [remoteOrderId], { batchId, payloadOf: () => ({ result: null }) })
  )
  const deadline = Date.now() + waitMs
  for (;;) {
    const result = retryResult(await service.batchResults(batchId, "sales_order"))
    if (result) return result as SalesOrderResult
    if (Date.now() >= deadline) return "running"
    await sleep(WAIT_STEP_MS)
  }
}
