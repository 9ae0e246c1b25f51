import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { clearProductRefusalsStep } from "../steps/clear-product-refusals"
import { enqueueProductSyncStep } from "../steps/enqueue-product-sync"

export const retryProductSyncWorkflowId = "marketplace-exchange-retry-product-sync"

/**
 * Sync now, or Retry: forgets what the service refused for the product and queues its sync,
 * so every held-back write is sent again. An unknown product is a 404.
 */
export const retryProductSyncWorkflow = createWorkflow(retryProductSyncWorkflowId, (input: { productId: string }) => {
  useQueryGraphStep({ entity: "product", fields: ["id"], filters: { id: input.productId }, options: { throwIfKeyNotFound: true } })
  const cleared = clearProductRefusalsStep(input)
  const productIds = transform({ input }, ({ input }) => [input.productId])
  const queued = enqueueProductSyncStep({ productIds })
  return new WorkflowResponse({ cleared, queued })
})
