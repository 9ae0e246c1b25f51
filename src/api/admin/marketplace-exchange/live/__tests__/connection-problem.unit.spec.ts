import { ExchangeAuthError, ExchangeValidationError } from "../../../../../client"
import { renderMessage } from "../../../../../messages"
import { connectionFailureOf } from "../connection-problem"

const addresses = { baseUrl: "https://api.example", authUrl: "https://login.example" }
const read = { method: "GET", path: "Products?$top=1" }

describe("connectionFailureOf: a 403 on the check's read (A48)", () => {
  it("is the service refusing that request, in the merchant's words: neither the token nor another server", () => {
    const refused = new ExchangeValidationError("GET Products answered 403: Forbidden", {
      status: 403,
      errors: [{ code: "4711", severity: "error", message: "Not part of this subscription." }],
      request: read,
    })
    const failure = connectionFailureOf(refused, addresses)
    expect(failure).toMatchObject({ problem: "service_error", words: { code: "connection.request_refused" } })
    expect(renderMessage(failure.words, "en")).toContain("https://api.example answered, but refused the check's request (403)")
    expect(renderMessage(failure.words, "en")).toContain("Not part of this subscription.")
    expect(renderMessage(failure.words, "de")).toContain("hat die Anfrage der Prüfung aber abgelehnt (403)")
  })

  it("a 401 with code 1001 stays the token's, a 400 says the address is not the service", () => {
    expect(connectionFailureOf(new ExchangeAuthError("401", { status: 401, code: "1001", request: read }), addresses).problem).toBe(
      "wrong_token"
    )
    expect(connectionFailureOf(new ExchangeValidationError("400", { status: 400, request: read }), addresses).problem).toBe(
      "not_the_service"
    )
  })
})
