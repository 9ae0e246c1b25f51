import type {
  ConnectionCredentials,
  ConnectionSettingsInput,
  ConnectionSettingsView,
  MarketplaceExchangeOptions,
  WireFormat,
} from "./connection-settings"
import { normalizeServiceUrl } from "./connection-settings"
import { createHash } from "crypto"
import { MedusaError } from "@medusajs/framework/utils"
import { decryptSecret, encryptSecret, SecretDecryptionError } from "./secret-box"
import type { SyncSettings } from "./settings-schema"
import { syncSettingsOf } from "./settings-schema"
import type { StoredSettings } from "./stored-settings"
import { withWords } from "../../../messages/refusal"
import { codedMessage } from "../../../messages"
import { FIRST_ACCOUNT_ID } from "./first-account"

/** The sync settings' columns of the row, read and written through their schema. */
export { syncSettingsChanges, syncSettingsOf } from "./settings-schema"

/** What the jobs write lives apart, in the run-state row (import-run-state.ts). */
export { importRunStateChanges, importRunStateOf, type ImportRunState, type OrderFilterState } from "./import-run-state"

export type { StoredSettings } from "./stored-settings"

/** What the client is built from and the admin's form shows, secrets still encrypted, with when the row was saved. */
export type StoredConnection = Pick<
  StoredSettings,
  "base_url" | "auth_url" | "user_name" | "password_encrypted" | "subscription_token_encrypted" | "format" | "updated_at"
> & { secrets_cleared_at?: Date | string | null }

/**
 * The settings as the admin sees them: stored values first, plugin options as pre-fill (and
 * which fields came from them), secrets only as set or not set.
 */
export function settingsView(stored: StoredConnection | undefined, options: MarketplaceExchangeOptions): ConnectionSettingsView {
  const prefilled: string[] = []
  const secrets = optionSecretsApply(stored, options) ? options : {}
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
    password_set: pick(stored?.password_encrypted, secrets.password, "password") !== null,
    subscription_token_set: pick(stored?.subscription_token_encrypted, secrets.subscriptionToken, "subscription_token") !== null,
    prefilled_from_options: prefilled,
    updated_at: stored ? new Date(stored.updated_at) : null,
  }
}

export { missingConnectionFieldKeys, type ConnectionField } from "./connection-missing"

const originOf = (url: string | null | undefined): string | null => {
  try {
    return url ? new URL(url).origin : null
  } catch {
    return null
  }
}

/**
 * Secrets given as plugin options travel only to the options' own addresses: once an address
 * stored in the admin points elsewhere, they no longer apply (the admin must enter them).
 */
export function optionSecretsApply(
  stored: Pick<StoredSettings, "base_url" | "auth_url"> | undefined,
  options: MarketplaceExchangeOptions
): boolean {
  const same = (storedUrl: string | null | undefined, optionUrl: string | undefined) =>
    !storedUrl || originOf(storedUrl) === originOf(optionUrl)
  return same(stored?.base_url, options.baseUrl) && same(stored?.auth_url, options.authUrl)
}

/**
 * The row changes for what the admin sent: omitted fields stay, null clears, secrets encrypted.
 * A service or login address moved to another origin clears the stored password and token
 * (unless new ones come with it): they must never follow an address to another host.
 */
export function settingsChanges(
  input: ConnectionSettingsInput,
  key: Buffer,
  current?: StoredSettings,
  options: MarketplaceExchangeOptions = {}
): Partial<StoredSettings> {
  const changes: Partial<StoredSettings> = {}
  if (input.base_url !== undefined) changes.base_url = input.base_url && normalizeServiceUrl(input.base_url, "base_url")
  if (input.auth_url !== undefined) changes.auth_url = input.auth_url && normalizeServiceUrl(input.auth_url, "auth_url")
  const moved = (field: "base_url" | "auth_url", option: string | undefined) => {
    if (changes[field] === undefined) return false
    const before = originOf(current?.[field] ?? option)
    return before !== null && before !== originOf(changes[field])
  }
  if (moved("base_url", options.baseUrl) || moved("auth_url", options.authUrl)) {
    // Said on the health panel until both are entered again, when there was something to clear.
    if (current?.password_encrypted || current?.subscription_token_encrypted) changes.secrets_cleared_at = new Date()
    changes.password_encrypted = null
    changes.subscription_token_encrypted = null
  }
  if (input.user_name !== undefined) changes.user_name = input.user_name
  if (input.format !== undefined) changes.format = input.format
  if (input.password !== undefined) {
    changes.password_encrypted = input.password === null ? null : encryptSecret(input.password, key, "password")
  }
  if (input.subscription_token !== undefined) {
    changes.subscription_token_encrypted =
      input.subscription_token === null ? null : encryptSecret(input.subscription_token, key, "subscription_token")
  }
  const has = (field: "password_encrypted" | "subscription_token_encrypted") =>
    changes[field] !== undefined ? changes[field] !== null : Boolean(current?.[field])
  if (has("password_encrypted") && has("subscription_token_encrypted")) {
    if (changes.secrets_cleared_at !== undefined || current?.secrets_cleared_at) changes.secrets_cleared_at = null
  }
  return changes
}

