import { renderMessage } from "../render"

describe("a GPSR refusal in the merchant's words", () => {
  const words = (language: string, part: string) =>
    renderMessage(
      { code: "refusal.gpsr.brand_invalid", params: { brand: "Acme", part, problem: { code: "field.gpsr_country", params: {} } } },
      language
    )
  it("names the brand and the part, not the API key", () => {
    expect(words("de", "responsible_person.country")).toBe(
      "Nichts wurde gespeichert. Produktsicherheitsangaben der Marke „Acme“, Ländercode der verantwortlichen Person in der EU: " +
        "Geben Sie den zweistelligen Ländercode an, etwa DE oder GB."
    )
    expect(words("en", "manufacturer.url")).toBe(
      'Nothing was saved. Product safety data of the brand "Acme", manufacturer\'s web address: ' +
        "Enter the two-letter country code, such as DE or GB."
    )
    expect(words("en", "safety_documents")).toContain(", safety documents: ")
    expect(words("de", "unknown.part")).toContain(", unknown.part: ")
  })
})
