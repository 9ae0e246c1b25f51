import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkProductsKnownStep } from "../steps/check-products-known"
import { enqueueProductSyncStep } from "../steps/enqueue-product-sync"

export const syncProductsWorkflowId = "marketplace-exchange-sync-products"

export interface SyncProductsInput {
  /** The account whose listings are synced. */
  accountId: string
  productIds: string[]
  /** The batch to follow with GET /sync?batch_id=. */
  batchId: string
}

/**
 * Sync of the products a caller names (POST /sync): all or nothing, an unknown id is a 404
 * naming it and queues none of the batch; otherwise each is queued (one already waiting is
 * coalesced) and the drain woken.
 */
export const syncProductsWorkflow = createWorkflow(syncProductsWorkflowId, (input: SyncProductsInput) => {
  checkProductsKnownStep(input)
  const queued = enqueueProductSyncStep(input)
  return new WorkflowResponse(queued)
})
