import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { setTimeout as sleep } from "node:timers/promises"
import type { CodedMessage } from "../../../messages"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { ProductGoneError } from "../../../queue/classify-failure"
import { failureText } from "../../../queue/failure-words"
import { askListing } from "../remote/ask-listing"
import { clientOrStop } from "../remote/client-or-stop"
import { offeredQuantity, type ListingFact } from "../utils/listing-fact"
import { claimSize, gapBetweenChecksMs } from "../utils/sweep-pace"

export const checkDueListingsStepId = "marketplace-exchange-check-due-listings"

export interface ListingSweepReport {
  checked: number
  by_state: Record<ListingFact, number>
  /** Listings whose check got no answer (gone at the service, refused): unknown until asked again. */
  unanswered: number
  /**
   * Why the sweep stopped before its time ran out (no connection, the service unreachable), or
   * null: coded, as the merchant reads it in the admin's language; kept so in the task's payload.
   */
  stopped: CodedMessage | null
}

/** A sweep's report before it asked anything (or when it could not: `stopped` says why). */
export const noListingChecks = (stopped: CodedMessage | null = null): ListingSweepReport => ({
  checked: 0,
  by_state: { listed: 0, ended_out_of_stock: 0, not_active: 0, removed: 0 },
  unanswered: 0,
  stopped,
})

/**
 * This step asks ProductIsListed for due listings (requested first, then the longest unchecked;
 * only the given products when the merchant asked for some),
 * within the time budget and the merchant's checks per minute shared by every instance, and
 * records each answer with its time. An outage stops it and gives the claimed listings back; a
 * 404 marks the product gone at the service (A50).
 *
 * No compensation: answers are facts about the marketplace; nothing is written to the service.
 */
export const checkDueListingsStep = createStep(
  checkDueListingsStepId,
  async (input: { budgetMs: number; only: string[] | null; settings: SettingsSnapshot }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    // The account's listings, its checks per minute and its client: each account sweeps its own.
    const accountId = input.settings.account.id
    const report = noListingChecks()
    const { listing_checks_per_minute, listing_check_hours: checkHours } = input.settings.sync
    const gap = gapBetweenChecksMs(listing_checks_per_minute)
    const deadline = Date.now() + input.budgetMs
    let lastAskedAt = 0
    while (Date.now() + Math.max(0, lastAskedAt + gap - Date.now()) < deadline) {
      const take = claimSize(listing_checks_per_minute, await service.listingChecksInLastMinute(accountId))
      const due = take ? await service.claimDueListingChecks(accountId, take, input.only ?? undefined) : []
      // Nothing due, or the minute's budget is spent (another instance, the syncs): done for this run.
      if (!due.length) break
      // The sync's client: listing checks count against max_requests_in_flight like every other request.
      const { client, stopped } = await clientOrStop(service, input.settings)
      if (!client) {
        await service.releaseListingChecks(
          accountId,
          due.map((d) => d.product_id)
        )
        return new StepResponse({ ...report, stopped })
      }
      for (const [index, listing] of due.entries()) {
        const wait = lastAskedAt + gap - Date.now()
        if (Date.now() + Math.max(0, wait) >= deadline) {
          await service.releaseListingChecks(
            accountId,
            due.slice(index).map((d) => d.product_id)
          )
          return new StepResponse(report)
        }
        if (wait > 0) await sleep(wait)
        lastAskedAt = Date.now()
        // What we offer now, not at the claim: a sync may have sent 0 meanwhile.
        const now = (await service.getProductSyncState(accountId, listing.product_id)) ?? listing
        if (!now.remote_product_id) continue
        const snapshot = now.snapshot as ProductSnapshot | null
        const answer = await askListing(client, now.remote_product_id, offeredQuantity(snapshot), Boolean(now.ended_at))
        if (!answer.ok && answer.reason === "outage") {
          await service.releaseListingChecks(
            accountId,
            due.slice(index).map((d) => d.product_id)
          )
          return new StepResponse({ ...report, stopped: answer.words })
        }
        // A50: ProductIsListed's 404 is the product's own: the service lost it, and no check asks it again.
        if (!answer.ok && answer.reason === "gone") {
          await service.markProductGone(
            accountId,
            listing.product_id,
            now.remote_product_id,
            failureText(new ProductGoneError(now.remote_product_id))
          )
          report.checked++
          report.unanswered++
          continue
        }
        await service.recordListingFact(accountId, listing.product_id, answer.ok ? answer.fact : undefined, {
          checkHours,
          recheckSoon: answer.ok ? undefined : false,
        })
        report.checked++
        if (answer.ok) report.by_state[answer.fact]++
        else report.unanswered++
      }
    }
    return new StepResponse(report)
  }
)
