/**
 * The shapes of the exchange service: every entity set, its properties with their Edm types,
 * keys and navigation properties, and the service operations with their parameters.
 *
 * This is the ONE place where shapes live. The spec shows some of them
 * (`../shared/spec/exchange-service-spec.md`, section 2) and leaves others unshown; the unshown
 * ones are decided in `docs/service-assumptions.md`, and each decision is tagged here with its
 * assumption id (A1, A2, ...) so that one edit changes the client, the sandbox and the mappings
 * together. No Medusa imports: the client and the sandbox both read this file.
 */

/** Edm type names as they appear in `m:type` attributes and in `$metadata`. */
export type EdmType =
  | "Edm.Int16"
  | "Edm.Int32"
  | "Edm.Int64"
  | "Edm.Byte"
  | "Edm.Decimal"
  | "Edm.Double"
  | "Edm.Boolean"
  | "Edm.String"
  | "Edm.DateTime"

/**
 * Who may write a property.
 * - `required`: must be sent on create, may be changed later.
 * - `requiredOnCreate`: must be sent on create (spec 2.3 says so for variations).
 * - `optional`: may be sent on create and changed later.
 * - `readOnly`: set by the service; sending it is refused.
 */
export type PropertyAccess = "required" | "requiredOnCreate" | "optional" | "readOnly"

export interface PropertyDef {
  type: EdmType
  access: PropertyAccess
  /** Limits the service enforces on strings (service-facts "Field limits"). */
  minLength?: number
  maxLength?: number
  /** Limits the service enforces on integers. */
  min?: number
  max?: number
  /** Where the property comes from: a spec section, or an assumption id of service-assumptions.md. */
  source: string
  /** HTML content: travels as CDATA in Atom when it holds XML-reserved characters (spec 2.1). */
  html?: boolean
}

export interface NavigationDef {
  /** Entity set the navigation property points into. */
  target: EntitySetName
  /** `many` yields a feed, `one` a single entry (or null). */
  cardinality: "one" | "many"
}

export interface EntitySetDef {
  name: EntitySetName
  /** `__metadata.type` / Atom category term, e.g. `PublicApi.Model.Product` (A2). */
  entityType: string
  /** Every entity is keyed by an Int64 `Id` assigned by the service (spec 1 rule 2). */
  key: "Id"
  properties: Record<string, PropertyDef>
  navigation: Record<string, NavigationDef>
  /** Methods the service accepts on the set, beyond GET (A5). */
  create: boolean
  /** Single-property `PUT <Set>(<Id>L)/<Property>` (spec 4.2 rules 1 and 2). */
  propertyUpdate: boolean
  /** Whole-entity `PUT <Set>(<Id>L)` (spec 4.2 shows it for DiscountOffers only). */
  entityReplace: boolean
  delete: boolean
  /** Natural keys a client can `$filter` on to find an entity it may have created (A6). */
  naturalKeys: string[][]
}

/** Namespace of entity type names (A2). */
export const ENTITY_NAMESPACE = "PublicApi.Model"

const id: PropertyDef = { type: "Edm.Int64", access: "readOnly", source: "spec 1 rule 2" }

/** Spec 2.1 property table, in the spec's order. */
const productProperties: Record<string, PropertyDef> = {
  Id: id,
  ForeignId: { type: "Edm.String", access: "optional", source: "spec 2.1" },
  CreationDate: { type: "Edm.DateTime", access: "readOnly", source: "spec 2.1" },
  Title: { type: "Edm.String", access: "required", minLength: 3, maxLength: 80, source: "spec 2.1, 8; facts (min 3)" },
  Description: { type: "Edm.String", access: "optional", html: true, source: "spec 2.1 (conditional)" },
  Price: { type: "Edm.Decimal", access: "optional", source: "spec 2.1" },
  StockAmount: { type: "Edm.Int32", access: "required", min: 0, max: 999, source: "spec 2.1; facts (0 to 999)" },
  Ean: { type: "Edm.String", access: "optional", source: "spec 2.1" },
  Upc: { type: "Edm.String", access: "optional", source: "spec 2.1" },
  Isbn: { type: "Edm.String", access: "optional", source: "spec 2.1" },
  ProductType: { type: "Edm.Int16", access: "required", min: 0, max: 2, source: "spec 2.1" },
  ModificationDate: { type: "Edm.DateTime", access: "readOnly", source: "spec 2.1" },
  MatchingStatus: { type: "Edm.Int16", access: "readOnly", source: "spec 2.1" },
  VatPercent: { type: "Edm.Double", access: "optional", source: "spec 2.1; A3 (Float is Edm.Double)" },
  IsWowDeal: { type: "Edm.Boolean", access: "readOnly", source: "spec 2.1" },
  UnitQuantity: { type: "Edm.Double", access: "optional", source: "spec 2.1; A3" },
  UnitType: { type: "Edm.String", access: "optional", source: "spec 2.1" },
  DisableAutomatch: { type: "Edm.Boolean", access: "optional", source: "spec 2.1" },
  ShortDescription: { type: "Edm.String", access: "optional", html: true, source: "spec 2.1" },
  ConditionId: { type: "Edm.String", access: "optional", source: "spec 2.1" },
  BestOfferAutoAcceptPrice: { type: "Edm.Decimal", access: "optional", source: "spec 2.1" },
  BestOfferMinimumPrice: { type: "Edm.Decimal", access: "optional", source: "spec 2.1" },
  Mpn: { type: "Edm.String", access: "optional", source: "spec 2.1" },
  Brand: { type: "Edm.String", access: "optional", source: "spec 2.1" },
  UserId: { type: "Edm.Int64", access: "readOnly", source: "spec 2.1 (create response)" },
}

