import { channelDiff, pageEnd } from "../channel-diff"

describe("channelDiff", () => {
  it("reads what only Medusa's channel holds and forgets what only the read model holds", () => {
    expect(channelDiff(["prod_a", "prod_b", "prod_d"], ["prod_b", "prod_c", "prod_d"])).toEqual({
      missing: ["prod_a"],
      extra: ["prod_c"],
    })
  })

  it("has nothing to do when both hold the same, and everything when the read model is empty or the channel is", () => {
    expect(channelDiff(["prod_a"], ["prod_a"])).toEqual({ missing: [], extra: [] })
    expect(channelDiff(["prod_a", "prod_b"], [])).toEqual({ missing: ["prod_a", "prod_b"], extra: [] })
    expect(channelDiff([], ["prod_a"])).toEqual({ missing: [], extra: ["prod_a"] })
  })
})

describe("pageEnd", () => {
  it("ends a full page at its last id and the last page nowhere, so the read model is compared to its end", () => {
    expect(pageEnd(["prod_a", "prod_b"], 2)).toBe("prod_b")
    expect(pageEnd(["prod_a"], 2)).toBeNull()
    expect(pageEnd([], 2)).toBeNull()
  })
})
