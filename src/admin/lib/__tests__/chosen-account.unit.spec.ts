import {
  accountQuery,
  ALL_ACCOUNTS,
  chosenAccountId,
  connectionComplete,
  firstAccountId,
  idsByAccount,
  rowKey,
  siteWords,
} from "../chosen-account"

const accounts = [{ id: "mxcon_default" }, { id: "mxacc_outlet" }]

describe("the chosen account", () => {
  it("is the URL's, else the one chosen last, else the first", () => {
    expect(chosenAccountId("mxacc_outlet", null, accounts)).toBe("mxacc_outlet")
    expect(chosenAccountId(null, "mxacc_outlet", accounts)).toBe("mxacc_outlet")
    expect(chosenAccountId("mxcon_default", "mxacc_outlet", accounts)).toBe("mxcon_default")
    expect(chosenAccountId(null, null, accounts)).toBe("mxcon_default")
  })

  it("takes the URL's word while the list loads, and falls back to the first for an id no account has", () => {
    expect(chosenAccountId("mxacc_later", null, undefined)).toBe("mxacc_later")
    expect(chosenAccountId(null, null, undefined)).toBe("mxcon_default")
    expect(chosenAccountId("mxacc_gone", null, accounts)).toBe("mxcon_default")
    expect(chosenAccountId(null, "mxacc_gone", accounts)).toBe("mxcon_default")
  })

  it("is every account only on a page that offers it and in a store with several", () => {
    expect(chosenAccountId(ALL_ACCOUNTS, null, accounts, true)).toBe(ALL_ACCOUNTS)
    expect(chosenAccountId(null, ALL_ACCOUNTS, accounts, true)).toBe(ALL_ACCOUNTS)
    expect(chosenAccountId(ALL_ACCOUNTS, null, undefined, true)).toBe(ALL_ACCOUNTS)
    // A page about one account (health, move-in, settings) shows the first; a store of one account has nothing to gather.
    expect(chosenAccountId(ALL_ACCOUNTS, null, accounts)).toBe("mxcon_default")
    expect(chosenAccountId(null, ALL_ACCOUNTS, accounts, false)).toBe("mxcon_default")
    expect(chosenAccountId(ALL_ACCOUNTS, null, [{ id: "mxcon_default" }], true)).toBe("mxcon_default")
    expect(accountQuery(ALL_ACCOUNTS, accounts)).toEqual({ account_id: "all" })
  })

  it("keys a row of every account by its account, and groups chosen rows by account for actions on one", () => {
    expect(rowKey({ account_id: "mxacc_outlet" }, "prod_1")).toBe("mxacc_outlet:prod_1")
    const rows = [
      { account_id: "mxcon_default", product_id: "prod_1" },
      { account_id: "mxacc_outlet", product_id: "prod_1" },
      { account_id: "mxcon_default", product_id: "prod_2" },
    ]
    expect([...idsByAccount(rows, (row) => row.product_id)]).toEqual([
      ["mxcon_default", ["prod_1", "prod_2"]],
      ["mxacc_outlet", ["prod_1"]],
    ])
  })

  it("names itself to the API only when it is not the first", () => {
    expect(accountQuery("mxcon_default", accounts)).toEqual({})
    expect(accountQuery("mxcon_default", undefined)).toEqual({})
    expect(accountQuery("mxacc_outlet", accounts)).toEqual({ account_id: "mxacc_outlet" })
    expect(firstAccountId([])).toBe("mxcon_default")
  })

  it("writes the eBay site the merchant's way and tells a complete connection", () => {
    expect(siteWords("ebay.co.uk")).toBe("eBay.co.uk")
    expect(siteWords(undefined)).toBe("eBay.de")
    const full = { base_url: "https://a", auth_url: "https://b", user_name: "u", password_set: true, subscription_token_set: true }
    expect(connectionComplete(full)).toBe(true)
    expect(connectionComplete({ ...full, subscription_token_set: false })).toBe(false)
  })
})
