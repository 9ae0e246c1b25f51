import type { ExchangeClient } from "../../../../client"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../../modules/marketplace-exchange/service"
import { liveReadFailureOf } from "./connection-problem"
import { noAnswer, withinDeadline } from "./deadline"
import { coded, type CodedMessage } from "../../../../messages"

/** The value, with the settings the request read (one read); or why there is none. */
export type LiveRead<T> =
  { ok: true; value: T; settings: SettingsSnapshot } | { ok: false; reason: string; reasonWords: CodedMessage; timedOut: boolean }

/**
 * One live read of the service for an admin screen, settled within 5 s on the live client:
 * its value, or why there is none (no connection set up, no answer in time, the failure in the
 * merchant's words). `accountId`: whose service is asked (the first account's when not named).
 */
export async function askLive<T>(
  service: MarketplaceExchangeModuleService,
  call: (client: ExchangeClient) => Promise<T>,
  accountId?: string
): Promise<LiveRead<T>> {
  const live = await service.getLiveCheck(accountId)
  if (!live) {
    const { code, params, message } = coded("refusal.connection.not_set_up", {})
    return { ok: false, reason: message, reasonWords: { code, params }, timedOut: false }
  }
  const result = await withinDeadline(() => call(live.client))
  if (result.ok) return { ok: true, value: result.value, settings: live.settings }
  const failed = result.timedOut ? noAnswer() : liveReadFailureOf(result.error, live.credentials)
  return { ok: false, reason: failed.message, reasonWords: failed.words, timedOut: result.timedOut }
}
