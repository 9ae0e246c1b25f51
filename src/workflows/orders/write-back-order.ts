import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import type { OrderWriteBackState } from "../../modules/marketplace-exchange/lib/order-ledger"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import { classifyFailure, SyncNotConfiguredError } from "../shared/classify-failure"
import { ORDER_METADATA_KEYS } from "../shared/metadata-keys"
import { toMoney } from "../shared/money"
import { OrderFacts, planWriteBack, recordCall, WriteBackCall } from "../mappers/plan-write-back"

type OrderRow = {
  items?: Array<{ id: string; quantity: number | string; metadata?: Record<string, unknown> | null; detail?: { shipped_quantity?: number | string; delivered_quantity?: number | string } | null } | null>
  payment_collections?: Array<{ captured_amount?: number | string | null; payments?: Array<{ captured_at?: string | Date | null } | null> | null } | null>
  fulfillments?: Array<{ shipped_at?: string | Date | null; items?: Array<{ line_item_id?: string | null } | null> | null; labels?: Array<{ tracking_number?: string | null } | null> | null } | null>
}

/** Reads the order's captured payment, shipped quantities and tracking numbers. */
async function loadOrderFacts(container: MedusaContainer, orderId: string): Promise<OrderFacts | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      // The quantity of an order line lives on the line's order item (detail).
      "items.*",
      "items.detail.shipped_quantity",
      "items.detail.delivered_quantity",
      "payment_collections.captured_amount",
      "payment_collections.payments.captured_at",
      "fulfillments.shipped_at",
      "fulfillments.items.line_item_id",
      "fulfillments.labels.tracking_number",
    ],
    filters: { id: orderId },
  })
  const order = data[0] as OrderRow | undefined
  if (!order) return null
  const collections = (order.payment_collections ?? []).filter(Boolean)
  const captured = collections.reduce((sum, c) => sum + Number(c!.captured_amount ?? 0), 0)
  const capturedDates = collections.flatMap((c) => (c!.payments ?? []).map((p) => p?.captured_at)).filter(Boolean).map((d) => new Date(d!))
  const shipped = (order.fulfillments ?? []).filter((f) => f?.shipped_at)
  return {
    paidAmount: captured > 0 ? toMoney(captured.toFixed(2)) : null,
    paidAt: capturedDates.length ? new Date(Math.max(...capturedDates.map((d) => d.getTime()))) : null,
    items: (order.items ?? [])
      .filter((item): item is NonNullable<typeof item> => Boolean(item?.metadata?.[ORDER_METADATA_KEYS.remoteItemId]))
      .map((item) => ({
        remoteItemId: String(item.metadata![ORDER_METADATA_KEYS.remoteItemId]),
        quantity: Number(item.quantity),
        shippedQuantity: Number(item.detail?.shipped_quantity ?? 0),
        deliveredQuantity: Number(item.detail?.delivered_quantity ?? 0),
        trackingNumbers: shipped
          .filter((f) => (f!.items ?? []).some((i) => i?.line_item_id === item.id))
          .flatMap((f) => (f!.labels ?? []).map((l) => l?.tracking_number ?? ""))
          .filter(Boolean),
      })),
  }
}

/**
 * Brings the service up to what Medusa knows of one imported order: payment, item and order
 * shipping status, tracking numbers. Each call is recorded as it succeeds, so a failure part
 * way (the service down) leaves the task to retry exactly the rest. Orders the plugin did not
 * import are none of its business.
 */
export async function writeBackOrder(container: MedusaContainer, orderId: string): Promise<{ calls: number }> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  // Facts first, then what was sent: a payment taken over from the marketplace is recorded
  // before it is captured, so it is seen here whenever its capture is.
  const facts = await loadOrderFacts(container, orderId)
  if (!facts) return { calls: 0 }
  const [row] = await service.listOrderImports({ medusa_order_id: orderId }, { take: 1 })
  if (!row) return { calls: 0 }
  const client = await service.getExchangeClient()
  if (!client) throw new SyncNotConfiguredError()

  let sent = (row.writeback ?? {}) as OrderWriteBackState
  const calls = planWriteBack(facts, sent)
  for (const call of calls) {
    try {
      await send(client, row.remote_order_id, call)
    } catch (error) {
      // A value the service refuses for good must not hold back the calls after it.
      if (classifyFailure(error) !== "refused") throw error
      const message = (error as Error).message
      sent = { ...sent, rejected: { ...(sent.rejected ?? {}), [callKey(call)]: message } }
      container.resolve("logger").error(`marketplace-exchange: the service refused ${callKey(call)} of marketplace order ${row.remote_order_id}: ${message}`)
    }
    sent = recordCall(sent, call)
    await service.mergeOrderWriteBack(row.id, changedKeys(sent, call))
  }
  return { calls: calls.length }
}

function callKey(call: WriteBackCall): string {
  return call.target === "order" ? `order.${call.property}` : `item ${call.itemId}.${call.property}`
}

/** The keys of the sent state a call changed, merged into the ledger without touching the others. */
function changedKeys(sent: OrderWriteBackState, call: WriteBackCall): OrderWriteBackState {
  const keys: OrderWriteBackState = sent.rejected ? { rejected: sent.rejected } : {}
  if (call.target === "item") return { ...keys, items: sent.items }
  if (call.property === "ShippingStatus") return { ...keys, order_status: sent.order_status }
  if (call.property === "PaidAmount") return { ...keys, paid: true }
  return keys
}

async function send(client: NonNullable<Awaited<ReturnType<MarketplaceExchangeModuleService["getExchangeClient"]>>>, remoteOrderId: string, call: WriteBackCall) {
  if (call.target === "order") return client.salesOrders.updateProperty(remoteOrderId, call.property, call.value as never)
  if (call.property === "TrackingNumbers") return client.salesOrderItems.updateTracking(call.itemId, call.value.split(";"))
  return client.salesOrderItems.updateShippingStatus(call.itemId, call.value)
}
