import { EdmValue, EntityValues, formatEdmText, parseEdmText } from "../edm"
import { ProtocolError } from "../errors"
import { ACCEPTED_M_TYPES, EdmType, EntitySetDef, ENTITY_SETS, mTypeFits, OperationDef, PropertyDef, writtenMType } from "../schema"
import { readAtomResponseText, UnreadableValues } from "../read-values"
import { fromMessages, fromODataError, readMessage, severityNumber } from "./error-bodies"
import { entityPath, propertyDef } from "./shared"
import type { DecodedEntity, EncodeContext, EntityToEncode, ServiceErrorBody, ServiceMessage, WireCodec } from "./types"
import {
  attribute,
  escapeAttribute,
  escapeText,
  NS,
  nodeText,
  parseXml,
  RELATED,
  rootElement,
  SCHEME,
  stringContent,
  XML_DECLARATION,
  XmlNode,
} from "./xml"

/**
 * Atom/XML of OData v1 (spec 4.1): an entity is an Atom `entry` whose `content`
 * (`application/xml`) holds `m:properties` with one `d:` element per property, typed with
 * `m:type` and nulls marked `m:null="true"`; responses add `id`, `link`s and a `category`.
 */
const NAMESPACES = `xmlns="${NS.atom}" xmlns:d="${NS.d}" xmlns:m="${NS.m}"`
const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])
const isNode = (v: unknown): v is XmlNode => typeof v === "object" && v !== null && !Array.isArray(v)

/** A32: a Float travels as Edm.Decimal, whose text has no exponent: JavaScript's `1e-7` is written `0.0000001`. */
function valueText(type: EdmType, value: EdmValue): string {
  const text = formatEdmText(type, value)
  const m = type === "Edm.Double" ? /^(-?)(\d+)(?:\.(\d+))?e([+-]?\d+)$/i.exec(text) : null
  if (!m) return text
  const [, sign, whole, fraction = "", exponent] = m
  const digits = whole + fraction
  const point = whole.length + Number(exponent)
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}

/** `untypedFloats` (A47, answers only): a Float is written without `m:type`, to be read by its declared type. */
function propertyElement(
  name: string,
  def: Pick<PropertyDef, "type" | "html">,
  value: EdmValue | null,
  prefix = "d:",
  untypedFloats = false
): string {
  const { type } = def
  const typeAttribute = untypedFloats && type === "Edm.Double" ? "" : ` m:type="${writtenMType(type)}"`
  if (value === null) return `<${prefix}${name}${typeAttribute} m:null="true" />`
  const text = type === "Edm.String" ? stringContent(String(value), Boolean(def.html)) : escapeText(valueText(type, value))
  return `<${prefix}${name}${typeAttribute}>${text}</${prefix}${name}>`
}

function propertiesXml(set: EntitySetDef, values: EntityValues, only?: string[], untypedFloats = false): string {
  const names = only ?? Object.keys(set.properties).filter((n) => n in values)
  return names.map((name) => propertyElement(name, propertyDef(set, name), values[name] ?? null, "d:", untypedFloats)).join("")
}

/** A4: a request value's `m:type` must fit the property's declared type, as the service demands (400). */
function checkMType(name: string, declared: EdmType, node: unknown): void {
  const sent = attribute(node, "type")
  if (mTypeFits(declared, sent)) return
  const accepted = ACCEPTED_M_TYPES[declared].join(", ")
  throw new ProtocolError(`${name} is ${declared}: m:type="${sent}" does not fit it; send one of ${accepted}`, { property: name })
}

/**
 * Reads `m:properties` by the schema's types; unknown names are kept. `strict` (request bodies,
 * read by the sandbox): unknown names and an `m:type` that does not fit are refused. Otherwise
 * (responses) values are read as A30 says, and `unreadable` collects what could not be.
 */
function readProperties(set: EntitySetDef, properties: unknown, strict: boolean, unreadable: UnreadableValues = {}): EntityValues {
  const values: EntityValues = {}
  if (!isNode(properties)) return values
  for (const [name, node] of Object.entries(properties)) {
    if (name.startsWith("@_") || name === "#text") continue
    const def = set.properties[name]
    if (!def && strict) propertyDef(set, name)
    if (def && strict) checkMType(name, def.type, node)
    if (attribute(node, "null") === "true") {
      values[name] = null
      continue
    }
    // A declared property is read by its declared type whatever `m:type` says or whether it is
    // there at all (A32, A47: a Float may come as Edm.Double, Edm.Single, Edm.Decimal or untyped).
    const type = (def?.type ?? attribute(node, "type") ?? "Edm.String") as EdmType
    const text = nodeText(node) ?? ""
    values[name] = strict ? parseEdmText(type, text, name) : readAtomResponseText(def ?? { type }, text, name, unreadable)
  }
  return values
}

