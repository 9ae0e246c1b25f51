import { randomBytes } from "crypto"
import { decryptSecret } from "../secret-box"
import { importRunStateOf } from "../import-run-state"
import {
  connectionKey,
  credentialsOf,
  settingsChanges,
  FIRST_ACCOUNT_ID,
  settingsSnapshotOf,
  settingsView,
  syncSettingsChanges,
  syncSettingsOf,
} from "../settings-view"
import { IMPORT_ALERT_MINUTES, LISTING_CHECK_HOURS, LISTING_CHECKS_PER_MINUTE } from "../sync-settings"

const stored = {
  id: "mxcon_default",
  base_url: "https://api.test",
  auth_url: null,
  user_name: null,
  password_encrypted: "v1.x.y.z.w",
  subscription_token_encrypted: null,
  format: null,
  sales_channel_id: null,
  region_id: null,
  stock_buffer: 0,
  shipping_option_id: null,
  order_poll_seconds: 20,
  updated_at: "2024-01-02T00:00:00Z",
}

describe("settingsView", () => {
  it("prefers stored values, pre-fills from options, says which, and never shows a secret", () => {
    const view = settingsView(stored, {
      authUrl: "https://auth.test",
      baseUrl: "https://api.test/other",
      subscriptionToken: "opt-token-9f2",
      format: "atom",
    })
    expect(view).toEqual({
      base_url: "https://api.test",
      auth_url: "https://auth.test",
      user_name: null,
      format: "atom",
      password_set: true,
      subscription_token_set: true,
      prefilled_from_options: ["auth_url", "format", "subscription_token"],
      updated_at: new Date("2024-01-02T00:00:00Z"),
    })
    expect(JSON.stringify(view)).not.toContain("opt-token-9f2")
    expect(settingsView(undefined, {})).toMatchObject({ format: "json", password_set: false, updated_at: null })
  })
})

describe("syncSettingsOf / syncSettingsChanges: the row through the settings schema", () => {
  it("gives every default until the merchant sets a value", () => {
    expect(syncSettingsOf(undefined)).toEqual({
      sales_channel_id: null,
      region_id: null,
      stock_buffer: 0,
      max_quantity: 0,
      max_requests_in_flight: 8,
      shipping_option_id: null,
      order_poll_seconds: 20,
      import_paid_only: false,
      carrier_map: { shipping_options: {}, fulfillment_providers: {} },
      strike_price_source: "rrp_price_list",
      rrp_price_list_id: null,
      activity_retention_days: 30,
      import_alert_minutes: IMPORT_ALERT_MINUTES.default,
      listing_check_hours: LISTING_CHECK_HOURS.default,
      listing_checks_per_minute: LISTING_CHECKS_PER_MINUTE.default,
      push_catalog: true,
      push_stock_price: true,
      import_orders: true,
      import_orders_since: null,
      alert_language: null,
      title_overflow: "hold",
      price_rule: { percent: 0, fixed: "0.00", ending: "none" },
      specific_names: {},
      gpsr_by_brand: {},
      gpsr_display_confirmed_at: null,
    })
    // Columns never saved are null in the row: the default applies to them too.
    expect(syncSettingsOf({ ...stored, price_rule: null, carrier_map: null, alert_language: null })).toMatchObject({
      price_rule: { percent: 0, fixed: "0.00", ending: "none" },
      carrier_map: { shipping_options: {}, fulfillment_providers: {} },
      alert_language: null,
    })
  })

  it("reads what was saved, a timestamp as ISO and a carrier map with one section as both", () => {
    const read = syncSettingsOf({
      ...stored,
      import_alert_minutes: 90,
      listing_check_hours: 6,
      listing_checks_per_minute: 600,
      import_orders_since: new Date("2026-11-01T00:00:00Z"),
      carrier_map: { shipping_options: { so_1: "DHL" } },
      alert_language: "de",
    })
    expect(read).toMatchObject({
      import_alert_minutes: 90,
      listing_check_hours: 6,
      listing_checks_per_minute: 600,
      import_orders_since: "2026-11-01T00:00:00.000Z",
      carrier_map: { shipping_options: { so_1: "DHL" }, fulfillment_providers: {} },
      alert_language: "de",
    })
  })

  it("falls back to the default for a stored value this version no longer takes, rather than failing every run", () => {
    expect(syncSettingsOf({ ...stored, order_poll_seconds: 1, alert_language: "fr" as never })).toMatchObject({
      order_poll_seconds: 20,
      alert_language: null,
    })
  })

  it("writes only the fields sent, under their own names", () => {
    expect(syncSettingsChanges({ import_alert_minutes: 5, listing_check_hours: 168, listing_checks_per_minute: 1 })).toEqual({
      import_alert_minutes: 5,
      listing_check_hours: 168,
      listing_checks_per_minute: 1,
    })
    expect(syncSettingsChanges({ listing_check_hours: 12, region_id: null })).toEqual({ listing_check_hours: 12, region_id: null })
    expect(syncSettingsChanges({})).toEqual({})
  })
})

