import { ageWords, historyActionWords, ORDER_STATE, orderWhyWords, PRODUCT_STATUS, shippingStatusWords } from "../words"
import { translator } from "./translate"

const en = translator("en")
const de = translator("de")

describe("words", () => {
  it("says how long ago, in English as before and in German", () => {
    expect([null, 12, 600, 7200, 3 * 86400].map((s) => ageWords(s, en))).toEqual([
      "never",
      "12 s ago",
      "10 min ago",
      "2 h ago",
      "3 days ago",
    ])
    expect([null, 12, 600, 7200, 3 * 86400].map((s) => ageWords(s, de))).toEqual([
      "nie",
      "vor 12 s",
      "vor 10 Min.",
      "vor 2 Std.",
      "vor 3 Tagen",
    ])
  })

  it("says a history line's action, and leaves the service's other actions as they came", () => {
    expect(historyActionWords("MarkedAsPaid", null, en)).toBe("Marked as paid on the marketplace")
    expect(historyActionWords("Versandstatus", 1, en)).toBe("Shipping status sent: shipped")
    expect(historyActionWords("Versandstatus", 2, de)).toBe("Versandstatus übermittelt: zugestellt")
    expect(historyActionWords("Storniert", 3, de)).toBe("Storniert: 3")
    expect(historyActionWords(null, null, de)).toBe("Notiz")
    expect(shippingStatusWords(7, en)).toBe("7")
  })

  it("resolves every state's label and hint", () => {
    for (const { labelKey, hintKey } of Object.values(PRODUCT_STATUS)) {
      for (const t of [en, de]) {
        expect(t(labelKey)).not.toBe(labelKey)
        expect(t(hintKey)).not.toBe(hintKey)
      }
    }
    expect(en(PRODUCT_STATUS.attention.labelKey)).toBe("Needs attention")
    expect(de(ORDER_STATE.parked.labelKey)).toBe("Wartet auf Sie")
    for (const { labelKey } of Object.values(ORDER_STATE)) for (const t of [en, de]) expect(t(labelKey)).not.toBe(labelKey)
  })

  it("says why an order waits or was closed, in English and in German", () => {
    const row = (state: string, extra: Record<string, unknown> = {}) => ({ state, reasons: [], last_error: null, ...extra })
    expect(orderWhyWords(row("parked", { reasons: [{ message: "SKU X unknown." }, { message: "No stock." }] }), en, "en")).toBe(
      "SKU X unknown. · No stock."
    )
    const short = { code: "order.not_enough_stock", params: { sku: "LAMP-1", missing: 2, ordered: 3, available: 1 }, message: "x" }
    expect(orderWhyWords(row("parked", { reasons: [short] }), de, "de")).toBe(
      "2 × LAMP-1 fehlen: 3 bestellt, 1 an einem Lagerort des Marktplatz-Kanals verfügbar. " +
        "Erhöhen Sie den Bestand von LAMP-1: Die Bestellung wird übernommen, sobald genug da ist."
    )
    expect(orderWhyWords(row("parked", { last_error: "Timeout" }), en, "en")).toBe("Timeout")
    // The last error's words in the admin's language, the English when it has none (an older version's).
    const failed = {
      last_error: "The order import failed: Timeout",
      last_error_words: { code: "import.failed", params: { detail: "Timeout" } },
    }
    expect(orderWhyWords(row("parked", failed), de, "de")).toBe("Der Bestellimport ist fehlgeschlagen: Timeout")
    expect(orderWhyWords(row("closed", { closed_reason: "gone_at_service" }), en, "en")).toContain("no longer holds this order")
    expect(orderWhyWords(row("closed", { closed_reason: "gone_at_service" }), de, "de")).toContain("führt diese Bestellung nicht mehr")
    expect(orderWhyWords(row("closed", { closed_reason: "other" }), de, "de")).toBe("other")
    expect(orderWhyWords(row("completed"), en, "en")).toBe("—")
    expect(de(ORDER_STATE.closed.labelKey)).toBe("Geschlossen")
    const dismissed = { by: "user_1", by_email: "anna@example.com", reason: "Buyer cancelled <on eBay>", at: "2026-01-02T15:04:05Z" }
    expect(orderWhyWords(row("dismissed", { dismissed }), en, "en")).toMatch(
      /^Dismissed by anna@example\.com on Jan 2, 2026, .*: Buyer cancelled <on eBay>$/
    )
    expect(orderWhyWords(row("dismissed", { dismissed: { ...dismissed, by_email: null } }), de, "de")).toMatch(
      /^Verworfen von user_1 am 02\.01\.2026, .*: Buyer cancelled <on eBay>$/
    )
  })
})
