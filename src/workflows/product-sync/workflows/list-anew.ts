import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { enqueueProductSyncStep } from "../steps/enqueue-product-sync"
import { markListAnewStep } from "../steps/mark-list-anew"
import type { ListAnewType } from "../utils/listed-type"

export const listAnewWorkflowId = "marketplace-exchange-list-anew"

/**
 * List anew as …: a listed product keeps its type whatever its variants would make it (A51), so
 * its eBay listing keeps its sales history and watchers; when the merchant asks, its next sync
 * ends that listing and replaces the product by one of the type its variants make (a new
 * listing, without that history). Refused (400) when there is no such type change to make.
 */
export const listAnewWorkflow = createWorkflow(listAnewWorkflowId, (input: { accountId: string; productId: string; as: ListAnewType }) => {
  markListAnewStep(input)
  const products = transform({ input }, ({ input }) => ({ accountId: input.accountId, productIds: [input.productId] }))
  const { queued } = enqueueProductSyncStep(products)
  return new WorkflowResponse({ queued })
})
