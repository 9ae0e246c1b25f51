import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { SalesOrder } from "../../../client/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import { closeGoneOrders } from "../../shared/close-gone-orders"
import { isOrderGone } from "../../shared/gone-orders"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { ImportRunState, SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import type { OrderImportOutcome } from "../steps/create-or-park-order"
import { applyMarketplaceChanges } from "./apply-marketplace-changes"
import { noteImportFailed, noteImportWorked } from "./import-health"
import { importOneOrder } from "./import-one-order"
import { loadOrderImportContext } from "./import-targets"
import { variantLookupFor } from "./variant-lookup"

export interface OrderImportSummary {
  fetched: number
  created: number
  resumed: number
  parked: number
  skipped: number
  failed: number
  /** Changes taken over from orders imported earlier (payment on the marketplace). */
  changed: number
  /** Unfinished ledger rows whose order the service no longer holds (404): closed, not asked again (issue 29). */
  closed: number
  /** Why the run stopped before the end of the feed (the rest comes with the next run), or null. */
  stopped: "page_limit" | "time_budget" | "lease_lost" | null
}

/**
 * Orders imported at once. Creating an order is CPU work in Medusa (measured: on 2 cores, 4 at
 * once was slower than 1); 2 keeps one waiting on the database while the other computes.
 */
export const DEFAULT_IMPORT_CONCURRENCY = 2
/** Unfinished ledger rows looked at per run, oldest first. */
const UNFINISHED_PER_RUN = 50

export interface OrderImportOptions {
  /** Orders imported at once; each is one Medusa workflow. */
  concurrency?: number
  /** Feed pages one run reads at most (the rest waits for the next run): default 20. */
  maxPages?: number
  /** Time after which a run reads no further page: default 3 minutes. */
  budgetMs?: number
  /** Aborted when the poll's task was taken over by another claim: no further page is read. */
  signal?: AbortSignal
  /** The settings and run state the poll read (issue 28): not read again. Read here when not given. */
  settings?: SettingsSnapshot
  run?: ImportRunState
}

/**
 * A run's bounds: a feed that never ends (a service paging forever) must not hold a worker, fill
 * the ledger or grow memory; whatever is left comes with the next run, a minute later.
 */
export const DEFAULT_IMPORT_LIMITS = { maxPages: 20, budgetMs: 3 * 60 * 1000 }

async function eachWithConcurrency<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await run(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
}

/**
 * One import run, not joined with others: what each Medusa instance does. Exported for tests
 * that play two instances at once; everything else goes through importMarketplaceOrders.
 */
export async function runOrderImport(container: MedusaContainer, options: OrderImportOptions = {}): Promise<OrderImportSummary> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const startedAt = new Date()
  const summary: OrderImportSummary = {
    fetched: 0,
    created: 0,
    resumed: 0,
    parked: 0,
    skipped: 0,
    failed: 0,
    changed: 0,
    closed: 0,
    stopped: null,
  }
  const maxPages = options.maxPages ?? DEFAULT_IMPORT_LIMITS.maxPages
  const deadline = Date.now() + (options.budgetMs ?? DEFAULT_IMPORT_LIMITS.budgetMs)
  let { settings, run } = options
  try {
    settings ??= await service.getSettings()
    run ??= await service.getImportRunState()
    const ctx = await loadOrderImportContext(container, settings)
    const seen = new Set<string>()
    const importPage = async (page: SalesOrder[]) => {
      const lookup = await variantLookupFor(container, page)
      await eachWithConcurrency(page, options.concurrency ?? DEFAULT_IMPORT_CONCURRENCY, async (order) => {
        seen.add(order.Id)
        const outcome: OrderImportOutcome | "closed" = await importOneOrder(container, order, lookup, ctx)
        summary[outcome]++
      })
    }
    let pages = 0
    // Page by page: nothing of the feed is held beyond the page being imported.
    for await (const page of ctx.client.salesOrders.unimportedPages()) {
      summary.fetched += page.length
      await importPage(page)
      pages++
      summary.stopped = options.signal?.aborted
        ? "lease_lost"
        : pages >= maxPages
          ? "page_limit"
          : Date.now() > deadline
            ? "time_budget"
            : null
      if (summary.stopped) break
    }
    if (summary.stopped)
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .info(`marketplace-exchange: order import stopped after ${pages} page(s) (${summary.stopped}); the rest comes with the next run`)
    // Rows left unfinished whose order is no longer in the unimported feed (its ForeignOrderId
    // was written but not recorded, say) are fetched one by one and finished.
    const unfinished = await service.listOrderImports(
      { state: ["claimed", "created"] },
      { take: UNFINISHED_PER_RUN, order: { updated_at: "ASC" } }
    )
    const stragglers: SalesOrder[] = []
    for (const row of unfinished.filter((r) => !seen.has(r.remote_order_id))) {
      try {
        stragglers.push(await ctx.client.salesOrders.get(row.remote_order_id))
      } catch (error) {
        // Issue 29: an order the service no longer holds (its sales orders emptied) is closed, never asked again.
        if (isOrderGone(error, row.remote_order_id, { onlyOrderCalls: true })) {
          summary.closed += await closeGoneOrders(container, [row.remote_order_id])
          continue
        }
        summary.failed++
        container
          .resolve(ContainerRegistrationKeys.LOGGER)
          .warn(`marketplace-exchange: unfinished marketplace order ${row.remote_order_id} could not be read: ${(error as Error).message}`)
      }
    }
    if (stragglers.length) await importPage(stragglers)

    const changes = await applyMarketplaceChanges(ctx, run.ordersChangedCursor)
    summary.changed = changes.applied
    const problems = [
      summary.failed ? `${summary.failed} order(s) failed and will be tried again.` : "",
      changes.failed ? `${changes.failed} change(s) from the marketplace could not be applied and will be read again.` : "",
    ].filter(Boolean)
    const lastImportError = problems.length ? problems.join(" ") : null
    await service.saveImportRunState({ lastImportAt: startedAt, lastImportError, failingSince: null })
    await noteImportWorked(container)
    return summary
  } catch (error) {
    await noteImportFailed(container, error, startedAt, { settings, run })
    throw error
  }
}

/** Keyed by the module service, the one object every request scope and job of an instance shares. */
const running = new WeakMap<object, { run: Promise<OrderImportSummary>; since: Date }>()

/**
 * One import run: every unimported order, page by page, then the marketplace's changes. A run
 * already going in this instance is joined, not doubled; other instances are kept apart by
 * the ledger's claims.
 */
export function importMarketplaceOrders(container: MedusaContainer, options: OrderImportOptions = {}): Promise<OrderImportSummary> {
  const key = container.resolve(MARKETPLACE_EXCHANGE_MODULE) as object
  const current = running.get(key)
  if (current) return current.run
  const run = runOrderImport(container, options).finally(() => running.delete(key))
  running.set(key, { run, since: new Date() })
  return run
}
