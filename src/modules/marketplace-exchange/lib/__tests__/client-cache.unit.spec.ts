import { ExchangeClientCache } from "../client-cache"
import type { ConnectionCredentials } from "../connection-settings"

const credentials = (userName: string): ConnectionCredentials => ({
  baseUrl: "https://api.test",
  authUrl: "https://auth.test",
  userName,
  password: "secret",
  subscriptionToken: "token",
  format: "json",
})

describe("the clients, one per account", () => {
  it("keeps one client per account, so each has its own session and in-flight budget", () => {
    const cache = new ExchangeClientCache()
    const first = cache.for("acc_a", credentials("a"), 8)
    expect(cache.for("acc_a", credentials("a"), 8)).toBe(first)
    const second = cache.for("acc_b", credentials("b"), 8)
    expect(second).not.toBe(first)
    // Another account's change leaves this one's client (and its session) as it is.
    cache.for("acc_b", credentials("b2"), 4)
    expect(cache.for("acc_a", credentials("a"), 8)).toBe(first)
  })

  it("builds an account's client again when its credentials or budget change, and none while they are incomplete", () => {
    const cache = new ExchangeClientCache()
    const first = cache.for("acc_a", credentials("a"), 8)
    expect(cache.for("acc_a", credentials("a"), 4)).not.toBe(first)
    expect(cache.for("acc_a", null, 8)).toBeNull()
  })

  it("keeps a live-check client per account apart from the queue's, and forgets a removed account's", () => {
    const cache = new ExchangeClientCache()
    const queue = cache.for("acc_a", credentials("a"), 8)
    const live = cache.liveFor("acc_a", credentials("a"))
    expect(live).not.toBe(queue)
    expect(cache.liveFor("acc_a", credentials("a"))).toBe(live)
    expect(cache.liveFor("acc_b", credentials("b"))).not.toBe(live)
    cache.forget("acc_a")
    expect(cache.for("acc_a", credentials("a"), 8)).not.toBe(queue)
    expect(cache.liveFor("acc_a", credentials("a"))).not.toBe(live)
  })
})
