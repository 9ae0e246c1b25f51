import { XMLParser, XMLValidator } from "fast-xml-parser"
import { ProtocolError } from "../errors"

/** Namespaces of Atom bodies (spec 4.1). */
export const NS = {
  atom: "http://www.w3.org/2005/Atom",
  d: "http://schemas.microsoft.com/ado/2007/08/dataservices",
  m: "http://schemas.microsoft.com/ado/2007/08/dataservices/metadata",
} as const
export const SCHEME = "http://schemas.microsoft.com/ado/2007/08/dataservices/scheme"
export const RELATED = "http://schemas.microsoft.com/ado/2007/08/dataservices/related/"
export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8" standalone="yes"?>'

export type XmlNode = Record<string, unknown>

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // Prefixes vary between deployments (d:, m:, or default namespaces); names do not.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Standard and numeric character references only: a DOCTYPE is refused before parsing, so
  // no declared entity can ever be expanded.
  processEntities: true,
  htmlEntities: true,
  isArray: (name, jpath) => name === "entry" || name === "link" || /(^|\.)Messages\.Message$/.test(String(jpath)),
})

/**
 * Parses an XML body, refusing what a hostile peer could use: DOCTYPE declarations (entity
 * bombs, external entities) and malformed documents.
 */
export function parseXml(body: string): XmlNode {
  if (/<!DOCTYPE|<!ENTITY/i.test(body)) {
    throw new ProtocolError("XML with a DOCTYPE or ENTITY declaration is refused")
  }
  try {
    const valid = XMLValidator.validate(body)
    if (valid !== true) {
      throw new ProtocolError(`The XML body is malformed: ${valid.err.msg} (line ${valid.err.line})`)
    }
    return parser.parse(body) as XmlNode
  } catch (error) {
    if (error instanceof ProtocolError) throw error
    // The parser's own limits (a document nested hundreds of thousands deep, say): a hostile
    // answer, not a bug of ours, so a protocol error like any other unreadable body.
    throw new ProtocolError(`The XML body cannot be read: ${(error as Error).message}`)
  }
}

/**
 * Characters XML 1.0 does not allow in a document, not even as a character reference (its `Char`
 * production): C0 controls other than tab, LF and CR, U+FFFE, U+FFFF and halves of a surrogate
 * pair. A .NET service's XML reader answers 400 to a body holding one, so a stray control
 * character pasted into a title would hold the whole product back; they carry no meaning, so
 * every text is written without them.
 */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** The text without the characters XML cannot carry (NOT_XML). */
export const xmlChars = (text: string): string => text.replace(NOT_XML, "")

/** Escapes text content; CR is written as `&#13;` because XML parsers fold a raw CR LF into LF. */
export function escapeText(text: string): string {
  return xmlChars(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;")
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, "&quot;")
}

/**
 * Text content of a string property. HTML properties holding reserved characters travel as
 * CDATA (spec 2.1, Description), a `]]>` inside split across two sections; other strings are
 * escaped.
 */
export function stringContent(text: string, html: boolean): string {
  if (!html || !/[<>&]/.test(text)) return escapeText(text)
  return `<![CDATA[${xmlChars(text).replace(/]]>/g, "]]]]><![CDATA[>")}]]>`
}

/** The text of a node that may be a plain string or an object with `#text`. */
export function nodeText(node: unknown): string | undefined {
  if (node === undefined || node === null) return undefined
  if (typeof node === "string") return node
  if (typeof node === "object") {
    const text = (node as XmlNode)["#text"]
    return text === undefined ? "" : String(text)
  }
  return String(node)
}

export function attribute(node: unknown, name: string): string | undefined {
  if (!node || typeof node !== "object") return undefined
  const value = (node as XmlNode)[`@_${name}`]
  return value === undefined ? undefined : String(value)
}

/** The single root element of a parsed document (the declaration skipped). */
export function rootElement(doc: XmlNode): [string, unknown] {
  const entries = Object.entries(doc).filter(([name]) => !name.startsWith("?") && name !== "#text")
  if (entries.length !== 1) throw new ProtocolError("The XML body must have exactly one root element")
  const [name, node] = entries[0]
  // `entry` is parsed as a list wherever it occurs (feeds); a root entry is a list of one.
  return [name, Array.isArray(node) ? node[0] : node]
}
