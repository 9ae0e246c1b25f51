import { renderMessage } from "../../../../../messages"
import { activityWords } from "../activity-words"

const say = (action: string, subject: string | null, language: string, outcome = "ok") =>
  renderMessage(activityWords({ action, subject, outcome }, "EUR")!, language)?.replace(/\u00a0/g, " ")

describe("activityWords", () => {
  it("says what ReviseInventoryStatus carried, with the amount in the reader's format, never the request", () => {
    expect(say("ReviseInventoryStatus", "productId=1005L, stockAmount=4, price=26.90m", "de")).toBe(
      "Bestand 4 und Preis 26,90 € an eBay gesendet."
    )
    expect(say("ReviseInventoryStatus", "productId=1005L, stockAmount=4, price=26.90m", "en")).toBe(
      "Stock 4 and price €26.90 sent to eBay."
    )
    expect(say("ReviseInventoryStatus", "productId=1005L, productVariationId=7L, stockAmount=0", "en")).toBe("Stock 0 sent to eBay.")
    expect(say("ReviseInventoryStatus", "productId=1L, discountOfferPrice=39.90m", "de")).toBe("Streichpreis 39,90 € an eBay gesendet.")
  })

  it("names a listing's parts and an order's write-backs, and says a refusal or a failure as such", () => {
    expect(say("create Products", null, "de")).toBe("Ein neues Angebot an eBay gesendet.")
    expect(say("set ShortDescription", "Products(12L)", "de")).toBe("Kurzbeschreibung an eBay gesendet.")
    expect(say("set Title", "Products(12L)", "en", "refused")).toBe("The title refused by the exchange service.")
    expect(say("set ShippingStatus", "SalesOrderItems(9L)", "de")).toBe("Der Versandstatus eines Artikels an eBay gesendet.")
    expect(say("set ForeignOrderId", "SalesOrders(5L)", "en", "failed")).toBe(
      "The store's order number not sent: no usable answer from the exchange service."
    )
  })

  it("leaves import steps and operations it has no words for to their own names", () => {
    expect(activityWords({ action: "order_created", subject: null, outcome: "ok" }, "EUR")).toBeNull()
    expect(activityWords({ action: "SomethingNew", subject: "x=1", outcome: "ok" }, "EUR")).toBeNull()
  })
})
