import { loginBase, serviceBase } from "../../../client/base-urls"
import { coded, type CodedMessage } from "../../../messages"

/**
 * Pure rules for the connection settings, shared by the admin API's validator, the plugin
 * options check and the module service.
 */
export const WIRE_FORMATS = ["json", "atom"] as const
export type WireFormat = (typeof WIRE_FORMATS)[number]

/** Plugin options a store may set in its medusa-config.ts to pre-fill the settings. */
export interface MarketplaceExchangeOptions {
  baseUrl?: string
  authUrl?: string
  userName?: string
  password?: string
  subscriptionToken?: string
  format?: WireFormat
  /** How long one request to the service may take before it counts as unanswered (ms, 1000 to 120000; default 30000). */
  requestTimeoutMs?: number
  /** The longest wait between two tries of a task while the service fails (ms, 1000 to 3600000; default 600000). */
  retryBackoffCapMs?: number
  /** The key that encrypts the stored secrets (32 bytes, base64 or hex); default: MARKETPLACE_EXCHANGE_ENCRYPTION_KEY. */
  encryptionKey?: string
}

/** What the admin API accepts: every field optional; null clears a field. */
export interface ConnectionSettingsInput {
  base_url?: string | null
  auth_url?: string | null
  user_name?: string | null
  password?: string | null
  subscription_token?: string | null
  format?: WireFormat
}

/** What the admin API returns: never a secret, only whether each is set. */
export interface ConnectionSettingsView {
  base_url: string | null
  auth_url: string | null
  user_name: string | null
  format: WireFormat
  password_set: boolean
  subscription_token_set: boolean
  /** Fields whose value comes from the plugin options because none is stored. */
  prefilled_from_options: string[]
  updated_at: Date | null
}

/**
 * How long an admin screen waits for a live answer of the service (connection, listing,
 * order history) before it says "no answer within 5 s"; the queue's calls keep their own.
 */
export const LIVE_DEADLINE_MS = 5_000

/** The decrypted credentials the client is built from. */
export interface ConnectionCredentials {
  baseUrl: string
  authUrl: string
  userName: string
  password: string
  subscriptionToken: string
  format: WireFormat
}

/** A setting's value the rules refuse; `words` says it in the merchant's language. */
export class InvalidSettingError extends Error {
  readonly words: CodedMessage
  constructor(
    readonly field: string,
    text: string | { message: string; code: string; params: CodedMessage["params"] }
  ) {
    super(typeof text === "string" ? text : text.message)
    this.name = "InvalidSettingError"
    this.words = typeof text === "string" ? { code: "refusal.request", params: { detail: text } } : { code: text.code, params: text.params }
  }
}

/**
 * Normalises a service address to its host part. Merchants paste what their account page
 * shows, so the full data-API root (`.../publicapi/v1/api.svc`, any case) or the full login
 * address is accepted and cut back to the host; a trailing slash is dropped.
 */
export function normalizeServiceUrl(value: string, field: "base_url" | "auth_url"): string {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new InvalidSettingError(field, coded("refusal.setting.url", { setting: field }))
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new InvalidSettingError(field, coded("refusal.setting.url_scheme", { setting: field, scheme: url.protocol.replace(":", "") }))
  }
  if (url.search || url.hash) {
    throw new InvalidSettingError(field, coded("refusal.setting.url_query", { setting: field }))
  }
  const base = field === "base_url" ? serviceBase : loginBase
  return base(`${url.protocol}//${url.host}${url.pathname}`)
}

/** A plugin option in milliseconds: a whole number from 1000 to `max`, or an error naming the option and what it got. */
function milliseconds(name: "requestTimeoutMs" | "retryBackoffCapMs", value: unknown, max: number): number {
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 1000 || ms > max) {
    throw new InvalidSettingError(name, `Plugin option ${name} must be a whole number of milliseconds from 1000 to ${max}, not "${value}"`)
  }
  return ms
}

/** Checks plugin options at boot so a typo fails with the option's name, not later. */
export function validateOptions(options: MarketplaceExchangeOptions = {}): MarketplaceExchangeOptions {
  const checked: MarketplaceExchangeOptions = { ...options }
  if (options.baseUrl !== undefined) checked.baseUrl = normalizeServiceUrl(options.baseUrl, "base_url")
  if (options.authUrl !== undefined) checked.authUrl = normalizeServiceUrl(options.authUrl, "auth_url")
  if (options.format !== undefined && !WIRE_FORMATS.includes(options.format)) {
    throw new InvalidSettingError("format", `Plugin option format must be one of ${WIRE_FORMATS.join(", ")}, not "${options.format}"`)
  }
  if (options.requestTimeoutMs !== undefined) checked.requestTimeoutMs = milliseconds("requestTimeoutMs", options.requestTimeoutMs, 120_000)
  if (options.retryBackoffCapMs !== undefined)
    checked.retryBackoffCapMs = milliseconds("retryBackoffCapMs", options.retryBackoffCapMs, 3_600_000)
  for (const name of ["userName", "password", "subscriptionToken", "encryptionKey"] as const) {
    if (options[name] !== undefined && typeof options[name] !== "string") {
      throw new InvalidSettingError(name, `Plugin option ${name} must be a string`)
    }
  }
  return checked
}
