/**
 * The service operations of spec 4.3: method, parameters with their Edm types, and the result
 * type. Called at `<root>/<Name>` with parameters in the query string and no body.
 */
import type { EdmType } from "./entity-sets"

export interface OperationParameterDef {
  type: EdmType
  required: boolean
  /** Other spellings the service accepts for this parameter (A17). */
  aliases?: string[]
  /** Allowed integer values, where the spec lists them. */
  allowed?: readonly number[]
}

export interface OperationDef {
  name: OperationName
  /** Each operation accepts only this method (spec 4.3); others answer 405. */
  method: "GET" | "POST"
  parameters: Record<string, OperationParameterDef>
  returns: "Edm.Boolean" | "Edm.String"
}

export type OperationName =
  | "ReviseInventoryStatus"
  | "SetMarketplaceCategory"
  | "ProductIsListed"
  | "GetSalesOrderHistory"
  | "DeleteAccountData"
  | "SetCatalogProfile"
  | "SetProductProfile"

/** Spec 4.3 DeleteAccountData type table: which entity sets each type empties. */
export const DELETE_ACCOUNT_DATA_TYPES = {
  0: ["Products", "Catalogs", "SalesOrders", "Buyers", "Listings"],
  2: ["Products"],
  4: ["Catalogs"],
  6: ["Products", "Catalogs"],
  8: ["SalesOrders", "Buyers"],
  10: ["Products", "SalesOrders", "Buyers"],
  12: ["Catalogs", "SalesOrders", "Buyers"],
} as const

/** Spec 4.3 SetCatalogProfile types. */
export const CATALOG_PROFILE_TYPE = { payment: 1, return: 2, shipping: 3 } as const

export const OPERATIONS: Record<OperationName, OperationDef> = {
  ReviseInventoryStatus: {
    name: "ReviseInventoryStatus",
    method: "POST",
    parameters: {
      productId: { type: "Edm.Int64", required: true },
      productVariationId: { type: "Edm.Int64", required: false },
      stockAmount: { type: "Edm.Int32", required: false },
      price: { type: "Edm.Decimal", required: false },
      // Older clients call it DiscountOffer (service-facts); the spec's name is sent.
      discountOfferPrice: { type: "Edm.Decimal", required: false, aliases: ["DiscountOffer"] },
    },
    returns: "Edm.Boolean",
  },
  SetMarketplaceCategory: {
    name: "SetMarketplaceCategory",
    method: "POST",
    parameters: {
      productId: { type: "Edm.Int64", required: true },
      categoryId1: { type: "Edm.Int64", required: true },
      categoryId2: { type: "Edm.Int64", required: false },
      autoMatched: { type: "Edm.Boolean", required: false },
    },
    returns: "Edm.Boolean",
  },
  /**
   * `true` listed, `false` not active (spec 4.3): ended at stock 0 (rule 8) or by the marketplace
   * for its own reasons (A39). A40: the answer reflects a ReviseInventoryStatus sent before it at
   * once; an answer the push should not have caused is asked again within minutes.
   */
  ProductIsListed: {
    name: "ProductIsListed",
    method: "GET",
    parameters: { productId: { type: "Edm.Int64", required: true } },
    returns: "Edm.Boolean",
  },
  GetSalesOrderHistory: {
    name: "GetSalesOrderHistory",
    method: "GET",
    parameters: { salesOrderId: { type: "Edm.Int64", required: true } },
    returns: "Edm.String",
  },
  DeleteAccountData: {
    name: "DeleteAccountData",
    method: "POST",
    parameters: {
      type: {
        type: "Edm.Int32",
        required: true,
        allowed: Object.keys(DELETE_ACCOUNT_DATA_TYPES).map(Number),
      },
    },
    returns: "Edm.Boolean",
  },
  SetCatalogProfile: {
    name: "SetCatalogProfile",
    method: "POST",
    parameters: {
      catalogId: { type: "Edm.Int64", required: true },
      type: { type: "Edm.Int32", required: true, allowed: Object.values(CATALOG_PROFILE_TYPE) },
      // Listed as profilId, the spec's example uses profileId (spec 4.3): the service takes
      // both and the client sends both (A17). Optional: without it the catalog's profile of the
      // type is cleared and the account's default applies (A28).
      profilId: { type: "Edm.Int64", required: false, aliases: ["profileId"] },
    },
    returns: "Edm.Boolean",
  },
  // A59: not in the spec; the vendor's connector gives a product its shipping profile this way
  // (evidence P5). The same types and answer as SetCatalogProfile; the plugin does not call it.
  SetProductProfile: {
    name: "SetProductProfile",
    method: "POST",
    parameters: {
      productId: { type: "Edm.Int64", required: true },
      type: { type: "Edm.Int32", required: true, allowed: Object.values(CATALOG_PROFILE_TYPE) },
      profileId: { type: "Edm.Int64", required: false, aliases: ["profilId"] },
    },
    returns: "Edm.Boolean",
  },
}

/** Finds an operation by path segment, case-insensitively like every path (spec, addresses). */
export function findOperation(segment: string): OperationDef | undefined {
  const wanted = segment.toLowerCase()
  return Object.values(OPERATIONS).find((op) => op.name.toLowerCase() === wanted)
}
