import { renderMessage } from "../render"

describe("a GPSR refusal in the merchant's words", () => {
  const words = (language: string, part: string) =>
    renderMessage(
      { code: "refusal.gpsr.brand_invalid", params: { brand: "Acme", part, problem: { code: "field.gpsr_country", params: {} } } },
      language
    )
  it("names the brand and the part, not the API key", () => {
    expect(words("de", "responsible_person.country")).toBe(
      "Nichts wurde gespeichert: In den Produktsicherheitsangaben der Marke „Acme“ ist „Ländercode der verantwortlichen Person in der EU“ " +
        "ungültig. Geben Sie den zweistelligen Ländercode an, etwa DE oder GB."
    )
    expect(words("en", "manufacturer.url")).toBe(
      'Nothing was saved: in the product safety data of the brand "Acme", the manufacturer\'s web address is not valid. ' +
        "Enter the two-letter country code, such as DE or GB."
    )
    expect(words("en", "product_identifiers.batch")).toContain("the product identifier (batch) is not valid")
    expect(words("de", "unknown.part")).toContain("„unknown.part“")
  })
})
