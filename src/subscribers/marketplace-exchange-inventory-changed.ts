import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { retryOrdersWaitingForStock } from "../workflows/order-import/run/retry-waiting-orders"
import { enqueueProducts, idsOf, variantsOfInventoryItems } from "../queue/enqueue"

/**
 * Stock levels or reservations moved: the sellable quantity of the variants using those
 * inventory items changed. One stock update fires both the workflow and the module event;
 * the queue coalesces them into one task per product. Marketplace orders waiting for that
 * stock are tried again: stock first, so the marketplace is right before they import.
 */
export default async function inventoryChanged({ event, container }: SubscriberArgs<unknown>) {
  const ids = idsOf(event.data)
  const entity = event.name.includes("reservation") ? "reservation_item" : "inventory_level"
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity, fields: ["id", "inventory_item_id"], filters: { id: ids }, withDeleted: true })
  const itemIds = data
    .map((row: { inventory_item_id?: string }) => row.inventory_item_id)
    .filter((id: string | undefined): id is string => Boolean(id))
  const variants = await variantsOfInventoryItems(container, itemIds)
  await enqueueProducts(container, [...new Set(variants.map((v) => v.product_id))])
  await retryOrdersWaitingForStock(
    container,
    variants.map((v) => v.id)
  )
}

/* eslint-disable @medusajs/prefer-workflow-event-over-module-event -- The marketplace must never sell what the store
   lacks: stock changed by a module call that runs no workflow (a reservation made inside another flow) must reach the
   marketplace too, so the module's own events are heard beside the workflow events. */
export const config: SubscriberConfig = {
  event: [
    "inventory-level.created",
    "inventory-level.updated",
    "inventory-level.deleted",
    "inventory.inventory-level.created",
    "inventory.inventory-level.updated",
    "inventory.inventory-level.deleted",
    "reservation-item.created",
    "reservation-item.updated",
    "reservation-item.deleted",
    "inventory.reservation-item.created",
    "inventory.reservation-item.updated",
    "inventory.reservation-item.deleted",
  ],
  context: { subscriberId: "marketplace-exchange-inventory-changed" },
}
/* eslint-enable @medusajs/prefer-workflow-event-over-module-event */
