import { mergedActionAnswers } from "../merged-actions"

describe("a bulk action over every account", () => {
  it("says one count for the requests it made, one per account", () => {
    const answer = mergedActionAnswers([
      { action: "sync", product_ids: ["prod_1"], count: 1, batch_id: null, queued: 1 },
      { action: "sync", product_ids: ["prod_1", "prod_2"], count: 2, batch_id: "mxbatch_b", queued: 2 },
    ])
    expect(answer).toEqual({ action: "sync", product_ids: ["prod_1", "prod_1", "prod_2"], count: 3, batch_id: "mxbatch_b", queued: 3 })
  })

  it("adds the edits' changes and the checks' answers by state, keeping the first reason a check stopped", () => {
    const check = (checked: number, listed: number, stopped: { code: string; params: Record<string, never> } | null) => ({
      requested: checked + 1,
      checked,
      by_state: { listed, not_listed: 0 } as never,
      unanswered: 1,
      stopped,
    })
    const answer = mergedActionAnswers([
      { action: "check", count: 2, batch_id: null, queued: 0, listings: check(1, 1, null) },
      { action: "check", count: 3, batch_id: null, queued: 0, listings: check(2, 2, { code: "listing_check.budget", params: {} }) },
    ])
    expect(answer.listings).toEqual({
      requested: 5,
      checked: 3,
      by_state: { listed: 3, not_listed: 0 },
      unanswered: 2,
      stopped: { code: "listing_check.budget", params: {} },
    })
    expect(
      mergedActionAnswers([
        { action: "edit_fields", count: 1, batch_id: null, queued: 1, changed: 1 },
        { action: "edit_fields", count: 1, batch_id: null, queued: 0, changed: 0 },
      ]).changed
    ).toBe(1)
  })

  it("is the one answer itself when one account was asked", () => {
    const one = { action: "end" as const, count: 4, batch_id: "b", queued: 4 }
    expect(mergedActionAnswers([one])).toBe(one)
  })
})
