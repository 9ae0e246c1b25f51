import type { ExchangeClient } from "../../../../client"
import { ExchangeNotFoundError, ExchangeUnavailableError } from "../../../../client/errors"
import { renderMessage } from "../../../../messages"
import { askListing } from "../ask-listing"

const failingWith = (error: Error) =>
  ({
    operations: {
      productIsListed: async () => {
        throw error
      },
    },
  }) as unknown as ExchangeClient

describe("askListing", () => {
  it("words an outage as a code with the service's message, without the request, for the merchant's language", async () => {
    const answer = await askListing(
      failingWith(new ExchangeUnavailableError("GET ProductIsListed(productId=7L) answered 503: Service unavailable")),
      "7",
      1,
      false
    )
    expect(answer).toEqual({
      ok: false,
      reason: "outage",
      words: { code: "refusal.service.unavailable", params: { detail: "503: Service unavailable." } },
    })
    if (answer.ok) throw new Error("no answer expected")
    expect(renderMessage(answer.words, "de")).toBe("Die Marktplatz-Schnittstelle ist nicht erreichbar: 503: Service unavailable.")
  })

  it("tells a listing gone at the service apart from an outage", async () => {
    const answer = await askListing(failingWith(new ExchangeNotFoundError("no product 7")), "7", 1, false)
    expect(answer).toMatchObject({ ok: false, reason: "gone", words: { code: "refusal.service.not_found" } })
  })
})
