import { fieldEditErrors, fieldEditPatch } from "../field-edit"

const specifics = (list: Array<[string, string]>) => JSON.stringify(list.map(([name, value]) => ({ name, value })))

describe("fieldEditPatch", () => {
  it("sets the title rule and the price rule's parts as the drawer keeps them", () => {
    expect(
      fieldEditPatch({ other: "x" }, { title_rule: "Shorten", price_percent: "7,5", price_fixed: "1,5", price_ending: ".99" })
    ).toEqual({
      marketplace_title_rule: "shorten",
      marketplace_price_percent: "7.5",
      marketplace_price_fixed: "1.50",
      marketplace_price_ending: ".99",
    })
  })

  it("clears a field with null and leaves out what is already so", () => {
    const metadata = { marketplace_title_rule: "shorten", marketplace_price_percent: "12", marketplace_gpsr_brand: "Acme" }
    expect(fieldEditPatch(metadata, { title_rule: null, price_percent: "12", gpsr_brand: "Acme" })).toEqual({ marketplace_title_rule: "" })
    expect(fieldEditPatch({}, { title_rule: null, price_percent: null })).toEqual({})
  })

  it("adds a specific, or replaces the one of its name in any case, keeping the others in their order", () => {
    expect(fieldEditPatch({}, { specific: { name: " Material ", value: " Wolle " } })).toEqual({
      marketplace_specifics: specifics([["Material", "Wolle"]]),
    })
    const metadata = {
      marketplace_specifics: specifics([
        ["Farbe", "Rot"],
        ["material", "Baumwolle"],
        ["Stil", "Modern"],
      ]),
    }
    expect(fieldEditPatch(metadata, { specific: { name: "Material", value: "Wolle" } })).toEqual({
      marketplace_specifics: specifics([
        ["Farbe", "Rot"],
        ["Material", "Wolle"],
        ["Stil", "Modern"],
      ]),
    })
  })

  it("removes a specific by name and the key with the last one; an unchanged list is no change", () => {
    const metadata = {
      marketplace_specifics: specifics([
        ["Farbe", "Rot"],
        ["Stil", "Modern"],
      ]),
    }
    expect(fieldEditPatch(metadata, { remove_specific: "farbe" })).toEqual({ marketplace_specifics: specifics([["Stil", "Modern"]]) })
    expect(fieldEditPatch({ marketplace_specifics: specifics([["Farbe", "Rot"]]) }, { remove_specific: "Farbe" })).toEqual({
      marketplace_specifics: "",
    })
    expect(fieldEditPatch(metadata, { remove_specific: "Größe" })).toEqual({})
    expect(fieldEditPatch(metadata, { specific: { name: "Stil", value: "Modern" } })).toEqual({})
  })

  it("sets no item specific on a variation set, but its other fields", () => {
    const edit = { specific: { name: "Stil", value: "Modern" }, title_rule: "hold" }
    expect(fieldEditPatch({}, edit, { single: false })).toEqual({ marketplace_title_rule: "hold" })
    expect(fieldEditPatch({}, { remove_specific: "Stil" }, { single: false })).toEqual({})
  })

  it("reads a list another writer stored as an object", () => {
    const metadata = { marketplace_specifics: [{ name: "Farbe", value: "Rot" }] }
    expect(fieldEditPatch(metadata, { specific: { name: "Farbe", value: "Blau" } })).toEqual({
      marketplace_specifics: specifics([["Farbe", "Blau"]]),
    })
  })

  it("sets the brand whose GPSR data applies, as typed", () => {
    expect(fieldEditPatch({ marketplace_brand: "Own" }, { gpsr_brand: " Acme GmbH " })).toEqual({ marketplace_gpsr_brand: "Acme GmbH" })
  })
})

describe("fieldEditErrors", () => {
  const known = { gpsrBrands: ["Acme GmbH"] }
  it("passes values the drawer takes", () => {
    expect(
      fieldEditErrors({ title_rule: "shorten", price_percent: "12", gpsr_brand: "acme gmbh", specific: { name: "A", value: "B" } }, known)
    ).toEqual({})
    expect(fieldEditErrors({ title_rule: null, price_percent: null, gpsr_brand: null }, known)).toEqual({})
  })
  it("names each wrong value by its code", () => {
    const errors = fieldEditErrors(
      { title_rule: "kurz", price_percent: "300", price_ending: ".49", gpsr_brand: "Other", specific: { name: "Farbe", value: "" } },
      known
    )
    expect(Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, e!.code]))).toEqual({
      title_rule: "field.title_rule",
      price_percent: "field.price_percent",
      price_ending: "field.price_ending",
      gpsr_brand: "field.gpsr_brand_unknown",
      specific: "field.specific_empty",
    })
  })
})
