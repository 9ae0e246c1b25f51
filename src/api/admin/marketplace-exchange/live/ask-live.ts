import type { ExchangeClient } from "../../../../client"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../../modules/marketplace-exchange/service"
import { liveReadFailureWords } from "./connection-problem"
import { noAnswerWords, withinDeadline } from "./deadline"

/** The value, with the settings the request read (one read, issue 28); or why there is none. */
export type LiveRead<T> = { ok: true; value: T; settings: SettingsSnapshot } | { ok: false; reason: string; timedOut: boolean }

/**
 * One live read of the service for an admin screen, settled within 5 s on the live client:
 * its value, or why there is none (no connection set up, no answer in time, the failure in the
 * merchant's words).
 */
export async function askLive<T>(
  service: MarketplaceExchangeModuleService,
  call: (client: ExchangeClient) => Promise<T>
): Promise<LiveRead<T>> {
  const live = await service.getLiveCheck()
  if (!live)
    return {
      ok: false,
      reason: "The connection to the exchange service is not set up: enter it in Settings → Marketplace exchange.",
      timedOut: false,
    }
  const result = await withinDeadline(() => call(live.client))
  if (result.ok) return { ok: true, value: result.value, settings: live.settings }
  if (result.timedOut) return { ok: false, reason: noAnswerWords(), timedOut: true }
  return { ok: false, reason: liveReadFailureWords(result.error, live.credentials), timedOut: false }
}
