import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { checkDueListingsStep } from "../steps/check-due-listings"

export const checkListingsWorkflowId = "marketplace-exchange-check-listings"

export interface CheckListingsInput {
  /** How long this run may ask; the rest stays in line for the next sweep. */
  budgetMs: number
  /** A merchant's Check listing asks its selection only; otherwise whatever is due, requested first. */
  only: string[] | null
  /** The settings as the task read them, once: the pace, the interval and the client come from them. */
  settings: SettingsSnapshot
}

/**
 * The listing sweep: asks the service whether each listing is live (ProductIsListed),
 * due ones first, within a request budget, so every listing is checked at least as often as the
 * merchant set, and the screens show the marketplace's answer with its time. Runs as a task of
 * the queue (`listing_sweep`), which owns the rows it claims.
 */
export const checkListingsWorkflow = createWorkflow(checkListingsWorkflowId, (input: CheckListingsInput) => {
  return new WorkflowResponse(checkDueListingsStep(input))
})