function writeEntry(entity: EntityToEncode, context: EncodeContext, top: boolean): string {
  const path = entityPath(entity.set, entity.id)
  const typeName = entity.set.entityType.split(".").pop()
  const properties = propertiesXml(entity.set, entity.values, undefined, context.untypedFloats)
  const open = top ? `<entry xml:base="${escapeAttribute(context.serviceRoot)}/" ${NAMESPACES}>` : "<entry>"
  const links = Object.entries(entity.set.navigation).map(([name, nav]) => {
    const kind = nav.cardinality === "many" ? "feed" : "entry"
    const head = `<link rel="${RELATED}${name}" type="application/atom+xml;type=${kind}" title="${name}" href="${path}/${name}"`
    const expanded = entity.expanded?.[name]
    if (expanded === undefined) return `${head} />`
    let inline = ""
    if (Array.isArray(expanded)) inline = `<feed>${expanded.map((e) => writeEntry(e, context, false)).join("")}</feed>`
    else if (expanded) inline = writeEntry(expanded, context, false)
    return `${head}><m:inline>${inline}</m:inline></link>`
  })
  return (
    `${open}<id>${escapeText(`${context.serviceRoot}/${path}`)}</id><title type="text" />` +
    `<updated>${(context.now ?? new Date()).toISOString()}</updated><author><name /></author>` +
    `<link rel="edit" title="${typeName}" href="${path}" />${links.join("")}` +
    `<category term="${entity.set.entityType}" scheme="${SCHEME}" />` +
    `<content type="application/xml"><m:properties>${properties}</m:properties></content>` +
    `${top ? messagesXml(context.messages, "d:") : ""}</entry>`
  )
}

function messagesXml(messages: ServiceMessage[] | undefined, prefix = ""): string {
  if (!messages?.length) return ""
  const field = (name: string, value?: string) =>
    value === undefined ? `<${prefix}${name} />` : `<${prefix}${name}>${escapeText(value)}</${prefix}${name}>`
  const items = messages.map(
    (m) =>
      `<${prefix}Message>${field("Code", m.code)}${field("Severity", String(severityNumber(m.severity)))}` +
      `${field("Message", m.message)}${field("Description", m.description)}${field("UserHelpLink", m.userHelpLink)}` +
      `${field("DeveloperHelpLink", m.developerHelpLink)}</${prefix}Message>`
  )
  return prefix ? `<${prefix}Messages>${items.join("")}</${prefix}Messages>` : `<Messages xmlns="${NS.d}">${items.join("")}</Messages>`
}

function readMessagesNode(node: unknown): ServiceMessage[] {
  return isNode(node)
    ? asArray(node.Message as XmlNode[])
        .filter(isNode)
        .map(readMessage)
    : []
}

function setOf(expected: EntitySetDef, entry: XmlNode): EntitySetDef {
  const term = asArray(entry.category as XmlNode[]).map((c) => attribute(c, "term"))[0]
  return (Object.values(ENTITY_SETS) as EntitySetDef[]).find((s) => s.entityType === term) ?? expected
}

function readEntry(expected: EntitySetDef, entry: unknown): DecodedEntity {
  if (!isNode(entry)) throw new ProtocolError("Expected an Atom entry")
  const set = setOf(expected, entry)
  const content = entry.content
  // Media-link entries keep m:properties beside content; ordinary ones inside it.
  const properties = (isNode(content) ? content.properties : undefined) ?? entry.properties
  const unreadable: UnreadableValues = {}
  const decoded: DecodedEntity = {
    values: readProperties(set, properties, false, unreadable),
    expanded: {},
    uri: nodeText(entry.id) || undefined,
    type: asArray(entry.category as XmlNode[]).map((c) => attribute(c, "term"))[0],
    messages: readMessagesNode(entry.Messages),
  }
  if (Object.keys(unreadable).length) decoded.unreadable = unreadable
  for (const link of asArray(entry.link as XmlNode[])) {
    const rel = attribute(link, "rel") ?? ""
    // An empty <m:inline/> is an expanded null (or empty feed); a link without it is deferred.
    if (!rel.startsWith(RELATED) || !("inline" in link)) continue
    const name = rel.slice(RELATED.length)
    const nav = set.navigation[name]
    if (!nav) continue
    const target = ENTITY_SETS[nav.target]
    const inline: XmlNode = isNode(link.inline) ? link.inline : {}
    if (isNode(inline.feed)) decoded.expanded[name] = asArray(inline.feed.entry as XmlNode[]).map((e) => readEntry(target, e))
    else if (inline.entry) decoded.expanded[name] = readEntry(target, asArray(inline.entry as XmlNode[])[0])
    else decoded.expanded[name] = nav.cardinality === "many" ? [] : null
  }
  return decoded
}

/** Reads a single-element body such as `<Title m:type="Edm.String">x</Title>` (spec 4.2). */
function readSingleElement(body: string, expectedName: string, type: EdmType, request = false): EdmValue | null {
  const [name, node] = rootElement(parseXml(body))
  if (name.toLowerCase() !== expectedName.toLowerCase()) {
    throw new ProtocolError(`Expected the element ${expectedName}, found ${name}`, { property: expectedName })
  }
  if (request) checkMType(expectedName, type, node)
  if (attribute(node, "null") === "true") return null
  return parseEdmText(type, nodeText(node) ?? "", expectedName)
}