export { FIRST_ACCOUNT_ID }

/** Which account a snapshot is of, as every screen and record names it. */
export interface AccountIdentity {
  id: string
  name: string
  marketplace_site: string
}

/** The first account before the merchant's first save: its columns' defaults. */
const UNSAVED_FIRST_ACCOUNT: AccountIdentity = { id: FIRST_ACCOUNT_ID, name: "eBay", marketplace_site: "ebay.de" }

/**
 * The merchant's settings as one run read them, once: the sync settings typed, the
 * connection as stored. A run (a product task, an order poll, a route) reads this at its start and
 * passes it down to its steps, which build the client from it (the module's `clientFor`) instead
 * of reading the row again. Plain data, so a workflow's input or a step's result can carry it; the
 * secrets stay encrypted in it, decrypted only to build the client.
 */
export interface SettingsSnapshot {
  account: AccountIdentity
  sync: SyncSettings
  /** Null before the merchant's first save: plugin options alone, if any, make the connection. */
  connection: StoredConnection | null
}

export function settingsSnapshotOf(stored: StoredSettings | undefined): SettingsSnapshot {
  return {
    account: stored
      ? {
          id: stored.id,
          name: stored.name ?? UNSAVED_FIRST_ACCOUNT.name,
          marketplace_site: stored.marketplace_site ?? UNSAVED_FIRST_ACCOUNT.marketplace_site,
        }
      : UNSAVED_FIRST_ACCOUNT,
    sync: syncSettingsOf(stored),
    connection: stored
      ? {
          base_url: stored.base_url ?? null,
          auth_url: stored.auth_url ?? null,
          user_name: stored.user_name ?? null,
          password_encrypted: stored.password_encrypted ?? null,
          subscription_token_encrypted: stored.subscription_token_encrypted ?? null,
          secrets_cleared_at: stored.secrets_cleared_at ? new Date(stored.secrets_cleared_at).toISOString() : null,
          format: stored.format ?? null,
          updated_at: new Date(stored.updated_at).toISOString(),
        }
      : null,
  }
}

/**
 * A fingerprint of the stored connection (a new secret is new ciphertext, so it changes too): what
 * the order poll learned about the service (A31) holds for the connection it learned it on. The
 * migration that moved the run state computes the same in SQL (md5 of the fields, newline-joined).
 */
export function connectionKey(connection: StoredConnection | null): string {
  const fields = [
    connection?.base_url,
    connection?.auth_url,
    connection?.user_name,
    connection?.password_encrypted,
    connection?.subscription_token_encrypted,
    connection?.format,
  ]
  return createHash("md5")
    .update(fields.map((field) => field ?? "").join("\n"))
    .digest("hex")
}

/**
 * Decrypts stored secrets with `key` (a plugin option's secret when none is stored). A secret
 * that no longer decrypts (the key changed) is an error a merchant can act on.
 */
export function revealWith(key: Buffer) {
  return (field: "password" | "subscription_token", cipher: string | null | undefined, option?: string): string | null => {
    if (!cipher) return option ?? null
    try {
      return decryptSecret(cipher, key, field)
    } catch (error) {
      // The English names the key's id for whoever runs the store; the words tell the merchant what to do.
      if (error instanceof SecretDecryptionError) {
        const refused = new MedusaError(MedusaError.Types.INVALID_DATA, error.message)
        throw withWords(refused, codedMessage("refusal.connection.undecryptable", {}))
      }
      throw error
    }
  }
}

/** Stored values first, plugin options as fallback; null while any of them is missing. */
export function credentialsOf(
  stored: StoredConnection | undefined,
  options: MarketplaceExchangeOptions,
  reveal: (field: "password" | "subscription_token", cipher: string | null | undefined, option?: string) => string | null
): ConnectionCredentials | null {
  const secrets = optionSecretsApply(stored, options) ? options : {}
  const credentials = {
    baseUrl: stored?.base_url ?? options.baseUrl ?? null,
    authUrl: stored?.auth_url ?? options.authUrl ?? null,
    userName: stored?.user_name ?? options.userName ?? null,
    password: reveal("password", stored?.password_encrypted, secrets.password),
    subscriptionToken: reveal("subscription_token", stored?.subscription_token_encrypted, secrets.subscriptionToken),
    format: stored?.format ?? options.format ?? "json",
  }
  const complete = Object.values(credentials).every((value) => value !== null && value !== "")
  return complete ? (credentials as ConnectionCredentials) : null
}
