import { ShortLived } from "../short-lived"

describe("ShortLived", () => {
  it("reads once per key while fresh, shares a read in progress, and reads again once stale or forgotten", async () => {
    let clock = 0
    const cache = new ShortLived<number>(1000, () => clock)
    let loads = 0
    const load = async () => ++loads
    const [a, b] = await Promise.all([cache.get("region", load), cache.get("region", load)])
    expect([a, b, loads]).toEqual([1, 1, 1])
    expect(await cache.get("channel", load)).toBe(2)
    clock = 999
    expect(await cache.get("region", load)).toBe(1)
    clock = 1000
    expect(await cache.get("region", load)).toBe(3)
    cache.forget()
    expect(await cache.get("region", load)).toBe(4)
  })

  it("does not keep a failed read", async () => {
    const cache = new ShortLived<string>(1000, () => 0)
    await expect(cache.get("k", async () => Promise.reject(new Error("database gone")))).rejects.toThrow("database gone")
    expect(await cache.get("k", async () => "back")).toBe("back")
  })
})
