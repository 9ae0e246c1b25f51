import { createReservationsWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { planOrderReservationsStep } from "../steps/plan-order-reservations"

export const reserveMarketplaceOrderStockWorkflowId = "marketplace-exchange-reserve-order-stock"

/** Reserves a marketplace order's stock at the channel's locations (planned in utils/plan-reservations.ts). */
export const reserveMarketplaceOrderStockWorkflow = createWorkflow(
  reserveMarketplaceOrderStockWorkflowId,
  (input: { order_id: string; sales_channel_id: string }) => {
    const reservations = planOrderReservationsStep(input)
    when({ reservations }, ({ reservations }) => reservations.length > 0).then(() => {
      createReservationsWorkflow.runAsStep({ input: { reservations } })
    })
    return new WorkflowResponse(reservations)
  }
)
