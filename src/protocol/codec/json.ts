import { EdmValue, EntityValues, fromJsonValue, toJsonValue } from "../edm"
import { ProtocolError } from "../errors"
import { readJsonResponseValue, UnreadableValues } from "../read-values"
import { EntitySetDef, ENTITY_SETS, OperationDef } from "../schema"
import { fromMessages, fromODataError, readMessage, severityNumber } from "./error-bodies"
import type { DecodedEntity, DecodedFeed, EncodeContext, EntityToEncode, ServiceErrorBody, ServiceMessage, WireCodec } from "./types"
import { entityPath, propertyDef } from "./shared"

/**
 * Verbose JSON of OData v1 (spec 2, 4.1): responses wrapped in `d`, `__metadata` with `uri` and
 * `type`, unexpanded navigation as `{ "__deferred": { "uri" } }`. Collections as the answer's
 * version writes them (A21): a bare array under `d` in 1.0, `d.results` with paging by `d.__next`
 * in 2.0; either is read, whatever the header says.
 */
function parse(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    throw new ProtocolError("The body is not valid JSON")
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

function unwrapD(body: string): { d: unknown; root: Record<string, unknown> } {
  const root = parse(body)
  if (!isObject(root) || !("d" in root)) throw new ProtocolError("The JSON response has no `d` member")
  return { d: root.d, root }
}

function readMessages(root: Record<string, unknown>): ServiceMessage[] {
  return Array.isArray(root.Messages) ? root.Messages.filter(isObject).map(readMessage) : []
}

/** Finds the set an object belongs to by its `__metadata.type`, else the expected one. */
function setOf(expected: EntitySetDef, raw: Record<string, unknown>): EntitySetDef {
  const type = isObject(raw.__metadata) ? raw.__metadata.type : undefined
  return (Object.values(ENTITY_SETS) as EntitySetDef[]).find((s) => s.entityType === type) ?? expected
}

/** Liberal reading of one entity object: known properties typed (A30), unknown ones kept. */
function readEntity(expected: EntitySetDef, raw: unknown): DecodedEntity {
  if (!isObject(raw)) throw new ProtocolError("Expected an entity object")
  const set = setOf(expected, raw)
  const entity: DecodedEntity = { values: {}, expanded: {}, messages: [] }
  const unreadable: UnreadableValues = {}
  if (isObject(raw.__metadata)) {
    entity.uri = typeof raw.__metadata.uri === "string" ? raw.__metadata.uri : undefined
    entity.type = typeof raw.__metadata.type === "string" ? raw.__metadata.type : undefined
  }
  for (const [name, value] of Object.entries(raw)) {
    if (name === "__metadata") continue
    const nav = set.navigation[name]
    if (nav) {
      if (isObject(value) && "__deferred" in value) continue
      const target = ENTITY_SETS[nav.target]
      if (value === null) entity.expanded[name] = null
      else if (Array.isArray(value)) entity.expanded[name] = value.map((v) => readEntity(target, v))
      else if (isObject(value) && Array.isArray(value.results)) entity.expanded[name] = value.results.map((v) => readEntity(target, v))
      else entity.expanded[name] = readEntity(target, value)
      continue
    }
    const def = set.properties[name]
    if (def) entity.values[name] = readJsonResponseValue(def, value, name, unreadable)
    else if (isObject(value) && "__deferred" in value) continue
    else entity.values[name] = readUnknown(value)
  }
  if (Object.keys(unreadable).length) entity.unreadable = unreadable
  return entity
}

/** Unknown members are kept as they came, with `/Date(ms)/` turned into a Date. */
function readUnknown(value: unknown): EdmValue | null {
  if (typeof value === "string" && /^\/Date\(-?\d+([+-]\d{4})?\)\/$/.test(value)) {
    return fromJsonValue("Edm.DateTime", value)
  }
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value
  return null
}

function writeEntity(entity: EntityToEncode, context: EncodeContext): Record<string, unknown> {
  const uri = `${context.serviceRoot}/${entityPath(entity.set, entity.id)}`
  const out: Record<string, unknown> = { __metadata: { uri, type: entity.set.entityType } }
  for (const [name, def] of Object.entries(entity.set.properties)) {
    if (name in entity.values) out[name] = toJsonValue(def.type, entity.values[name] ?? null, "response")
  }
  for (const name of Object.keys(entity.set.navigation)) {
    const expanded = entity.expanded?.[name]
    if (expanded === undefined) out[name] = { __deferred: { uri: `${uri}/${name}` } }
    else if (expanded === null) out[name] = null
    // A21: OData v1 writes an expanded collection as a plain array, a 2.0 answer as `{ results }`.
    else if (Array.isArray(expanded)) {
      const entries = expanded.map((e) => writeEntity(e, context))
      out[name] = context.version === "2.0" ? { results: entries } : entries
    } else out[name] = writeEntity(expanded, context)
  }
  return out
}

function withMessages(payload: Record<string, unknown>, messages?: ServiceMessage[]) {
  if (messages?.length) payload.Messages = messages.map(writeMessage)
  return JSON.stringify(payload)
}

function writeMessage(m: ServiceMessage) {
  return {
    Code: /^\d+$/.test(m.code) ? Number(m.code) : m.code,
    Severity: severityNumber(m.severity),
    Message: m.message,
    Description: m.description ?? null,
    UserHelpLink: m.userHelpLink ?? null,
    DeveloperHelpLink: m.developerHelpLink ?? null,
  }
}

export const jsonCodec: WireCodec = {
  format: "json",
  contentType: "application/json",
  responseContentType: "application/json;charset=utf-8",
  accept: "application/json",

  encodeEntityRequest(set, values) {
    const body: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) continue
      body[name] = toJsonValue(propertyDef(set, name).type, value, "request")
    }
    return JSON.stringify(body)
  },
  decodeEntityRequest(set, body) {
    const raw = parse(body)
    if (!isObject(raw)) throw new ProtocolError("The JSON body must be an object of property names and values")
    const values: EntityValues = {}
    for (const [name, value] of Object.entries(raw)) {
      if (name === "__metadata") continue
      values[name] = fromJsonValue(propertyDef(set, name).type, value, name)
    }
    return values
  },
  encodePropertyRequest(set, property, value) {
    return JSON.stringify({ [property]: toJsonValue(propertyDef(set, property).type, value, "request") })
  },
  decodePropertyRequest(set, property, body) {
    const raw = parse(body)
    if (!isObject(raw) || !(property in raw)) {
      throw new ProtocolError(`The JSON body must be an object with the member ${property}`, { property })
    }
    return fromJsonValue(propertyDef(set, property).type, raw[property], property)
  },
  encodeLinkRequest(uri) {
    return JSON.stringify({ uri })
  },
  decodeLinkRequest(body) {
    const raw = parse(body)
    if (!isObject(raw) || typeof raw.uri !== "string") throw new ProtocolError('The link body must be {"uri": "..."}')
    return raw.uri
  },

  encodeEntry(entity, context) {
    return withMessages({ d: writeEntity(entity, context) }, context.messages)
  },
  decodeEntry(set, body) {
    const { d, root } = unwrapD(body)
    // Liberal (A21): an entry sent as a feed of one, in its 2.0 form or its 1.0 bare array.
    const one = isObject(d) && Array.isArray(d.results) ? d.results : d
    const entity = readEntity(set, Array.isArray(one) && one.length === 1 ? one[0] : one)
    entity.messages = readMessages(root)
    return entity
  },
  encodeFeed(set, entities, context) {
    const entries = entities.map((e) => writeEntity(e, context))
    // A21: a 1.0 feed is the bare array; a next link exists only in the 2.0 form.
    if (context.version !== "2.0") {
      if (context.nextLink) throw new ProtocolError("A feed with a next link is a 2.0 answer")
      return withMessages({ d: entries }, context.messages)
    }
    const d: Record<string, unknown> = { results: entries }
    if (context.nextLink) d.__next = context.nextLink
    return withMessages({ d }, context.messages)
  },
  decodeFeed(set, body): DecodedFeed {
    const { d } = unwrapD(body)
    if (Array.isArray(d)) return { entries: d.map((e) => readEntity(set, e)) }
    if (isObject(d) && Array.isArray(d.results)) {
      return {
        entries: d.results.map((e) => readEntity(set, e)),
        nextLink: typeof d.__next === "string" ? d.__next : undefined,
      }
    }
    throw new ProtocolError("The JSON feed has neither d.results nor an array under d")
  },
  encodePropertyResponse(set, property, value) {
    return JSON.stringify({ d: { [property]: toJsonValue(propertyDef(set, property).type, value, "response") } })
  },
  decodePropertyResponse(set, property, body) {
    const { d } = unwrapD(body)
    if (!isObject(d) || !(property in d)) throw new ProtocolError(`The response has no ${property}`)
    return fromJsonValue(propertyDef(set, property).type, d[property], property)
  },
  encodeOperationResult(operation, value) {
    return JSON.stringify({ d: { [operation.name]: value } })
  },
  decodeOperationResult(operation: OperationDef, body) {
    const { d } = unwrapD(body)
    // `{ d: { Name: value } }` per spec 4.3; a bare `{ d: value }` is accepted (A17).
    const raw = isObject(d) ? d[operation.name] : d
    const value = fromJsonValue(operation.returns, raw, operation.name)
    // A30: a text operation (GetSalesOrderHistory) answering null has nothing to say: empty text.
    if (value === null && operation.returns === "Edm.String") return ""
    if (value === null) throw new ProtocolError(`${operation.name} returned no value`)
    return value as boolean | string
  },

  encodeODataError(code, message) {
    return JSON.stringify({ error: { code, message: { lang: "en-US", value: message } } })
  },
  encodeMessages(messages) {
    return JSON.stringify({ Messages: messages.map(writeMessage) })
  },
  decodeError(body): ServiceErrorBody | undefined {
    let raw: unknown
    try {
      raw = JSON.parse(body)
    } catch {
      return undefined
    }
    if (!isObject(raw)) return undefined
    const error = raw.error ?? raw["odata.error"]
    if (isObject(error)) {
      const message = isObject(error.message) ? error.message.value : error.message
      return fromODataError(error.code === undefined ? undefined : String(error.code), String(message ?? ""))
    }
    if (Array.isArray(raw.Messages)) return fromMessages(raw.Messages.filter(isObject).map(readMessage))
    return undefined
  },
}
