import { EntitySetDef, entitySet, PropertyDef } from "./entity-types"
import { OPTIONAL_ATTRIBUTE_LIMITS } from "./gpsr"

/**
 * The catalog side of spec section 2 (2.1 to 2.5, 2.8) and the decided unshown sets (A8, A10):
 * what a shop sends. Assumption ids refer to docs/service-assumptions.md.
 */
export const id: PropertyDef = { type: "Edm.Int64", access: "readOnly", source: "spec 1 rule 2" }

/** Spec 2.1 property table, in the spec's order. */
export const productProperties: Record<string, PropertyDef> = {
  Id: id,
  ForeignId: { type: "Edm.String", access: "optional", source: "spec 2.1; A44 (data, not ownership)" },
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
  VatPercent: { type: "Edm.Double", access: "optional", source: "spec 2.1; A3 (Float is Edm.Double); A32 (Atom: Edm.Decimal)" },
  IsWowDeal: { type: "Edm.Boolean", access: "readOnly", source: "spec 2.1" },
  UnitQuantity: { type: "Edm.Double", access: "optional", source: "spec 2.1; A3; A32" },
  UnitType: { type: "Edm.String", access: "optional", source: "spec 2.1" },
  DisableAutomatch: { type: "Edm.Boolean", access: "optional", source: "spec 2.1" },
  ShortDescription: { type: "Edm.String", access: "optional", html: true, source: "spec 2.1" },
  ConditionId: { type: "Edm.String", access: "optional", source: "spec 2.1" },
  BestOfferAutoAcceptPrice: { type: "Edm.Decimal", access: "optional", source: "spec 2.1" },
  BestOfferMinimumPrice: { type: "Edm.Decimal", access: "optional", source: "spec 2.1" },
  Mpn: { type: "Edm.String", access: "optional", source: "spec 2.1" },
  Brand: { type: "Edm.String", access: "optional", source: "spec 2.1" },
  UserId: { type: "Edm.Int64", access: "readOnly", source: "spec 2.1 (create response)" },
  // Not in the spec's table: the vendor's connector sends it on every product (A4).
  ExternalProductId: { type: "Edm.String", access: "optional", acceptedOnly: true, source: "A4; vendor P3" },
}

