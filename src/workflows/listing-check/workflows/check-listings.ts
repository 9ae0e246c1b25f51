import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { checkDueListingsStep } from "../steps/check-due-listings"
import { requestListingChecksStep } from "../steps/request-listing-checks"

export const checkListingsWorkflowId = "marketplace-exchange-check-listings"

export interface CheckListingsInput {
  /** Listings to ask first (a selection, or all for Reconcile now); none: only what is due. */
  productIds?: string[] | "all"
  /** How long this run may ask; the rest stays in line for the next sweep. */
  budgetMs: number
  /** The settings as the job or route read them, once: the pace, the interval and the client come from them. */
  settings: SettingsSnapshot
}

/**
 * The listing sweep: asks the service whether each listing is live (ProductIsListed),
 * due ones first, within a request budget, so every listing is checked at least as often as the
 * merchant set, and the screens show the marketplace's answer with its time.
 */
export const checkListingsWorkflow = createWorkflow(checkListingsWorkflowId, (input: CheckListingsInput) => {
  const request = transform({ input }, ({ input }) => ({ productIds: input.productIds ?? null }))
  const { requested } = requestListingChecksStep(request)
  const budget = transform({ input }, ({ input }) => ({
    budgetMs: input.budgetMs,
    only: Array.isArray(input.productIds) ? input.productIds : null,
    settings: input.settings,
  }))
  const report = checkDueListingsStep(budget)
  return new WorkflowResponse(transform({ requested, report }, ({ requested, report }) => ({ requested, ...report })))
})
