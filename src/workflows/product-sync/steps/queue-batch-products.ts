import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { TaskClaim } from "../../../modules/marketplace-exchange/types"
import { enqueue } from "../../../queue/enqueue"
import { BatchScope, batchProductsAfter } from "../store/batch-products"

export const queueBatchProductsStepId = "marketplace-exchange-queue-batch-products"

export interface QueueBatchProductsInput {
  /** The claim of the `sync_all` task running this (its payload keeps the place reached). */
  claim: TaskClaim
  /** The account of the batch: its channel's products (or those its service holds) are queued for it. */
  accountId: string
  batchId: string
  scope: BatchScope
  /** The last product queued by an earlier run of this task (it was cut short), or null. */
  after: string | null
  queued: number
}

/**
 * This step queues the batch's products (the channel's, or those the service holds) as background tasks of the batch, a page at a time
 * (one read and one set-based insert each), saving the place reached after each page and
 * waking the drain so the products start while the rest are queued. No compensation: queued
 * products are work, and a product queued twice is coalesced.
 */
export const queueBatchProductsStep = createStep(queueBatchProductsStepId, async (input: QueueBatchProductsInput, { container }) => {
  let { after, queued } = input
  for (;;) {
    const ids = await batchProductsAfter(container, input.accountId, input.scope, after)
    if (!ids.length) break
    after = ids[ids.length - 1]
    queued += ids.length
    const progress = { after, queued }
    const ours = await enqueue(container, async (queue: MarketplaceExchangeModuleService) => {
      await queue.enqueueProductSync(input.accountId, ids, { batchId: input.batchId, background: true })
      return queue.saveTaskProgress(input.claim, progress)
    })
    // Not ours any more (this worker froze and another took the task over): that one goes on.
    if (!ours) break
  }
  return new StepResponse({ queued })
})
