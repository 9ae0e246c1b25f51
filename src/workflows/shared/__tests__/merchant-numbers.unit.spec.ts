import { readAmount, readCategoryId, readDecimal, readNumber } from "../merchant-numbers"

describe("numbers as merchants type them", () => {
  it("reads a decimal comma and a decimal point alike", () => {
    expect(readAmount("15,00")).toBe("15.00")
    expect(readAmount("15.00")).toBe("15.00")
    expect(readAmount(" 15,5 ")).toBe("15.50")
    expect(readAmount(15)).toBe("15.00")
    expect(readNumber("19,0")).toBe(19)
    expect(readNumber("0,75")).toBe(0.75)
    expect(readNumber(",5")).toBe(0.5)
    expect(readDecimal("7,5")).toBe("7.5")
  })

  it("refuses what it could only guess: thousands separators, a third decimal of money, signs, units, letters", () => {
    for (const text of ["1.234,50", "1,234.50", "15 EUR", "-5", "+5", "19%", "abc", "15,", "", "  ", "1e3"]) {
      expect([text, readDecimal(text)]).toEqual([text, undefined])
    }
    // `1.500` is fifteen hundred to a German merchant: never rounded to 1.50.
    expect(readAmount("1.500")).toBeUndefined()
    expect(readAmount("1234567890")).toBeUndefined()
    expect(readNumber(true)).toBeUndefined()
    expect(readNumber({ value: 19 })).toBeUndefined()
    expect(readNumber(-1)).toBeUndefined()
  })

  it("reads a category id as an Int64 above 0, spaces around it dropped, and nothing else", () => {
    expect(readCategoryId("15687 ")).toBe("15687")
    expect(readCategoryId(" 015687")).toBe("15687")
    expect(readCategoryId(15687)).toBe("15687")
    expect(readCategoryId("9223372036854775807")).toBe("9223372036854775807")
    for (const value of ["9223372036854775808", "99999999999999999999", "0", "15 687", "15687L", "-1", "1.5", "", 1.5, null]) {
      expect([value, readCategoryId(value)]).toEqual([value, undefined])
    }
  })
})
