import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import { applyMarketplaceChanges } from "./apply-marketplace-changes"
import { importOrder, OrderImportOutcome } from "./import-order"
import { loadOrderImportContext } from "./order-import-context"
import { loadRemoteIdIndex, variantLookupFor } from "./variant-lookup"

export interface OrderImportSummary {
  fetched: number
  created: number
  resumed: number
  parked: number
  skipped: number
  failed: number
  /** Changes taken over from orders imported earlier (payment on the marketplace). */
  changed: number
}

/**
 * Orders imported at once. Creating an order is CPU work in Medusa (measured: on 2 cores, 4 at
 * once was slower than 1); 2 keeps one waiting on the database while the other computes.
 */
export const DEFAULT_IMPORT_CONCURRENCY = 2

export interface OrderImportOptions {
  /** Orders imported at once; each is one Medusa workflow. */
  concurrency?: number
}

async function eachWithConcurrency<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await run(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
}

async function runImport(container: MedusaContainer, options: OrderImportOptions): Promise<OrderImportSummary> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const startedAt = new Date()
  const summary: OrderImportSummary = { fetched: 0, created: 0, resumed: 0, parked: 0, skipped: 0, failed: 0, changed: 0 }
  try {
    const ctx = await loadOrderImportContext(container)
    const index = await loadRemoteIdIndex(container)
    for await (const page of ctx.client.salesOrders.unimportedPages()) {
      summary.fetched += page.length
      const lookup = await variantLookupFor(container, index, page)
      await eachWithConcurrency(page, options.concurrency ?? DEFAULT_IMPORT_CONCURRENCY, async (order) => {
        const outcome: OrderImportOutcome = await importOrder(ctx, order, lookup)
        summary[outcome]++
      })
    }
    summary.changed = (await applyMarketplaceChanges(ctx)).applied
    await service.saveImportRunState({ lastImportAt: startedAt, lastImportError: summary.failed ? `${summary.failed} order(s) failed and will be tried again.` : null })
    return summary
  } catch (error) {
    await service.saveImportRunState({ lastImportError: (error as Error).message })
    throw error
  }
}

const running = new WeakMap<object, Promise<OrderImportSummary>>()

/**
 * One import run: every unimported order, page by page, then the marketplace's changes. A run
 * already going in this instance is joined, not doubled; other instances are kept apart by
 * the ledger's claims.
 */
export function importMarketplaceOrders(container: MedusaContainer, options: OrderImportOptions = {}): Promise<OrderImportSummary> {
  const current = running.get(container)
  if (current) return current
  const run = runImport(container, options).finally(() => running.delete(container))
  running.set(container, run)
  return run
}
