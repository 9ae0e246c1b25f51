import { randomBytes } from "crypto"
import { decryptSecret, encryptSecret, SecretDecryptionError } from "../secret-box"

describe("secret box (AES-256-GCM)", () => {
  const key = randomBytes(32)

  it("decrypts what it encrypted, and the stored form does not contain the plaintext", () => {
    const stored = encryptSecret("hunter2-ä€", key, "password")
    expect(stored).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(stored).not.toContain("hunter2")
    expect(decryptSecret(stored, key, "password")).toBe("hunter2-ä€")
  })

  it("uses a fresh IV each time, so equal secrets are stored differently", () => {
    expect(encryptSecret("same", key, "password")).not.toBe(encryptSecret("same", key, "password"))
  })

  it("refuses another key with a message that names the variable", () => {
    const stored = encryptSecret("secret", key, "password")
    expect(() => decryptSecret(stored, randomBytes(32), "password")).toThrow(/different MARKETPLACE_EXCHANGE_ENCRYPTION_KEY/)
  })

  it("refuses a value moved to another field", () => {
    const stored = encryptSecret("secret", key, "password")
    expect(() => decryptSecret(stored, key, "subscription_token")).toThrow(SecretDecryptionError)
  })

  it("refuses a tampered ciphertext", () => {
    const parts = encryptSecret("secret", key, "password").split(".")
    const body = Buffer.from(parts[4], "base64url")
    body[0] ^= 1
    parts[4] = body.toString("base64url")
    expect(() => decryptSecret(parts.join("."), key, "password")).toThrow(/integrity check/)
  })

  it("refuses a value it did not write", () => {
    expect(() => decryptSecret("plain-text-password", key, "password")).toThrow(/not in a format/)
  })
})
