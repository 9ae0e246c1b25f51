import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { SyncNotConfiguredError } from "../../../queue/classify-failure"
import type { OrderImportSummary } from "../utils/order-batch"
import { loadOrderImportContext } from "./import-targets"
import { errorFromPayload } from "./poll-error"
import { batchAndWait, pollAndWait } from "./queue-poll"
import { coded } from "../../../messages"

/** `since`: when the poll under way started; null while Import now's own poll still waits for a place in the drain. */
export type ImportNowAnswer = { summary: OrderImportSummary } | { running: true; since: Date | null }

/**
 * "Import now" of an account, for a person waiting: a poll task of the queue, so it never runs beside a poll of
 * the account by any instance (one already going is reported at once, not doubled), and the order tasks it
 * queued; awaited for up to `waitMs` in all, then they go on in the background (their outcome
 * reaches the health view and the orders page). The settings are read once here (or given, as
 * the caller read them) to say what is missing.
 */
export async function importNowOrStatus(
  container: MedusaContainer,
  accountId: string,
  waitMs = 10_000,
  given?: SettingsSnapshot
): Promise<ImportNowAnswer> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const settings = given ?? (await service.getSettings(accountId))
  const client = await service.clientFor(settings).catch(() => {
    throw new SyncNotConfiguredError(coded("refusal.connection.undecryptable", {}))
  })
  if (!client) {
    // Without a connection the import's own check answers, naming what is missing.
    await loadOrderImportContext(container, settings)
    throw new SyncNotConfiguredError()
  }
  if (!settings.sync.import_orders) {
    throw new SyncNotConfiguredError(coded("refusal.import.off", {}))
  }
  // A poll under way (any instance's) is reported at once, not doubled: what it finds comes in with it.
  const running = await service.currentPoll(accountId)
  if (running) return { running: true, since: running.since }
  const deadline = Date.now() + waitMs
  const poll = await pollAndWait(container, accountId, deadline)
  const still = async () => ({ running: true as const, since: (await service.currentPoll(accountId))?.since ?? null })
  if (!poll) return still()
  const { outcome } = poll
  // Taken over by another claim while it ran: that claim's run goes on and reports. (An asked poll is
  // never "not due"; were it, a poll has just gone through, and what it found comes in with it.)
  if (!outcome.polled && outcome.reason !== "not_connected") return still()
  if (!outcome.polled) throw new SyncNotConfiguredError()
  if (outcome.error) throw errorFromPayload(outcome.error)
  const summary = await batchAndWait(container, poll, deadline)
  // The poll is done and its orders are still being imported: said as an import under way since the poll began.
  return summary ? { summary } : { running: true, since: (await service.getImportRunState(accountId, settings)).lastPollAt }
}
