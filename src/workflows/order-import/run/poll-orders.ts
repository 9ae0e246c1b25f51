import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type { ClaimedTask } from "../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { enqueue } from "../../../queue/enqueue"
import type { PollFound } from "../utils/order-batch"
import { pollDelayMs } from "../utils/poll-schedule"
import { findOrderWork, OrderWork, QueueOrders } from "./find-order-work"
import { noteImportFailed, noteImportWorked } from "./import-health"
import { loadOrderImportContext } from "./import-targets"
import { errorForPayload } from "./poll-error"
import { coded } from "../../../messages"

/** What one poll did: kept in its task's payload, where Import now and the tests read it. */
export type PollOutcome =
  | { polled: false; reason: "not_connected" | "taken_over" | "not_due" }
  | { polled: true; news: boolean; found: PollFound | null; error: Record<string, unknown> | null }

/** How many queued orders failed to import (they are tried again), in English and as a code. */
const failingRun = (failing: number) => {
  if (!failing) return { lastImportError: null, lastImportErrorWords: null }
  const { code, params, message } = coded("import.orders_failing", { count: failing })
  return { lastImportError: message, lastImportErrorWords: { code, params } }
}

/**
 * One poll of an account, as the queue runs its `order_poll` task (one at a time per account: the task's lease):
 * the light feed (find-order-work.ts) says what is new or changed, and each such order is queued
 * as a `sales_order` task of its own (keyed by its id: a second enqueue is a no-op) in the poll's
 * batch, which imports it, takes over its changes and writes back (sales-order-task.ts). Queued
 * is durable, so the cursor of changes moves at once when the feed was read to its end. A failed
 * poll backs off (utils/poll-schedule.ts), the health view says until when, and the next poll
 * that goes through resets it. The settings are read once and passed down: an idle
 * poll is one read of them and one write of the run state. `lost`: the task was taken over.
 */
async function pollOnce(
  container: MedusaContainer,
  claim: ClaimedTask,
  settings: SettingsSnapshot,
  lost: AbortSignal
): Promise<PollOutcome> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const accountId = claim.account_id
  // A secret that no longer decrypts is "not set up", as the health view says; nothing to ask.
  const client = await service.clientFor(settings).catch(() => null)
  if (!client) return { polled: false, reason: "not_connected" }
  // A scheduled poll starts only while due: a second one queued in the instant the first was claimed does not.
  const start = await service.markPollStarted(accountId, claim, settings.sync.order_poll_seconds)
  if ("skipped" in start) return { polled: false, reason: start.skipped }
  const { startedAt } = start
  let failuresBefore = 0
  try {
    const run = await service.getImportRunState(accountId, settings)
    // A55: the two forms apart, learned on this connection by the service check or another process, are asked so here too.
    if (run.orderFilter?.form === "separate")
      client.salesOrders.adoptPollForm({ ...run.orderFilter, since: run.orderFilter.since ? new Date(run.orderFilter.since) : null })
    failuresBefore = run.pollFailures
    let checked = false
    // A page's news is queued as the poll's batch; orders go nowhere without the import's settings, said before the first.
    const queue: QueueOrders = async (ids, changes) => {
      if (!checked) await loadOrderImportContext(container, settings)
      checked = true
      await enqueue(container, (queue) =>
        queue.enqueueSalesOrders(accountId, ids, {
          batchId: claim.id,
          // Every poll finds a failing order again: its task keeps waiting out its backoff.
          keepBackoff: true,
          payloadOf: (id) => (changes.has(id) ? { change: changes.get(id) } : undefined),
        })
      )
    }
    let work: OrderWork
    try {
      const since = settings.sync.import_orders_since
      work = await findOrderWork(service, accountId, client, run.ordersChangedCursor, queue, {
        signal: lost,
        placedSince: since ? new Date(since) : null,
      })
    } catch (error) {
      await noteImportFailed(container, accountId, error, startedAt, { settings, run })
      throw error
    }
    const moved = work.newest && work.newest !== run.ordersChangedCursor ? work.newest : undefined
    await service.recordPollOutcome(
      accountId,
      {
        pollFailures: 0,
        nextPollAt: null,
        orderFilter: client.salesOrders.pollForm,
        askedWith: settings,
        run: { lastImportAt: startedAt, ...failingRun(work.failing), failingSince: null, ordersChangedCursor: moved },
      },
      claim
    )
    if (run.failingSince) await noteImportWorked(container, accountId)
    const found = { fetched: work.fetched, queued: work.queued, stopped: work.stopped }
    return { polled: true, news: found.queued > 0, found, error: null }
  } catch (error) {
    const failures = failuresBefore + 1
    await service
      .recordPollOutcome(
        accountId,
        { pollFailures: failures, nextPollAt: new Date(startedAt.getTime() + pollDelayMs(settings.sync.order_poll_seconds, failures)) },
        claim
      )
      .catch(() => undefined)
    return { polled: true, news: false, found: null, error: errorForPayload(error) }
  }
}

/** The `order_poll` task's run: the poll of the task's account, its outcome saved in the task (for Import now) and logged. */
export async function runOrderPoll(container: MedusaContainer, task: ClaimedTask, lost: AbortSignal): Promise<PollOutcome> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const settings = await service.getSettingsForTask(task.account_id)
  const outcome = await pollOnce(container, task, settings, lost)
  await service.saveTaskProgress(task, { outcome })
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (!outcome.polled && outcome.reason === "not_due")
    logger.debug(`marketplace-exchange: a second order poll of ${settings.account.name} queued meanwhile ended unasked`)
  if (outcome.polled && outcome.error)
    logger.warn(`marketplace-exchange: order poll of ${settings.account.name} failed, backing off: ${String(outcome.error.message)}`)
  const found = outcome.polled ? outcome.found : null
  if (found?.queued) {
    const stopped = found.stopped ? ` (stopped: ${found.stopped}; the rest comes with the next poll)` : ""
    logger.info(`marketplace-exchange: order poll of ${settings.account.name} queued ${found.queued} marketplace order(s)${stopped}`)
  }
  return outcome
}
