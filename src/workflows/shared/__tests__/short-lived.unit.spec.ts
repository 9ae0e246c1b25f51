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

  it("shares a read in progress however long it takes, and counts freshness from when it ended", async () => {
    let clock = 0
    const cache = new ShortLived<number>(1000, () => clock)
    let finish: (n: number) => void = () => undefined
    let loads = 0
    const slow = () => {
      loads++
      return new Promise<number>((resolve) => (finish = resolve))
    }
    const first = cache.get("channel", slow)
    clock = 5000
    const second = cache.get("channel", slow)
    finish(7)
    expect([await first, await second, loads]).toEqual([7, 7, 1])
    clock = 5999
    expect(await cache.get("channel", slow.bind(null))).toBe(7)
    expect(loads).toBe(1)
  })

  it("stops sharing a load that hangs past its limit, so one stalled read stalls no one after it", async () => {
    let clock = 0
    const cache = new ShortLived<number>(1000, () => clock, 30_000)
    let loads = 0
    const hung = cache.get("region", () => {
      loads++
      return new Promise<number>(() => undefined)
    })
    clock = 29_999
    expect(cache.get("region", async () => ++loads)).toBe(hung)
    clock = 30_000
    expect(await cache.get("region", async () => ++loads)).toBe(2)
  })

  it("does not keep a failed read", async () => {
    const cache = new ShortLived<string>(1000, () => 0)
    await expect(cache.get("k", async () => Promise.reject(new Error("database gone")))).rejects.toThrow("database gone")
    expect(await cache.get("k", async () => "back")).toBe("back")
  })

  it("forgets one key's value, or all of them", async () => {
    const cache = new ShortLived<number>(1000, () => 0)
    let loads = 0
    await cache.get("a", async () => ++loads)
    await cache.get("b", async () => ++loads)
    cache.forget("a")
    expect(await cache.get("a", async () => ++loads)).toBe(3)
    expect(await cache.get("b", async () => ++loads)).toBe(2)
    cache.forget()
    expect(await cache.get("b", async () => ++loads)).toBe(4)
  })
})
