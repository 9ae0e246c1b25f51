import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { checkListingAfterPushStep } from "../steps/check-listing-after-push"

export const checkListingAfterPushWorkflowId = "marketplace-exchange-check-listing-after-push"

export interface CheckListingAfterPushInput {
  productId: string
  /** What the service held before the push and after it: the moments a listing can change are read from the two. */
  before: ProductSnapshot | null
  after: ProductSnapshot | null
  ended: boolean
  /** The settings the sync's task read: its client and the check interval. */
  settings: SettingsSnapshot
}

/**
 * The product sync's question after a push (run as a step of sync-product): at a moment the
 * listing can change (a create, stock to 0 or back from 0) the service is asked whether it is
 * live, and the answer recorded with its time; at any other push nothing is asked.
 */
export const checkListingAfterPushWorkflow = createWorkflow(checkListingAfterPushWorkflowId, (input: CheckListingAfterPushInput) => {
  return new WorkflowResponse(checkListingAfterPushStep(input))
})
