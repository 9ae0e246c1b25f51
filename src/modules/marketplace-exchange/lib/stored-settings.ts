import type { WireFormat } from "./connection-settings"
import type { SyncSettingName, SyncSettings } from "./settings-schema"

/**
 * An account's row as stored (secrets as secret-box ciphertext): only the merchant's
 * saves write it. Its sync columns are the settings schema's names; null where never saved.
 */
export type StoredSettings = {
  id: string
  name?: string
  marketplace_site?: string
  base_url: string | null
  auth_url: string | null
  user_name: string | null
  password_encrypted: string | null
  subscription_token_encrypted: string | null
  format: WireFormat | null
  secrets_cleared_at?: Date | string | null
  updated_at: Date | string
} & { [K in Exclude<SyncSettingName, "import_orders_since">]?: SyncSettings[K] | null } & {
  import_orders_since?: Date | string | null
}
