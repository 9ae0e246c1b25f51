import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { findDuplicateListingsStep } from "../steps/find-duplicate-listings"
import { recordReconciliationStep } from "../steps/record-reconciliation"
import { settleListingsStep } from "../steps/settle-listings"

export const reconcileListingsWorkflowId = "marketplace-exchange-reconcile-listings"

/**
 * Finds the service's products under our ForeignIds that the plugin does not know (a create
 * whose record was lost), keeps one per Medusa product, deletes or ends the others, and says
 * what it did. `settings`: the account's, as the job or route read them, once; the client and
 * the listings compared are that account's.
 */
export const reconcileListingsWorkflow = createWorkflow(reconcileListingsWorkflowId, (input: { settings: SettingsSnapshot }) => {
  const found = findDuplicateListingsStep({ settings: input.settings })
  const report = settleListingsStep(transform({ found, input }, ({ found, input }) => ({ ...found, settings: input.settings })))
  const recorded = transform({ report, input }, ({ report, input }) => ({ accountId: input.settings.account.id, report }))
  return new WorkflowResponse(recordReconciliationStep(recorded))
})
