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
  "Edm.Int16" | "Edm.Int32" | "Edm.Int64" | "Edm.Byte" | "Edm.Decimal" | "Edm.Double" | "Edm.Boolean" | "Edm.String" | "Edm.DateTime"

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
  /**
   * A30: the spec does not type this property (its type is our decision), so a response value
   * that does not fit is read liberally instead of failing the answer (`protocol/read-values.ts`).
   */
  liberal?: true
  /**
   * A4: not in the spec's tables, but sent by the vendor's own connector (docs/vendor-connector-evidence.md
   * P3, V1), so the service takes it and returns it on read. The plugin's mappings never send it:
   * strict in what we send, so a shop-side property list leaves it out.
   */
  acceptedOnly?: true
}

export interface NavigationDef {
  /** Entity set the navigation property points into. */
  target: EntitySetName
  /** `many` yields a feed, `one` a single entry (or null). */
  cardinality: "one" | "many"
  /**
   * A7: listed by the spec, its fields not shown and never read by the plugin. It appears
   * deferred in entries and is served as an empty feed (the target only types that feed).
   */
  opaque?: true
  /**
   * `$links` are added (`POST <Set>(<Id>L)/$links/<Name>` with a uri body) and deleted
   * (`DELETE <Set>(<Id>L)/$links/<Name>(<Id>L)`) on it: Products' Catalogs (spec 4.2), Catalogs'
   * ParentCatalogs (A10). Every other navigation property is read-only.
   */
  links?: true
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
  /**
   * A5: `MERGE <Set>(<Id>L)`, or a POST tunnelling it with `X-HTTP-Method: MERGE`: the properties
   * sent are merged into the entity, the others kept (WCF Data Services' partial update). The
   * spec does not show it; the vendor's connector makes every update so.
   */
  merge: boolean
  delete: boolean
  /** Natural keys a client can `$filter` on to find an entity it may have created (A6). */
  naturalKeys: string[][]
}

/** Namespace of entity type names (A2). */
export const ENTITY_NAMESPACE = "PublicApi.Model"

/** The methods beyond GET a set may accept (A5). */
export type EntitySetMethod = "create" | "propertyUpdate" | "entityReplace" | "merge" | "delete"

/**
 * An entity set as the service holds it: keyed by its Int64 `Id` (spec 1 rule 2), its type named
 * in the service's namespace (A2), and only the methods beyond GET that it names (A5).
 */
export function entitySet<const P extends Record<string, PropertyDef>>(
  name: EntitySetName,
  typeName: string,
  def: { properties: P; navigation: Record<string, NavigationDef>; methods: EntitySetMethod[]; naturalKeys: string[][] }
): EntitySetDef & { properties: P } {
  const accepts = (method: EntitySetMethod) => def.methods.includes(method)
  return {
    name,
    entityType: `${ENTITY_NAMESPACE}.${typeName}`,
    key: "Id",
    properties: def.properties,
    navigation: def.navigation,
    create: accepts("create"),
    propertyUpdate: accepts("propertyUpdate"),
    entityReplace: accepts("entityReplace"),
    merge: accepts("merge"),
    delete: accepts("delete"),
    naturalKeys: def.naturalKeys,
  }
}

export type EntitySetName =
  | "Products"
  | "ProductImages"
  | "ProductVariations"
  | "ProductVariationSpecifics"
  | "ProductVariationImages"
  | "ProductVariationPictures"
  | "ProductSpecifics"
  | "OptionalProductAttributes"
  | "DiscountOffers"
  | "Catalogs"
  | "SalesOrders"
  | "SalesOrderItems"
  | "Buyers"
  | "Addresses"
