import { SandboxClock } from "../clock"
import { emptyState, serializeState } from "../state"
import { readStateFile, restoreAccounts, StoredAccount, writeStateFile } from "../state-file"
import { EntityStore } from "../store"

const DEMO = { user: "demo", password: "demo", token: "demo-token" }
const SHOP_B = { user: "shop-b", password: "pw-b", token: "token-b" }

function accountWith(credentials: StoredAccount["credentials"], title: string): StoredAccount {
  const store = new EntityStore(emptyState(), new SandboxClock())
  store.insert("Products", { Title: title, StockAmount: 1, ProductType: 0, Description: "d" })
  return { credentials, state: store.state }
}
const titles = (account: { state: StoredAccount["state"] }) => Object.values(account.state.sets.Products).map((p) => p.Title)

describe("the --data file (A60)", () => {
  it("of one account is the state as it always was, byte for byte", () => {
    const demo = accountWith(DEMO, "Of A")
    expect(writeStateFile(demo, [])).toBe(serializeState(demo.state))
  })

  it("round-trips two accounts: the default's state at the top level, dates as dates", () => {
    const text = writeStateFile(accountWith(DEMO, "Of A"), [accountWith(SHOP_B, "Of B")])
    const file = readStateFile(text)
    expect(file.default.credentials).toEqual(DEMO)
    expect(titles(file.default)).toEqual(["Of A"])
    expect(file.others.map((other) => other.credentials)).toEqual([SHOP_B])
    expect(titles(file.others[0])).toEqual(["Of B"])
    expect(Object.values(file.others[0].state.sets.Products)[0].CreationDate).toBeInstanceOf(Date)
    // A reader of one account (an older sandbox) finds the default's entities where they were.
    expect(Object.keys(JSON.parse(text).sets.Products)).toEqual(["1001"])
  })

  it("reads an older file of one account as the default's state, completed with what it lacks", () => {
    const { accountProfiles: _, ...old } = accountWith(DEMO, "Old").state
    const file = readStateFile(JSON.stringify(old))
    expect(file).toEqual({ default: { state: expect.objectContaining({ accountProfiles: expect.any(Object) }) }, others: [] })
    expect(titles(file.default)).toEqual(["Old"])
  })

  it("names what is wrong with the accounts it holds", () => {
    const bad = (accounts: unknown) => () => readStateFile(JSON.stringify({ ...emptyState(), accounts }))
    expect(bad({ default: { user_name: "demo", password: "demo", subscription_token: "t" } })).toThrow("accounts.others must be a list")
    expect(bad({ default: { user_name: "demo" }, others: [] })).toThrow("accounts.default.password must be a non-empty string")
  })
})

describe("restoreAccounts", () => {
  const file = readStateFile(writeStateFile(accountWith(DEMO, "Of A"), [accountWith(SHOP_B, "Of B")]))

  it("keeps the file's default as the default under the options' credentials", () => {
    const restored = restoreAccounts(file, { user: "demo", password: "new", token: "new-token" })
    expect(titles({ state: restored.defaultState })).toEqual(["Of A"])
    expect(restored.others.map((other) => other.credentials)).toEqual([SHOP_B])
    // Another user name the file does not hold: the file's default becomes its account, as with one account.
    expect(titles({ state: restoreAccounts(file, { ...DEMO, user: "u1" }).defaultState })).toEqual(["Of A"])
  })

  it("makes the account the options name the default, and keeps the former default as another", () => {
    const restored = restoreAccounts(file, { user: "shop-b", password: "pw", token: "tk" })
    expect(titles({ state: restored.defaultState })).toEqual(["Of B"])
    expect(restored.others.map((other) => [other.credentials, titles(other)])).toEqual([[DEMO, ["Of A"]]])
  })
})
