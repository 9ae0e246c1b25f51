import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { CHANNEL_PAGE, channelProductsAfter, countChannelProducts, readChannelProducts } from "../../shared/channel-products"
import { channelDiff, pageEnd } from "../utils/channel-diff"

export const catchUpChannelProductsStepId = "marketplace-exchange-catch-up-channel-products"

export interface CatchUpInput {
  /** The account whose read model this is: each account keeps the rows of its own channel. */
  accountId: string
  salesChannelId: string
  /** Compare page by page even when the counts agree (the hourly reconciliation: a product swapped for another). */
  always?: boolean
  /**
   * The counts (`total:indexed`) a complete walk of this process left: unchanged since, there is
   * nothing new to find, also when they differ (a link to a product Query does not return).
   */
  settled?: string
}

/**
 * This step brings the read model of the channel's products in step with Medusa's channel: when
 * the counts differ (or `always`), it walks the channel's product ids page by page (keyset, the
 * same cost at the end of 100,000 as at the start), records what is missing and forgets what
 * left. Sales channel links change without a product event (the channel's own page), so this is
 * what finds them. Idempotent: two at once record the same rows. No compensation: a read model.
 */
export const catchUpChannelProductsStep = createStep(catchUpChannelProductsStepId, async (input: CatchUpInput, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { accountId, salesChannelId: channel } = input
  const [total, indexed] = await Promise.all([countChannelProducts(container, channel), service.countChannelProducts(accountId, channel)])
  if (!input.always && (total === indexed || input.settled === `${total}:${indexed}`)) {
    return new StepResponse({ total, indexed, added: 0, removed: 0 })
  }

  let removed = await service.forgetOtherChannels(accountId, channel)
  let added = 0
  let after: string | null = null
  do {
    const page = await channelProductsAfter(container, channel, after)
    const upTo = pageEnd(page, CHANNEL_PAGE)
    const { missing, extra } = channelDiff(page, await service.channelProductIdsBetween(accountId, channel, after, upTo))
    await service.forgetChannelProducts(accountId, extra)
    await service.recordChannelProducts(accountId, await readChannelProducts(container, missing, channel))
    added += missing.length
    removed += extra.length
    after = upTo
  } while (after)
  return new StepResponse({ total, indexed: await service.countChannelProducts(accountId, channel), added, removed })
})