export const ENTITY_SETS = {
  Products: {
    name: "Products",
    entityType: `${ENTITY_NAMESPACE}.Product`,
    key: "Id",
    properties: productProperties,
    navigation: {
      ProductImages: { target: "ProductImages", cardinality: "many" },
      ProductSpecifics: { target: "ProductSpecifics", cardinality: "many" },
      ProductVariations: { target: "ProductVariations", cardinality: "many" },
      DiscountOffers: { target: "DiscountOffers", cardinality: "many" },
      Catalogs: { target: "Catalogs", cardinality: "many" },
      // Spec 2.1 lists these too; their fields are not shown and the plugin never reads
      // them, so they resolve to the Products set itself (ChildProducts, ParentProducts)
      // or are served as empty feeds by the sandbox (A7).
      ChildProducts: { target: "Products", cardinality: "many" },
      ParentProducts: { target: "Products", cardinality: "many" },
    },
    create: true,
    propertyUpdate: true,
    entityReplace: false,
    delete: true,
    naturalKeys: [["ForeignId"]],
  },
  ProductImages: {
    name: "ProductImages",
    entityType: `${ENTITY_NAMESPACE}.ProductImage`,
    key: "Id",
    properties: {
      Id: id,
      ProductId: { type: "Edm.Int64", access: "required", source: "spec 2.2" },
      ImageUrl: { type: "Edm.String", access: "required", source: "spec 2.2" },
      Type: { type: "Edm.Int32", access: "required", min: 1, max: 12, source: "spec 2.2" },
    },
    navigation: { Product: { target: "Products", cardinality: "one" } },
    create: true,
    propertyUpdate: false,
    entityReplace: false,
    delete: true,
    naturalKeys: [["ProductId", "Type"]],
  },
  ProductVariations: {
    name: "ProductVariations",
    entityType: `${ENTITY_NAMESPACE}.ProductVariation`,
    key: "Id",
    properties: {
      Id: id,
      ProductId: { type: "Edm.Int64", access: "requiredOnCreate", source: "spec 2.3" },
      Price: { type: "Edm.Decimal", access: "requiredOnCreate", source: "spec 2.3" },
      StockAmount: { type: "Edm.Int32", access: "requiredOnCreate", min: 0, max: 999, source: "spec 2.3; facts" },
      Sku: { type: "Edm.String", access: "requiredOnCreate", source: "spec 2.3" },
      ForeignId: { type: "Edm.String", access: "optional", source: "spec 2.3" },
    },
    navigation: {
      Product: { target: "Products", cardinality: "one" },
      ProductVariationSpecifics: { target: "ProductVariationSpecifics", cardinality: "many" },
      SalesOrderItems: { target: "SalesOrderItems", cardinality: "many" },
    },
    create: true,
    propertyUpdate: true,
    entityReplace: false,
    delete: true,
    naturalKeys: [["ForeignId"], ["ProductId", "Sku"]],
  },
  ProductVariationSpecifics: {
    name: "ProductVariationSpecifics",
    entityType: `${ENTITY_NAMESPACE}.ProductVariationSpecific`,
    key: "Id",
    properties: {
      Id: id,
      ProductVariationId: { type: "Edm.Int64", access: "required", source: "A8; facts" },
      Name: { type: "Edm.String", access: "required", minLength: 1, maxLength: 65, source: "A8; facts" },
      Value: { type: "Edm.String", access: "required", minLength: 1, maxLength: 65, source: "A8; facts" },
    },
    navigation: {
      ProductVariation: { target: "ProductVariations", cardinality: "one" },
      ProductVariationImages: { target: "ProductVariationImages", cardinality: "many" },
    },
    create: true,
    propertyUpdate: false,
    entityReplace: false,
    delete: true,
    naturalKeys: [["ProductVariationId", "Name"]],
  },
  ProductVariationImages: {
    name: "ProductVariationImages",
    entityType: `${ENTITY_NAMESPACE}.ProductVariationImage`,
    key: "Id",
    properties: {
      // Spec 2.4 shows no Id, but spec 1 rule 2 says every entity has one (A9).
      Id: id,
      ProductVariationSpecificId: { type: "Edm.Int64", access: "required", source: "spec 2.4" },
      ImageUrl: { type: "Edm.String", access: "required", source: "spec 2.4" },
      ImagePosition: { type: "Edm.Int32", access: "required", min: 1, max: 12, source: "spec 2.4, rule 2" },
    },
    navigation: {
      ProductVariationSpecific: { target: "ProductVariationSpecifics", cardinality: "one" },
    },
    create: true,
    propertyUpdate: false,
    entityReplace: false,
    delete: true,
    naturalKeys: [["ProductVariationSpecificId", "ImagePosition"]],
  },
  ProductSpecifics: {
    name: "ProductSpecifics",
    entityType: `${ENTITY_NAMESPACE}.ProductSpecific`,
    key: "Id",
    properties: {
      Id: id,
      ProductId: { type: "Edm.Int64", access: "required", source: "A8; facts" },
      Name: { type: "Edm.String", access: "required", minLength: 1, maxLength: 65, source: "A8; facts" },
      Value: { type: "Edm.String", access: "required", minLength: 1, maxLength: 65, source: "A8; facts" },
    },
    navigation: { Product: { target: "Products", cardinality: "one" } },
    create: true,
    propertyUpdate: false,
    entityReplace: false,
    delete: true,
    naturalKeys: [["ProductId", "Name"]],
  },
  DiscountOffers: {
    name: "DiscountOffers",
    entityType: `${ENTITY_NAMESPACE}.DiscountOffer`,
    key: "Id",
    properties: {
      Id: id,
      ProductId: { type: "Edm.Int64", access: "required", source: "spec 2.5" },
      Price: { type: "Edm.Decimal", access: "required", source: "spec 2.5" },
      Type: { type: "Edm.Int16", access: "required", min: 1, max: 1, source: "spec 2.5 (1 = UVP)" },
      ModifiedDate: { type: "Edm.DateTime", access: "readOnly", source: "spec 2.5" },
      ProductVariationId: { type: "Edm.Int64", access: "optional", source: "spec 2.5" },
    },
    navigation: {
      Product: { target: "Products", cardinality: "one" },
      ProductVariation: { target: "ProductVariations", cardinality: "one" },
    },
    create: true,
    propertyUpdate: false,
    entityReplace: true,
    delete: true,
    naturalKeys: [["ProductId", "ProductVariationId", "Type"]],
  },
  Catalogs: {
    name: "Catalogs",
    entityType: `${ENTITY_NAMESPACE}.Catalog`,
    key: "Id",
    properties: {
      Id: id,
      ForeignId: { type: "Edm.String", access: "required", minLength: 1, source: "A10; facts (code 3000)" },
      Name: { type: "Edm.String", access: "required", minLength: 3, maxLength: 30, source: "A10; facts" },
      IsRootLevel: { type: "Edm.Boolean", access: "optional", source: "A10; facts" },
      ParentId: { type: "Edm.Int64", access: "optional", source: "A10; facts" },
    },
    navigation: {
      Products: { target: "Products", cardinality: "many" },
      ChildCatalogs: { target: "Catalogs", cardinality: "many" },
    },
    create: true,
    propertyUpdate: true,
    entityReplace: false,
    delete: true,
    naturalKeys: [["ForeignId"]],
  },
  SalesOrders: {
    name: "SalesOrders",
    entityType: `${ENTITY_NAMESPACE}.SalesOrder`,
    key: "Id",
    properties: {
      Id: id,
      ForeignOrderId: { type: "Edm.String", access: "optional", maxLength: 50, source: "spec 2.6; facts (50)" },
      PlatformOrderId: { type: "Edm.String", access: "readOnly", source: "A11; facts" },
      CheckoutCompletionDate: { type: "Edm.DateTime", access: "readOnly", source: "A11; facts" },
      TotalPrice: { type: "Edm.Decimal", access: "readOnly", source: "A11; facts" },
      ShippingServiceCost: { type: "Edm.Decimal", access: "readOnly", source: "A11; facts" },
      CurrencyCode: { type: "Edm.String", access: "readOnly", source: "A11; facts" },
      MonetaryPaymentStatus: { type: "Edm.Byte", access: "readOnly", source: "A11; facts (1 = paid)" },
      PaymentTransactionId: { type: "Edm.String", access: "readOnly", source: "A11; facts" },
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
    create: false,
    propertyUpdate: true,
    entityReplace: false,
    delete: false,
    naturalKeys: [["ForeignOrderId"]],
  },
  SalesOrderItems: {
    name: "SalesOrderItems",
    entityType: `${ENTITY_NAMESPACE}.SalesOrderItem`,
    key: "Id",
    properties: {
      Id: id,
      SalesOrderId: { type: "Edm.Int64", access: "readOnly", source: "A13; facts" },
      ProductId: { type: "Edm.Int64", access: "readOnly", source: "A13; facts" },
      ProductVariationId: { type: "Edm.Int64", access: "readOnly", source: "A13; facts" },
      Sku: { type: "Edm.String", access: "readOnly", source: "A13; facts" },
      ForeignId: { type: "Edm.String", access: "readOnly", source: "A13; facts" },
      ProductVariationSku: { type: "Edm.String", access: "readOnly", source: "A13; facts" },
      ProductVariationForeignId: { type: "Edm.String", access: "readOnly", source: "A13; facts" },
      Title: { type: "Edm.String", access: "readOnly", source: "A13; facts" },
      Amount: { type: "Edm.Int32", access: "readOnly", source: "A13; facts (quantity)" },
      Price: { type: "Edm.Decimal", access: "readOnly", source: "A13; facts (gross unit price)" },
      ShippingStatus: { type: "Edm.Int32", access: "optional", min: 0, max: 2, source: "spec 2.7; A12" },
      TrackingNumbers: { type: "Edm.String", access: "optional", maxLength: 255, source: "A13; facts" },
      CarrierUsed: { type: "Edm.String", access: "optional", source: "A13; facts" },
    },
    navigation: {
      Product: { target: "Products", cardinality: "one" },
      ProductVariation: { target: "ProductVariations", cardinality: "one" },
    },
    create: false,
    propertyUpdate: true,
    entityReplace: false,
    delete: false,
    naturalKeys: [],
  },
  Buyers: {
    name: "Buyers",
    entityType: `${ENTITY_NAMESPACE}.Buyer`,
    key: "Id",
    properties: {
      Id: id,
      BuyerName: { type: "Edm.String", access: "readOnly", source: "A14; facts" },
      Email: { type: "Edm.String", access: "readOnly", source: "A14; facts" },
    },
    navigation: {},
    create: false,
    propertyUpdate: false,
    entityReplace: false,
    delete: false,
    naturalKeys: [],
  },
  Addresses: {
    name: "Addresses",
    entityType: `${ENTITY_NAMESPACE}.Address`,
    key: "Id",
    properties: {
      Id: id,
      Salutation: { type: "Edm.String", access: "readOnly", source: "A15; facts" },
      Name: { type: "Edm.String", access: "readOnly", source: "A15; facts (first name)" },
      Surname: { type: "Edm.String", access: "readOnly", source: "A15; facts" },
      Company: { type: "Edm.String", access: "readOnly", source: "A15; facts ('-' = none)" },
      Street: { type: "Edm.String", access: "readOnly", source: "A15; facts" },
      PostalCode: { type: "Edm.String", access: "readOnly", source: "A15; facts" },
      Town: { type: "Edm.String", access: "readOnly", source: "A15; facts" },
      Country: { type: "Edm.String", access: "readOnly", source: "A15; facts (ISO code)" },
      Phone: { type: "Edm.String", access: "readOnly", source: "A15; facts" },
      Email: { type: "Edm.String", access: "readOnly", source: "A15; facts" },
    },
    navigation: {},
    create: false,
    propertyUpdate: false,
    entityReplace: false,
    delete: false,
    naturalKeys: [],
  },
} as const satisfies Record<string, EntitySetDef>

export type EntitySetName =
  | "Products"
  | "ProductImages"
  | "ProductVariations"
  | "ProductVariationSpecifics"
  | "ProductVariationImages"
  | "ProductSpecifics"
  | "DiscountOffers"
  | "Catalogs"
  | "SalesOrders"
  | "SalesOrderItems"
  | "Buyers"
  | "Addresses"

export function entitySet(name: EntitySetName): EntitySetDef {
  return ENTITY_SETS[name]
}

/** Looks an entity set up by a path segment; paths are matched case-insensitively (spec, addresses). */
export function findEntitySet(segment: string): EntitySetDef | undefined {
  const wanted = segment.toLowerCase()
  return (Object.values(ENTITY_SETS) as EntitySetDef[]).find((set) => set.name.toLowerCase() === wanted)
}
