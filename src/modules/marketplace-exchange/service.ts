import { MedusaError, MedusaService } from "@medusajs/framework/utils"
import { CatalogMapping } from "./models/catalog-mapping"
import { ConnectionSetting } from "./models/connection-setting"
import { ProductSyncState } from "./models/product-sync-state"
import { SyncTask } from "./models/sync-task"
import {
  ConnectionCredentials,
  ConnectionSettingsInput,
  ConnectionSettingsView,
  InvalidSettingError,
  MarketplaceExchangeOptions,
  normalizeServiceUrl,
  validateOptions,
  WireFormat,
} from "./lib/connection-settings"
import { resolveEncryptionKey } from "./lib/encryption-key"
import { decryptSecret, encryptSecret, SecretDecryptionError } from "./lib/secret-box"

/** The singleton row's id: one store, one exchange account. */
const SETTINGS_ID = "mxcon_default"

type StoredSettings = {
  id: string
  base_url: string | null
  auth_url: string | null
  user_name: string | null
  password_encrypted: string | null
  subscription_token_encrypted: string | null
  format: WireFormat | null
  updated_at: Date | string
}

/**
 * The plugin's data: connection settings now, and later the sync state, task queue and order
 * ledger. Secrets are encrypted here, on the way in, and decrypted only for the client.
 */
class MarketplaceExchangeModuleService extends MedusaService({ ConnectionSetting, SyncTask, ProductSyncState, CatalogMapping }) {
  protected readonly options_: MarketplaceExchangeOptions
  private key_?: Buffer

  constructor(container: Record<string, unknown>, options?: MarketplaceExchangeOptions) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.options_ = validateOptions(options)
  }

  private get key(): Buffer {
    this.key_ ??= resolveEncryptionKey().key
    return this.key_
  }

  private async loadStored(): Promise<StoredSettings | undefined> {
    const [row] = await this.listConnectionSettings({ id: SETTINGS_ID }, { take: 1 })
    return row as StoredSettings | undefined
  }

  /** The settings as the admin sees them: stored values first, plugin options as pre-fill. */
  async getConnectionSettingsView(): Promise<ConnectionSettingsView> {
    const stored = await this.loadStored()
    const prefilled: string[] = []
    const pick = <T>(storedValue: T | null | undefined, optionValue: T | undefined, field: string): T | null => {
      if (storedValue !== null && storedValue !== undefined) return storedValue
      if (optionValue !== undefined) {
        prefilled.push(field)
        return optionValue
      }
      return null
    }
    const view: ConnectionSettingsView = {
      base_url: pick(stored?.base_url, this.options_.baseUrl, "base_url"),
      auth_url: pick(stored?.auth_url, this.options_.authUrl, "auth_url"),
      user_name: pick(stored?.user_name, this.options_.userName, "user_name"),
      format: pick(stored?.format, this.options_.format, "format") ?? "json",
      password_set: pick(stored?.password_encrypted, this.options_.password, "password") !== null,
      subscription_token_set:
        pick(stored?.subscription_token_encrypted, this.options_.subscriptionToken, "subscription_token") !== null,
      prefilled_from_options: prefilled,
      updated_at: stored ? new Date(stored.updated_at) : null,
    }
    return view
  }

  /** Saves what the admin sent: omitted fields stay, null clears, secrets are encrypted. */
  async saveConnectionSettings(input: ConnectionSettingsInput): Promise<ConnectionSettingsView> {
    const changes: Partial<StoredSettings> = {}
    try {
      if (input.base_url !== undefined) changes.base_url = input.base_url && normalizeServiceUrl(input.base_url, "base_url")
      if (input.auth_url !== undefined) changes.auth_url = input.auth_url && normalizeServiceUrl(input.auth_url, "auth_url")
    } catch (error) {
      if (error instanceof InvalidSettingError) throw new MedusaError(MedusaError.Types.INVALID_DATA, error.message)
      throw error
    }
    if (input.user_name !== undefined) changes.user_name = input.user_name
    if (input.format !== undefined) changes.format = input.format
    if (input.password !== undefined) {
      changes.password_encrypted = input.password === null ? null : encryptSecret(input.password, this.key, "password")
    }
    if (input.subscription_token !== undefined) {
      changes.subscription_token_encrypted =
        input.subscription_token === null ? null : encryptSecret(input.subscription_token, this.key, "subscription_token")
    }
    if (await this.loadStored()) {
      await this.updateConnectionSettings({ id: SETTINGS_ID, ...changes })
    } else {
      await this.createConnectionSettings({ id: SETTINGS_ID, ...changes })
    }
    return this.getConnectionSettingsView()
  }

  /**
   * Decrypted credentials for building the client, or null while any of them is missing.
   * A secret that no longer decrypts (the key changed) is an error a merchant can act on.
   */
  async getConnectionCredentials(): Promise<ConnectionCredentials | null> {
    const stored = await this.loadStored()
    const reveal = (field: "password" | "subscription_token", cipher: string | null | undefined, option?: string) => {
      if (!cipher) return option ?? null
      try {
        return decryptSecret(cipher, this.key, field)
      } catch (error) {
        if (error instanceof SecretDecryptionError) throw new MedusaError(MedusaError.Types.INVALID_DATA, error.message)
        throw error
      }
    }
    const credentials = {
      baseUrl: stored?.base_url ?? this.options_.baseUrl ?? null,
      authUrl: stored?.auth_url ?? this.options_.authUrl ?? null,
      userName: stored?.user_name ?? this.options_.userName ?? null,
      password: reveal("password", stored?.password_encrypted, this.options_.password),
      subscriptionToken: reveal("subscription_token", stored?.subscription_token_encrypted, this.options_.subscriptionToken),
      format: stored?.format ?? this.options_.format ?? "json",
    }
    const complete = Object.values(credentials).every((value) => value !== null && value !== "")
    return complete ? (credentials as ConnectionCredentials) : null
  }
}

export default MarketplaceExchangeModuleService
