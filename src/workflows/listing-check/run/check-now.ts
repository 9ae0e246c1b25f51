import type { MedusaContainer } from "@medusajs/framework/types"
import { setTimeout as sleep } from "node:timers/promises"
import { codedMessage, type CodedMessage } from "../../../messages"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { type ListingSweepReport, noListingChecks } from "../steps/check-due-listings"
import { requestListingChecksWorkflow } from "../workflows/request-listing-checks"

/** How long past its budget a request waits for its check: the queue claims it within this (its drain is woken by the enqueue). */
const CLAIM_GRACE_MS = 3_000
const WAIT_STEP_MS = 100

/**
 * A merchant's check of listings now (Check listing on a selection, Reconcile now on all): puts
 * them first in line, queues a check task of their own and waits for it, up to its budget and a
 * little more (a check that started late, for its budget from its start). Answers how many were
 * requested and what the check asked; a check the queue has not started by then answers nothing
 * asked, and it still runs (or the minute's sweep asks them first); one that failed says why.
 * The listings and the check are the account's (its own calls to the service).
 */
export async function checkListingsNow(
  container: MedusaContainer,
  accountId: string,
  productIds: string[] | "all",
  budgetMs: number
): Promise<ListingSweepReport & { requested: number }> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { result } = await requestListingChecksWorkflow(container).run({ input: { accountId, productIds, budgetMs } })
  const deadline = Date.now() + budgetMs + CLAIM_GRACE_MS
  for (;;) {
    const { pending, lastRun } = await service.taskStatusOf("listing_sweep", accountId, result.checkId)
    const report = lastRun?.kept?.report as ListingSweepReport | undefined
    // A run that failed asked what its report would have said: nothing kept, so it says why it
    // stopped, in the words the queue stored with its failure (an older run kept only English).
    if (lastRun) return { requested: result.requested, ...(report ?? noListingChecks(failedWords(lastRun))) }
    // A check claimed late runs its whole budget from its claim: waited for, up to that budget more.
    const running = pending?.state === "running" && Date.now() < deadline + budgetMs
    if (Date.now() >= deadline && !running) return { requested: result.requested, ...noListingChecks() }
    await sleep(WAIT_STEP_MS)
  }
}

/** Why a check's run kept no report, in the merchant's words. */
function failedWords(run: { error: string | null; errorWords: CodedMessage | null }): CodedMessage {
  if (run.errorWords) return run.errorWords
  return run.error ? codedMessage("failure.unexpected", { detail: run.error }) : codedMessage("failure.no_reason", {})
}
