import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { planMoveInStep } from "../steps/plan-move-in"
import { readAccountProductsStep } from "../steps/read-account-products"
import { readAccountVariationsStep } from "../steps/read-account-variations"
import type { ScanPlace } from "../steps/scan-place"

export const scanAccountWorkflowId = "marketplace-exchange-scan-account"

/**
 * The move-in scan's task: reads the account's products, then its variations, page by
 * page, then matches them to the marketplace channel and writes the plan. It goes on from the
 * phase and page its task reached, so a crash or a taken-over task costs at most a page.
 */
export const scanAccountWorkflow = createWorkflow(scanAccountWorkflowId, (input: ScanPlace) => {
  const products = readAccountProductsStep(input)
  const variations = readAccountVariationsStep(products)
  return new WorkflowResponse(planMoveInStep(variations))
})
