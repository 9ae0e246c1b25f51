import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { queueListingCheckStep } from "../steps/queue-listing-check"
import { requestListingChecksStep } from "../steps/request-listing-checks"

export const requestListingChecksWorkflowId = "marketplace-exchange-request-listing-checks"

export interface RequestListingChecksInput {
  /** The account whose listings are checked, by its own task. */
  accountId: string
  /** The merchant's selection (Check listing), or every listing (Reconcile now). */
  productIds: string[] | "all"
  /** How long the check's own task asks before it leaves the rest to the minute's sweep. */
  budgetMs: number
}

/**
 * A merchant asks the service about listings now: they go first in the sweep's line, and a
 * check task of their own is queued, which the request may wait for (run/check-now.ts).
 * Answers how many listings were requested and the check's task entity.
 */
export const requestListingChecksWorkflow = createWorkflow(requestListingChecksWorkflowId, (input: RequestListingChecksInput) => {
  const { requested } = requestListingChecksStep(input)
  const check = transform({ input }, ({ input }) => ({
    accountId: input.accountId,
    only: Array.isArray(input.productIds) ? input.productIds : null,
    budgetMs: input.budgetMs,
  }))
  const { checkId } = queueListingCheckStep(check)
  return new WorkflowResponse({ requested, checkId })
})
