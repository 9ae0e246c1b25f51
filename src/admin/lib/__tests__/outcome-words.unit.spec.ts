import { batchWords, retryWords, runOutcomeWords } from "../outcome-words"
import { translator } from "./translate"

const t = translator("en")
const de = translator("de")

const counts = (
  outcomes: Partial<Record<string, number>>,
  rest: Partial<{ pending: number; running: number; failed: number; retrying: number; total: number }> = {}
) => ({
  pending: 0,
  running: 0,
  failed: 0,
  retrying: 0,
  last_error: null,
  last_error_words: null,
  total: 0,
  ...rest,
  outcomes: { sent: 0, unchanged: 0, parked: 0, refused: 0, removed: 0, skipped: 0, ...outcomes },
})

describe("batchWords", () => {
  it("never calls parked or failed products sent", () => {
    expect(batchWords(counts({ unchanged: 4, parked: 60 }, { total: 64 }), t)).toBe(
      "0 sent, 4 unchanged (nothing to send), 60 held back by problems of 64"
    )
    expect(batchWords(counts({}, { failed: 4, total: 4 }), t)).toBe("0 sent, 4 failed of 4")
  })

  it("says what is still to go and how much waits for the service", () => {
    expect(batchWords(counts({ sent: 1, refused: 1 }, { pending: 2, running: 1, retrying: 2, total: 5 }), t)).toBe(
      "1 sent, 1 refused by the service, 3 to go (2 waiting for the service) of 5"
    )
    expect(batchWords(counts({ sent: 1 }, { pending: 1, retrying: 1, total: 2 }), t)).toBe(
      "1 sent, 1 to go (1 waiting for the service) of 2"
    )
  })

  it("says it in German, singular and plural", () => {
    expect(batchWords(counts({ sent: 1, refused: 1 }, { pending: 2, running: 1, retrying: 2, total: 5 }), de)).toBe(
      "1 übertragen, 1 von der Schnittstelle abgelehnt, 3 ausstehend (2 warten auf die Schnittstelle) von 5"
    )
    expect(batchWords(counts({}, { pending: 1, retrying: 1, failed: 1, total: 2 }), de)).toBe(
      "0 übertragen, 1 fehlgeschlagen, 1 ausstehend (1 wartet auf die Schnittstelle) von 2"
    )
  })
})

describe("runOutcomeWords and retryWords", () => {
  it("says nothing was sent when nothing was", () => {
    expect(runOutcomeWords("unchanged", "done", null, t)).toEqual({
      tone: "info",
      text: "Nothing to send: the marketplace already has the product as it is",
    })
    expect(runOutcomeWords(null, "failed", "Login refused", t)).toEqual({ tone: "error", text: "Not sent: Login refused" })
    expect(runOutcomeWords(null, "failed", null, t).text).toBe("Not sent: the sync failed")
    expect(runOutcomeWords("sent", "done", null, t).tone).toBe("success")
  })

  it("answers Retry with queued or the reason nothing is sent", () => {
    expect(retryWords({ queued: true }, t, "en").text).toMatch(/^Queued/)
    expect(retryWords({ queued: false, outcome: "not_in_channel", message: "" }, t, "en").text).toBe(
      "Not sent: the product is not in the marketplace channel"
    )
  })

  it("names the problems to fix first with their fixes, in the admin's language", () => {
    const tooLong = {
      code: "problem.title_too_long",
      params: { length: 95, max: 80, over: 15 },
      message: "The title has 95 characters; eBay allows 80.",
      fix: "Shorten the title by 15 characters.",
    }
    const answer = {
      queued: false as const,
      outcome: "fix_problems" as const,
      message: "Not sent: fix the problem first.",
      problems: [tooLong],
    }
    expect(retryWords(answer, t, "en")).toEqual({
      tone: "warning",
      text:
        "Not sent: fix the problem first. The title has 95 characters; eBay allows 80. Enter an eBay title of at most 80 " +
        "characters under Marketplace fields, shorten the title by 15 characters, or let long titles be shortened " +
        "automatically (Settings → Title and prices on eBay).",
    })
    expect(retryWords({ ...answer, problems: [tooLong, tooLong] }, de, "de").text).toMatch(
      /^Nicht übertragen: Beheben Sie zuerst die Probleme\. Der Titel hat 95 Zeichen; eBay erlaubt 80\. Tragen Sie unter „Marktplatz-Felder“ einen eBay-Titel/
    )
  })

  it("translates its own words, never the service's or the API's", () => {
    expect(runOutcomeWords(null, "failed", "Login refused", de).text).toBe("Nicht übertragen: Login refused")
    expect(retryWords({ queued: false, outcome: "not_published", message: "" }, de, "de").text).toBe(
      "Nicht übertragen: Das Produkt ist ein Entwurf; veröffentlichen Sie es, um es einzustellen"
    )
    // An answer without coded problems (an older server's) says its message as it was sent.
    expect(retryWords({ queued: false, outcome: "fix_problems", message: "Not sent: fix the problem first." }, de, "de").text).toBe(
      "Not sent: fix the problem first."
    )
  })
})
