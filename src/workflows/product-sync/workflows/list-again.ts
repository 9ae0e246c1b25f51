import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { enqueueProductSyncStep } from "../steps/enqueue-product-sync"
import { forgetGoneProductStep } from "../steps/forget-gone-product"

export const listAgainWorkflowId = "marketplace-exchange-list-again"

/**
 * List again: a product the service no longer holds (A50) is marked `gone_at_service` and gets
 * nothing; when the merchant asks (after ending its old eBay listing, which may still be live,
 * A38), its record is forgotten and its sync queued, which creates it anew at the service.
 * 404 for an unknown product; 409 when the service still holds it as far as the plugin knows.
 */
export const listAgainWorkflow = createWorkflow(listAgainWorkflowId, (input: { accountId: string; productId: string }) => {
  forgetGoneProductStep(input)
  const products = transform({ input }, ({ input }) => ({ accountId: input.accountId, productIds: [input.productId] }))
  const { queued } = enqueueProductSyncStep(products)
  return new WorkflowResponse({ queued })
})
