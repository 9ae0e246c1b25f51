import type { EdmType } from "./entity-types"

/**
 * A4: the `m:type` an Atom request body may carry for a property of each declared type. The
 * service is an ASP.NET WCF Data Service: it converts a payload value to the property's type
 * when the conversion cannot lose anything (an integer to a wider integer or to a number with
 * a fraction), and refuses a type that does not fit with 400. `Float` properties (VatPercent,
 * UnitQuantity; A3) also take `Edm.Decimal`, the only fractional type in the spec's Atom list
 * (spec 2), and `Edm.Single`. Without `m:type` the value is text (OData v1) that the service
 * converts to the declared type: accepted when it parses. The client writes these types and
 * the sandbox checks them here, so the two cannot drift apart.
 */
const INTEGERS_UP_TO_INT16 = ["Edm.Byte", "Edm.SByte", "Edm.Int16"]
const INTEGERS_UP_TO_INT32 = [...INTEGERS_UP_TO_INT16, "Edm.Int32"]
const INTEGERS = [...INTEGERS_UP_TO_INT32, "Edm.Int64"]

export const ACCEPTED_M_TYPES: Record<EdmType, readonly string[]> = {
  "Edm.String": ["Edm.String"],
  "Edm.Boolean": ["Edm.Boolean"],
  "Edm.DateTime": ["Edm.DateTime"],
  "Edm.Byte": ["Edm.Byte"],
  "Edm.Int16": INTEGERS_UP_TO_INT16,
  "Edm.Int32": INTEGERS_UP_TO_INT32,
  "Edm.Int64": INTEGERS,
  "Edm.Decimal": [...INTEGERS, "Edm.Decimal"],
  "Edm.Double": [...INTEGERS, "Edm.Decimal", "Edm.Single", "Edm.Double"],
}

/**
 * A32: the `m:type` the Atom writer puts on a value of each declared type. Spec 2 lists the
 * Atom type attributes Edm.Int64, Int32, Int16, Byte, Decimal, DateTime, Boolean and String, and
 * no Edm.Double or Edm.Single, so a `Float` property (VatPercent, UnitQuantity: A3) is written
 * as `Edm.Decimal`, the list's one fractional type, which the service converts to a Float
 * without loss (A4). Every other type is written as itself. Always one of ACCEPTED_M_TYPES.
 */
export function writtenMType(declared: EdmType): string {
  return declared === "Edm.Double" ? "Edm.Decimal" : declared
}

/** True when a request value typed `sent` (undefined: no `m:type`) may go into a property of type `declared`. */
export function mTypeFits(declared: EdmType, sent: string | undefined): boolean {
  return sent === undefined || ACCEPTED_M_TYPES[declared].includes(sent)
}
