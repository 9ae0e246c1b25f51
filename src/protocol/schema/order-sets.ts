import { EntitySetDef, entitySet } from "./entity-types"
import { id } from "./catalog-sets"

/**
 * The order side of spec section 2 (2.6, 2.7) with the fields the spec leaves unshown decided
 * in A11, A13 to A15: what the marketplace hands back. The decided ones are `liberal` (A30): the
 * service may send them otherwise typed, and one such value must not fail a page of orders.
 */
export const ORDER_SETS = {
  SalesOrders: entitySet("SalesOrders", "SalesOrder", {
    properties: {
      Id: id,
      ForeignOrderId: { type: "Edm.String", access: "optional", maxLength: 50, source: "spec 2.6; facts (50)" },
      PlatformOrderId: { type: "Edm.String", access: "readOnly", source: "A11; facts", liberal: true },
      CheckoutCompletionDate: { type: "Edm.DateTime", access: "readOnly", source: "A11; facts", liberal: true },
      TotalPrice: { type: "Edm.Decimal", access: "readOnly", source: "A11; facts", liberal: true },
      ShippingServiceCost: { type: "Edm.Decimal", access: "readOnly", source: "A11; facts", liberal: true },
      CurrencyCode: { type: "Edm.String", access: "readOnly", source: "A11; facts", liberal: true },
      MonetaryPaymentStatus: { type: "Edm.Byte", access: "readOnly", source: "A11; facts (1 = paid)", liberal: true },
      PaymentTransactionId: { type: "Edm.String", access: "readOnly", source: "A11; facts", liberal: true },
      PaidAmount: { type: "Edm.Decimal", access: "optional", source: "spec 2.6" },
      PaidDate: { type: "Edm.DateTime", access: "optional", source: "spec 2.6" },
      ShippingStatus: { type: "Edm.Int32", access: "optional", min: 0, max: 2, source: "spec 2.6, 3; A12" },
      MarketplaceModificationDate: { type: "Edm.DateTime", access: "readOnly", source: "spec 2.6" },
    },
    navigation: {
      SalesOrderItems: { target: "SalesOrderItems", cardinality: "many" },
      Buyer: { target: "Buyers", cardinality: "one" },
      Address: { target: "Addresses", cardinality: "one" },
      ShippingAddress: { target: "Addresses", cardinality: "one" },
    },
    methods: ["propertyUpdate"],
    naturalKeys: [["ForeignOrderId"]],
  }),
  SalesOrderItems: entitySet("SalesOrderItems", "SalesOrderItem", {
    properties: {
      Id: id,
      SalesOrderId: { type: "Edm.Int64", access: "readOnly", source: "A13; facts", liberal: true },
      ProductId: { type: "Edm.Int64", access: "readOnly", source: "A13; facts", liberal: true },
      ProductVariationId: { type: "Edm.Int64", access: "readOnly", source: "A13; facts", liberal: true },
      Sku: { type: "Edm.String", access: "readOnly", source: "A13; facts", liberal: true },
      ForeignId: { type: "Edm.String", access: "readOnly", source: "A13; facts", liberal: true },
      ProductVariationSku: { type: "Edm.String", access: "readOnly", source: "A13; facts", liberal: true },
      ProductVariationForeignId: { type: "Edm.String", access: "readOnly", source: "A13; facts", liberal: true },
      Title: { type: "Edm.String", access: "readOnly", source: "A13; facts", liberal: true },
      // A57: the item's title again, as the vendor's connector reads it (evidence OR1r).
      Name: { type: "Edm.String", access: "readOnly", source: "A57; vendor OR1r", liberal: true },
      Amount: { type: "Edm.Int32", access: "readOnly", source: "A13; facts (quantity)", liberal: true },
      Price: { type: "Edm.Decimal", access: "readOnly", source: "A13; facts (gross unit price)", liberal: true },
      ShippingStatus: { type: "Edm.Int32", access: "optional", min: 0, max: 2, source: "spec 2.7; A12" },
      TrackingNumbers: { type: "Edm.String", access: "optional", maxLength: 255, source: "A13; facts", liberal: true },
      CarrierUsed: { type: "Edm.String", access: "optional", source: "A13; facts", liberal: true },
    },
    navigation: {
      Product: { target: "Products", cardinality: "one" },
      ProductVariation: { target: "ProductVariations", cardinality: "one" },
    },
    methods: ["propertyUpdate"],
    naturalKeys: [],
  }),
  Buyers: entitySet("Buyers", "Buyer", {
    properties: {
      Id: id,
      BuyerName: { type: "Edm.String", access: "readOnly", source: "A14; facts", liberal: true },
      Email: { type: "Edm.String", access: "readOnly", source: "A14; facts", liberal: true },
    },
    navigation: {},
    methods: [],
    naturalKeys: [],
  }),
  Addresses: entitySet("Addresses", "Address", {
    properties: {
      Id: id,
      Salutation: { type: "Edm.String", access: "readOnly", source: "A15; facts", liberal: true },
      Name: { type: "Edm.String", access: "readOnly", source: "A15; facts (first name)", liberal: true },
      Surname: { type: "Edm.String", access: "readOnly", source: "A15; facts", liberal: true },
      Company: { type: "Edm.String", access: "readOnly", source: "A15; facts ('-' = none)", liberal: true },
      Street: { type: "Edm.String", access: "readOnly", source: "A15; facts", liberal: true },
      PostalCode: { type: "Edm.String", access: "readOnly", source: "A15; facts", liberal: true },
      Town: { type: "Edm.String", access: "readOnly", source: "A15; facts", liberal: true },
      Country: { type: "Edm.String", access: "readOnly", source: "A15; facts (ISO code)", liberal: true },
      Phone: { type: "Edm.String", access: "readOnly", source: "A15; facts", liberal: true },
      Email: { type: "Edm.String", access: "readOnly", source: "A15; facts", liberal: true },
    },
    navigation: {},
    methods: [],
    naturalKeys: [],
  }),
} as const satisfies Record<string, EntitySetDef>
