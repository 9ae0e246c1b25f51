import { randomUUID } from "crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { ExchangeClient } from "../../../client"
import { MARKETPLACE_EXCHANGE_MODULE, WORKER_ID } from "../../../modules/marketplace-exchange"
import { POLL_LEASE_MS } from "../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { isNews, PolledOrder } from "../utils/poll-news"
import { pollDelayMs } from "../utils/poll-schedule"
import { changesSince } from "./apply-marketplace-changes"
import { noteImportFailed, noteImportWorked } from "./import-health"
import { importMarketplaceOrders, OrderImportSummary } from "./import-orders"

export type PollOutcome =
  | { polled: false; reason: "not_connected" | "not_due" }
  | { polled: true; news: boolean; summary: OrderImportSummary | null; error: unknown }

export interface PollOptions {
  /** Names the lease's holder: this process and the poll (a test plays two instances with two). */
  owner?: string
  /** Import now: the full import without the question, whenever no other process polls. */
  force?: boolean
  /** The settings, when the caller read them already (a route, the account reset): not read again. */
  settings?: SettingsSnapshot
}

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
 * One light poll, as the job runs it every few seconds: when a poll is due and no other process
 * of the store polls (the lease, lib/poll-lease.ts), one request asks whether anything is new,
 * and only then the full import runs. A failed poll backs off (utils/poll-schedule.ts) and the
 * health view says until when; the next poll that goes through resets it. The poll reads the
 * settings once and passes them down, to the import too (issue 28): an idle poll is one read of
 * them, and it writes only the run state (its lease, with what it found).
 */
export async function pollMarketplaceOrders(container: MedusaContainer, options: PollOptions = {}): Promise<PollOutcome> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const owner = options.owner ?? `${WORKER_ID}:${randomUUID()}`
  const settings = options.settings ?? (await service.getSettings())
  // A secret that no longer decrypts is "not set up", as the health view says; nothing to ask.
  const client = await service.clientFor(settings).catch(() => null)
  if (!client) return { polled: false, reason: "not_connected" }
  const intervalSeconds = settings.sync.orderPollSeconds
  const startedAt = await service.claimPollLease(owner, options.force ? { force: true } : { intervalSeconds })
  if (!startedAt) return { polled: false, reason: "not_due" }
  const lost = new AbortController()
  let heartbeat: NodeJS.Timeout | undefined
  let failuresBefore = 0
  try {
    heartbeat = setInterval(() => {
      service.renewPollLease(owner).then(
        (held) => held || lost.abort(),
        () => undefined
      )
    }, POLL_LEASE_MS / 3)
    const run = await service.getImportRunState()
    failuresBefore = run.pollFailures
    let news = true
    let summary: OrderImportSummary | null = null
    try {
      if (!options.force) news = await lookForNews(service, client, run.ordersChangedCursor)
    } catch (error) {
      // The full run reports its own failures; the poll's question is reported here.
      await noteImportFailed(container, error, startedAt, { settings, run })
      throw error
    }
    if (news) summary = await importMarketplaceOrders(container, { signal: lost.signal, settings, run })
    // Nothing new: the import is up to date as of this poll, written with the lease's release (one statement).
    const idle = news ? undefined : { lastImportAt: startedAt, lastImportError: null, failingSince: null }
    await service.releasePollLease(owner, {
      pollFailures: 0,
      nextPollAt: null,
      orderFilter: client.salesOrders.pollForm,
      askedWith: settings,
      run: idle,
    })
    if (idle && run.failingSince) await noteImportWorked(container)
    return { polled: true, news, summary, error: null }
  } catch (error) {
    const failures = failuresBefore + 1
    await service
      .releasePollLease(owner, {
        pollFailures: failures,
        nextPollAt: new Date(startedAt.getTime() + pollDelayMs(intervalSeconds, failures)),
      })
      .catch(() => undefined)
    return { polled: true, news: false, summary: null, error }
  } finally {
    clearInterval(heartbeat)
  }
}
