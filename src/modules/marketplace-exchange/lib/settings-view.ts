import type { ConnectionSettingsInput, ConnectionSettingsView, MarketplaceExchangeOptions, WireFormat } from "./connection-settings"
import { normalizeServiceUrl } from "./connection-settings"
import { encryptSecret } from "./secret-box"

/** The settings row as stored (secrets as secret-box ciphertext). */
export type StoredSettings = {
  id: string
  base_url: string | null
  auth_url: string | null
  user_name: string | null
  password_encrypted: string | null
  subscription_token_encrypted: string | null
  format: WireFormat | null
  sales_channel_id: string | null
  region_id: string | null
  stock_buffer: number
  shipping_option_id: string | null
  import_interval_minutes: number
  last_import_at: Date | null
  last_import_error: string | null
  orders_changed_cursor: Date | null
  updated_at: Date | string
}

/**
 * The settings as the admin sees them: stored values first, plugin options as pre-fill (and
 * which fields came from them), secrets only as set or not set.
 */
export function settingsView(stored: StoredSettings | undefined, options: MarketplaceExchangeOptions): ConnectionSettingsView {
  const prefilled: string[] = []
  const pick = <T>(storedValue: T | null | undefined, optionValue: T | undefined, field: string): T | null => {
    if (storedValue !== null && storedValue !== undefined) return storedValue
    if (optionValue === undefined) return null
    prefilled.push(field)
    return optionValue
  }
  return {
    base_url: pick(stored?.base_url, options.baseUrl, "base_url"),
    auth_url: pick(stored?.auth_url, options.authUrl, "auth_url"),
    user_name: pick(stored?.user_name, options.userName, "user_name"),
    format: pick<WireFormat>(stored?.format, options.format, "format") ?? "json",
    password_set: pick(stored?.password_encrypted, options.password, "password") !== null,
    subscription_token_set: pick(stored?.subscription_token_encrypted, options.subscriptionToken, "subscription_token") !== null,
    prefilled_from_options: prefilled,
    updated_at: stored ? new Date(stored.updated_at) : null,
  }
}

/** The row changes for what the admin sent: omitted fields stay, null clears, secrets encrypted. */
export function settingsChanges(input: ConnectionSettingsInput, key: Buffer): Partial<StoredSettings> {
  const changes: Partial<StoredSettings> = {}
  if (input.base_url !== undefined) changes.base_url = input.base_url && normalizeServiceUrl(input.base_url, "base_url")
  if (input.auth_url !== undefined) changes.auth_url = input.auth_url && normalizeServiceUrl(input.auth_url, "auth_url")
  if (input.user_name !== undefined) changes.user_name = input.user_name
  if (input.format !== undefined) changes.format = input.format
  if (input.password !== undefined) {
    changes.password_encrypted = input.password === null ? null : encryptSecret(input.password, key, "password")
  }
  if (input.subscription_token !== undefined) {
    changes.subscription_token_encrypted =
      input.subscription_token === null ? null : encryptSecret(input.subscription_token, key, "subscription_token")
  }
  return changes
}
