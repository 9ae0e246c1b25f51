import { ACCOUNT_IDENTITY_BODY, identityChanges, NEW_ACCOUNT_IDENTITY_BODY } from "../account-identity"

describe("an account's name and site", () => {
  it("needs a name for a new account, trimmed, and takes eBay.de when no site is given", () => {
    expect(NEW_ACCOUNT_IDENTITY_BODY.parse({ name: "  Outlet " })).toEqual({ name: "Outlet" })
    expect(NEW_ACCOUNT_IDENTITY_BODY.safeParse({}).success).toBe(false)
    expect(NEW_ACCOUNT_IDENTITY_BODY.parse({ name: "B2B", marketplace_site: "ebay.at" })).toEqual({
      name: "B2B",
      marketplace_site: "ebay.at",
    })
  })

  it("refuses an empty or too long name with words naming the setting and the bounds, and a site eBay does not have", () => {
    const empty = ACCOUNT_IDENTITY_BODY.safeParse({ name: "   " })
    expect(empty.success).toBe(false)
    const issue = empty.error!.issues[0] as { path: PropertyKey[]; params?: { words?: unknown } }
    expect(issue.path).toEqual(["name"])
    expect(issue.params?.words).toEqual({ code: "refusal.setting.text_length", params: { setting: "name", min: 1, max: 60 } })
    expect(ACCOUNT_IDENTITY_BODY.safeParse({ name: "x".repeat(61) }).success).toBe(false)
    const site = ACCOUNT_IDENTITY_BODY.safeParse({ marketplace_site: "amazon.de" })
    expect(site.success).toBe(false)
    expect(site.error!.issues[0].message).toContain("ebay.de")
  })

  it("lets a save leave both out, and never clears them: an account always has a name and a site", () => {
    expect(ACCOUNT_IDENTITY_BODY.parse({})).toEqual({})
    expect(ACCOUNT_IDENTITY_BODY.safeParse({ name: null }).success).toBe(false)
    expect(ACCOUNT_IDENTITY_BODY.safeParse({ marketplace_site: null }).success).toBe(false)
  })

  it("changes only what was sent", () => {
    expect(identityChanges(undefined)).toEqual({})
    expect(identityChanges({ name: "Outlet" })).toEqual({ name: "Outlet" })
    expect(identityChanges({ marketplace_site: "ebay.ch" })).toEqual({ marketplace_site: "ebay.ch" })
  })
})