function singleElement(name: string, def: Pick<PropertyDef, "type" | "html">, value: EdmValue | null): string {
  const body = propertyElement(name, def, value, "").replace(`<${name} `, `<${name} xmlns="${NS.d}" xmlns:m="${NS.m}" `)
  return `${XML_DECLARATION}${body}`
}

export const atomCodec: WireCodec = {
  format: "atom",
  contentType: "application/atom+xml",
  responseContentType: "application/atom+xml;charset=utf-8",
  accept: "application/atom+xml,application/xml",

  encodeEntityRequest(set, values) {
    const names = Object.keys(values).filter((n) => values[n] !== undefined)
    return (
      `${XML_DECLARATION}<entry ${NAMESPACES}><category term="${set.entityType}" scheme="${SCHEME}" />` +
      `<title /><author><name /></author><id />` +
      `<content type="application/xml"><m:properties>${propertiesXml(set, values, names)}</m:properties></content></entry>`
    )
  },
  decodeEntityRequest(set, body) {
    const [name, entry] = rootElement(parseXml(body))
    if (name !== "entry" || !isNode(entry)) throw new ProtocolError("The Atom body must be an entry")
    const content = entry.content
    return readProperties(set, (isNode(content) ? content.properties : undefined) ?? entry.properties, true)
  },
  encodePropertyRequest(set, property, value) {
    return singleElement(property, propertyDef(set, property), value)
  },
  decodePropertyRequest(set, property, body) {
    return readSingleElement(body, property, propertyDef(set, property).type, true)
  },
  encodeLinkRequest(uri) {
    return `${XML_DECLARATION}<uri xmlns="${NS.d}">${escapeText(uri)}</uri>`
  },
  decodeLinkRequest(body) {
    const [name, node] = rootElement(parseXml(body))
    const uri = nodeText(node)?.trim()
    if (name !== "uri" || !uri) throw new ProtocolError("The link body must be a uri element")
    return uri
  },

  encodeEntry(entity, context) {
    return `${XML_DECLARATION}${writeEntry(entity, context, true)}`
  },
  decodeEntry(set, body) {
    const [name, node] = rootElement(parseXml(body))
    if (name === "feed" && isNode(node) && asArray(node.entry as XmlNode[]).length === 1) {
      return readEntry(set, asArray(node.entry as XmlNode[])[0])
    }
    if (name !== "entry") throw new ProtocolError(`Expected an Atom entry, found ${name}`)
    return readEntry(set, node)
  },
  encodeFeed(set, entities, context) {
    const root = escapeAttribute(context.serviceRoot)
    const next = context.nextLink ? `<link rel="next" href="${escapeAttribute(context.nextLink)}" />` : ""
    return (
      `${XML_DECLARATION}<feed xml:base="${root}/" ${NAMESPACES}><title type="text">${set.name}</title>` +
      `<id>${root}/${set.name}</id><updated>${(context.now ?? new Date()).toISOString()}</updated>` +
      `<link rel="self" title="${set.name}" href="${set.name}" />` +
      `${entities.map((e) => writeEntry(e, context, false)).join("")}${next}</feed>`
    )
  },
  decodeFeed(set, body) {
    const [name, node] = rootElement(parseXml(body))
    if (name !== "feed" || !isNode(node)) throw new ProtocolError(`Expected an Atom feed, found ${name}`)
    const next = asArray(node.link as XmlNode[]).find((l) => attribute(l, "rel") === "next")
    return { entries: asArray(node.entry as XmlNode[]).map((e) => readEntry(set, e)), nextLink: attribute(next, "href") }
  },
  encodePropertyResponse(set, property, value) {
    return singleElement(property, propertyDef(set, property), value)
  },
  decodePropertyResponse(set, property, body) {
    return readSingleElement(body, property, propertyDef(set, property).type)
  },
  encodeOperationResult(operation, value) {
    return singleElement(operation.name, { type: operation.returns }, value)
  },
  decodeOperationResult(operation: OperationDef, body) {
    const value = readSingleElement(body, operation.name, operation.returns)
    // A30: a text operation (GetSalesOrderHistory) answering null has nothing to say: empty text.
    if (value === null && operation.returns === "Edm.String") return ""
    if (value === null) throw new ProtocolError(`${operation.name} returned no value`)
    return value as boolean | string
  },

  encodeODataError(code, message) {
    return (
      `${XML_DECLARATION}<m:error xmlns:m="${NS.m}"><m:code>${escapeText(code)}</m:code>` +
      `<m:message xml:lang="en-US">${escapeText(message)}</m:message></m:error>`
    )
  },
  encodeMessages(messages) {
    return `${XML_DECLARATION}${messagesXml(messages)}`
  },
  decodeError(body): ServiceErrorBody | undefined {
    let root: [string, unknown]
    try {
      root = rootElement(parseXml(body))
    } catch {
      return undefined
    }
    const [name, node] = root
    if (name === "error" && isNode(node)) {
      return fromODataError(nodeText(node.code) || undefined, nodeText(node.message) ?? "")
    }
    if (name === "Messages") return fromMessages(readMessagesNode(node))
    return undefined
  },
}