describe("settingsChanges", () => {
  it("changes only what was sent, clears on null, normalises URLs and encrypts secrets", () => {
    const key = randomBytes(32)
    const changes = settingsChanges(
      { base_url: "https://api.test/PublicApi/v1/Api.svc/", password: "s3cret", subscription_token: null },
      key
    )
    expect(Object.keys(changes).sort()).toEqual(["base_url", "password_encrypted", "subscription_token_encrypted"])
    expect(changes.base_url).toBe("https://api.test")
    expect(changes.subscription_token_encrypted).toBeNull()
    expect(decryptSecret(changes.password_encrypted!, key, "password")).toBe("s3cret")
  })

  it("clears the stored password and token when an address moves to another host, not for a path or a new secret", () => {
    const key = randomBytes(32)
    expect(settingsChanges({ base_url: "https://evil.example" }, key, stored)).toMatchObject({
      password_encrypted: null,
      subscription_token_encrypted: null,
    })
    expect(settingsChanges({ auth_url: "https://evil.example" }, key, { ...stored, auth_url: "https://auth.test" })).toMatchObject({
      password_encrypted: null,
    })
    expect(settingsChanges({ base_url: "https://api.test/PublicApi/v1/Api.svc" }, key, stored)).not.toHaveProperty("password_encrypted")
    const withNew = settingsChanges({ base_url: "https://new.example", password: "n3w" }, key, stored)
    expect(decryptSecret(withNew.password_encrypted!, key, "password")).toBe("n3w")
    expect(withNew.subscription_token_encrypted).toBeNull()
    // Health says why they are missing until both are entered again.
    expect(withNew.secrets_cleared_at).toBeInstanceOf(Date)
    expect(settingsChanges({ base_url: "https://evil.example" }, key, stored).secrets_cleared_at).toBeInstanceOf(Date)
    const cleared = { ...stored, password_encrypted: null, subscription_token_encrypted: null, secrets_cleared_at: new Date() }
    expect(settingsChanges({ password: "p" }, key, cleared)).not.toHaveProperty("secrets_cleared_at")
    expect(settingsChanges({ password: "p", subscription_token: "t" }, key, cleared).secrets_cleared_at).toBeNull()
    const both = settingsChanges({ base_url: "https://new.example", password: "p", subscription_token: "t" }, key, stored)
    expect(both.secrets_cleared_at).toBeNull()
  })

  it("sends option secrets only to the options' own addresses", () => {
    const options = {
      baseUrl: "https://api.test",
      authUrl: "https://api.test",
      userName: "u",
      password: "opt-pass",
      subscriptionToken: "opt-token",
    }
    const reveal = (_f: string, cipher: string | null | undefined, option?: string) => (cipher ? "stored" : (option ?? null))
    const row = { ...stored, password_encrypted: null }
    expect(credentialsOf(row, options, reveal)).toMatchObject({ password: "opt-pass" })
    expect(credentialsOf({ ...row, base_url: "https://evil.example" }, options, reveal)).toBeNull()
    expect(settingsView({ ...row, base_url: "https://evil.example" }, options)).toMatchObject({
      password_set: false,
      subscription_token_set: false,
    })
  })
})

describe("settingsSnapshotOf / connectionKey", () => {
  it("is plain data a workflow can carry: the sync settings typed, the connection with its secrets still encrypted", () => {
    const snapshot = settingsSnapshotOf({ ...stored, stock_buffer: 3 })
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot)
    expect(snapshot.sync).toMatchObject({ stock_buffer: 3, order_poll_seconds: 20, listing_check_hours: 24 })
    expect(snapshot.connection).toEqual({
      base_url: "https://api.test",
      auth_url: null,
      user_name: null,
      password_encrypted: "v1.x.y.z.w",
      subscription_token_encrypted: null,
      secrets_cleared_at: null,
      format: null,
      updated_at: "2024-01-02T00:00:00.000Z",
    })
    expect(settingsSnapshotOf(undefined)).toEqual({
      account: { id: FIRST_ACCOUNT_ID, name: "eBay", marketplace_site: "ebay.de" },
      sync: syncSettingsOf(undefined),
      connection: null,
    })
  })

  it("names its account: the row's id, name and site; a row of an older version is the first account, eBay.de", () => {
    expect(settingsSnapshotOf({ ...stored, id: "mxacc_1", name: "Outlet", marketplace_site: "ebay.at" }).account).toEqual({
      id: "mxacc_1",
      name: "Outlet",
      marketplace_site: "ebay.at",
    })
    expect(settingsSnapshotOf({ ...stored, id: FIRST_ACCOUNT_ID }).account).toEqual({
      id: FIRST_ACCOUNT_ID,
      name: "eBay",
      marketplace_site: "ebay.de",
    })
  })

  it("changes the connection's key with any field of it, not with a sync setting", () => {
    const key = connectionKey(settingsSnapshotOf(stored).connection)
    expect(connectionKey(settingsSnapshotOf({ ...stored, stock_buffer: 9, updated_at: "2025-01-01T00:00:00Z" }).connection)).toBe(key)
    expect(connectionKey(settingsSnapshotOf({ ...stored, format: "atom" }).connection)).not.toBe(key)
    expect(connectionKey(settingsSnapshotOf({ ...stored, password_encrypted: "v1.other" }).connection)).not.toBe(key)
    // Null and empty fall together, as the migration's coalesce(…, '') has them.
    expect(connectionKey(null)).toBe(connectionKey(settingsSnapshotOf({ ...stored, base_url: null, password_encrypted: null }).connection))
  })

  it("tells the poll's order filter only for the connection it was learned on", () => {
    const form = { form: "separate" as const, since: null, reason: "400" }
    const row = { id: "mxrun_default", poll_order_filter: form, poll_order_filter_connection: "k1" }
    expect(importRunStateOf(row, "k1").orderFilter).toEqual(form)
    expect(importRunStateOf(row, "k2").orderFilter).toBeNull()
    expect(importRunStateOf(row).orderFilter).toBeNull()
  })
})
