import { createHash } from "crypto"

/** The environment variable holding the key that encrypts secrets at rest. */
export const ENCRYPTION_KEY_ENV = "MARKETPLACE_EXCHANGE_ENCRYPTION_KEY"

const KEY_BYTES = 32
const HOW_TO_GENERATE = "generate one with `openssl rand -base64 32`"

/**
 * Fixed key for development and tests, so a dev store works without set-up. It is public
 * (it is in this file), which is why production refuses to start without a real key.
 */
const DEVELOPMENT_KEY = createHash("sha256").update("medusa-plugin-marketplace-exchange development key (never use in production)").digest()

export class EncryptionKeyError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "EncryptionKeyError"
  }
}

export interface ResolvedEncryptionKey {
  key: Buffer
  /** Where the key came from: the plugin option, the variable, or the fixed development key. */
  source: "option" | "environment" | "development-default"
}

/** Accepts 32 bytes written as 64 hex digits or as base64 (either alphabet); `name` is what the error names. */
export function parseEncryptionKey(raw: string, name = ENCRYPTION_KEY_ENV): Buffer {
  const value = raw.trim()
  if (/^[0-9a-fA-F]{64}$/.test(value)) {
    return Buffer.from(value, "hex")
  }
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const decoded = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64")
    if (decoded.length === KEY_BYTES) {
      return decoded
    }
  }
  throw new EncryptionKeyError(`${name} must be ${KEY_BYTES} random bytes written as base64 or as 64 hex digits; ${HOW_TO_GENERATE}.`)
}

/**
 * Decides the key: the plugin option `encryptionKey` when given (as Medusa's own modules take
 * their secrets, e.g. `jwtSecret`), else the environment variable. Production without either
 * is an error that names both; elsewhere the fixed development key is used and the caller warns.
 */
export function resolveEncryptionKey(option?: string, env: NodeJS.ProcessEnv = process.env): ResolvedEncryptionKey {
  if (option !== undefined && option.trim()) {
    return { key: parseEncryptionKey(option, "Plugin option encryptionKey"), source: "option" }
  }
  const raw = env[ENCRYPTION_KEY_ENV]
  if (raw && raw.trim()) {
    return { key: parseEncryptionKey(raw), source: "environment" }
  }
  if (env.NODE_ENV === "production") {
    throw new EncryptionKeyError(
      `${ENCRYPTION_KEY_ENV} is not set (nor the plugin option encryptionKey). The marketplace exchange plugin encrypts the service ` +
        `password and subscription token with it and will not start in production without it; ${HOW_TO_GENERATE}.`
    )
  }
  return { key: DEVELOPMENT_KEY, source: "development-default" }
}

export const DEVELOPMENT_KEY_WARNING =
  `${ENCRYPTION_KEY_ENV} is not set (nor the plugin option encryptionKey): marketplace exchange secrets are encrypted with a fixed ` +
  `development key. ` +
  `Set it before storing real credentials (${HOW_TO_GENERATE}).`
