import { createReservationsWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_METADATA_KEYS } from "../../shared/metadata-keys"
import { planOrderReservationsStep } from "./plan-order-reservations"

export const reserveMarketplaceOrderStockWorkflowId = "marketplace-exchange-reserve-order-stock"

/** Reserves a marketplace order's stock at the channel's locations (planned in utils/plan-reservations.ts). */
export const reserveMarketplaceOrderStockWorkflow = createWorkflow(
  reserveMarketplaceOrderStockWorkflowId,
  (input: { order_id: string; sales_channel_id: string }) => {
    const reservations = planOrderReservationsStep(input)
    when({ reservations }, ({ reservations }) => reservations.length > 0).then(() => {
      // Marked as the import's: a second reservation of the same line (Medusa's own draft conversion) is then told apart.
      const marked = transform({ reservations }, ({ reservations }) =>
        reservations.map((r) => ({ ...r, metadata: { [ORDER_METADATA_KEYS.importReservation]: true } }))
      )
      createReservationsWorkflow.runAsStep({ input: { reservations: marked } })
    })
    return new WorkflowResponse(reservations)
  }
)
