import { Account } from "../../models/account"
import { SYNC_SETTINGS_BODY, SYNC_SETTINGS_SCHEMA, syncSettingsOf } from "../settings-schema"

describe("the settings schema: one definition for the row, the type and a save's body", () => {
  it("names every setting once, as its column and its API field, each with a default", () => {
    const names = Object.keys(SYNC_SETTINGS_SCHEMA.shape)
    expect(names.every((name) => /^[a-z]+(_[a-z]+)*$/.test(name))).toBe(true)
    expect(Object.keys(syncSettingsOf(undefined)).sort()).toEqual([...names].sort())
    expect(Object.keys(SYNC_SETTINGS_BODY.shape).sort()).toEqual([...names].sort())
  })

  it("takes a save with any setting left out, keeps null for what has no value of its own, and refuses null for the rest", () => {
    expect(SYNC_SETTINGS_BODY.parse({})).toEqual({})
    expect(SYNC_SETTINGS_BODY.parse({ region_id: null, alert_language: null, import_orders_since: null })).toEqual({
      region_id: null,
      alert_language: null,
      import_orders_since: null,
    })
    expect(SYNC_SETTINGS_BODY.safeParse({ stock_buffer: null }).success).toBe(false)
    expect(SYNC_SETTINGS_BODY.safeParse({ push_catalog: null }).success).toBe(false)
  })

  it("refuses a value out of its bounds with words that name the setting and the bounds", () => {
    const refused = SYNC_SETTINGS_BODY.safeParse({ order_poll_seconds: 5 })
    expect(refused.success).toBe(false)
    const issue = refused.error!.issues[0] as { path: PropertyKey[]; message: string; params?: { words?: unknown } }
    expect(issue.path).toEqual(["order_poll_seconds"])
    expect(issue.params?.words).toEqual({ code: "refusal.setting.range", params: { setting: "order_poll_seconds", min: 10, max: 3600 } })
    expect(SYNC_SETTINGS_BODY.safeParse({ stock_buffer: 1.5 }).success).toBe(false)
    expect(SYNC_SETTINGS_BODY.safeParse({ title_overflow: "cut" }).success).toBe(false)
  })

  it("keeps a date as ISO, as the row's timestamp is read back", () => {
    expect(SYNC_SETTINGS_BODY.parse({ import_orders_since: "2026-11-01" })).toEqual({ import_orders_since: "2026-11-01T00:00:00.000Z" })
    expect(SYNC_SETTINGS_BODY.safeParse({ import_orders_since: "1st of November" }).success).toBe(false)
  })
})

describe("the settings row", () => {
  it("has a column for every setting of the schema", () => {
    const columns = Object.keys(Account.schema)
    expect(columns).toEqual(expect.arrayContaining(["base_url", "stock_buffer", "gpsr_by_brand"]))
    expect(Object.keys(SYNC_SETTINGS_SCHEMA.shape).filter((name) => !columns.includes(name))).toEqual([])
  })
})
