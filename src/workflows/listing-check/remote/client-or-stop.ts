import type { ExchangeClient } from "../../../client"
import type { CodedMessage } from "../../../messages"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { failureText } from "../../../queue/failure-words"
import { requireClient } from "../../shared/require-client"

/**
 * The client a listing check asks with, or why there is none in the merchant's words (the
 * connection not set up, a stored secret that no longer decrypts), for the check's report:
 * a check without a client stops, it does not fail.
 */
export async function clientOrStop(
  service: MarketplaceExchangeModuleService,
  settings: SettingsSnapshot
): Promise<{ client: ExchangeClient; stopped: null } | { client: null; stopped: CodedMessage }> {
  try {
    return { client: await requireClient(service, settings), stopped: null }
  } catch (error) {
    return { client: null, stopped: failureText(error).words }
  }
}
