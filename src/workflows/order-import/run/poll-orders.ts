import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { ExchangeClient } from "../../../client"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type { ClaimedTask, TaskClaim } from "../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { isNews, PolledOrder } from "../utils/poll-news"
import { pollDelayMs } from "../utils/poll-schedule"
import { changesSince } from "./apply-marketplace-changes"
import { noteImportFailed, noteImportWorked } from "./import-health"
import { importMarketplaceOrders, OrderImportSummary } from "./import-orders"
import { errorForPayload } from "./poll-error"

/** What one poll did: kept in its task's payload, where Import now and the tests read it. */
export type PollOutcome =
  | { polled: false; reason: "not_connected" | "taken_over" }
  | { polled: true; news: boolean; summary: OrderImportSummary | null; error: Record<string, unknown> | null }

/**
 * Spec 4.2 rule 4 in one request (A29): stops at the first order that is news, so an idle store
 * reads one page. Ledger rows an earlier run left unfinished are news too (no request).
 */
async function lookForNews(
  service: MarketplaceExchangeModuleService,
  client: ExchangeClient,
  ordersChangedCursor: Date | null
): Promise<boolean> {
  if (await service.hasUnfinishedOrderImports()) return true
  for await (const page of client.salesOrders.newOrChangedPages(changesSince(ordersChangedCursor))) {
    const rows = new Map((await service.ledgerRowsOf(page.map((o) => o.Id))).map((r) => [r.remote_order_id, r]))
    if (page.some((order) => isNews(order as PolledOrder, rows.get(order.Id), ordersChangedCursor))) return true
  }
  return false
}

/**
 * One poll, as the queue runs its `order_poll` task (one at a time per store: the task's lease):
 * one request asks whether anything is new, and only then the full import runs (`force`, Import
 * now: the full import without the question). A failed poll backs off (utils/poll-schedule.ts),
 * the health view says until when, and the next poll that goes through resets it. The poll reads
 * the settings once and passes them down, to the import too (issue 28): an idle poll is one read
 * of them, and it writes only the run state. `lost`: the task was taken over; no further page.
 */
async function pollOnce(
  container: MedusaContainer,
  claim: TaskClaim,
  settings: SettingsSnapshot,
  force: boolean,
  lost: AbortSignal
): Promise<PollOutcome> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  // A secret that no longer decrypts is "not set up", as the health view says; nothing to ask.
  const client = await service.clientFor(settings).catch(() => null)
  if (!client) return { polled: false, reason: "not_connected" }
  const startedAt = await service.markPollStarted(claim)
  if (!startedAt) return { polled: false, reason: "taken_over" }
  let failuresBefore = 0
  try {
    const run = await service.getImportRunState()
    failuresBefore = run.pollFailures
    let news = true
    let summary: OrderImportSummary | null = null
    try {
      if (!force) news = await lookForNews(service, client, run.ordersChangedCursor)
    } catch (error) {
      // The full run reports its own failures; the poll's question is reported here.
      await noteImportFailed(container, error, startedAt, { settings, run })
      throw error
    }
    if (news) summary = await importMarketplaceOrders(container, { signal: lost, settings, run })
    // Nothing new: the import is up to date as of this poll, written with the poll's outcome (one statement).
    const idle = news ? undefined : { lastImportAt: startedAt, lastImportError: null, failingSince: null }
    await service.recordPollOutcome(
      { pollFailures: 0, nextPollAt: null, orderFilter: client.salesOrders.pollForm, askedWith: settings, run: idle },
      claim
    )
    if (idle && run.failingSince) await noteImportWorked(container)
    return { polled: true, news, summary, error: null }
  } catch (error) {
    const failures = failuresBefore + 1
    await service
      .recordPollOutcome(
        { pollFailures: failures, nextPollAt: new Date(startedAt.getTime() + pollDelayMs(settings.sync.orderPollSeconds, failures)) },
        claim
      )
      .catch(() => undefined)
    return { polled: true, news: false, summary: null, error: errorForPayload(error) }
  }
}

/** The `order_poll` task's run: the poll, its outcome saved in the task (for Import now) and logged. */
export async function runOrderPoll(container: MedusaContainer, task: ClaimedTask, lost: AbortSignal): Promise<PollOutcome> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const settings = await service.getSettingsForTask()
  const outcome = await pollOnce(container, task, settings, Boolean(task.payload?.force), lost)
  await service.saveSyncTaskProgress(task, { outcome })
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (outcome.polled && outcome.error) {
    logger.warn(`marketplace-exchange: order poll failed, backing off: ${String(outcome.error.message)}`)
  }
  const summary = outcome.polled ? outcome.summary : null
  if (summary && (summary.created || summary.parked || summary.failed || summary.changed)) {
    logger.info(
      `marketplace-exchange: order import: ${summary.created} created, ${summary.parked} parked, ${summary.failed} to retry, ` +
        `${summary.changed} changes taken over`
    )
  }
  return outcome
}
