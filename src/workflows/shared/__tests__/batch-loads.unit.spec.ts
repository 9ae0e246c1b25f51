import { batchLoads } from "../batch-loads"

describe("batchLoads", () => {
  it("answers the asks of one turn with one load of their keys, each with its own value", async () => {
    const loads: string[][] = []
    const load = batchLoads(async (keys) => {
      loads.push(keys)
      return new Map(keys.filter((k) => k !== "gone").map((k) => [k, `product ${k}`]))
    })
    const answers = await Promise.all([load("a"), load("b"), load("a"), load("gone")])
    expect(answers).toEqual(["product a", "product b", "product a", undefined])
    expect(loads).toEqual([["a", "b", "gone"]])
  })

  it("reads again for a later ask instead of answering it from an earlier load", async () => {
    let version = 0
    const load = batchLoads(async (keys) => new Map(keys.map((k) => [k, ++version])))
    expect(await load("a")).toBe(1)
    expect(await load("a")).toBe(2)
  })

  it("splits a large turn into loads of at most maxBatch keys", async () => {
    const sizes: number[] = []
    const load = batchLoads(async (keys) => {
      sizes.push(keys.length)
      return new Map(keys.map((k) => [k, k]))
    }, 3)
    await Promise.all(["1", "2", "3", "4", "5"].map(load))
    expect(sizes).toEqual([3, 2])
  })

  it("passes a failed load to every ask of its batch", async () => {
    const load = batchLoads<string>(async () => Promise.reject(new Error("database gone")))
    await expect(Promise.all([load("a"), load("b")])).rejects.toThrow("database gone")
  })
})
