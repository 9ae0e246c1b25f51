import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkProductRetryStep } from "../steps/check-product-retry"
import { clearProductRefusalsStep } from "../steps/clear-product-refusals"
import { closeRefusalAlertsStep } from "../steps/close-refusal-alerts"
import { enqueueProductSyncStep } from "../steps/enqueue-product-sync"

export const retryProductSyncWorkflowId = "marketplace-exchange-retry-product-sync"

/**
 * Sync now, or Retry: checks the product as it is now and, when a sync can send anything,
 * forgets what the service refused for it and queues its sync, so every held-back write is
 * sent again. Otherwise nothing is queued and the verdict says why (outside the channel, a
 * draft, problems to fix first). An unknown product is a 404.
 */
export const retryProductSyncWorkflow = createWorkflow(retryProductSyncWorkflowId, (input: { accountId: string; productId: string }) => {
  useQueryGraphStep({ entity: "product", fields: ["id"], filters: { id: input.productId }, options: { throwIfKeyNotFound: true } })
  const verdict = checkProductRetryStep(input)
  const queued = when("marketplace-exchange-queue-product-retry", { verdict }, ({ verdict }) => verdict.action === "queue").then(() => {
    const cleared = clearProductRefusalsStep(input)
    const products = transform({ input }, ({ input }) => ({ accountId: input.accountId, productIds: [input.productId] }))
    enqueueProductSyncStep(products)
    closeRefusalAlertsStep(products)
    return cleared
  })
  return new WorkflowResponse({ verdict, cleared: queued })
})
