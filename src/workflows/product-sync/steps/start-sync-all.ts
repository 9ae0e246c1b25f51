import { generateEntityId, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { AccountGuard, accountGuard } from "../../move-in"
import { enqueue } from "../../../queue/enqueue"
import { countChannelProducts } from "../../shared/channel-products"
import { countListedProducts } from "../store/batch-products"
import { refusal } from "../../../messages/refusal"

export const startSyncAllStepId = "marketplace-exchange-start-sync-all"

export interface StartSyncAllInput {
  /** The account whose products are synced: its channel's, or those its service holds. */
  accountId: string
  /** The batch's id; a new one when left out (answered with the count). */
  batchId?: string
  /** Every product the service holds, not the channel's. */
  listed?: boolean
  /** Queues nothing, rather than refusing, while the account waits for its scan (a Sync all a settings save asked for). */
  unlessScanNeeded?: boolean
}

/**
 * This step counts the marketplace channel's products (`listed`: those the service holds) and queues one `sync_all` task that
 * queues them in the background (queue-batch-products.ts): the admin's answer never waits
 * for 100,000 inserts. The task is durable, so a crash after the answer loses nothing.
 */
export const startSyncAllStep = createStep(startSyncAllStepId, async (input: StartSyncAllInput, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const batchId = input.batchId ?? generateEntityId(undefined, "mxbatch")
  if (input.listed) {
    const expected = await countListedProducts(container, input.accountId)
    if (expected) await enqueue(container, (queue) => queue.startSyncAll(input.accountId, batchId, { listed: true, expected }))
    return new StepResponse({ batchId, queued: expected })
  }
  const settings = await service.getSettings(input.accountId)
  const salesChannelId = settings.sync.sales_channel_id
  if (!salesChannelId) {
    throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.channel.missing", {})
  }
  // A Sync all would create a second listing of every product another system left in the account.
  // A look that fails (the service down, no connection yet) refuses nothing here: each product's task looks again before creating.
  const guard = await accountGuard(container, settings).catch((): AccountGuard => ({ mayCreate: true }))
  if (!guard.mayCreate) {
    // The scan's decision queues the channel's products: a Sync all a settings save asked for waits for it.
    if (input.unlessScanNeeded) return new StepResponse({ batchId, queued: 0 })
    throw refusal(MedusaError.Types.CONFLICT, "refusal.scan.needed", { count: guard.foreign })
  }
  const expected = await countChannelProducts(container, salesChannelId)
  if (expected)
    await enqueue(container, (queue) => queue.startSyncAll(input.accountId, batchId, { sales_channel_id: salesChannelId, expected }))
  return new StepResponse({ batchId, queued: expected })
})
