import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { errorFromPayload } from "../../src/workflows/order-import/run/poll-error"
import { batchAndWait, pollAndWait } from "../../src/workflows/order-import/run/queue-poll"
import { eventually } from "./sandbox"
import { FIRST_ACCOUNT_ID } from "../../src/modules/marketplace-exchange/types"

type LoggedRequest = { method: string; path: string; status: number }
type Sandbox = { clearRequests(): Promise<unknown>; dataRequests(): Promise<LoggedRequest[]> }

/** A request about marketplace orders: the poll's question, the import's feeds, an order or its items, its history. */
export const isOrderRequest = (r: { path: string }) => /SalesOrder/i.test(r.path)

/** A request to one marketplace order: its entity, a property of it, or an operation naming it. */
export const isRequestTo = (remoteOrderId: string) => (r: { path: string }) =>
  new RegExp(`SalesOrders\\(${remoteOrderId}L?\\)|salesOrderId=${remoteOrderId}L?\\b`, "i").test(decodeURIComponent(r.path))

/**
 * One poll as the job's task runs it, through the queue, and what it did with the order tasks it
 * queued once they ran (`summary`); throws what it failed with. The job is held off meanwhile (the last poll now).
 */
export async function pollOnceNow(container: MedusaContainer) {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  await eventually(async () => !(await service.currentPoll(FIRST_ACCOUNT_ID)), 30_000, "no poll under way")
  await service.saveImportRunState(FIRST_ACCOUNT_ID, { lastPollAt: new Date(), nextPollAt: null })
  const deadline = Date.now() + 120_000
  const poll = await pollAndWait(container, FIRST_ACCOUNT_ID, deadline)
  if (!poll) throw new Error("The poll did not end within 2 minutes.")
  const { outcome } = poll
  if (outcome.polled && outcome.error) throw errorFromPayload(outcome.error)
  const summary = await batchAndWait(container, poll, deadline)
  if (outcome.polled && outcome.found && !summary) throw new Error("The orders the poll queued were not done within 2 minutes.")
  return { ...outcome, summary }
}

/**
 * Runs `count` polls as the job runs them (not forced: the light question first), and answers
 * what the sandbox received during each; the requests of other work (a listing sweep, say) are in it too.
 */
export async function duePolls(container: MedusaContainer, sandbox: Sandbox, count: number) {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const rounds: Array<{ news: boolean; requests: LoggedRequest[] }> = []
  while (rounds.length < count) {
    await eventually(async () => !(await service.currentPoll(FIRST_ACCOUNT_ID)), 30_000, "no poll under way")
    await sandbox.clearRequests()
    const outcome = await pollOnceNow(container)
    if (!outcome.polled) throw new Error("The store is not connected.")
    rounds.push({ news: outcome.news, requests: await sandbox.dataRequests() })
  }
  return rounds
}
