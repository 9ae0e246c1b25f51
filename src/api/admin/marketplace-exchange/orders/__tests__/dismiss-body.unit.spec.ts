import { PostDismissOrder } from "../[id]/dismiss/validators"

const wordsOf = (body: unknown) => {
  const parsed = PostDismissOrder.safeParse(body)
  if (parsed.success) return null
  return (parsed.error.issues[0] as unknown as { params?: { words?: unknown } }).params?.words
}

describe("PostDismissOrder", () => {
  it("keeps the merchant's reason, trimmed", () => {
    expect(PostDismissOrder.parse({ reason: "  Buyer cancelled.  " })).toEqual({ reason: "Buyer cancelled." })
    expect(PostDismissOrder.parse({ reason: "x".repeat(500) }).reason).toHaveLength(500)
  })

  it("asks for a reason when there is none, it is blank or no text", () => {
    for (const body of [{}, { reason: "" }, { reason: " \n " }, { reason: 5 }, { reason: null }]) {
      expect(wordsOf(body)).toEqual({ code: "refusal.order.dismiss_reason_missing", params: {} })
    }
  })

  it("says how long a reason may be", () => {
    expect(wordsOf({ reason: "x".repeat(501) })).toEqual({ code: "refusal.order.dismiss_reason_too_long", params: { max: 500 } })
  })
})
