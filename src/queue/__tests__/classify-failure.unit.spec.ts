import {
  ExchangeAuthError,
  ExchangeNotFoundError,
  ExchangeProtocolError,
  ExchangeRateLimitedError,
  ExchangeUnavailableError,
  ExchangeValidationError,
} from "../../client"
import { literal } from "../../protocol/literals"
import { classifyFailure, ProductGoneError, SyncNotConfiguredError } from "../classify-failure"

describe("classifyFailure", () => {
  it("calls outages and rate limits transient", () => {
    expect(classifyFailure(new ExchangeUnavailableError("503"))).toBe("transient")
    expect(classifyFailure(new ExchangeRateLimitedError("429"))).toBe("transient")
  })

  it("calls the service's no refused", () => {
    expect(classifyFailure(new ExchangeValidationError("4001"))).toBe("refused")
    expect(classifyFailure(new ExchangeNotFoundError("404"))).toBe("refused")
    expect(classifyFailure(new ExchangeProtocolError("garbage"))).toBe("refused")
  })

  it("calls a request that cannot be written refused, not retried forever", () => {
    const unwritable = (() => {
      try {
        literal("Edm.Int64", "15687 ")
      } catch (error) {
        return error
      }
    })()
    expect(classifyFailure(unwritable)).toBe("refused")
    expect(classifyFailure({ name: "ProtocolError", message: "not a valid Edm.Int64" })).toBe("refused")
  })

  it("calls a product the service lost refused: it waits for List again, never for a retry (A50)", () => {
    expect(classifyFailure(new ProductGoneError("42"))).toBe("refused")
    expect(classifyFailure(JSON.parse(JSON.stringify({ ...new ProductGoneError("42"), name: "ProductGoneError" })))).toBe("refused")
  })

  it("calls missing settings and wrong credentials setup", () => {
    expect(classifyFailure(new SyncNotConfiguredError())).toBe("setup")
    expect(classifyFailure(new ExchangeAuthError("1000"))).toBe("setup")
  })

  it("reads an error the same after a workflow kept it as a plain object", () => {
    const plain = (error: Error) =>
      Object.fromEntries(
        Object.getOwnPropertyNames(error)
          .map((k) => [k, (error as never)[k]])
          .concat([["name", error.name]])
      )
    expect(classifyFailure(plain(new ExchangeValidationError("4001", { code: "4001" })))).toBe("refused")
    expect(classifyFailure(plain(new ExchangeUnavailableError("503")))).toBe("transient")
    expect(classifyFailure(plain(new SyncNotConfiguredError()))).toBe("setup")
  })

  it("retries what it does not know (a database hiccup, a bug)", () => {
    expect(classifyFailure(new Error("connection terminated"))).toBe("transient")
  })
})
