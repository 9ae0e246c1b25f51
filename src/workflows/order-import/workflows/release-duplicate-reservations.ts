import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { releaseDuplicateReservationsStep } from "../steps/release-duplicate-reservations"

export const releaseDuplicateReservationsWorkflowId = "marketplace-exchange-release-duplicate-reservations"

/**
 * A marketplace order was placed: when Medusa's own "Convert to order" reserved a draft's stock
 * a second time (the import's draft already held it), the second reservation goes, so the store
 * and the marketplace do not count the sale twice.
 */
export const releaseDuplicateReservationsWorkflow = createWorkflow(
  releaseDuplicateReservationsWorkflowId,
  (input: { order_id: string }) => {
    return new WorkflowResponse(releaseDuplicateReservationsStep(input))
  }
)
