import { STATUS_CODES } from "http"

/**
 * The MIME of an OData v1/v2 `$batch` (A46): `multipart/mixed` bodies (RFC 2046 5.1) whose parts
 * are `application/http` messages. Pure text in, text out; the batch's meaning is `batch.ts`'s.
 *
 * Read liberally, as the service's clients write it: CRLF or bare LF line breaks, a boundary
 * quoted or not, a preamble and an epilogue, and a message whose header block runs into the next
 * delimiter with no blank line after it (the vendor's connector writes a body-less DELETE so:
 * the blank line that ends its headers is the CRLF the delimiter begins with). Written strictly:
 * CRLF everywhere, as WCF Data Services writes its answers.
 */

/** A body that is not the multipart or HTTP text it should be; the message says where and why. */
export class MultipartError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "MultipartError"
  }
}

/** Header names in lower case, as Node gives a request's headers; a repeated header keeps its first value. */
export type MimeHeaders = Record<string, string>

export interface MimePart {
  headers: MimeHeaders
  body: string
}

export interface HttpRequestMessage {
  method: string
  /** As written: absolute, absolute path, or relative to the service root. */
  uri: string
  headers: MimeHeaders
  body: string
}

export interface HttpResponseMessage {
  status: number
  headers: MimeHeaders
  body: string
}

/** Headers to write, in order, with their names as written. */
export type HeaderLines = Array<[string, string]>

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/** `multipart/mixed; boundary="b"` -> `{ type: "multipart/mixed", params: { boundary: "b" } }`; undefined when absent or unreadable. */
export function parseMediaType(value: string | undefined): { type: string; params: Record<string, string> } | undefined {
  if (!value) return undefined
  const [type, ...rest] = splitParams(value)
  if (!/^[^/\s]+\/[^/\s]+$/.test(type)) return undefined
  const params: Record<string, string> = {}
  for (const param of rest) {
    const eq = param.indexOf("=")
    if (eq < 1) continue
    const name = param.slice(0, eq).trim().toLowerCase()
    let raw = param.slice(eq + 1).trim()
    if (raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2) raw = raw.slice(1, -1).replace(/\\(.)/g, "$1")
    params[name] ??= raw
  }
  return { type: type.toLowerCase(), params }
}

