import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { enqueueProductSyncStep } from "../steps/enqueue-product-sync"

export const syncListingsWorkflowId = "marketplace-exchange-sync-listings"

export interface ListingsInput {
  /** The account whose listings these are (the grid shows one account's). */
  accountId: string
  productIds: string[]
  /** The batch the grid follows with GET /sync?batch_id=. */
  batchId: string
  /** A whole filter's products wait behind store events (stock and price first); a selection does not. */
  background?: boolean
}

/** Sync now, from the listings grid: queues a sync of each product (one already waiting is coalesced). */
export const syncListingsWorkflow = createWorkflow(syncListingsWorkflowId, (input: ListingsInput) => {
  const queued = enqueueProductSyncStep(input)
  return new WorkflowResponse(queued)
})
