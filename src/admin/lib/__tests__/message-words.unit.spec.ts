import { fieldErrorWords } from "../message-words"

describe("fieldErrorWords", () => {
  const error = {
    body: {
      fields: { price_percent: "A percentage from -50 to 200.", odd_field: "Something English." },
      field_codes: { price_percent: { code: "field.price_percent", params: { min: -50, max: 200 } } },
    },
  }
  it("names each field and says its error in the admin's language, the English when no code is known", () => {
    expect(fieldErrorWords(error, "de")).toBe(
      "Der Prozentsatz der Preisregel: Ein Prozentsatz von -50 bis 200, etwa 12 oder 7,5; leer: die Regel der Einstellungen. " +
        "Odd_field: Something English."
    )
    expect(fieldErrorWords(error, "en")).toMatch(/^Price rule's percentage: A percentage from -50 to 200, such as 12/)
  })
  it("is null for an error without fields", () => {
    expect(fieldErrorWords(new Error("down"), "de")).toBeNull()
    expect(fieldErrorWords({ body: { message: "x" } }, "de")).toBeNull()
  })
})
