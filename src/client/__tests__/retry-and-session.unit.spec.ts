import { ExchangeRateLimitedError, ExchangeUnavailableError, ExchangeValidationError } from "../errors"
import { Redactor } from "../redact"
import { MAX_RETRY_AFTER_MS, parseRetryAfter, retryDelayMs, shouldRetry } from "../retry"
import { sessionCookieFrom } from "../session"

const options = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 1000 }

describe("retry policy", () => {
  it("retries transient failures only, up to the attempt limit", () => {
    expect(shouldRetry(new ExchangeUnavailableError("down"), 1, options)).toBe(true)
    expect(shouldRetry(new ExchangeRateLimitedError("slow"), 3, options)).toBe(true)
    expect(shouldRetry(new ExchangeUnavailableError("down"), 4, options)).toBe(false)
    expect(shouldRetry(new ExchangeValidationError("bad"), 1, options)).toBe(false)
    expect(shouldRetry(new Error("plain"), 1, options)).toBe(false)
  })

  it("backs off exponentially with jitter, capped", () => {
    expect(retryDelayMs(new Error(), 1, options, () => 0)).toBe(50)
    expect(retryDelayMs(new Error(), 1, options, () => 1)).toBe(100)
    expect(retryDelayMs(new Error(), 3, options, () => 1)).toBe(400)
    expect(retryDelayMs(new Error(), 10, options, () => 1)).toBe(1000)
  })

  it("waits at least what Retry-After asks, up to a cap", () => {
    expect(retryDelayMs(new ExchangeRateLimitedError("slow", { retryAfterMs: 3000 }), 1, options, () => 0)).toBe(3000)
    expect(retryDelayMs(new ExchangeRateLimitedError("slow", { retryAfterMs: 10 ** 9 }), 1, options, () => 0)).toBe(MAX_RETRY_AFTER_MS)
  })

  it("reads Retry-After as seconds or as a date", () => {
    expect(parseRetryAfter("5")).toBe(5000)
    expect(parseRetryAfter("Wed, 21 Oct 2015 07:28:10 GMT", Date.UTC(2015, 9, 21, 7, 28, 0))).toBe(10_000)
    expect(parseRetryAfter("soon")).toBeUndefined()
    expect(parseRetryAfter(undefined)).toBeUndefined()
  })
})

describe("session cookie (spec 5.1 rule 4)", () => {
  it("takes the value without its trailing space, among other cookies", () => {
    expect(sessionCookieFrom(".ASPXAUTH=ABC123 ; path=/; HttpOnly")).toBe("ABC123")
    expect(sessionCookieFrom("other=1; path=/, .ASPXAUTH=XYZ ; path=/; HttpOnly")).toBe("XYZ")
    expect(sessionCookieFrom("other=1")).toBeUndefined()
    expect(sessionCookieFrom(".ASPXAUTH= ; path=/")).toBeUndefined()
  })
})

describe("redaction", () => {
  it("removes secrets and any session cookie from text", () => {
    const redactor = new Redactor(["hunter2", "tok-123", undefined])
    redactor.add("COOKIE42")
    expect(redactor.text("login hunter2 with tok-123, got COOKIE42; Cookie: .ASPXAUTH=OTHER99")).toBe(
      "login [redacted] with [redacted], got [redacted]; Cookie: .ASPXAUTH=[redacted]"
    )
  })

  it("also removes a secret quoted back JSON-escaped, URL-encoded or in base64", () => {
    const password = 'p"a\\ss wörd/+='
    const redactor = new Redactor([password])
    const quoted = [
      JSON.stringify({ password }),
      `userName=demo&password=${encodeURIComponent(password)}`,
      `password=${encodeURIComponent(password).replace(/%20/g, "+")}`,
      `Basic ${Buffer.from(password).toString("base64")}`,
      `token ${Buffer.from(password).toString("base64").replace(/=+$/, "")}`,
    ]
    for (const text of quoted) {
      const out = redactor.text(text)
      expect(out).toContain("[redacted]")
      expect(out).not.toContain(password)
      expect(out).not.toContain(JSON.stringify(password).slice(1, -1))
      expect(out).not.toContain(encodeURIComponent(password))
      expect(out).not.toContain(Buffer.from(password).toString("base64").replace(/=+$/, ""))
    }
  })
})
