import { formatDateTime, formatMoney, intlLocale } from "../format"

// Intl separates a currency and its amount with a no-break space in some languages.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ")

describe("format", () => {
  it("turns the dashboard's language codes into locales Intl takes", () => {
    expect(["en", "de", "enGB", "ptBR", "zhCN", "", undefined, "not a language!"].map(intlLocale)).toEqual([
      "en",
      "de",
      "en-GB",
      "pt-BR",
      "zh-CN",
      "en",
      "en",
      "en",
    ])
  })

  it("writes a date and time the language's way", () => {
    const at = "2025-03-04T15:06:07.000Z"
    expect(plain(formatDateTime(at, "en", "UTC"))).toBe("Mar 4, 2025, 3:06:07 PM")
    expect(formatDateTime(at, "de", "UTC")).toBe("04.03.2025, 15:06:07")
    expect(formatDateTime(new Date(at), "enGB", "UTC")).toBe("4 Mar 2025, 15:06:07")
  })

  it("shows no date as a dash and a date it cannot read as it came", () => {
    expect(formatDateTime(null, "de")).toBe("—")
    expect(formatDateTime("", "de")).toBe("—")
    expect(formatDateTime("yesterday-ish", "de")).toBe("yesterday-ish")
  })

  it("writes an amount with its currency the language's way", () => {
    expect(plain(formatMoney("1234.5", "eur", "de"))).toBe("1.234,50 €")
    expect(formatMoney("1234.5", "EUR", "en")).toBe("€1,234.50")
    expect(formatMoney(19.9, "usd", "en")).toBe("$19.90")
  })

  it("writes an amount without a currency with two decimals", () => {
    expect(formatMoney("39.9", null, "de")).toBe("39,90")
    expect(formatMoney("39.9", undefined, "en")).toBe("39.90")
    expect(formatMoney(1000, "", "de")).toBe("1.000,00")
  })

  it("shows no amount as a dash and what is not an amount as it came", () => {
    expect(formatMoney(null, "EUR", "de")).toBe("—")
    expect(formatMoney("", "EUR", "de")).toBe("—")
    expect(formatMoney("n/a", "EUR", "de")).toBe("n/a")
    expect(plain(formatMoney("5", "XYZ1", "de"))).toBe("5,00 XYZ1")
  })
})
