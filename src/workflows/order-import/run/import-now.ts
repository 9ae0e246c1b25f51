import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { OrderImportSummary } from "./import-orders"
import { loadOrderImportContext } from "./import-targets"
import { pollMarketplaceOrders } from "./poll-orders"

export type ImportNowAnswer = { summary: OrderImportSummary } | { running: true; since: Date }

/**
 * "Import now", for a person waiting: the full import under the poll's lease, so it never runs
 * beside a poll of any instance (one already going is reported, not joined); awaited for up to
 * `waitMs`, then it goes on in the background (its outcome reaches the health view).
 */
export async function importNowOrStatus(container: MedusaContainer, waitMs = 10_000): Promise<ImportNowAnswer> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  // Without a connection the import's own check answers, naming what is missing.
  if (!(await service.getConnectionCredentials())) await loadOrderImportContext(container)
  const running = async (): Promise<ImportNowAnswer> => ({ running: true, since: (await service.currentPollLease())?.since ?? new Date() })
  const poll = pollMarketplaceOrders(container, { force: true })
  let timer: NodeJS.Timeout | undefined
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs)
  })
  try {
    const outcome = await Promise.race([poll, waited])
    if (!outcome) {
      poll.catch(() => undefined)
      return running()
    }
    if (!outcome.polled) return running()
    if (outcome.error) throw outcome.error
    return { summary: outcome.summary! }
  } finally {
    clearTimeout(timer)
  }
}
