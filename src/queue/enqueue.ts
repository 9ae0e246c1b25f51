import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../modules/marketplace-exchange/service"
import type { OrderWriteBackState } from "../modules/marketplace-exchange/types"
import { scheduleDrain } from "./drain"

/** Nothing was queued: a write that answers false, 0, null or an empty list wakes nothing. */
const queuedNothing = (answer: unknown) =>
  answer === false || answer === 0 || answer === null || (Array.isArray(answer) && answer.length === 0)

/**
 * Queues work and wakes the runner: work reaches the queue through here, so no caller has to
 * remember the drain. `write` is the module's enqueue (coalesced, set-based) and its answer is
 * answered back; `delayMs` lets a burst of events coalesce into one task before the drain claims.
 */
export async function enqueue<T>(
  container: MedusaContainer,
  write: (service: MarketplaceExchangeModuleService) => Promise<T>,
  options: { delayMs?: number } = {}
): Promise<T> {
  const queued = await write(container.resolve(MARKETPLACE_EXCHANGE_MODULE))
  if (!queuedNothing(queued)) scheduleDrain(container, options.delayMs ?? 0)
  return queued
}

/** Event payloads carry `{ id }`, sometimes a list of them. */
export function idsOf(data: unknown): string[] {
  const items = Array.isArray(data) ? data : [data]
  return items.flatMap((item) => {
    if (typeof item === "string") return [item]
    const id = (item as { id?: unknown } | null)?.id
    return Array.isArray(id) ? id.map(String) : id ? [String(id)] : []
  })
}

/**
 * Adds (coalesced) tasks for these products and starts a drain: all a subscriber does. A store
 * event is every account's (one stock pool: a sale through one account changes what the others
 * offer), so each account that syncs gets a task per product, which finds whether the product is
 * in its channel; `accountId`: that account's alone (its own sales made its stock stale).
 */
export async function enqueueProducts(
  container: MedusaContainer,
  productIds: string[],
  options: { accountId?: string } = {}
): Promise<void> {
  const ids = [...new Set(productIds.filter(Boolean))]
  if (!ids.length) return
  await enqueue(
    container,
    async (service) => {
      const accounts = options.accountId ? [options.accountId] : await service.accountIdsForWork()
      for (const accountId of accounts) await service.enqueueProductSync(accountId, ids)
    },
    { delayMs: 250 }
  )
}

/** The variants (with their products) that use these inventory items: stock moved, so their sellable quantities did. */
export async function variantsOfInventoryItems(
  container: MedusaContainer,
  inventoryItemIds: string[]
): Promise<Array<{ id: string; product_id: string }>> {
  if (!inventoryItemIds.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "inventory_item",
    fields: ["id", "variants.id", "variants.product_id"],
    filters: { id: inventoryItemIds },
  })
  return data.flatMap((item: { variants?: Array<{ id?: string; product_id?: string | null } | null> | null }) =>
    (item.variants ?? []).flatMap((v) => (v?.id && v.product_id ? [{ id: v.id, product_id: v.product_id }] : []))
  )
}

/**
 * Queues a write-back for those of these Medusa orders the plugin imported, and starts a drain.
 * The task is keyed by the marketplace order (the service's SalesOrders id), as the ledger, the
 * activity log and the import are: one order id everywhere. An order whose import is under way
 * (its own payment, captured as it was created) is only marked: the import's task writes it
 * back as it completes, so a new order passes the queue once. `unlessPaid` (a capture): an order
 * the service was already told is paid has nothing more to be told of it, as an order the
 * marketplace reported paid and whose import captured that payment.
 */
export async function enqueueOrderWriteBack(
  container: MedusaContainer,
  orderIds: string[],
  options: { unlessPaid?: boolean } = {}
): Promise<void> {
  const ids = [...new Set(orderIds.filter(Boolean))]
  if (!ids.length) return
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const marked = new Set(await service.markOrderWriteBackDue(ids, options))
  const rest = ids.filter((id) => !marked.has(id))
  if (!rest.length) return
  const imported = await service.listOrderImports({ medusa_order_id: rest }, { select: ["account_id", "remote_order_id", "writeback"] })
  const told = (row: { writeback?: unknown }) => Boolean((row.writeback as OrderWriteBackState | null)?.paid)
  const due = options.unlessPaid ? imported.filter((row) => !told(row)) : imported
  if (!due.length) return
  // Each order goes back to the account it came from.
  await enqueue(
    container,
    async (queue) => {
      for (const accountId of new Set(due.map((row) => row.account_id)))
        await queue.enqueueSalesOrders(
          accountId,
          due.filter((row) => row.account_id === accountId).map((row) => row.remote_order_id)
        )
    },
    { delayMs: 250 }
  )
}
