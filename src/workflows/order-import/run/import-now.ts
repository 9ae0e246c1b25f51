import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import type { OrderImportSummary } from "./import-orders"
import { loadOrderImportContext } from "./import-targets"
import { PollOutcome, pollMarketplaceOrders } from "./poll-orders"

export type ImportNowAnswer = { summary: OrderImportSummary } | { running: true; since: Date }

/** The outcome, or null when it takes longer than `ms`. */
async function within(poll: Promise<PollOutcome>, ms: number): Promise<PollOutcome | null> {
  let timer: NodeJS.Timeout | undefined
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, ms))
  })
  try {
    return await Promise.race([poll, waited])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * "Import now", for a person waiting: the full import under the poll's lease, so it never runs
 * beside a poll of any instance (one already going is reported, not joined); awaited for up to
 * `waitMs`, then it goes on in the background (its outcome reaches the health view). The settings
 * are read once for it (or given, as the caller read them) and passed down (issue 28).
 */
export async function importNowOrStatus(container: MedusaContainer, waitMs = 10_000, given?: SettingsSnapshot): Promise<ImportNowAnswer> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const deadline = Date.now() + waitMs
  const settings = given ?? (await service.getSettings())
  for (let attempt = 1; ; attempt++) {
    const poll = pollMarketplaceOrders(container, { force: true, settings })
    const outcome = await within(poll, deadline - Date.now())
    if (!outcome) {
      poll.catch(() => undefined)
      return { running: true, since: (await service.currentPollLease())?.since ?? new Date() }
    }
    if (outcome.polled) {
      if (outcome.error) throw outcome.error
      return { summary: outcome.summary! }
    }
    // Without a connection the import's own check answers, naming what is missing.
    if (outcome.reason === "not_connected") await loadOrderImportContext(container, settings)
    // Another process holds the lease: its run is reported, unless it ended in between (then this one runs).
    const lease = await service.currentPollLease()
    if (lease || attempt > 1) return { running: true, since: lease?.since ?? new Date() }
  }
}
