import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { loadProductForSyncStep } from "./steps/load-product-for-sync"
import { pushProductToExchangeStep } from "./steps/push-product-to-exchange"

export const syncProductToExchangeWorkflowId = "marketplace-exchange-sync-product"

/** Pushes one Medusa product to the exchange service (or removes it there), changes only. */
export const syncProductToExchangeWorkflow = createWorkflow(syncProductToExchangeWorkflowId, (input: { productId: string }) => {
  const loaded = loadProductForSyncStep(input)
  const pushInput = transform({ input, loaded }, ({ input, loaded }) => ({ productId: input.productId, loaded }))
  return new WorkflowResponse(pushProductToExchangeStep(pushInput))
})
