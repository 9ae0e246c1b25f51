import { convertDraftOrderStep, emitEventStep, markPaymentCollectionAsPaid } from "@medusajs/medusa/core-flows"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"

export const convertPaidMarketplaceDraftWorkflowId = "marketplace-exchange-convert-paid-marketplace-draft"

export interface ConvertPaidMarketplaceDraftInput {
  order_id: string
  /** The open payment collection to mark paid; null when a resumed import marked it already. */
  payment_collection_id: string | null
}

/**
 * "Import only paid orders": the marketplace reports the payment of an order imported as a
 * draft, so it becomes an order (Medusa's own conversion step, and `order.placed` as Medusa's
 * conversion emits it) and its payment is marked paid. Its reservations were made at import and
 * stay, so this does not reserve again as Medusa's convertDraftOrderWorkflow would. A failed
 * step turns the order back into the draft.
 */
export const convertPaidMarketplaceDraftWorkflow = createWorkflow(
  convertPaidMarketplaceDraftWorkflowId,
  (input: ConvertPaidMarketplaceDraftInput) => {
    const order = convertDraftOrderStep({ id: input.order_id })
    when("marketplace-exchange-draft-payment-open", { input }, ({ input }) => Boolean(input.payment_collection_id)).then(() => {
      markPaymentCollectionAsPaid.runAsStep({
        input: transform({ input }, ({ input }) => ({ order_id: input.order_id, payment_collection_id: input.payment_collection_id! })),
      })
    })
    emitEventStep({ eventName: OrderWorkflowEvents.PLACED, data: transform({ order }, ({ order }) => ({ id: order.id })) })
    return new WorkflowResponse(transform({ order }, ({ order }) => ({ id: order.id as string })))
  }
)
