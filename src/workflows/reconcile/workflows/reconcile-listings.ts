import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findDuplicateListingsStep } from "../steps/find-duplicate-listings"
import { recordReconciliationStep } from "../steps/record-reconciliation"
import { settleListingsStep } from "../steps/settle-listings"

export const reconcileListingsWorkflowId = "marketplace-exchange-reconcile-listings"

/**
 * Finds the service's products under our ForeignIds that the plugin does not know (a create
 * whose record was lost), keeps one per Medusa product, deletes or ends the others, and says
 * what it did.
 */
export const reconcileListingsWorkflow = createWorkflow(reconcileListingsWorkflowId, () => {
  const found = findDuplicateListingsStep({})
  const report = settleListingsStep(found)
  return new WorkflowResponse(recordReconciliationStep(report))
})
