import { createCipheriv, createDecipheriv, createHash, randomBytes } from "crypto"

/**
 * AES-256-GCM for secrets at rest (service password, subscription token).
 *
 * Stored form: `v1.<key id>.<iv>.<tag>.<ciphertext>`, parts in base64url. The key id (a short
 * hash of the key) lets a wrong or rotated key be reported as such instead of as a corrupt
 * value, and the field name is bound in as additional data so a value copied into another
 * column does not decrypt.
 */
const VERSION = "v1"
const IV_BYTES = 12

export class SecretDecryptionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "SecretDecryptionError"
  }
}

export function keyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 8)
}

export function encryptSecret(plaintext: string, key: Buffer, field: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv("aes-256-gcm", key, iv)
  cipher.setAAD(Buffer.from(field, "utf8"))
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()])
  const tag = cipher.getAuthTag()
  return [VERSION, keyId(key), iv.toString("base64url"), tag.toString("base64url"), ciphertext.toString("base64url")].join(".")
}

export function decryptSecret(stored: string, key: Buffer, field: string): string {
  const parts = stored.split(".")
  if (parts.length !== 5 || parts[0] !== VERSION) {
    throw new SecretDecryptionError(`The stored ${field} is not in a format this plugin wrote; enter it again.`)
  }
  const [, storedKeyId, iv, tag, ciphertext] = parts
  if (storedKeyId !== keyId(key)) {
    throw new SecretDecryptionError(
      `The stored ${field} was encrypted with a different MARKETPLACE_EXCHANGE_ENCRYPTION_KEY; restore that key or enter the ` +
        `${field} again.`
    )
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"))
    decipher.setAAD(Buffer.from(field, "utf8"))
    decipher.setAuthTag(Buffer.from(tag, "base64url"))
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8")
  } catch {
    throw new SecretDecryptionError(`The stored ${field} failed its integrity check; enter it again.`)
  }
}
