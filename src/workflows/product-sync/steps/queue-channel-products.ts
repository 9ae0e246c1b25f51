import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { TaskClaim } from "../../../modules/marketplace-exchange/types"
import { scheduleDrain } from "../../queue/drain"
import { channelProductsAfter } from "../remote/channel-products"

export const queueChannelProductsStepId = "marketplace-exchange-queue-channel-products"

export interface QueueChannelProductsInput {
  /** The claim of the `sync_all` task running this (its payload keeps the place reached). */
  claim: TaskClaim
  batchId: string
  salesChannelId: string
  /** The last product queued by an earlier run of this task (it was cut short), or null. */
  after: string | null
  queued: number
}

/**
 * This step queues the channel's products as background tasks of the batch, a page at a time
 * (one read and one set-based insert each), saving the place reached after each page and
 * waking the drain so the products start while the rest are queued. No compensation: queued
 * products are work, and a product queued twice is coalesced.
 */
export const queueChannelProductsStep = createStep(queueChannelProductsStepId, async (input: QueueChannelProductsInput, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  let { after, queued } = input
  for (;;) {
    const ids = await channelProductsAfter(container, input.salesChannelId, after)
    if (!ids.length) break
    await service.enqueueProductSync(ids, { batchId: input.batchId, background: true })
    after = ids[ids.length - 1]
    queued += ids.length
    // Not ours any more (this worker froze and another took the task over): that one goes on.
    if (!(await service.saveSyncTaskProgress(input.claim, { after, queued }))) break
    scheduleDrain(container, 0)
  }
  return new StepResponse({ queued })
})
