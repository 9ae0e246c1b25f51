import type { ExchangeClient } from "../../../client"
import type { SalesOrder } from "../../../client/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { PollFound, PollStop } from "../utils/order-batch"
import { isNews, PolledOrder } from "../utils/poll-news"
import type { SalesOrderChange } from "./sales-order-task"
import { changesSince } from "./take-over-payment"

/** Unfinished ledger rows looked at per poll, oldest first: their orders are queued again. */
const UNFINISHED_PER_POLL = 50

/**
 * A poll's bounds: a feed that never ends (a service paging forever) must not hold a worker or
 * grow memory; whatever is left comes with the next poll, and the cursor stays where it was.
 */
export const DEFAULT_IMPORT_LIMITS = { maxPages: 20, budgetMs: 3 * 60 * 1000 }

/** What one poll found and queued (one task per order), and how far it read the feed. */
export interface OrderWork extends PollFound {
  /** Orders of the feed that are news: new ones, unfinished ones and changed ones of the store's. */
  fetched: number
  /** Orders queued: those, and unfinished ledger rows the feed no longer shows (ForeignOrderId written, row not finished). */
  queued: number
  /** The cursor of changes after this poll: the newest MarketplaceModificationDate shown when the changes were read to their end. */
  newest: Date | null
  /** Why the poll read no further page (the rest comes with the next poll), or null. */
  stopped: PollStop
  /** Unfinished ledger rows whose last import failed: the health view says so. */
  failing: number
}

/** Queues a page's news: the orders, and per imported order the marketplace's change to take over. */
export type QueueOrders = (remoteOrderIds: string[], changes: Map<string, SalesOrderChange>) => Promise<void>

/**
 * Spec 4.2 rule 4 in one light request per page of the account's feed (`client` is its own) (A29, no `$expand`): orders without
 * ForeignOrderId, or changed since the cursor less its overlap. An order is news when it has no
 * ForeignOrderId and the ledger has not finished or parked it, or when the store imported it and
 * the marketplace changed it since what the ledger took over (utils/poll-news.ts). An order with a
 * ForeignOrderId the ledger does not know is another system's: never queued. Each page's news is
 * queued before the next page is read, so a feed that breaks off keeps what it showed.
 */
export async function findOrderWork(
  service: MarketplaceExchangeModuleService,
  accountId: string,
  client: ExchangeClient,
  cursor: Date | null,
  queue: QueueOrders,
  bounds: { signal?: AbortSignal; maxPages?: number; budgetMs?: number; placedSince?: Date | null } = {}
): Promise<OrderWork> {
  const maxPages = bounds.maxPages ?? DEFAULT_IMPORT_LIMITS.maxPages
  const deadline = Date.now() + (bounds.budgetMs ?? DEFAULT_IMPORT_LIMITS.budgetMs)
  const work: OrderWork = { fetched: 0, queued: 0, newest: cursor, stopped: null, failing: 0 }
  const queued = new Set<string>()
  const queueNew = async (ids: string[], changes: Map<string, SalesOrderChange> = new Map()) => {
    const fresh = ids.filter((id) => !queued.has(id))
    fresh.forEach((id) => queued.add(id))
    if (fresh.length) await queue(fresh, changes)
  }
  /** One feed read page by page within the bounds, each page's news queued; answers why it stopped early, or null at its end. */
  const readFeed = async (feed: AsyncIterable<SalesOrder[]>): Promise<OrderWork["stopped"]> => {
    let pages = 0
    for await (const page of feed) {
      const rows = new Map(
        (
          await service.ledgerRowsOf(
            accountId,
            page.map((o) => String(o.Id))
          )
        ).map((r) => [r.remote_order_id, r])
      )
      const news: string[] = []
      const changes = new Map<string, SalesOrderChange>()
      for (const order of page) {
        const id = String(order.Id)
        const row = rows.get(id)
        const modified = order.MarketplaceModificationDate ?? null
        if (modified && (!newest || modified > newest)) newest = modified
        if (
          queued.has(id) ||
          news.includes(id) ||
          (order.ForeignOrderId && !row) ||
          !isNews(order as PolledOrder, row, cursor, bounds.placedSince ?? null)
        )
          continue
        news.push(id)
        if (order.ForeignOrderId && modified) changes.set(id, { modified: modified.toISOString() })
      }
      work.fetched += news.length
      await queueNew(news, changes)
      pages++
      const stopped = bounds.signal?.aborted
        ? "lease_lost"
        : pages >= maxPages
          ? "page_limit"
          : Date.now() > deadline
            ? "time_budget"
            : null
      if (stopped) return stopped
    }
    return null
  }
  const since = changesSince(cursor)
  let newest = cursor
  work.stopped = await readFeed(client.salesOrders.newOrChangedPages(since))
  // Orders waiting for the merchant (parked, no ForeignOrderId) stay in the joined feed and can fill its
  // pages: the changes then get a feed of their own (spec 4.2 rule 4's second form), so none waits behind them.
  const changesStopped = work.stopped === "page_limit" ? await readFeed(client.salesOrders.changedSincePages(since)) : work.stopped
  // The cursor moves only over a changes feed read to its end: every change before it is queued.
  work.newest = changesStopped ? cursor : newest
  const unfinished = await service.listOrderImports(
    { account_id: accountId, state: ["claimed", "created"] },
    { select: ["remote_order_id", "last_error"], take: UNFINISHED_PER_POLL, order: { updated_at: "ASC" } }
  )
  work.failing = unfinished.filter((row) => row.last_error).length
  await queueNew(unfinished.map((row) => row.remote_order_id))
  work.queued = queued.size
  return work
}
