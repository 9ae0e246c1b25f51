import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createOrderPaymentCollectionWorkflow, markPaymentCollectionAsPaid } from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import { convertPaidMarketplaceDraftWorkflow } from "./convert-paid-marketplace-draft"
import { reserveMarketplaceOrderStockWorkflow } from "./reserve-marketplace-order-stock"

/**
 * An order found by its metadata was created by a run that died, maybe part-way through the
 * import workflow (the in-memory workflow engine does not resume). What it may lack is added:
 * the stock reservations, the payment collection, the payment when the marketplace says paid
 * (and, for a draft, its conversion into an order).
 */
export async function completeFoundOrder(
  container: MedusaContainer,
  orderId: string,
  salesChannelId: string,
  paidOnMarketplace: boolean
): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "total", "is_draft_order", "items.id", "payment_collections.id", "payment_collections.status"],
    filters: { id: orderId },
  })
  const order = data[0] as
    | {
        total: number | string
        is_draft_order?: boolean
        items?: Array<{ id: string } | null>
        payment_collections?: Array<{ id: string; status: string } | null>
      }
    | undefined
  if (!order) return
  const lineIds = (order.items ?? []).filter(Boolean).map((item) => item!.id)
  const inventory = container.resolve(Modules.INVENTORY)
  const reserved = lineIds.length ? await inventory.listReservationItems({ line_item_id: lineIds }, { take: 1 }) : []
  if (lineIds.length && !reserved.length) {
    await reserveMarketplaceOrderStockWorkflow(container).run({ input: { order_id: orderId, sales_channel_id: salesChannelId } })
  }
  let collection = (order.payment_collections ?? []).find(Boolean) ?? null
  if (!collection) {
    const { result } = await createOrderPaymentCollectionWorkflow(container).run({
      input: { order_id: orderId, amount: Number(order.total) },
    })
    collection = { id: result[0].id, status: "not_paid" }
  }
  if (!paidOnMarketplace) return
  const open = collection.status === "not_paid" ? collection.id : null
  // A draft ("import only paid orders") the buyer has paid meanwhile becomes an order.
  if (order.is_draft_order)
    await convertPaidMarketplaceDraftWorkflow(container).run({ input: { order_id: orderId, payment_collection_id: open } })
  else if (open) await markPaymentCollectionAsPaid(container).run({ input: { order_id: orderId, payment_collection_id: open } })
}
