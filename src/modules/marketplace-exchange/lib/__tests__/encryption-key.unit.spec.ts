import { randomBytes } from "crypto"
import { ENCRYPTION_KEY_ENV, parseEncryptionKey, resolveEncryptionKey } from "../encryption-key"

describe("encryption key", () => {
  const bytes = randomBytes(32)

  it("reads 32 bytes from hex, base64 and base64url", () => {
    expect(parseEncryptionKey(bytes.toString("hex")).equals(bytes)).toBe(true)
    expect(parseEncryptionKey(bytes.toString("base64")).equals(bytes)).toBe(true)
    expect(parseEncryptionKey(` ${bytes.toString("base64url")}\n`).equals(bytes)).toBe(true)
  })

  it("refuses a key of the wrong length, naming the variable and how to make one", () => {
    expect(() => parseEncryptionKey("too-short")).toThrow(/MARKETPLACE_EXCHANGE_ENCRYPTION_KEY.*openssl rand -base64 32/)
    expect(() => parseEncryptionKey(randomBytes(16).toString("base64"))).toThrow(ENCRYPTION_KEY_ENV)
  })

  it("stops production without the variable, naming it", () => {
    expect(() => resolveEncryptionKey(undefined, { NODE_ENV: "production" })).toThrow(/MARKETPLACE_EXCHANGE_ENCRYPTION_KEY is not set/)
  })

  it("uses the environment's key in production", () => {
    const resolved = resolveEncryptionKey(undefined, { NODE_ENV: "production", [ENCRYPTION_KEY_ENV]: bytes.toString("hex") })
    expect(resolved).toEqual({ key: bytes, source: "environment" })
  })

  it("falls back to the same fixed development key outside production", () => {
    const dev = resolveEncryptionKey(undefined, { NODE_ENV: "development" })
    const test = resolveEncryptionKey(undefined, { NODE_ENV: "test" })
    expect(dev.source).toBe("development-default")
    expect(dev.key).toHaveLength(32)
    expect(test.key.equals(dev.key)).toBe(true)
  })

  it("takes the plugin option encryptionKey before the variable, in production too", () => {
    const other = randomBytes(32)
    const env = { NODE_ENV: "production", [ENCRYPTION_KEY_ENV]: other.toString("hex") }
    expect(resolveEncryptionKey(bytes.toString("base64"), env)).toEqual({ key: bytes, source: "option" })
    expect(resolveEncryptionKey(undefined, env)).toEqual({ key: other, source: "environment" })
    expect(resolveEncryptionKey("  ", env).source).toBe("environment")
    expect(() => resolveEncryptionKey(undefined, { NODE_ENV: "production" })).toThrow(/nor the plugin option encryptionKey/)
  })

  it("refuses a malformed option, naming the option rather than the variable", () => {
    expect(() => resolveEncryptionKey("not-a-key", { NODE_ENV: "development" })).toThrow(
      /^Plugin option encryptionKey must be 32 random bytes/
    )
  })
})
