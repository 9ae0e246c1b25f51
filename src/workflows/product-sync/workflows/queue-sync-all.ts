import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { QueueChannelProductsInput, queueChannelProductsStep } from "../steps/queue-channel-products"

export const queueSyncAllWorkflowId = "marketplace-exchange-queue-sync-all"

/** A Sync all's task: queues every product of the marketplace's channel into the batch, from where it stopped. */
export const queueSyncAllWorkflow = createWorkflow(queueSyncAllWorkflowId, (input: QueueChannelProductsInput) => {
  return new WorkflowResponse(queueChannelProductsStep(input))
})
