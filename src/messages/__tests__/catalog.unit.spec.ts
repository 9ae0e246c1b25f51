import { CATALOG, FIELD_NAMES } from "../catalog"
import { coded, languageOf, renderFix, renderMessage } from "../render"
import type { CatalogEntry, Text } from "../types"
import { MARKETPLACE_FIELD_KEYS } from "../../workflows/product-sync/utils/marketplace-fields"

/**
 * Every code the server stores reads in English and German, and no text names a
 * parameter its code does not carry (it would show "{sku}" to a merchant, or a dash).
 */
const entries = Object.entries(CATALOG as Record<string, CatalogEntry>)
const forms = (text: Text) => (typeof text === "string" ? [text] : [text.one, text.other])
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])

describe("the message catalog", () => {
  it.each(entries)("%s has English and German text, and its fix in both when it has one", (_code, entry) => {
    for (const language of ["en", "de"] as const) {
      for (const form of forms(entry[language])) expect(form.trim()).not.toBe("")
      if (entry.fix) for (const form of forms(entry.fix[language])) expect(form.trim()).not.toBe("")
    }
  })

  it.each(entries)("%s names only the parameters it carries, and each it carries in both languages", (_code, entry) => {
    for (const language of ["en", "de"] as const) {
      const texts = [...forms(entry[language]), ...(entry.fix ? forms(entry.fix[language]) : [])]
      for (const text of texts) for (const name of placeholders(text)) expect(entry.params).toContain(name)
    }
    const used = (language: "en" | "de") =>
      new Set([...forms(entry[language]), ...(entry.fix ? forms(entry.fix[language]) : [])].flatMap(placeholders))
    expect([...used("de")].sort()).toEqual([...used("en")].sort())
    if (typeof entry.en !== "string" || typeof entry.de !== "string") expect(entry.params).toContain(entry.plural ?? "count")
  })

  it("names every marketplace field in both languages", () => {
    for (const names of Object.values(FIELD_NAMES)) {
      expect(names.en.trim()).not.toBe("")
      expect(names.de.trim()).not.toBe("")
    }
  })
})

describe("rendering", () => {
  it("fills parameters, numbers and amounts in the reader's locale", () => {
    const message = {
      code: "problem.accept_price_not_below_price",
      params: { accept: { amount: "26.90", currency: "EUR" }, price: { amount: "1234.5", currency: "EUR" } },
    }
    expect(renderMessage(message, "de")?.replace(/\u00a0/g, " ")).toBe("Der Annahmepreis 26,90 € liegt nicht unter dem Preis 1.234,50 €.")
    expect(renderMessage(message, "en")).toBe("The auto-accept price €26.90 is not below the price €1,234.50.")
  })

  it("chooses the singular or plural by the entry's count", () => {
    expect(renderMessage({ code: "problem.images_dropped", params: { count: 1, max: 12 } }, "en")).toBe(
      "1 image beyond eBay's 12 is not listed."
    )
    expect(renderMessage({ code: "problem.images_dropped", params: { count: 3, max: 12 } }, "de")).toBe(
      "3 Bilder über die 12 von eBay hinaus werden nicht gelistet."
    )
    expect(renderMessage({ code: "alert.orders_wait_for_stock", params: { orders: 1, products: 1 } }, "en")).toMatch(
      /^1 marketplace order waits/
    )
    expect(renderMessage({ code: "alert.orders_wait_for_stock", params: { orders: 12, products: 3 } }, "de")).toMatch(
      /^12 Marktplatz-Bestellungen warten auf Bestand von 3 Produkt/
    )
  })

  it("names a marketplace field in the reader's language", () => {
    const message = { code: "problem.unreadable_amount", params: { field: "best_offer_minimum_price", value: "zwölf" } }
    expect(renderMessage(message, "de")).toBe("Der Ablehnungspreis „zwölf“ ist kein lesbarer Betrag und wird daher nicht gesendet.")
    expect(renderMessage(message, "en")).toBe('The decline price "zwölf" cannot be read as an amount, so it is not sent.')
  })

  it("renders the fix with the same parameters, and nothing for a code it does not know", () => {
    const message = { code: "order.not_enough_stock", params: { sku: "LAMP-1", missing: 4, ordered: 5, available: 1 } }
    expect(renderFix(message, "de")).toBe("Erhöhen Sie den Bestand von LAMP-1: Die Bestellung wird übernommen, sobald genug da ist.")
    expect(renderMessage({ code: "no.such.code" }, "de")).toBeNull()
    expect(renderFix({ code: "alert.order_waits.title", params: { order: "1" } }, "de")).toBeNull()
  })

  it("takes German for every German admin language code, English otherwise", () => {
    expect(["de", "deDE", "de-AT"].map(languageOf)).toEqual(["de", "de", "de"])
    expect(["en", "enGB", "fr", "", null].map(languageOf)).toEqual(["en", "en", "en", "en", "en"])
  })

  it("gives the server the code, its parameters and the English text and fix", () => {
    expect(coded("problem.duplicate_sku", { count: 2, sku: "A-1" })).toEqual({
      code: "problem.duplicate_sku",
      params: { count: 2, sku: "A-1" },
      message: '2 variants share the SKU "A-1".',
      fix: "Give each variant its own SKU.",
    })
  })
})

describe("refusals and their parameters", () => {
  it("names settings by their labels, one or several, in the reader's language", () => {
    expect(renderMessage({ code: "refusal.setting.range", params: { setting: "stock_buffer", min: 0, max: 999 } }, "de")).toBe(
      "Zurückgehaltener Bestand pro Variante: Geben Sie eine ganze Zahl von 0 bis 999 ein."
    )
    expect(renderMessage({ code: "refusal.connection.missing", params: { settings: "password,subscription_token" } }, "en")).toBe(
      "Enter Password, Subscription token first: the connection cannot be tested without them."
    )
  })

  it("leaves out an optional sentence that is not there, and renders one that is", () => {
    const address = "https://login.example.com"
    expect(renderMessage({ code: "connection.wrong_login", params: { address, said: null } }, "en")).toBe(
      `The user name or password is wrong: the login at ${address} refused them.`
    )
    const said = { code: "connection.service_said", params: { detail: "Invalid credentials" } }
    expect(renderMessage({ code: "connection.wrong_login", params: { address, said } }, "de")).toBe(
      `Benutzername oder Passwort sind falsch: Die Anmeldung unter ${address} hat sie abgelehnt. ` +
        "Die Schnittstelle meldete: Invalid credentials"
    )
  })
})

describe("where a fix is made", () => {
  it("names a field of the marketplace fields drawer, or the message's own field parameter", () => {
    const fields = Object.keys(MARKETPLACE_FIELD_KEYS)
    const placed = entries.filter(([, entry]) => entry.fixAt)
    expect(placed.length).toBeGreaterThanOrEqual(13)
    for (const [code, entry] of placed) {
      if (entry.fixAt === "{field}") expect({ code, params: entry.params }).toEqual({ code, params: expect.arrayContaining(["field"]) })
      else expect({ code, fixAt: entry.fixAt }).toEqual({ code, fixAt: expect.stringMatching(new RegExp(`^(${fields.join("|")})$`)) })
      expect(entry.fix).toBeDefined()
    }
  })
})
