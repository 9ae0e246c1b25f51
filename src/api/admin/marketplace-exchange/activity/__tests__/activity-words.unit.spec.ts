import { renderMessage } from "../../../../../messages"
import { PROPERTY_NAMES } from "../../../../../messages/catalog/property-names"
import { ENTITY_SETS, OPERATIONS, PropertyDef } from "../../../../../protocol/schema"
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

  it("says every write the service takes in the merchant's words, in both languages, never the request", () => {
    // Every write as the log names it (lib/describe-write.ts): POST <Set> "create", PUT <Set>(<Id>L) "update",
    // DELETE "delete", PUT <Set>(<Id>L)/<Property> "set <Property>", a service operation by its name.
    const writes: Array<[string, string | null]> = []
    for (const set of Object.values(ENTITY_SETS)) {
      if (set.create) writes.push([`create ${set.name}`, null])
      if (set.entityReplace) writes.push([`update ${set.name}`, `${set.name}(1L)`])
      if (set.delete) writes.push([`delete ${set.name}`, `${set.name}(1L)`])
      if (!set.propertyUpdate) continue
      // Not the key, nor the product a record belongs to (it never moves to another), nor what
      // the service only accepts from other connectors (A4 `acceptedOnly`): the plugin never writes it.
      for (const [property, def] of Object.entries(set.properties as Record<string, PropertyDef>))
        if (def.access !== "readOnly" && !def.acceptedOnly && property !== "Id" && property !== "ProductId")
          writes.push([`set ${property}`, `${set.name}(1L)`])
    }
    for (const operation of Object.values(OPERATIONS))
      if (operation.method === "POST") writes.push([operation.name, "productId=1L, stockAmount=2"])
    writes.push(["link Catalogs", "Products(1L) → Catalogs(2L)"], ["unlink Catalogs", "Products(1L) → Catalogs(2L)"])
    expect(writes.length).toBeGreaterThan(40)
    const unsaid = writes.filter(([action, subject]) => {
      const words = activityWords({ action, subject, outcome: "ok" }, "EUR")
      // A property is said by the merchant's name for it, never the service's.
      const property = (words?.params?.what as { params?: { property?: string } } | undefined)?.params?.property
      if (!words || (property !== undefined && !(property in PROPERTY_NAMES))) return true
      return ["en", "de"].some((language) => {
        const text = say(action, subject, language)
        return !text || /\b[A-Z][a-z]+[A-Z]\w*|\{|\(\d+L\)/.test(text.replace(/SKU|EAN|UPC|ISBN|GPSR/g, ""))
      })
    })
    expect(unsaid).toEqual([])
    expect(say("create ProductSpecifics", null, "de")).toBe("Die Artikelmerkmale an eBay gesendet.")
    expect(say("delete OptionalProductAttributes", "OptionalProductAttributes(4L)", "en")).toBe(
      "The product safety data (GPSR) sent to eBay."
    )
    expect(say("set Sku", "ProductVariations(7L)", "de")).toBe("SKU einer Variante an eBay gesendet.")
    expect(say("set ParentId", "Catalogs(3L)", "en", "refused")).toBe(
      "A shop category's place in the tree refused by the exchange service."
    )
    expect(say("delete DiscountOffers", "DiscountOffers(2L)", "de")).toBe("Die Löschung des Streichpreises an eBay gesendet.")
  })

  it("leaves import steps and operations it has no words for to their own names", () => {
    expect(activityWords({ action: "order_created", subject: null, outcome: "ok" }, "EUR")).toBeNull()
    expect(activityWords({ action: "SomethingNew", subject: "x=1", outcome: "ok" }, "EUR")).toBeNull()
  })
})