export const CATALOG_SETS = {
  Products: entitySet("Products", "Product", {
    properties: productProperties,
    navigation: {
      ProductImages: { target: "ProductImages", cardinality: "many" },
      ProductSpecifics: { target: "ProductSpecifics", cardinality: "many" },
      ProductVariations: { target: "ProductVariations", cardinality: "many" },
      DiscountOffers: { target: "DiscountOffers", cardinality: "many" },
      Catalogs: { target: "Catalogs", cardinality: "many", links: true },
      // Spec 2.1 lists these too; the plugin never reads them (A7). Child and parent products
      // are Products; the fields of the others are not shown.
      ChildProducts: { target: "Products", cardinality: "many", opaque: true },
      ParentProducts: { target: "Products", cardinality: "many", opaque: true },
      Listings: { target: "Products", cardinality: "many", opaque: true },
      ListingItems: { target: "Products", cardinality: "many", opaque: true },
      CarParts: { target: "Products", cardinality: "many", opaque: true },
      // A45: GPSR data (schema/gpsr.ts).
      OptionalProductAttributes: { target: "OptionalProductAttributes", cardinality: "many" },
    },
    // A5: MERGE as the vendor's connector updates (evidence P4).
    methods: ["create", "propertyUpdate", "merge", "delete"],
    naturalKeys: [["ForeignId"]],
  }),
  ProductImages: entitySet("ProductImages", "ProductImage", {
    properties: {
      Id: id,
      ProductId: { type: "Edm.Int64", access: "required", source: "spec 2.2" },
      ImageUrl: { type: "Edm.String", access: "required", source: "spec 2.2" },
      Type: { type: "Edm.Int32", access: "required", min: 1, max: 12, source: "spec 2.2" },
    },
    navigation: { Product: { target: "Products", cardinality: "one" } },
    methods: ["create", "delete"],
    // A58: a Type may hold two images while one replaces the other; the address tells them apart.
    naturalKeys: [["ProductId", "Type", "ImageUrl"]],
  }),
  ProductVariations: entitySet("ProductVariations", "ProductVariation", {
    properties: {
      Id: id,
      ProductId: { type: "Edm.Int64", access: "requiredOnCreate", source: "spec 2.3" },
      Price: { type: "Edm.Decimal", access: "requiredOnCreate", source: "spec 2.3" },
      StockAmount: { type: "Edm.Int32", access: "requiredOnCreate", min: 0, max: 999, source: "spec 2.3; facts" },
      Sku: { type: "Edm.String", access: "requiredOnCreate", source: "spec 2.3" },
      ForeignId: { type: "Edm.String", access: "optional", source: "spec 2.3; A5, A44 (writable by a property PUT)" },
      // Not in the spec's table: the vendor's connector sends them on every variation (A4).
      ExternalProductId: { type: "Edm.String", access: "optional", acceptedOnly: true, source: "A4; vendor V1" },
      Ean: { type: "Edm.String", access: "optional", acceptedOnly: true, source: "A4; vendor V1" },
      Isbn: { type: "Edm.String", access: "optional", acceptedOnly: true, source: "A4; vendor V1" },
      Upc: { type: "Edm.String", access: "optional", acceptedOnly: true, source: "A4; vendor V1" },
      Mpn: { type: "Edm.String", access: "optional", acceptedOnly: true, source: "A4; vendor V1" },
    },
    navigation: {
      Product: { target: "Products", cardinality: "one" },
      ProductVariationSpecifics: { target: "ProductVariationSpecifics", cardinality: "many" },
      SalesOrderItems: { target: "SalesOrderItems", cardinality: "many" },
      // A56: a variation's own pictures, as the vendor's connector reads and writes them (VP1).
      ProductVariationPictures: { target: "ProductVariationPictures", cardinality: "many" },
      // Spec 2.3 lists it; its fields are not shown and the plugin never reads it (A7).
      ListingItems: { target: "Products", cardinality: "many", opaque: true },
    },
    // A5: MERGE as the vendor's connector updates (evidence V2, V3).
    methods: ["create", "propertyUpdate", "merge", "delete"],
    naturalKeys: [["ForeignId"], ["ProductId", "Sku"]],
  }),
  ProductVariationSpecifics: entitySet("ProductVariationSpecifics", "ProductVariationSpecific", {
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
    // A5: MERGE of the Value, as the vendor's connector updates (evidence VS2).
    methods: ["create", "merge", "delete"],
    naturalKeys: [["ProductVariationId", "Name"]],
  }),
  ProductVariationImages: entitySet("ProductVariationImages", "ProductVariationImage", {
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
    methods: ["create", "delete"],
    naturalKeys: [["ProductVariationSpecificId", "ImagePosition"]],
  }),
  // A56: not in the spec, which shows images per characteristic value (2.4); the vendor's connector
  // gives each variation its own pictures, position 0 its base image (evidence VP1, VP2).
  ProductVariationPictures: entitySet("ProductVariationPictures", "ProductVariationPicture", {
    properties: {
      Id: id,
      ProductVariationId: { type: "Edm.Int64", access: "required", source: "A56; vendor VP1" },
      ImageUrl: { type: "Edm.String", access: "required", source: "A56; vendor VP1" },
      ImagePosition: { type: "Edm.Int32", access: "required", min: 0, max: 11, source: "A56; vendor VP1 (0 the base image)" },
    },
    navigation: { ProductVariation: { target: "ProductVariations", cardinality: "one" } },
    methods: ["create", "merge", "delete"],
    naturalKeys: [["ProductVariationId", "ImagePosition"]],
  }),
  ProductSpecifics: entitySet("ProductSpecifics", "ProductSpecific", {
    properties: {
      Id: id,
      ProductId: { type: "Edm.Int64", access: "required", source: "A8; facts" },
      Name: { type: "Edm.String", access: "required", minLength: 1, maxLength: 65, source: "A8; facts" },
      Value: { type: "Edm.String", access: "required", minLength: 1, maxLength: 65, source: "A8; facts" },
    },
    navigation: { Product: { target: "Products", cardinality: "one" } },
    // A5: MERGE of the Value, as the vendor's connector updates (evidence S2).
    methods: ["create", "merge", "delete"],
    naturalKeys: [["ProductId", "Name"]],
  }),
  OptionalProductAttributes: entitySet("OptionalProductAttributes", "OptionalProductAttribute", {
    properties: {
      Id: id,
      ProductId: { type: "Edm.Int64", access: "required", source: "A45" },
      Name: { type: "Edm.String", access: "required", minLength: 1, maxLength: OPTIONAL_ATTRIBUTE_LIMITS.name, source: "A45" },
      Value: { type: "Edm.String", access: "required", minLength: 1, maxLength: OPTIONAL_ATTRIBUTE_LIMITS.value, source: "A45" },
    },
    navigation: { Product: { target: "Products", cardinality: "one" } },
    // A5: MERGE of the Value, as the vendor's connector updates (evidence O1).
    methods: ["create", "merge", "delete"],
    naturalKeys: [["ProductId", "Name"]],
  }),
  DiscountOffers: entitySet("DiscountOffers", "DiscountOffer", {
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
    // A5: MERGE of the Price beside the spec's whole-entity PUT (evidence D2).
    methods: ["create", "entityReplace", "merge", "delete"],
    naturalKeys: [["ProductId", "ProductVariationId", "Type"]],
  }),
  Catalogs: entitySet("Catalogs", "Catalog", {
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
      // A10: the inverse of ChildCatalogs, a view of ParentId (none or one), linked with $links as
      // the vendor's connector does (evidence C1, C4, C5).
      ParentCatalogs: { target: "Catalogs", cardinality: "many", links: true },
    },
    // A5: MERGE as the vendor's connector updates (evidence C3).
    methods: ["create", "propertyUpdate", "merge", "delete"],
    naturalKeys: [["ForeignId"]],
  }),
} as const satisfies Record<string, EntitySetDef>
