import { accountQuery, chosenAccountId, connectionComplete, firstAccountId, siteWords } from "../chosen-account"

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
