import type { DesiredVariation, ProductFields } from "./desired-product"
import type { KeyedWrite } from "./refusals"

/** A product's sets of named values: a single product's item specifics (A8), any product's optional attributes (A45). */
export type NamedValueSet = "specifics" | "attributes"

/** One content write, small and single-purpose. The executor runs them in lanes (write-lanes.ts). */
export type ContentOp =
  | { op: "createProduct"; fields: ProductFields }
  | { op: "deleteProduct" }
  | { op: "updateField"; name: string; value: ProductFields[string] }
  /** The product's price, sent after Best Offer thresholds that had to come down first. */
  | { op: "revisePrice"; price: string }
  | { op: "createVariation"; variation: DesiredVariation }
  | { op: "updateSku"; variantId: string; sku: string }
  /** A linked listing's variation gets our ForeignId (the variant id) once the old connector is off. */
  | { op: "updateVariationForeignId"; variantId: string }
  | { op: "replaceSpecifics"; variation: DesiredVariation }
  | { op: "removeVariation"; variantId: string }
  | { op: "removeImage"; remoteId: string; type: number }
  | { op: "addImage"; url: string; type: number }
  | { op: "linkCatalog"; catalogId: string }
  | { op: "unlinkCatalog"; catalogId: string }
  | { op: "createOffer"; variantId: string | null; price: string }
  | { op: "replaceOffer"; variantId: string | null; price: string }
  | { op: "deleteOffer"; variantId: string | null }
  | { op: "setMarketplaceCategory"; categoryId1: string; categoryId2: string | null }
  | { op: "removeVariationImage"; value: string; remoteId: string }
  | { op: "addVariationImage"; name: string; value: string; variantId: string; url: string; position: number }
  /**
   * A product's named value: a single product's item specific (A8), or an optional
   * attribute such as GPSR data (A45); created, or replaced by name (deleted, then created: neither has an update).
   */
  | { op: "setNamedValue"; set: NamedValueSet; name: string; value: string }
  | { op: "removeNamedValue"; set: NamedValueSet; name: string }

export type ContentWrite = ContentOp & KeyedWrite

/** A content write with its key (what it changes), the signature a refusal is remembered by, and its subject. */
export function write(op: ContentOp, key: string, signature: unknown, subject: string): ContentWrite {
  return { ...op, key, signature: typeof signature === "string" ? signature : JSON.stringify(signature), subject }
}
