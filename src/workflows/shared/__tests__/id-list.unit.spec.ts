import { idList } from "../id-list"

describe("idList", () => {
  it("names one id, or every id of a short list joined with and", () => {
    expect(idList(["prod_1"])).toBe("prod_1")
    expect(idList(["prod_1", "prod_2", "prod_3"])).toBe("prod_1, prod_2 and prod_3")
  })

  it("names the first ids of a long list and counts the rest", () => {
    const ids = Array.from({ length: 17 }, (_, i) => `prod_${i + 1}`)
    expect(idList(ids)).toBe("prod_1, prod_2, prod_3, prod_4, prod_5, prod_6, prod_7, prod_8, prod_9, prod_10 and 7 more")
    expect(idList(ids.slice(0, 3), 2)).toBe("prod_1, prod_2 and 1 more")
  })
})
