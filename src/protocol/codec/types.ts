import type { EdmValue, EntityValues } from "../edm"
import type { EntitySetDef, OperationDef, ResponseVersion } from "../schema"

/** An entity read from a response: typed values, expanded navigation, its address. */
export interface DecodedEntity {
  values: EntityValues
  expanded: Record<string, DecodedEntity | DecodedEntity[] | null>
  /** `__metadata.uri` (JSON) or `id` (Atom): the entity's canonical address. */
  uri?: string
  /** `__metadata.type` (JSON) or the category term (Atom). */
  type?: string
  /** Warnings the service attached to a successful response (A18). */
  messages: ServiceMessage[]
  /** A30: liberal properties whose value could not be read (they read as null), as the service sent them. */
  unreadable?: Record<string, string>
}

export interface DecodedFeed {
  entries: DecodedEntity[]
  /** Server-side paging link (A21), absolute or relative, as the service wrote it. */
  nextLink?: string
}

/** An entity to write into a response (sandbox side). */
export interface EntityToEncode {
  set: EntitySetDef
  id: string
  values: EntityValues
  expanded?: Record<string, EntityToEncode | EntityToEncode[] | null>
}

/** Where links in responses point: `{base_url}/PublicApi/v1/Api.svc` (spec addresses). */
export interface EncodeContext {
  serviceRoot: string
  messages?: ServiceMessage[]
  /** Atom `updated` of entries and feeds; now when not given (fixed in golden tests). */
  now?: Date
  /** A21: the version the answer is written in (its collections' JSON shape); 1.0 when not given. */
  version?: ResponseVersion
  /**
   * A47: Atom writes the Float properties (VatPercent, UnitQuantity) without `m:type`, as the
   * real service may; the sandbox's fault `atomUntypedFloats`. JSON carries no types anyway.
   */
  untypedFloats?: boolean
}

/** One entry of the vendor's Messages shape (A18). */
export interface ServiceMessage {
  code: string
  severity: "warning" | "error"
  message: string
  description?: string
  userHelpLink?: string
  developerHelpLink?: string
}

/** An error body in either shape (A18), reduced to what a caller acts on. */
export interface ServiceErrorBody {
  shape: "odata" | "messages"
  /** The first error's code (OData `code`, or the first Messages entry of severity error). */
  code?: string
  message: string
  /** Every entry; for the OData shape, the one error as an entry. */
  messages: ServiceMessage[]
}

export type WireFormat = "json" | "atom"

/** Both wire formats implement this, so client and sandbox are format-blind (spec 1 rule 6). */
export interface WireCodec {
  format: WireFormat
  /** Content-Type of bodies this format sends. */
  contentType: string
  /** Content-Type of responses (spec 4.1), with charset. */
  responseContentType: string
  /** Accept header a client sends for this format. */
  accept: string

  encodeEntityRequest(set: EntitySetDef, values: EntityValues): string
  decodeEntityRequest(set: EntitySetDef, body: string): EntityValues
  encodePropertyRequest(set: EntitySetDef, property: string, value: EdmValue | null): string
  decodePropertyRequest(set: EntitySetDef, property: string, body: string): EdmValue | null
  encodeLinkRequest(uri: string): string
  decodeLinkRequest(body: string): string

  encodeEntry(entity: EntityToEncode, context: EncodeContext): string
  decodeEntry(set: EntitySetDef, body: string): DecodedEntity
  encodeFeed(set: EntitySetDef, entities: EntityToEncode[], context: EncodeContext & { nextLink?: string }): string
  decodeFeed(set: EntitySetDef, body: string): DecodedFeed
  encodePropertyResponse(set: EntitySetDef, property: string, value: EdmValue | null): string
  decodePropertyResponse(set: EntitySetDef, property: string, body: string): EdmValue | null
  encodeOperationResult(operation: OperationDef, value: boolean | string): string
  decodeOperationResult(operation: OperationDef, body: string): boolean | string

  encodeODataError(code: string, message: string): string
  encodeMessages(messages: ServiceMessage[]): string
  /** Reads an error body in either shape; undefined when the body is neither. */
  decodeError(body: string): ServiceErrorBody | undefined
}
