import { ExchangeAuthError, ExchangeRateLimitedError, ExchangeUnavailableError, ExchangeValidationError } from "../../../../client"
import { hasVariationsToRead, refusesTheFeed } from "../variation-reading"

const failed = (status: number) => ({ status, request: { method: "GET", path: "ProductVariations" } })

describe("refusesTheFeed (A53)", () => {
  it("takes a 4xx and a 5xx other than 503 as the service refusing the set-level feed", () => {
    expect(refusesTheFeed(new ExchangeValidationError("GET ProductVariations answered 400", failed(400)))).toBe(true)
    expect(refusesTheFeed(new ExchangeValidationError("answered 405", failed(405)))).toBe(true)
    // A48: a 403 without a session code refuses the request, not the account.
    expect(refusesTheFeed(new ExchangeValidationError("answered 403", failed(403)))).toBe(true)
    expect(refusesTheFeed(new ExchangeUnavailableError("answered 500", { ...failed(500), ambiguous: true }))).toBe(true)
    expect(refusesTheFeed(new ExchangeUnavailableError("answered 501", { ...failed(501), ambiguous: true }))).toBe(true)
  })

  it("leaves an outage, a rate limit, a timeout, the session and a failure without an answer to be tried again", () => {
    expect(refusesTheFeed(new ExchangeUnavailableError("answered 503", { ...failed(503), ambiguous: false }))).toBe(false)
    expect(refusesTheFeed(new ExchangeRateLimitedError("answered 429", failed(429)))).toBe(false)
    expect(refusesTheFeed(new ExchangeValidationError("answered 408", failed(408)))).toBe(false)
    expect(refusesTheFeed(new ExchangeAuthError("answered 401", failed(401)))).toBe(false)
    expect(refusesTheFeed(new ExchangeUnavailableError("connection reset", { ambiguous: true }))).toBe(false)
    expect(refusesTheFeed(new Error("GET ProductVariations answered 400"))).toBe(false)
  })
})

describe("hasVariationsToRead", () => {
  it("reads a variation set's variations, not a single product's nor a product set's", () => {
    expect([0, 1, 2].map((product_type) => hasVariationsToRead({ product_type }))).toEqual([false, true, false])
  })
})
