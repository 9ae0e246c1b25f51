import { ExchangeAuthError, ExchangeProtocolError, ExchangeUnavailableError, ExchangeValidationError } from "../../../../client/errors"
import { renderMessage } from "../../../../messages"
import type { RequestOutcome } from "../record"
import { fallbacksOf, findingsOf, mergeUnknowns, outcomeOf, unknownHistoryActions, unknownOrderProperties } from "../verdicts"

const failedWith = (request: RequestOutcome["request"], error: unknown) => outcomeOf({ request, ok: false, ms: 12, error }, 4)
const verdicts = (entries: Array<[RequestOutcome["request"], RequestOutcome["verdict"], number?]>): RequestOutcome[] =>
  entries.map(([request, verdict, status]) => ({ request, verdict, status: status ?? null, ms: null, words: { code: "x" }, detail: null }))

describe("a read's verdict", () => {
  it("answered: its time", () => {
    const outcome = outcomeOf({ request: "catalogs", ok: true, ms: 37 }, 4)
    expect(outcome).toMatchObject({ verdict: "answered", status: 200, ms: 37 })
    expect(renderMessage(outcome.words, "en")).toBe("The catalog list: answered in 37 ms.")
    expect(renderMessage(outcome.words, "de")).toBe("Die Katalogliste: in 37 ms beantwortet.")
  })

  it("a 403 on a read is that read refused, never the credentials", () => {
    const error = new ExchangeValidationError("GET Catalogs answered 403: Not in this subscription", { status: 403, code: "2001" })
    const outcome = failedWith("catalogs", error)
    expect(outcome).toMatchObject({ verdict: "refused", status: 403, words: { code: "service_check.refused" } })
    expect(outcome.detail).toBe("GET Catalogs answered 403: Not in this subscription")
    const en = renderMessage(outcome.words, "en")!
    expect(en).toContain("The catalog list: the service refused this read (403). The login and the token work")
    expect(en).toContain("403: Not in this subscription.")
    expect(en).not.toContain("GET Catalogs")
  })

  it("a 400 of the joined order filter is that form refused", () => {
    const error = new ExchangeValidationError("GET SalesOrders() answered 400: one at a time", { status: 400 })
    expect(failedWith("orders_joined", error)).toMatchObject({ verdict: "refused", status: 400 })
  })

  it("the login refused is the user name or password; a 401 or a credentials code on a read is the token", () => {
    expect(failedWith("login", new ExchangeAuthError("login refused", { status: 401 })).words.code).toBe("service_check.login_refused")
    expect(failedWith("products", new ExchangeAuthError("token", { status: 401, code: "1001" })).words.code).toBe(
      "service_check.token_refused"
    )
    expect(failedWith("products", new ExchangeAuthError("token", { status: 403, code: "1001" }))).toMatchObject({
      verdict: "failed",
      words: { code: "service_check.token_refused" },
    })
  })

  it("an outage, no answer, no connection and an unreadable answer fail the read, each in its words", () => {
    expect(failedWith("login", new ExchangeUnavailableError("down", { status: 503 }))).toMatchObject({
      verdict: "failed",
      status: 503,
      words: { code: "service_check.unavailable" },
    })
    expect(outcomeOf({ request: "metadata", ok: false, ms: 4000, error: null, timedOut: true }, 4)).toMatchObject({
      verdict: "failed",
      status: null,
      words: { code: "service_check.no_answer", params: { seconds: 4 } },
      detail: "no answer within 4 s",
    })
    expect(failedWith("products", new ExchangeUnavailableError("ECONNREFUSED")).words.code).toBe("service_check.unreachable")
    expect(failedWith("products", new ExchangeProtocolError("not a feed")).words.code).toBe("service_check.unreadable")
    expect(failedWith("metadata", new Error("The service description holds no EntityContainer")).words.code).toBe(
      "service_check.unreadable"
    )
  })

  it("not asked: why, in both languages", () => {
    const outcome = outcomeOf({ request: "order_history", notAsked: "no_order" }, 4)
    expect(outcome).toMatchObject({ verdict: "not_asked", status: null, ms: null })
    expect(renderMessage(outcome.words, "de")).toBe(
      "Der Verlauf einer importierten Bestellung: nicht abgefragt, weil noch keine Bestellung importiert wurde."
    )
  })
})

