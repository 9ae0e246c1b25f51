import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { SyncNotConfiguredError } from "../../shared/classify-failure"
import type { OrderImportSummary } from "./import-orders"
import { loadOrderImportContext } from "./import-targets"
import { errorFromPayload } from "./poll-error"
import { pollAndWait } from "./queue-poll"

/** `since`: when the poll under way started; null while Import now's own poll still waits for a place in the drain. */
export type ImportNowAnswer = { summary: OrderImportSummary } | { running: true; since: Date | null }

/**
 * "Import now", for a person waiting: the full import as a poll task of the queue, so it never
 * runs beside a poll of any instance (one already going is reported at once, not doubled); awaited for
 * up to `waitMs`, then it goes on in the background (its outcome reaches the health view). The
 * settings are read once here (or given, as the caller read them) to say what is missing.
 */
export async function importNowOrStatus(container: MedusaContainer, waitMs = 10_000, given?: SettingsSnapshot): Promise<ImportNowAnswer> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const settings = given ?? (await service.getSettings())
  const client = await service.clientFor(settings).catch(() => {
    throw new SyncNotConfiguredError(
      "A stored password or token can no longer be decrypted (the encryption key changed): " +
        "enter them again in Settings → Marketplace exchange."
    )
  })
  if (!client) {
    // Without a connection the import's own check answers, naming what is missing.
    await loadOrderImportContext(container, settings)
    throw new SyncNotConfiguredError()
  }
  // A poll under way (any instance's) is reported at once, not doubled: what it finds comes in with it.
  const running = await service.currentPoll()
  if (running) return { running: true, since: running.since }
  const outcome = await pollAndWait(container, { force: true, waitMs })
  if (!outcome) return { running: true, since: (await service.currentPoll())?.since ?? null }
  // Taken over by another claim while it ran: that claim's run goes on and reports.
  if (!outcome.polled && outcome.reason === "taken_over") return { running: true, since: (await service.currentPoll())?.since ?? null }
  if (!outcome.polled) throw new SyncNotConfiguredError()
  if (outcome.error) throw errorFromPayload(outcome.error)
  return { summary: outcome.summary! }
}
