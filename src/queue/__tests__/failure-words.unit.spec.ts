import { ExchangeStockNotTakenError, ExchangeUnavailableError, ExchangeValidationError } from "../../client/errors"
import { renderMessage } from "../../messages"
import { ProtocolError } from "../../protocol/errors"
import { SyncNotConfiguredError, WaitingForAccountScanError } from "../classify-failure"
import { coded } from "../../messages"
import { failureText } from "../failure-words"

/** A workflow keeps a step's error as a plain copy of its own properties (Medusa's serializeError). */
const crossedWorkflow = (error: Error) => ({ ...JSON.parse(JSON.stringify(error)), message: error.message, name: error.name })

describe("failureText", () => {
  it("keeps the words an error of ours carries, also after a workflow copied it", () => {
    const waiting = new WaitingForAccountScanError(coded("wait.account_scan", { count: 3 }))
    expect(failureText(waiting).words).toEqual({ code: "wait.account_scan", params: { count: 3 } })
    expect(failureText(crossedWorkflow(waiting)).words).toEqual({ code: "wait.account_scan", params: { count: 3 } })
    expect(failureText(new SyncNotConfiguredError()).words.code).toBe("refusal.connection.not_set_up")
  })

  it("says the service's failure by its kind, with the service's own message and without the request", () => {
    const failure = failureText(new ExchangeUnavailableError("GET Products(12L) answered 503: Service Unavailable"))
    expect(failure.message).toBe("GET Products(12L) answered 503: Service Unavailable")
    expect(failure.words).toEqual({ code: "refusal.service.unavailable", params: { detail: "503: Service Unavailable." } })
    expect(renderMessage(failure.words, "de")).toBe("Die Marktplatz-Schnittstelle ist nicht erreichbar: 503: Service Unavailable.")
    expect(failureText(new ExchangeValidationError("Title is too long")).words.code).toBe("refusal.service.validation")
  })

  it("A49: says a stock answered false was not taken and goes again, not that the service is out of reach", () => {
    const notTaken = new ExchangeStockNotTakenError("The service did not take the stock 4 now", { status: 200, code: "false" })
    for (const error of [notTaken, crossedWorkflow(notTaken)]) {
      expect(failureText(error).words).toEqual({ code: "failure.stock_not_taken", params: {} })
    }
    expect(renderMessage(failureText(notTaken).words, "de")).toContain("erneut gesendet")
    expect(failureText(new ExchangeUnavailableError("503", { status: 503 })).words.code).toBe("refusal.service.unavailable")
  })

  it("names a value that cannot be written, and anything else as unexpected (or the caller's own code)", () => {
    expect(failureText(new ProtocolError("Price 1e30 is no Edm.Decimal")).words).toEqual({
      code: "failure.unwritable",
      params: { detail: "Price 1e30 is no Edm.Decimal" },
    })
    expect(failureText(new Error("connection reset")).words).toEqual({ code: "failure.unexpected", params: { detail: "connection reset" } })
    expect(failureText(new Error("connection reset"), "import.failed").words.code).toBe("import.failed")
    expect(failureText("plain").message).toBe("plain")
  })
})
