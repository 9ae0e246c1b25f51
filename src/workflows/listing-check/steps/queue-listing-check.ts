import { generateEntityId } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { enqueue } from "../../../queue/enqueue"

export const queueListingCheckStepId = "marketplace-exchange-queue-listing-check"

/**
 * This step queues a merchant's listing check as a task of its own (kind `listing_sweep`, its
 * entity a fresh id), so the rows it claims have an owner as the minute's sweep's do.
 *
 * No compensation: a check asks the service and records its answers, which are facts.
 */
export const queueListingCheckStep = createStep(
  queueListingCheckStepId,
  async (input: { accountId: string; only: string[] | null; budgetMs: number }, { container }) => {
    const checkId = generateEntityId(undefined, "mxcheck")
    await enqueue(container, (queue) =>
      queue.enqueueListingSweep(input.accountId, { id: checkId, only: input.only, budgetMs: input.budgetMs })
    )
    return new StepResponse({ checkId })
  }
)
