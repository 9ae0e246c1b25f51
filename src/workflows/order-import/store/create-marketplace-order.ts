import {
  createOrderPaymentCollectionWorkflow,
  createOrderWorkflow,
  emitEventStep,
  markPaymentCollectionAsPaid,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { ImportedOrder } from "../utils/map-sales-order"
import { ORDER_METADATA_KEYS } from "../../shared/metadata-keys"
import { reserveMarketplaceOrderStockWorkflow } from "./reserve-marketplace-order-stock"

export const createMarketplaceOrderWorkflowId = "marketplace-exchange-create-marketplace-order"
export const MARKETPLACE_ORDER_IMPORTED_EVENT = "marketplace-exchange.order.imported"

export interface CreateMarketplaceOrderInput {
  /** The account the order came from: marked on the order, beside its remote id (unique only within the account). */
  account_id: string
  remote_order_id: string
  order: ImportedOrder
  region_id: string
  sales_channel_id: string
  shipping_option: { id: string; name: string }
  /** Import only paid orders: an unpaid one is a draft order (out of the orders list) whose stock is reserved all the same. */
  as_draft?: boolean
}

/** ImportedOrder -> createOrderWorkflow input: gross prices, the marketplace's shipping cost, no store e-mails. */
export function toCreateOrderInput({ input }: { input: CreateMarketplaceOrderInput }) {
  const { order } = input
  return {
    region_id: input.region_id,
    sales_channel_id: input.sales_channel_id,
    email: order.email,
    currency_code: order.currency_code,
    // A draft as Medusa's own draft orders are (POST /admin/draft-orders): it becomes an order when paid.
    ...(input.as_draft ? { status: "draft", is_draft_order: true } : { status: "pending" }),
    // The marketplace tells its buyer; the store's own order e-mails would be a second voice.
    no_notification: true,
    shipping_address: order.shipping_address,
    billing_address: order.billing_address,
    items: order.items.map((item) => ({
      variant_id: item.variant_id,
      quantity: item.quantity,
      title: item.title,
      unit_price: Number(item.unit_price),
      is_tax_inclusive: true,
      metadata: { [ORDER_METADATA_KEYS.remoteItemId]: item.remote_item_id },
    })),
    shipping_methods: [
      {
        name: input.shipping_option.name,
        shipping_option_id: input.shipping_option.id,
        amount: Number(order.shipping_cost),
        is_tax_inclusive: true,
      },
    ],
    metadata: {
      [ORDER_METADATA_KEYS.remoteOrderId]: input.remote_order_id,
      [ORDER_METADATA_KEYS.accountId]: input.account_id,
      [ORDER_METADATA_KEYS.platformOrderId]: order.platform_order_id,
    },
  }
}

/**
 * One marketplace order -> one Medusa order (a draft while unpaid when the merchant imports only
 * paid orders), with its stock reserved and a payment collection (marked paid when the
 * marketplace says the buyer paid). Every part is compensated if a
 * later one fails, so an order is created whole or not at all.
 */
export const createMarketplaceOrderWorkflow = createWorkflow(createMarketplaceOrderWorkflowId, (input: CreateMarketplaceOrderInput) => {
  const order = createOrderWorkflow.runAsStep({ input: transform({ input }, toCreateOrderInput) })

  reserveMarketplaceOrderStockWorkflow.runAsStep({
    input: transform({ order, input }, ({ order, input }) => ({ order_id: order.id, sales_channel_id: input.sales_channel_id })),
  })

  const { data: created } = useQueryGraphStep({
    entity: "order",
    fields: ["id", "display_id", "total"],
    filters: { id: order.id },
    options: { isList: false },
  }).config({ name: "marketplace-exchange-created-order" })

  const collections = createOrderPaymentCollectionWorkflow.runAsStep({
    input: transform({ created }, ({ created }) => ({ order_id: created.id, amount: Number(created.total) })),
  })
  when({ input }, ({ input }) => input.order.paid).then(() => {
    markPaymentCollectionAsPaid.runAsStep({
      input: transform({ collections, created }, ({ collections, created }) => ({
        order_id: created.id,
        payment_collection_id: collections[0].id,
      })),
    })
  })

  const result = transform({ created, input }, ({ created, input }) => ({
    id: created.id as string,
    display_id: String(created.display_id),
    remote_order_id: input.remote_order_id,
  }))
  emitEventStep({ eventName: MARKETPLACE_ORDER_IMPORTED_EVENT, data: result })
  return new WorkflowResponse(result)
})
