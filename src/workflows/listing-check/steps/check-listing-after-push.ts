import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { askListing } from "../remote/ask-listing"
import { checkReasonAfterPush, expectedFact, offeredQuantity, type CheckReason, type ListingFact } from "../utils/listing-fact"

export const checkListingAfterPushStepId = "marketplace-exchange-check-listing-after-push"

export interface ListingCheckAfterPush {
  reason: CheckReason | null
  /** The fact recorded, null when nothing was asked or no answer came. */
  fact: ListingFact | null
}

/**
 * This step asks ProductIsListed when the push was a moment the listing can change (a create,
 * stock to 0 or back from 0) and records the answer with its time; at any other
 * push it asks nothing. It runs after the sync state is saved, so stock has already gone out.
 *
 * No compensation: an answer is a fact about the marketplace, and a failed check only records
 * that the state is not known (the sweep asks again); it never fails the sync.
 */
export const checkListingAfterPushStep = createStep(
  checkListingAfterPushStepId,
  async (
    input: { productId: string; before: ProductSnapshot | null; after: ProductSnapshot | null; ended: boolean; settings: SettingsSnapshot },
    { container }
  ) => {
    const reason = checkReasonAfterPush(input.before, input.after)
    if (!reason || !input.after) return new StepResponse<ListingCheckAfterPush>({ reason: null, fact: null })
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    // The sync's client, from the settings the task read: the check counts against max_requests_in_flight like the push before it.
    const client = await service.clientFor(input.settings).catch(() => null)
    const offered = offeredQuantity(input.after)
    const answer = client ? await askListing(client, input.after.remoteId, offered, input.ended) : ({ ok: false } as const)
    const fact = answer.ok ? answer.fact : null
    const expected = expectedFact(input.ended ? 0 : offered)
    try {
      await service.recordListingFact(input.settings.account.id, input.productId, fact ?? undefined, {
        checkHours: input.settings.sync.listing_check_hours,
        recheckSoon: fact ? fact !== expected : undefined,
      })
    } catch (error) {
      // The sync went through; a fact not written is asked again by the sweep, never a reason to run the sync again.
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .warn(`marketplace-exchange: the listing state of ${input.productId} was not recorded: ${(error as Error).message}`)
    }
    return new StepResponse<ListingCheckAfterPush>({ reason, fact })
  }
)
