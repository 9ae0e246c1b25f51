import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { catchUpChannelProductsStep, CatchUpInput } from "../steps/catch-up-channel-products"

export const catchUpChannelProductsWorkflowId = "marketplace-exchange-catch-up-channel-products"

/**
 * Brings the plugin's read model of the marketplace channel's products in step with Medusa's
 * channel: before the listings grid answers, and with the hourly reconciliation.
 */
export const catchUpChannelProductsWorkflow = createWorkflow(catchUpChannelProductsWorkflowId, (input: CatchUpInput) => {
  return new WorkflowResponse(catchUpChannelProductsStep(input))
})
