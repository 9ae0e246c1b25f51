import { parseNewAccount, SandboxAccounts } from "../accounts"
import { SandboxClock } from "../clock"

const DEMO = { user: "demo", password: "demo", token: "demo-token" }
const SHOP_B = { user: "shop-b", password: "pw-b", token: "token-b" }

const registry = () => new SandboxAccounts({ clock: new SandboxClock(), pageSize: 100, feedForm: "wcf", persist: () => undefined }, DEMO)

describe("SandboxAccounts (A60)", () => {
  it("finds a login's account by user name and a data request's by token; anything else is the default's", () => {
    const accounts = registry()
    const b = accounts.add(SHOP_B)
    expect(accounts.forLogin("shop-b")).toBe(b)
    expect(accounts.forLogin("demo")).toBe(accounts.default)
    expect(accounts.forLogin("nobody")).toBe(accounts.default)
    expect(accounts.forLogin(undefined)).toBe(accounts.default)
    expect(accounts.forToken("token-b")).toBe(b)
    expect(accounts.forToken("wrong")).toBe(accounts.default)
    expect(accounts.forToken(["token-b"])).toBe(accounts.default)
    expect(accounts.all()).toEqual([accounts.default, b])
  })

  it("gives each account its own state, sessions, faults and log; ids repeat across them", () => {
    const accounts = registry()
    const b = accounts.add(SHOP_B)
    const [aId] = accounts.default.store.insert("Catalogs", { ForeignId: "a", Name: "Of A" })
    const [bId] = b.store.insert("Catalogs", { ForeignId: "b", Name: "Of B" })
    expect(bId).toBe(aId)
    expect(accounts.default.store.get("Catalogs", aId)?.ForeignId).toBe("a")
    const cookie = b.sessions.issue()
    expect(accounts.default.sessions.isValid(cookie)).toBe(false)
    b.faults = { ...b.faults, latencyMs: 5 }
    expect(accounts.default.faults.latencyMs).toBe(0)
    expect(b.clock).toBe(accounts.default.clock)
  })

  it("refuses a second account of a user name or a subscription token", () => {
    const accounts = registry()
    expect(() => accounts.add({ ...SHOP_B, user: "demo" })).toThrow('An account named "demo" exists.')
    expect(() => accounts.add({ ...SHOP_B, token: "demo-token" })).toThrow("Another account has that subscription token.")
  })

  it("seeds each account's dice by its own faults.seed", () => {
    const accounts = registry()
    const b = accounts.add(SHOP_B)
    accounts.default.faults = { ...accounts.default.faults, seed: 7 }
    b.faults = { ...b.faults, seed: 7 }
    const first = accounts.roll(accounts.default)
    expect([first(), first()]).toEqual([accounts.roll(b)(), accounts.roll(b)()])
  })

  it("resets one account, or everything back to the default alone, which keeps its context", () => {
    const accounts = registry()
    const b = accounts.add(SHOP_B)
    b.store.insert("Catalogs", { ForeignId: "b", Name: "Of B" })
    accounts.default.store.insert("Catalogs", { ForeignId: "a", Name: "Of A" })
    accounts.reset(b)
    expect(b.store.state.sets.Catalogs).toEqual({})
    expect(Object.keys(accounts.default.store.state.sets.Catalogs)).toHaveLength(1)
    const before = accounts.default
    accounts.resetAll()
    expect(accounts.all()).toEqual([before])
    expect(accounts.default.store.state.sets.Catalogs).toEqual({})
    expect(accounts.named("shop-b")).toBeUndefined()
  })
})

describe("parseNewAccount", () => {
  it("takes user_name, password and subscription_token", () => {
    expect(parseNewAccount({ user_name: "shop-b", password: "pw-b", subscription_token: "token-b" })).toEqual(SHOP_B)
  })

  it.each([
    [{ password: "p", subscription_token: "t" }, "user_name"],
    [{ user_name: "", password: "p", subscription_token: "t" }, "user_name"],
    [{ user_name: "u", password: 1, subscription_token: "t" }, "password"],
    [{ user_name: "u", password: "p", subscription_token: null }, "subscription_token"],
  ])("names the field to fix: %j", (body, field) => {
    expect(() => parseNewAccount(body)).toThrow(`${field} must be a non-empty string.`)
  })
})
