import { carrierMapProblem, CarrierMap, normalCarrierMap, resolveCarrier } from "../carriers"

const map = (overrides: Partial<CarrierMap> = {}): CarrierMap => ({ shipping_options: {}, fulfillment_providers: {}, ...overrides })
const manual = { shippingOptionId: "so_std", shippingOptionName: "Standard", providerId: "manual_manual" }

describe("resolveCarrier", () => {
  it("knows no carrier for Medusa's manual provider without a mapping: none is sent, never 'manual_manual' (A37)", () => {
    expect(resolveCarrier(manual, map())).toBeNull()
    expect(resolveCarrier({ providerId: "manual_manual" }, map())).toBeNull()
  })

  it("takes the provider's mapping, and the shipping option's over it", () => {
    expect(resolveCarrier(manual, map({ fulfillment_providers: { manual_manual: "DHL" } }))).toBe("DHL")
    expect(resolveCarrier(manual, map({ shipping_options: { so_std: "Hermes" } }))).toBe("Hermes")
    expect(resolveCarrier(manual, map({ shipping_options: { so_std: "Hermes" }, fulfillment_providers: { manual_manual: "DHL" } }))).toBe(
      "Hermes"
    )
    // Another option's entry is not this one's.
    expect(resolveCarrier(manual, map({ shipping_options: { so_express: "UPS" } }))).toBeNull()
  })

  it("takes the merchant's mapping over a carrier the name names", () => {
    const dhlNamed = { ...manual, shippingOptionName: "DHL Paket" }
    expect(resolveCarrier(dhlNamed, map())).toBe("DHL")
    expect(resolveCarrier(dhlNamed, map({ fulfillment_providers: { manual_manual: "Deutsche Post" } }))).toBe("Deutsche Post")
  })

  it("knows a carrier the option's name or the provider's id names, as a whole word", () => {
    expect(resolveCarrier({ shippingOptionName: "Versand mit Deutsche Post", providerId: "manual_manual" }, map())).toBe("Deutsche Post")
    expect(resolveCarrier({ shippingOptionName: "Standard", providerId: "dpd_dpd" }, map())).toBe("DPD")
    expect(resolveCarrier({ shippingOptionName: "Groups shipping", providerId: "manual_manual" }, map())).toBeNull()
  })
})

describe("carrierMapProblem", () => {
  it("accepts both parts, either part, or none", () => {
    expect(carrierMapProblem({ shipping_options: { so_1: "DHL" }, fulfillment_providers: { manual_manual: "GLS" } })).toBeNull()
    expect(carrierMapProblem({ fulfillment_providers: { manual_manual: "DHL" } })).toBeNull()
    expect(carrierMapProblem({})).toBeNull()
  })

  it("names what to fix: the shape, an unknown key, a part that is no object, an empty carrier", () => {
    expect(carrierMapProblem([])?.message).toMatch(/carrier_map must be an object: \{"shipping_options"/)
    // The former shape, a name to a carrier, is an unknown key.
    expect(carrierMapProblem({ "Marketplace shipping": "DHL" })?.message).toMatch(
      /unknown key "Marketplace shipping"; use shipping_options and fulfillment_providers/
    )
    expect(carrierMapProblem({ shipping_options: ["DHL"] })?.message).toMatch(
      /carrier_map.shipping_options must be an object of shipping option id/
    )
    expect(carrierMapProblem({ fulfillment_providers: { manual_manual: " " } })?.message).toMatch(
      /carrier_map.fulfillment_providers\["manual_manual"\] must be the marketplace carrier's name, 1 to 50 characters/
    )
    expect(carrierMapProblem({ shipping_options: { so_1: 7 } })?.message).toMatch(/carrier_map.shipping_options\["so_1"\]/)
    expect(carrierMapProblem({ shipping_options: { " ": "DHL" } })?.message).toMatch(/must be a shipping option id/)
    expect(carrierMapProblem({ shipping_options: { so_1: "D".repeat(51) } })).toEqual({
      message: expect.stringMatching(/1 to 50 characters/),
      carrierOf: "so_1",
    })
  })
})

describe("normalCarrierMap", () => {
  it("trims ids and names and fills in a missing part", () => {
    expect(normalCarrierMap({ fulfillment_providers: { " manual_manual ": " DHL " } })).toEqual({
      shipping_options: {},
      fulfillment_providers: { manual_manual: "DHL" },
    })
  })
})
