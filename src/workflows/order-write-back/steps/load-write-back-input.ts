import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type { OrderWriteBackState } from "../../../modules/marketplace-exchange/types"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import type { CarrierMap } from "../utils/carriers"
import { orderFactsOf, OrderRow } from "../utils/order-facts"
import type { OrderFacts } from "../utils/plan-write-back"

export const loadWriteBackInputStepId = "marketplace-exchange-load-write-back-input"

/** What the write-back reads of an order: totals, payments, shipped quantities, tracking and carriers. */
export const ORDER_FACT_FIELDS = [
  "id",
  "total",
  // The quantity of an order line lives on the line's order item (detail).
  "items.*",
  "items.detail.shipped_quantity",
  "payment_collections.captured_amount",
  "payment_collections.refunded_amount",
  "payment_collections.payments.captured_at",
  "fulfillments.shipped_at",
  "fulfillments.provider_id",
  "fulfillments.shipping_option_id",
  "fulfillments.shipping_option.name",
  "fulfillments.items.line_item_id",
  "fulfillments.labels.tracking_number",
]

/** The order's facts for write-back, or null when the order does not exist. */
export async function loadOrderFacts(container: MedusaContainer, orderId: string, carrierMap: CarrierMap) {
  return (await loadOrdersFacts(container, [orderId], carrierMap)).get(orderId) ?? null
}

/** The facts of several orders for write-back, by order id, in one read; an order that does not exist is left out. */
export async function loadOrdersFacts(container: MedusaContainer, orderIds: string[], carrierMap: CarrierMap) {
  const facts = new Map<string, ReturnType<typeof orderFactsOf>>()
  if (!orderIds.length) return facts
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FACT_FIELDS, filters: { id: orderIds } })
  for (const order of data as Array<OrderRow & { id: string }>) facts.set(order.id, orderFactsOf(order, carrierMap))
  return facts
}

export interface WriteBackInput {
  /** The account the order came from: everything goes back to it. */
  accountId: string
  ledgerId: string
  remoteOrderId: string
  facts: OrderFacts
  sent: OrderWriteBackState
  /** The order's account's settings as this task read them, once: the send builds that account's own client from them. */
  settings: SettingsSnapshot
}

/**
 * Reads an imported order's payment and shipping facts and what was already sent, by its marketplace
 * order (the service's SalesOrders id, as every order task is keyed); null for an order not
 * imported (yet), or whose ledger row is closed (the service no longer holds it: nothing is sent to it again).
 */
/**
 * The order to write back: the account it came from, its SalesOrders id there, and its Medusa
 * order as the ledger names it (null: not imported yet).
 */
export interface WriteBackTarget {
  accountId: string
  remoteOrderId: string
  orderId: string | null
}

export const loadWriteBackInputStep = createStep(
  loadWriteBackInputStepId,
  async ({ accountId, remoteOrderId, orderId }: WriteBackTarget, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    if (!orderId) return new StepResponse(null)
    // Facts first, then what was sent: a payment taken over from the marketplace is recorded
    // before it is captured, so it is seen here whenever its capture is.
    const settings = await service.getSettingsForTask(accountId)
    const loaded = await loadOrderFacts(container, orderId, settings.sync.carrier_map)
    if (!loaded) return new StepResponse(null)
    const [row] = await service.listOrderImports({ account_id: accountId, remote_order_id: remoteOrderId }, { take: 1 })
    if (!row || row.state === "closed" || row.medusa_order_id !== orderId) return new StepResponse(null)
    const input: WriteBackInput = {
      accountId,
      ledgerId: row.id,
      remoteOrderId: row.remote_order_id,
      facts: loaded.facts,
      sent: (row.writeback ?? {}) as OrderWriteBackState,
      settings,
    }
    return new StepResponse(input)
  }
)
