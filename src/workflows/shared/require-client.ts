import type { ExchangeClient } from "../../client"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../modules/marketplace-exchange/service"
import { SyncNotConfiguredError } from "../../queue/classify-failure"
import { wordsOf } from "../../messages/refusal"

/**
 * The client of a run's settings (the snapshot it read once): the instance's shared
 * client, its session kept (lib/client-cache.ts), without reading the settings again. A
 * connection not set up, or a stored secret that no longer decrypts (the key changed), is a setup
 * the merchant must finish: SyncNotConfiguredError, which no retry can fix.
 */
export async function requireClient(service: MarketplaceExchangeModuleService, settings: SettingsSnapshot): Promise<ExchangeClient> {
  const client = await service.clientFor(settings).catch((error: Error) => {
    const words = wordsOf(error)
    throw new SyncNotConfiguredError(words ? { message: error.message, code: words.code, params: words.params } : error.message)
  })
  if (!client) throw new SyncNotConfiguredError()
  return client
}