/** Splits on `;` outside quoted strings. */
function splitParams(value: string): string[] {
  const parts: string[] = []
  let current = ""
  let quoted = false
  for (let i = 0; i < value.length; i++) {
    const c = value[i]
    if (quoted && c === "\\" && i + 1 < value.length) {
      current += c + value[++i]
      continue
    }
    if (c === '"') quoted = !quoted
    if (c === ";" && !quoted) {
      parts.push(current.trim())
      current = ""
    } else current += c
  }
  parts.push(current.trim())
  return parts
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The parts of a multipart body. A delimiter is `--boundary` at the start of the body or of a
 * line, the line break before it belonging to it (RFC 2046); the close delimiter adds `--`.
 * What comes before the first delimiter and after the close one is ignored.
 */
export function splitMultipart(text: string, boundary: string): MimePart[] {
  if (!boundary) throw new MultipartError("the boundary is empty")
  // The line break after a delimiter is looked ahead at, not taken, so that an empty part's
  // delimiter can begin with it.
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escapeRegExp(boundary)}(--)?[ \\t]*(?=\\r?\\n|$)`, "g")
  const parts: MimePart[] = []
  let contentStart: number | undefined
  let match: RegExpExecArray | null
  while ((match = delimiter.exec(text))) {
    if (contentStart !== undefined) parts.push(readPart(text.slice(contentStart, match.index), parts.length + 1))
    if (match[1]) return parts
    contentStart = afterLineBreak(text, match.index + match[0].length)
  }
  if (contentStart === undefined) throw new MultipartError(`no part begins with the delimiter --${boundary}`)
  throw new MultipartError(`the body does not end with the close delimiter --${boundary}--`)
}

function afterLineBreak(text: string, at: number): number {
  if (text.startsWith("\r\n", at)) return at + 2
  if (text.startsWith("\n", at)) return at + 1
  return at
}

/** Headers up to the first blank line, then the body; no blank line means no body. */
function readPart(content: string, index: number): MimePart {
  try {
    return readHeaderBlock(content)
  } catch (error) {
    if (error instanceof MultipartError) throw new MultipartError(`part ${index}: ${error.message}`)
    throw error
  }
}

function readHeaderBlock(content: string): MimePart {
  const blank = /\r?\n\r?\n/.exec(content)
  let head: string
  let body: string
  if (/^\r?\n/.test(content)) {
    head = ""
    body = content.slice(afterLineBreak(content, 0))
  } else if (blank) {
    head = content.slice(0, blank.index)
    body = content.slice(blank.index + blank[0].length)
  } else {
    head = content.replace(/\r?\n$/, "")
    body = ""
  }
  return { headers: parseHeaderLines(head), body }
}

function parseHeaderLines(head: string): MimeHeaders {
  const headers: MimeHeaders = {}
  if (!head) return headers
  // The header a folded line continues; undefined after a repeated header, whose value is not kept.
  let last: string | undefined
  let first = true
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && !first) {
      if (last !== undefined) headers[last] = `${headers[last]} ${line.trim()}`
      continue
    }
    first = false
    const colon = line.indexOf(":")
    const name = colon > 0 ? line.slice(0, colon).trim() : ""
    if (!TOKEN.test(name)) throw new MultipartError(`cannot read the header line "${line}"`)
    const key = name.toLowerCase()
    last = key in headers ? undefined : key
    if (last !== undefined) headers[last] = line.slice(colon + 1).trim()
  }
  return headers
}

/** An `application/http` request: `<VERB> <URI> HTTP/1.1`, headers, a blank line, the body. */
export function parseHttpRequest(text: string): HttpRequestMessage {
  const content = text.replace(/^(\r?\n)+/, "")
  const lineEnd = /\r?\n/.exec(content)
  const line = lineEnd ? content.slice(0, lineEnd.index) : content
  const request = /^([A-Za-z]+) (\S+) HTTP\/1\.[01]$/.exec(line.trim())
  if (!request) throw new MultipartError(`the request line "${line}" is not <VERB> <URI> HTTP/1.1`)
  const rest = lineEnd ? content.slice(lineEnd.index + lineEnd[0].length) : ""
  const { headers, body } = readHeaderBlock(rest)
  return { method: request[1].toUpperCase(), uri: request[2], headers, body }
}

/** An `application/http` response: `HTTP/1.1 <status> <reason>`, headers, a blank line, the body. */
export function parseHttpResponse(text: string): HttpResponseMessage {
  const content = text.replace(/^(\r?\n)+/, "")
  const lineEnd = /\r?\n/.exec(content)
  const line = lineEnd ? content.slice(0, lineEnd.index) : content
  const status = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(line.trim())
  if (!status) throw new MultipartError(`the status line "${line}" is not HTTP/1.1 <status> <reason>`)
  const rest = lineEnd ? content.slice(lineEnd.index + lineEnd[0].length) : ""
  const { headers, body } = readHeaderBlock(rest)
  return { status: Number(status[1]), headers, body }
}

const headerText = (headers: HeaderLines) => headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")

/**
 * A multipart body: each part's headers, a blank line, its body, and the close delimiter, with no
 * line break after it. A changeset's answer nested in the batch's is followed at once by the
 * CRLF of the batch's next delimiter, as WCF Data Services writes it: a blank line there is read
 * by the vendor's connector as one answer more than it sent changes (A46). The whole answer's
 * closing CRLF is the caller's (`writeBatchAnswer`).
 */
export function writeMultipart(boundary: string, parts: Array<{ headers: HeaderLines; body: string }>): string {
  return parts.map((part) => `--${boundary}\r\n${headerText(part.headers)}\r\n${part.body}\r\n`).join("") + `--${boundary}--`
}

/** A batch's whole answer: its multipart and the line break that ends the body. */
export const writeBatchAnswer = (boundary: string, parts: Array<{ headers: HeaderLines; body: string }>): string =>
  `${writeMultipart(boundary, parts)}\r\n`

/** An `application/http` response with the reason phrase HTTP gives its status. */
export function writeHttpResponse(status: number, headers: HeaderLines, body = ""): string {
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Unknown"}\r\n${headerText(headers)}\r\n${body}`
}
