import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { QueueBatchProductsInput, queueBatchProductsStep } from "../steps/queue-batch-products"

export const queueSyncAllWorkflowId = "marketplace-exchange-queue-sync-all"

/** A Sync all's task: queues every product of the marketplace's channel into the batch, from where it stopped. */
export const queueSyncAllWorkflow = createWorkflow(queueSyncAllWorkflowId, (input: QueueBatchProductsInput) => {
  return new WorkflowResponse(queueBatchProductsStep(input))
})
