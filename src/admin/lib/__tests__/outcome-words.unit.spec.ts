import { batchWords, retryWords, runOutcomeWords } from "../outcome-words"

const counts = (
  outcomes: Partial<Record<string, number>>,
  rest: Partial<{ pending: number; running: number; failed: number; retrying: number; total: number }> = {}
) => ({
  pending: 0,
  running: 0,
  failed: 0,
  retrying: 0,
  last_error: null,
  total: 0,
  ...rest,
  outcomes: { sent: 0, unchanged: 0, parked: 0, refused: 0, removed: 0, skipped: 0, ...outcomes },
})

describe("batchWords", () => {
  it("never calls parked or failed products sent", () => {
    expect(batchWords(counts({ unchanged: 4, parked: 60 }, { total: 64 }))).toBe(
      "0 sent, 4 unchanged (nothing to send), 60 held back by problems of 64"
    )
    expect(batchWords(counts({}, { failed: 4, total: 4 }))).toBe("0 sent, 4 failed of 4")
  })

  it("says what is still to go and how much waits for the service", () => {
    expect(batchWords(counts({ sent: 1, refused: 1 }, { pending: 2, running: 1, retrying: 2, total: 5 }))).toBe(
      "1 sent, 1 refused by the service, 3 to go (2 waiting for the service) of 5"
    )
  })
})

describe("runOutcomeWords and retryWords", () => {
  it("says nothing was sent when nothing was", () => {
    expect(runOutcomeWords("unchanged", "done", null)).toEqual({
      tone: "info",
      text: "Nothing to send: the marketplace already has the product as it is",
    })
    expect(runOutcomeWords(null, "failed", "Login refused")).toEqual({ tone: "error", text: "Not sent: Login refused" })
    expect(runOutcomeWords("sent", "done", null).tone).toBe("success")
  })

  it("answers Retry with queued or the reason nothing is sent", () => {
    expect(retryWords({ queued: true }).text).toMatch(/^Queued/)
    expect(retryWords({ queued: false, outcome: "fix_problems", message: "Not sent: fix the problem first. The title…" })).toEqual({
      tone: "warning",
      text: "Not sent: fix the problem first. The title…",
    })
    expect(retryWords({ queued: false, outcome: "not_in_channel", message: "" }).text).toBe(
      "Not sent: the product is not in the marketplace channel"
    )
  })
})
