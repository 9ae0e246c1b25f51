import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { enqueueProductSyncStep } from "../steps/enqueue-product-sync"
import { clearListingRefusalsStep } from "../steps/clear-listing-refusals"
import { closeRefusalAlertsStep } from "../steps/close-refusal-alerts"
import type { ListingsInput } from "./sync-listings"

export const retryListingsWorkflowId = "marketplace-exchange-retry-listings"

/**
 * Retry, from the listings grid: forgets what the service refused for each product and queues
 * its sync, so every held-back write is sent again (the sync itself decides what a product
 * outside the channel, a draft or one with problems gets).
 */
export const retryListingsWorkflow = createWorkflow(retryListingsWorkflowId, (input: ListingsInput) => {
  const { cleared } = clearListingRefusalsStep(input)
  const { queued } = enqueueProductSyncStep(input)
  closeRefusalAlertsStep(input)
  return new WorkflowResponse({ cleared, queued })
})
