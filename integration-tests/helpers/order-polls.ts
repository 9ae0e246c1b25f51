import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { pollMarketplaceOrders } from "../../src/workflows/order-import/run/poll-orders"
import { eventually } from "./sandbox"

type LoggedRequest = { method: string; path: string; status: number }
type Sandbox = { clearRequests(): Promise<unknown>; dataRequests(): Promise<LoggedRequest[]> }

/** A request about marketplace orders: the poll's question, the import's feeds, an order or its items, its history. */
export const isOrderRequest = (r: { path: string }) => /SalesOrder/i.test(r.path)

/** A request to one marketplace order: its entity, a property of it, or an operation naming it. */
export const isRequestTo = (remoteOrderId: string) => (r: { path: string }) =>
  new RegExp(`SalesOrders\\(${remoteOrderId}L?\\)|salesOrderId=${remoteOrderId}L?\\b`, "i").test(decodeURIComponent(r.path))

/**
 * Runs `count` polls as the job runs them when due (not forced: the light question first), and
 * answers what the sandbox received during each. A poll the job itself took in between (it ticks
 * every 5 s and finds the poll due too) is waited out and that round repeated, so each answer is
 * one of these polls; the requests of other work (a listing sweep, say) are in it too.
 */
export async function duePolls(container: MedusaContainer, sandbox: Sandbox, count: number) {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const rounds: Array<{ news: boolean; requests: LoggedRequest[] }> = []
  while (rounds.length < count) {
    await eventually(async () => !(await service.currentPollLease()), 30_000, "no poll under way")
    await sandbox.clearRequests()
    await service.saveImportRunState({ lastPollAt: new Date(Date.now() - 2 * 3600_000), nextPollAt: null })
    const outcome = await pollMarketplaceOrders(container, { owner: "due-polls" })
    if (!outcome.polled) continue
    if (outcome.error) throw outcome.error
    rounds.push({ news: outcome.news, requests: await sandbox.dataRequests() })
  }
  return rounds
}
