import { retryVerdict } from "../retry-verdict"
import type { ProductProblem } from "../validate-product"

const problem = (severity: "error" | "warning"): ProductProblem => ({
  field: "Title",
  severity,
  code: "problem.test",
  params: {},
  message: "The title is longer than 80 characters.",
  fix: "Shorten it.",
})
const product = { exists: true, published: true, inChannel: true, onService: false, problems: [] as ProductProblem[], refusals: 0 }

describe("retryVerdict", () => {
  it("queues a listable product without problems", () => {
    expect(retryVerdict(product)).toEqual({ action: "queue", outcome: "queued" })
  })

  it("says a product outside the channel or a draft is not sent, unless the service holds it", () => {
    expect(retryVerdict({ ...product, inChannel: false })).toMatchObject({ action: "skip", outcome: "not_in_channel" })
    expect(retryVerdict({ ...product, published: false })).toMatchObject({ action: "skip", outcome: "not_published" })
    // On the service: the sync ends its listing, so it is queued.
    expect(retryVerdict({ ...product, inChannel: false, onService: true })).toEqual({ action: "queue", outcome: "queued" })
  })

  it("asks to fix the problems first when they still hold it back and nothing refused waits", () => {
    const verdict = retryVerdict({ ...product, problems: [problem("error"), problem("warning")] })
    expect(verdict).toMatchObject({ action: "skip", outcome: "fix_problems" })
    expect(verdict.action === "skip" && verdict.problems).toHaveLength(1)
    expect(verdict.action === "skip" && verdict.message).toContain("Shorten it.")
    // Warnings hold nothing back; refusals are sent again by a retry.
    expect(retryVerdict({ ...product, problems: [problem("warning")] })).toMatchObject({ action: "queue" })
    expect(retryVerdict({ ...product, problems: [problem("error")], refusals: 2 })).toMatchObject({ action: "queue" })
  })
})
