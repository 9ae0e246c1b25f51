import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import { nextPollDue, pollTiming } from "../../../../workflows/order-import/utils/poll-schedule"
import { periodicTaskKinds } from "../../../../queue/task-kind-registry"
import type { ServiceCheckRecord } from "../../../../workflows/service-check/utils/record"
import type { HealthAnswer } from "./health-answer"
import { accountIdOf } from "../account-of-request"
import { ageSeconds } from "./age-seconds"

/**
 * An account at a glance (`?account_id=`, the first's without), for the marketplace page, from what it stored (no call to the
 * service, so it answers at once in an outage): is the connection set up, when orders last came
 * in, how much work waits and since when, and how many products and orders need the merchant.
 * Whether the service answers right now is GET health/connection, with its own deadline. One
 * read of the settings, one of the run state.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const accountId = accountIdOf(req)
  // The account's context first: an id no account has is a 404 before anything else is read.
  const context = await service.getHealthContext(accountId)
  const [
    { settings, configured, connection, run, reconcile, accountCheck, scanVariationReading, snapshot },
    queue,
    orders,
    [, parkedProducts],
    [, attentionProducts],
    [, failedProducts],
    [, goneProducts],
    polling,
    listings,
  ] = await Promise.all([
    context,
    service.queueHealth(periodicTaskKinds()),
    service.countOrderImportStates(accountId),
    service.listAndCountProductSyncStates({ account_id: accountId, status: "parked" }, { take: 1 }),
    service.listAndCountProductSyncStates({ account_id: accountId, status: "attention" }, { take: 1 }),
    service.listAndCountProductSyncStates({ account_id: accountId, status: "failed" }, { take: 1 }),
    service.listAndCountProductSyncStates({ account_id: accountId, status: "gone_at_service" }, { take: 1 }),
    service.currentPoll(accountId),
    service.countListingFacts(accountId),
  ])
  const [scan, decided, serviceCheck] = await Promise.all([
    service.getAccountScan(accountId),
    service.accountScanDecided(snapshot),
    service.getServiceCheck(accountId) as Promise<ServiceCheckRecord | null>,
  ])
  const health: HealthAnswer = {
    connection: { configured, ...connection },
    last_import_at: run.lastImportAt,
    last_import_age_seconds: ageSeconds(run.lastImportAt),
    last_import_error: run.lastImportError,
    last_import_error_words: run.lastImportErrorWords,
    // The light poll: its interval, and while the service fails, how far it backed off.
    polling: {
      interval_seconds: settings.order_poll_seconds,
      last_poll_at: run.lastPollAt,
      failures: run.pollFailures,
      backing_off: run.pollFailures > 0,
      // Never a next poll in the past; late since when, or why none is coming.
      ...pollTiming({
        // Never polled yet: the first poll was due when the settings were last saved, so a store whose worker never runs says so.
        due: nextPollDue(run, settings.order_poll_seconds) ?? (snapshot.connection ? new Date(snapshot.connection.updated_at) : null),
        now: new Date(),
        importOrders: settings.import_orders,
        configured,
        runningSince: polling?.since ?? null,
      }),
      // The process (host:pid) polling right now, if one is.
      running_by: polling?.owner ?? null,
      // A31: "separate" once the service refused the joined $filter, as the polling process (any
      // instance) learned it; it asks joined again when the connection changes.
      order_filter: run.orderFilter,
    },
    import_paid_only: settings.import_paid_only,
    queue: {
      waiting: queue.waiting,
      running: queue.running,
      failed: queue.failed,
      oldest_waiting_since: queue.oldestWaitingSince,
      oldest_waiting_age_seconds: ageSeconds(queue.oldestWaitingSince),
      // Work the service failed and that is tried again by itself: "waiting for the service since …".
      retrying: queue.retrying,
      waiting_for_service_since: queue.retryingSince,
      last_service_error: queue.lastError,
      last_service_error_words: queue.lastErrorWords,
      // Which server or worker (host:pid) holds the running tasks.
      running_by: queue.runningBy,
    },
    // Products the service lost (A50): their eBay listings may still be live, beyond the plugin's reach.
    products: { parked: parkedProducts, attention: attentionProducts, failed: failedProducts, gone_at_service: goneProducts },
    // Listings the marketplace does not sell although stock is offered need the merchant;
    // unchecked ones and those due say how far the sweep is behind.
    listings: {
      not_active: listings.not_active,
      unchecked: listings.unchecked,
      due_for_check: listings.due,
      check_every_hours: settings.listing_check_hours,
      checks_per_minute: settings.listing_checks_per_minute,
    },
    orders,
    reconcile: { at: reconcile.at, report: reconcile.report },
    // What each direction may send, and whether creates wait for a scan of the account.
    directions: {
      push_catalog: settings.push_catalog,
      push_stock_price: settings.push_stock_price,
      import_orders: settings.import_orders,
      import_orders_since: settings.import_orders_since,
    },
    // A55: what the last service check found; the whole of it is GET service-check.
    service_check: serviceCheck && {
      checked_at: serviceCheck.checked_at,
      ok: serviceCheck.ok,
      duration_ms: serviceCheck.duration_ms,
      failed: serviceCheck.requests.filter((r) => r.verdict === "refused" || r.verdict === "failed").map((r) => r.request),
      findings: serviceCheck.findings,
      unknowns: serviceCheck.unknowns,
    },
    account: {
      // Creates wait while the account holds products the plugin has no record of and no scan was decided.
      needs_scan: Boolean(accountCheck?.foreign) && !decided,
      foreign_products: accountCheck?.foreign ?? null,
      checked_at: accountCheck?.at ?? null,
      scan: scan ? { id: scan.id, state: scan.state, plan: scan.plan } : null,
      // A53: per product once the service refused the ProductVariations feed on this connection (a scan or the service check learned it).
      scan_variation_reading: scanVariationReading,
    },
  }
  res.json({ health })
}
