import { gpsrProblems, gpsrValueProblem } from "../gpsr-check"

describe("gpsrValueProblem", () => {
  it("takes values of their kind, any empty value, and a country code in small letters", () => {
    expect(gpsrValueProblem("email", "eu@acme.test")).toBeNull()
    expect(gpsrValueProblem("url", "https://acme.test/safety.pdf")).toBeNull()
    expect(gpsrValueProblem("country", "de")).toBeNull()
    expect(gpsrValueProblem("email", "  ")).toBeNull()
    expect(gpsrValueProblem("text", "x".repeat(1000))).toBeNull()
  })
  it("names what is wrong", () => {
    expect(gpsrValueProblem("email", "eu at acme")).toEqual({ code: "field.gpsr_email", params: {} })
    expect(gpsrValueProblem("url", "acme.test")).toEqual({ code: "field.gpsr_url", params: {} })
    expect(gpsrValueProblem("country", "Deutschland")).toEqual({ code: "field.gpsr_country", params: {} })
    expect(gpsrValueProblem("text", "x".repeat(1001))).toEqual({ code: "field.gpsr_too_long", params: { max: 1000 } })
  })
})

describe("gpsrProblems", () => {
  it("gives each wrong value by its part, nothing for data that may be saved", () => {
    expect(
      gpsrProblems({ manufacturer: { name: "Acme", country: "gb", url: "https://acme.test" }, safety_documents: ["", "https://a.test/x"] })
    ).toEqual({})
    expect(
      gpsrProblems({
        manufacturer: { email: "no-address" },
        responsible_person: { country: "EU" + "X" },
        safety_documents: ["https://a.test/1", "ftp://a.test/2"],
      })
    ).toEqual({
      "manufacturer.email": { code: "field.gpsr_email", params: {} },
      "responsible_person.country": { code: "field.gpsr_country", params: {} },
      safety_documents: { code: "field.gpsr_url", params: {} },
    })
  })
  it("counts the documents: at most five", () => {
    const six = Array.from({ length: 6 }, (_, i) => `https://a.test/${i}.pdf`)
    expect(gpsrProblems({ safety_documents: six })).toEqual({ safety_documents: { code: "field.gpsr_documents", params: { max: 5 } } })
  })
})