describe("the fallbacks the answers call for", () => {
  it("joined answered: the poll asks joined; the set-level feed answered: the scan reads it", () => {
    expect(
      fallbacksOf(
        verdicts([
          ["orders_joined", "answered"],
          ["product_variations", "answered"],
        ])
      )
    ).toEqual({
      order_filter: "joined",
      variation_reading: "set",
    })
  })

  it("joined failed (refused or 5xx) and both forms apart answered: separate", () => {
    for (const failed of ["refused", "failed"] as const) {
      const answers = verdicts([
        ["orders_joined", failed],
        ["orders_unimported", "answered"],
        ["orders_changed", "answered"],
      ])
      expect(fallbacksOf(answers).order_filter).toBe("separate")
    }
  })

  it("everything failing (an outage) or one form apart failing decides nothing", () => {
    expect(
      fallbacksOf(
        verdicts([
          ["orders_joined", "failed"],
          ["orders_unimported", "failed"],
          ["orders_changed", "failed"],
        ])
      ).order_filter
    ).toBeNull()
    expect(
      fallbacksOf(
        verdicts([
          ["orders_joined", "refused"],
          ["orders_unimported", "answered"],
          ["orders_changed", "refused"],
        ])
      ).order_filter
    ).toBeNull()
    expect(
      fallbacksOf(
        verdicts([
          ["orders_joined", "not_asked"],
          ["orders_unimported", "not_asked"],
          ["orders_changed", "not_asked"],
        ])
      )
    ).toEqual({
      order_filter: null,
      variation_reading: null,
    })
  })

  it("the set-level feed refused and a product's own variations answered: per product; neither: nothing", () => {
    expect(
      fallbacksOf(
        verdicts([
          ["product_variations", "refused", 400],
          ["variations_of_product", "answered", 200],
        ])
      ).variation_reading
    ).toBe("per_product")
    expect(
      fallbacksOf(
        verdicts([
          ["product_variations", "refused"],
          ["variations_of_product", "refused"],
        ])
      ).variation_reading
    ).toBeNull()
    expect(
      fallbacksOf(
        verdicts([
          ["product_variations", "failed"],
          ["variations_of_product", "not_asked"],
        ])
      ).variation_reading
    ).toBeNull()
  })
})

describe("what the service sends that the spec does not show", () => {
  it("names an order's and an expanded item's unknown properties once, with a value as text", () => {
    const orders = [
      { Id: "1", ForeignOrderId: null, ClaimStatus: "open", warnings: [], unreadable: {} },
      { Id: "2", ClaimStatus: "closed", SalesOrderItems: [{ Id: "5", Sku: "A", GiftWrap: true }], Buyer: null },
      { Id: "3", EscalatedAt: new Date("2026-11-01T10:00:00Z") },
    ]
    expect(unknownOrderProperties(orders)).toEqual([
      { kind: "property", set: "SalesOrders", name: "ClaimStatus", example: "open" },
      { kind: "property", set: "SalesOrderItems", name: "GiftWrap", example: "true" },
      { kind: "property", set: "SalesOrders", name: "EscalatedAt", example: "2026-11-01T10:00:00.000Z" },
    ])
  })

  it("names a history action other than MarkedAsPaid and Versandstatus once, with its line", () => {
    const line = "01.11.2026 10:00:00 - ItemId 5 - Aktion RefundRequested:1"
    expect(
      unknownHistoryActions([
        { action: "MarkedAsPaid", line: "x" },
        { action: "Versandstatus", line: "y" },
        { action: "RefundRequested", line },
        { action: "RefundRequested", line: "again" },
        { action: null, line: "not a line of the spec's shape" },
      ])
    ).toEqual([{ kind: "history_action", set: null, name: "RefundRequested", example: line }])
  })

  it("keeps each first-seen date across checks, and lists one not seen again with its last-seen date", () => {
    const first = new Date("2026-11-01T10:00:00Z")
    const second = new Date("2026-11-02T10:00:00Z")
    const claim = { kind: "property" as const, set: "SalesOrders" as const, name: "ClaimStatus", example: "open" }
    const refund = { kind: "history_action" as const, set: null, name: "RefundRequested", example: "line" }
    const kept = mergeUnknowns([], [claim, refund], first)
    const merged = mergeUnknowns(kept, [{ ...claim, example: "closed" }], second)
    expect(merged).toEqual([
      { ...claim, first_seen: first.toISOString(), last_seen: second.toISOString() },
      { ...refund, first_seen: first.toISOString(), last_seen: first.toISOString() },
    ])
  })
})

