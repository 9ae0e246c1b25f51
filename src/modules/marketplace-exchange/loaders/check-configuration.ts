import type { LoaderOptions } from "@medusajs/framework/types"
import { validateOptions, type MarketplaceExchangeOptions } from "../lib/connection-settings"
import { DEVELOPMENT_KEY_WARNING, resolveEncryptionKey } from "../lib/encryption-key"

/**
 * Runs when the module loads, so a misconfigured store stops at boot with a message naming
 * what to fix, instead of failing later on the first sync: in production a missing
 * encryption key (option `encryptionKey` or MARKETPLACE_EXCHANGE_ENCRYPTION_KEY), anywhere a
 * malformed key or a wrong plugin option.
 */
export default async function checkConfiguration({ logger, options }: LoaderOptions<MarketplaceExchangeOptions>) {
  const checked = validateOptions(options ?? {})
  const { source } = resolveEncryptionKey(checked.encryptionKey)
  if (source === "development-default") {
    logger?.warn(DEVELOPMENT_KEY_WARNING)
  }
}
