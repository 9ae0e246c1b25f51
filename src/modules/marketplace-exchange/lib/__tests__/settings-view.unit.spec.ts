import { randomBytes } from "crypto"
import { decryptSecret } from "../secret-box"
import { settingsChanges, settingsView } from "../settings-view"

const stored = {
  id: "mxcon_default", base_url: "https://api.test", auth_url: null, user_name: null, password_encrypted: "v1.x.y.z.w",
  subscription_token_encrypted: null, format: null, sales_channel_id: null, region_id: null, stock_buffer: 0, shipping_option_id: null, import_interval_minutes: 2,
  last_import_at: null, last_import_error: null, orders_changed_cursor: null, updated_at: "2024-01-02T00:00:00Z",
}

describe("settingsView", () => {
  it("prefers stored values, pre-fills from options, says which, and never shows a secret", () => {
    const view = settingsView(stored, { authUrl: "https://auth.test", baseUrl: "https://ignored.test", subscriptionToken: "opt-token-9f2", format: "atom" })
    expect(view).toEqual({
      base_url: "https://api.test", auth_url: "https://auth.test", user_name: null, format: "atom",
      password_set: true, subscription_token_set: true, prefilled_from_options: ["auth_url", "format", "subscription_token"],
      updated_at: new Date("2024-01-02T00:00:00Z"),
    })
    expect(JSON.stringify(view)).not.toContain("opt-token-9f2")
    expect(settingsView(undefined, {})).toMatchObject({ format: "json", password_set: false, updated_at: null })
  })
})

describe("settingsChanges", () => {
  it("changes only what was sent, clears on null, normalises URLs and encrypts secrets", () => {
    const key = randomBytes(32)
    const changes = settingsChanges({ base_url: "https://api.test/PublicApi/v1/Api.svc/", password: "s3cret", subscription_token: null }, key)
    expect(Object.keys(changes).sort()).toEqual(["base_url", "password_encrypted", "subscription_token_encrypted"])
    expect(changes.base_url).toBe("https://api.test")
    expect(changes.subscription_token_encrypted).toBeNull()
    expect(decryptSecret(changes.password_encrypted!, key, "password")).toBe("s3cret")
  })
})
