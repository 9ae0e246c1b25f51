import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { enqueueProductSyncStep } from "../steps/enqueue-product-sync"
import { markListingsEndedStep } from "../steps/mark-listings-ended"

export const endListingsWorkflowId = "marketplace-exchange-end-listings"

/**
 * End listing (stock 0), or Relist: the products stay in Medusa and in the channel, but the
 * stock lane sends 0 for each of them (spec 4.3 ReviseInventoryStatus) until they are relisted,
 * when it sends their stock again. Queued ahead of background work: stock goes first.
 */
export const endListingsWorkflow = createWorkflow(
  endListingsWorkflowId,
  (input: { accountId: string; productIds: string[]; batchId: string; ended: boolean }) => {
    const { changed } = markListingsEndedStep(input)
    const enqueue = transform({ input }, ({ input }) => ({
      accountId: input.accountId,
      productIds: input.productIds,
      batchId: input.batchId,
    }))
    const { queued } = enqueueProductSyncStep(enqueue)
    return new WorkflowResponse({ changed, queued })
  }
)
