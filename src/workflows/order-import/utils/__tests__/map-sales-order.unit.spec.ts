import type { SalesOrder } from "../../../../client/types"
import { mapSalesOrder, VariantLookup } from "../map-sales-order"

const address = {
  Id: "401",
  Salutation: "Frau",
  Name: "Anna",
  Surname: "Köhler",
  Company: "-",
  Street: "Hauptstraße 5",
  PostalCode: "10115",
  Town: "Berlin",
  Country: "DE",
  Phone: "+49 30 1234567",
  Email: "anna@example.com",
}
const item = (id: string, extra: Record<string, unknown>) => ({
  Id: id,
  SalesOrderId: "501",
  ProductId: "1001",
  ProductVariationId: null,
  Sku: null,
  ForeignId: null,
  ProductVariationSku: null,
  ProductVariationForeignId: null,
  Title: `Item ${id}`,
  Amount: 1,
  Price: "10.00",
  ShippingStatus: 0,
  TrackingNumbers: null,
  CarrierUsed: null,
  ...extra,
})
const order = (extra: Partial<SalesOrder> = {}): SalesOrder => ({
  Id: "501",
  ForeignOrderId: null,
  PlatformOrderId: "12-34567-89012",
  CheckoutCompletionDate: new Date(0),
  TotalPrice: "104.70",
  ShippingServiceCost: "4.90",
  CurrencyCode: "EUR",
  MonetaryPaymentStatus: 1,
  PaymentTransactionId: "PAY-1",
  PaidAmount: null,
  PaidDate: null,
  ShippingStatus: 0,
  MarketplaceModificationDate: new Date(0),
  SalesOrderItems: [
    item("9001", { ProductVariationId: "2001", Amount: 2, Price: "49.9" }),
    item("9002", { ProductVariationId: "2999", ProductVariationForeignId: "variant_b", Price: "5.00" }),
    item("9003", { ProductVariationId: "2998", ProductVariationSku: "SKU-C", Price: "5.00" }),
    item("9004", { ProductId: "1004", Price: "3.00" }),
  ],
  Buyer: { Id: "301", BuyerName: "anna_k", Email: "anna@example.com" },
  Address: address,
  ShippingAddress: null,
  ...extra,
})
const lookup: VariantLookup = {
  byRemoteVariationId: { "2001": "variant_a" },
  byRemoteProductId: { "1004": "variant_d" },
  knownVariantIds: { variant_b: true },
  bySku: { "SKU-C": "variant_c" },
}

describe("mapSalesOrder", () => {
  it("maps items through remote ids, then ForeignId, then SKU, at gross unit prices", () => {
    const result = mapSalesOrder(order(), lookup, "eur")
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.order.items.map((i) => [i.variant_id, i.quantity, i.unit_price])).toEqual([
      ["variant_a", 2, "49.90"],
      ["variant_b", 1, "5.00"],
      ["variant_c", 1, "5.00"],
      ["variant_d", 1, "3.00"],
    ])
    expect(result.order).toMatchObject({
      email: "anna@example.com",
      currency_code: "eur",
      shipping_cost: "4.90",
      paid: true,
      platform_order_id: "12-34567-89012",
    })
  })

  it("maps the address, treats Company '-' as none, and ships to the billing address when there is no other", () => {
    const result = mapSalesOrder(order(), lookup, "eur")
    if (!result.ok) throw new Error("expected a mapping")
    expect(result.order.billing_address).toEqual({
      first_name: "Anna",
      last_name: "Köhler",
      company: null,
      address_1: "Hauptstraße 5",
      postal_code: "10115",
      city: "Berlin",
      country_code: "de",
      phone: "+49 30 1234567",
    })
    expect(result.order.shipping_address).toEqual(result.order.billing_address)
    const shipped = mapSalesOrder(
      order({ ShippingAddress: { ...address, Id: "402", Street: "Gartenweg 1", Company: "Acme GmbH" } }),
      lookup,
      "eur"
    )
    if (!shipped.ok) throw new Error("expected a mapping")
    expect(shipped.order.shipping_address).toMatchObject({ address_1: "Gartenweg 1", company: "Acme GmbH" })
  })

  it("parks an order with an unknown item, a wrong currency or missing data, saying why", () => {
    const unknown = mapSalesOrder(
      order({ SalesOrderItems: [item("9009", { ProductVariationId: "7777", ProductVariationSku: "GONE-1", Title: "Old shirt" })] }),
      lookup,
      "eur"
    )
    expect(unknown).toEqual({
      ok: false,
      reasons: [
        expect.objectContaining({
          code: "order.unknown_item",
          params: { title: "Old shirt", sku: "GONE-1" },
          message: '"Old shirt" (SKU GONE-1) matches no variant in the store.',
        }),
      ],
    })
    const wrongCurrency = mapSalesOrder(order({ CurrencyCode: "GBP" }), lookup, "eur")
    expect(wrongCurrency.ok === false && wrongCurrency.reasons.map((r) => r.code)).toEqual(["order.currency_mismatch"])
    const noEmail = mapSalesOrder(
      order({ Buyer: { Id: "1", BuyerName: "x", Email: null }, Address: { ...address, Email: null } }),
      lookup,
      "eur"
    )
    expect(noEmail.ok === false && noEmail.reasons.map((r) => r.message)).toEqual(["The buyer has no e-mail address."])
  })

  it("A30: parks an order whose values the service sent unreadable, naming each as sent, and nothing else yet", () => {
    const unreadable = mapSalesOrder(
      order({
        SalesOrderItems: [item("9001", { ProductVariationId: "2001", Title: "Mug", Amount: null, unreadable: { Amount: "1.5" } })],
        Address: { ...address, Country: null, unreadable: { Country: '{"iso":"DE"}' } },
        // Read by nobody in the import: no reason to hold the order.
        unreadable: { CheckoutCompletionDate: '"gestern"' },
      }),
      lookup,
      "eur"
    )
    expect(unreadable).toEqual({
      ok: false,
      reasons: [
        expect.objectContaining({
          code: "order.unreadable_values",
          message: 'The exchange service sent values the store cannot read: item "Mug" Amount 1.5; billing address Country {"iso":"DE"}.',
        }),
      ],
    })
    const ignored = mapSalesOrder(order({ unreadable: { CheckoutCompletionDate: '"gestern"' } }), lookup, "eur")
    expect(ignored.ok).toBe(true)
  })

  it("takes no quantity that is not a whole number, however it came", () => {
    const half = mapSalesOrder(
      order({ SalesOrderItems: [item("9001", { ProductVariationId: "2001", Title: "Mug", Amount: 1.5 })] }),
      lookup,
      "eur"
    )
    expect(half).toEqual({
      ok: false,
      reasons: [expect.objectContaining({ code: "order.item_without_quantity", message: '"Mug" has no quantity or price.' })],
    })
  })
})
