import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import { scheduleDrain } from "./drain"

/** Event payloads carry `{ id }`, sometimes a list of them. */
export function idsOf(data: unknown): string[] {
  const items = Array.isArray(data) ? data : [data]
  return items.flatMap((item) => {
    if (typeof item === "string") return [item]
    const id = (item as { id?: unknown } | null)?.id
    return Array.isArray(id) ? id.map(String) : id ? [String(id)] : []
  })
}

/** Adds (coalesced) sync tasks for these products and starts a drain: all a subscriber does. */
export async function enqueueProducts(container: MedusaContainer, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds.filter(Boolean))]
  if (!ids.length) return
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  await service.enqueueProductSync(ids)
  scheduleDrain(container)
}

/** Ids read and queued per round by a whole-catalog enqueue: memory stays flat however large the catalog. */
export const ENQUEUE_PAGE = 1000

/** Queues every product the service holds as one batch, a page at a time; answers how many. */
export async function enqueueListedProducts(container: MedusaContainer, batchId: string): Promise<number> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  return enqueuePaged(container, batchId, async (skip) => {
    const rows = await service.listProductSyncStates(
      { remote_product_id: { $ne: null } },
      { select: ["product_id"], skip, take: ENQUEUE_PAGE, order: { product_id: "ASC" } }
    )
    return rows.map((row) => row.product_id)
  })
}

async function enqueuePaged(container: MedusaContainer, batchId: string, page: (skip: number) => Promise<string[]>): Promise<number> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  let queued = 0
  for (let skip = 0; ; skip += ENQUEUE_PAGE) {
    const ids = (await page(skip)).filter(Boolean)
    if (ids.length) await service.enqueueProductSync(ids, { batchId, background: true })
    queued += ids.length
    if (ids.length < ENQUEUE_PAGE) return queued
  }
}

/** Products of inventory items: stock moved, so their sellable quantities did. */
export async function productsOfInventoryItems(container: MedusaContainer, inventoryItemIds: string[]): Promise<string[]> {
  if (!inventoryItemIds.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "inventory_item", fields: ["id", "variants.product_id"], filters: { id: inventoryItemIds } })
  return data.flatMap((item: { variants?: Array<{ product_id?: string | null } | null> | null }) =>
    (item.variants ?? []).map((v) => v?.product_id).filter((id): id is string => Boolean(id))
  )
}

/** Queues a write-back for those of these orders the plugin imported, and starts a drain. */
export async function enqueueOrderWriteBack(container: MedusaContainer, orderIds: string[]): Promise<void> {
  const ids = [...new Set(orderIds.filter(Boolean))]
  if (!ids.length) return
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const imported = await service.listOrderImports({ medusa_order_id: ids }, { select: ["medusa_order_id"] })
  const marketplaceOrders = imported.map((row) => row.medusa_order_id).filter((id): id is string => Boolean(id))
  if (!marketplaceOrders.length) return
  await service.enqueueOrderWriteBack(marketplaceOrders)
  scheduleDrain(container)
}
