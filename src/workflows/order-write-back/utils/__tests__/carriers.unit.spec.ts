import { carrierMapProblem, resolveCarrier } from "../carriers"

describe("resolveCarrier", () => {
  it("takes the merchant's table first, matching names in any case", () => {
    expect(resolveCarrier(["Express (next day)", "manual_manual"], { "express (NEXT day)": "UPS" })).toEqual({
      carrier: "UPS",
      mapped: true,
      from: "Express (next day)",
    })
    expect(resolveCarrier(["Standard", "acme_parcels"], { acme_parcels: "GLS" })).toEqual({
      carrier: "GLS",
      mapped: true,
      from: "acme_parcels",
    })
  })

  it("knows a carrier the name names, as a whole word", () => {
    expect(resolveCarrier(["DHL Paket"])).toEqual({ carrier: "DHL", mapped: true, from: "DHL Paket" })
    expect(resolveCarrier(["Versand mit Deutsche Post"])?.carrier).toBe("Deutsche Post")
    expect(resolveCarrier(["dpd_dpd"])).toMatchObject({ carrier: "DPD", mapped: true })
    expect(resolveCarrier(["Groups shipping"])).toEqual({ carrier: "Groups shipping", mapped: false, from: "Groups shipping" })
  })

  it("sends an unknown carrier by its first name, marked unmapped; none without names", () => {
    expect(resolveCarrier(["Kurier Schmidt", "manual_manual"])).toEqual({
      carrier: "Kurier Schmidt",
      mapped: false,
      from: "Kurier Schmidt",
    })
    expect(resolveCarrier([null, " ", undefined])).toBeNull()
  })
})

describe("carrierMapProblem", () => {
  it("accepts a table of names and names the entry that is wrong", () => {
    expect(carrierMapProblem({ Express: "UPS" })).toBeNull()
    expect(carrierMapProblem([])).toMatch(/must be an object/)
    expect(carrierMapProblem({ " ": "UPS" })).toMatch(/Medusa name/)
    expect(carrierMapProblem({ Express: "" })).toMatch(/carrier_map\["Express"\]/)
    expect(carrierMapProblem({ Express: 4 })).toMatch(/carrier_map\["Express"\]/)
  })
})
