import { SYNC_SETTINGS_SCHEMA } from "../../../../modules/marketplace-exchange"
import { carrierMapChanged, channelResyncNeeded, gpsrDisplayConfirmed, resendReasons } from "../follow-ups"

/** What applies before any save. */
const defaults = SYNC_SETTINGS_SCHEMA.parse({})
const withChannel = { ...defaults, sales_channel_id: "sc_1" }

describe("what a settings save sets off", () => {
  it("sends every listed product again for what each of them shows, and for nothing else", () => {
    expect(resendReasons(defaults, defaults)).toEqual([])
    expect(resendReasons(defaults, { ...defaults, stock_buffer: 2 })).toEqual(["stock_buffer"])
    expect(resendReasons(defaults, { ...defaults, max_quantity: 10 })).toEqual(["max_quantity"])
    expect(resendReasons({ ...defaults, max_quantity: 10 }, defaults)).toEqual(["max_quantity"])
    expect(resendReasons(defaults, { ...defaults, stock_buffer: 1, max_quantity: 5 })).toEqual(["stock_buffer", "max_quantity"])
    expect(resendReasons(defaults, { ...defaults, region_id: "reg_2" })).toEqual(["region"])
    expect(resendReasons(defaults, { ...defaults, rrp_price_list_id: "pl_1" })).toEqual(["strike_price"])
    expect(resendReasons(defaults, { ...defaults, gpsr_by_brand: { Acme: {} } })).toEqual(["gpsr"])
    expect(resendReasons({ ...defaults, push_stock_price: false }, defaults)).toEqual(["stock_price_on"])
    // Switched off is no reason: nothing is sent while it is off.
    expect(resendReasons(defaults, { ...defaults, push_stock_price: false })).toEqual([])
    // Other settings change nothing a listing shows.
    expect(resendReasons(defaults, { ...defaults, order_poll_seconds: 60, alert_language: "de", max_requests_in_flight: 4 })).toEqual([])
  })

  it("takes a price rule stored in another key order or with another way of writing the amount as the same rule", () => {
    const rule = { percent: 12, fixed: "0.5", ending: ".99" as const }
    expect(
      resendReasons({ ...defaults, price_rule: rule }, { ...defaults, price_rule: { ending: ".99", fixed: "0.50", percent: 12 } })
    ).toEqual([])
    expect(resendReasons({ ...defaults, price_rule: rule }, { ...defaults, price_rule: { ...rule, percent: 13 } })).toEqual(["price_rule"])
  })

  it("queues the channel's products when the catalog is switched on again or titles and specific names change", () => {
    expect(channelResyncNeeded({ ...withChannel, push_catalog: false }, withChannel)).toBe(true)
    expect(channelResyncNeeded(withChannel, { ...withChannel, title_overflow: "shorten" })).toBe(true)
    expect(channelResyncNeeded(withChannel, { ...withChannel, specific_names: { material: "Stoff" } })).toBe(true)
    expect(
      channelResyncNeeded(
        { ...withChannel, specific_names: { material: "A", weight: "B" } },
        {
          ...withChannel,
          specific_names: { weight: "B", material: "A" },
        }
      )
    ).toBe(false)
    expect(channelResyncNeeded(withChannel, { ...withChannel, push_catalog: false })).toBe(false)
    // Without a channel there is nothing to queue.
    expect(channelResyncNeeded({ ...defaults, push_catalog: false }, defaults)).toBe(false)
  })

  it("sees a changed carrier map", () => {
    expect(carrierMapChanged(defaults, defaults)).toBe(false)
    const mapped = { ...defaults, carrier_map: { shipping_options: { so_1: "DHL" }, fulfillment_providers: {} } }
    expect(carrierMapChanged(defaults, mapped)).toBe(true)
  })

  it("takes the note on eBay's display of the safety data off when it is confirmed, and only then (A53)", () => {
    const confirmed = { ...defaults, gpsr_display_confirmed_at: "2026-11-29T10:15:00.000Z" }
    expect(gpsrDisplayConfirmed(defaults, confirmed)).toBe(true)
    expect(gpsrDisplayConfirmed(confirmed, { ...confirmed, gpsr_display_confirmed_at: "2026-11-30T08:00:00.000Z" })).toBe(true)
    expect(gpsrDisplayConfirmed(confirmed, confirmed)).toBe(false)
    expect(gpsrDisplayConfirmed(confirmed, defaults)).toBe(false)
    expect(gpsrDisplayConfirmed(defaults, defaults)).toBe(false)
    // Not a reason to send anything again: what the listings carry does not change.
    expect(resendReasons(defaults, confirmed)).toEqual([])
  })
})