describe("the findings", () => {
  it("say the fallbacks first, then the description's differences (GPSR attributes, images and orders first), then the unknowns", () => {
    const findings = findingsOf(
      { order_filter: "separate", variation_reading: "per_product" },
      [
        { kind: "missing_set", set: "DiscountOffers" },
        { kind: "missing_set", set: "OptionalProductAttributes" },
      ],
      [
        {
          kind: "property",
          set: "SalesOrders",
          name: "ClaimStatus",
          example: "open",
          first_seen: "2026-11-01T10:00:00.000Z",
          last_seen: "x",
        },
      ]
    )
    expect(findings.map((f) => f.code)).toEqual([
      "service_check.poll_separate",
      "service_check.scan_per_product",
      "service_check.missing_set",
      "service_check.missing_set",
      "service_check.unknown_property",
    ])
    expect(findings[2].params).toEqual({ set: "OptionalProductAttributes" })
    expect(renderMessage(findings[4], "en")).toContain(
      "The service sends SalesOrders with a field the specification does not show: ClaimStatus"
    )
  })
})

describe("the scan's reading from the check (A53)", () => {
  const outcome = (request: RequestOutcome["request"], verdict: RequestOutcome["verdict"], status: number | null): RequestOutcome => ({
    request,
    verdict,
    status,
    ms: 5,
    words: { code: "service_check.answered", params: {} } as RequestOutcome["words"],
    detail: null,
  })

  it("reads per product only when the feed itself was refused and a product's own read answered", () => {
    const perProduct = (feedStatus: number) =>
      fallbacksOf([outcome("product_variations", "refused", feedStatus), outcome("variations_of_product", "answered", 200)])
        .variation_reading
    expect(perProduct(400)).toBe("per_product")
    expect(perProduct(403)).toBe("per_product")
    expect(perProduct(500)).toBe("per_product")
    // An outage, a rate limit, a timeout or the session say nothing of the feed.
    for (const status of [503, 429, 408, 401]) expect(perProduct(status)).toBeNull()
    expect(
      fallbacksOf([outcome("product_variations", "failed", null), outcome("variations_of_product", "answered", 200)]).variation_reading
    ).toBeNull()
  })
})

describe("what only writes meet, among the findings", () => {
  const none = { order_filter: null, variation_reading: null } as const

  it("names products gone at the service and stock not taken first, and nothing when there are none", () => {
    const since = "2026-11-29T10:00:00.000Z"
    const findings = findingsOf({ ...none, order_filter: "separate" }, [], [], {
      gone_at_service: 2,
      stock_not_taken: 1,
      stock_not_taken_since: since,
    })
    expect(findings.map((f) => f.code)).toEqual([
      "service_check.products_gone",
      "service_check.stock_not_taken",
      "service_check.poll_separate",
    ])
    expect(renderMessage(findings[0], "de")).toContain("Der Dienst hat 2 Produkte nicht mehr")
    expect(renderMessage(findings[1], "en")).toContain("The service has not taken the stock of 1 product since")
    expect(findingsOf(none, [], [], { gone_at_service: 0, stock_not_taken: 0, stock_not_taken_since: null })).toEqual([])
  })
})
