import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { DELETE_ACCOUNT_DATA_TYPES } from "../../../protocol/schema"
import { deleteAccountDataStep } from "../steps/delete-account-data"
import { forgetEmptiedSetsStep } from "../steps/forget-emptied-sets"

export const deleteAccountDataWorkflowId = "marketplace-exchange-delete-account-data"

/** Empties the exchange account (spec 4.3 DeleteAccountData) and forgets what the plugin knew of the emptied sets. */
export const deleteAccountDataWorkflow = createWorkflow(deleteAccountDataWorkflowId, (input: { type: keyof typeof DELETE_ACCOUNT_DATA_TYPES }) => {
  const { deleted } = deleteAccountDataStep(input)
  const emptied = transform({ input }, ({ input }) => [...DELETE_ACCOUNT_DATA_TYPES[input.type]])
  const forgotten = forgetEmptiedSetsStep({ emptied })
  return new WorkflowResponse({ deleted, emptied, forgotten })
})
