import type { IncomingMessage } from "http"
import { codecForMediaType, WireCodec, atomCodec } from "../../protocol/codec"
import type { Faults } from "../faults"
import { odataError } from "./errors"

/** Bodies above this are refused with 413: the service's payloads are small. */
export const MAX_BODY_BYTES = 1024 * 1024

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw odataError(413, "PayloadTooLarge", `The body is larger than ${MAX_BODY_BYTES} bytes.`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString("utf8")
}

/**
 * Spec 1 rule 6 and 4.1: the request body's format follows Content-Type, the response's follows
 * Accept, falling back to the request's format and then to Atom (the OData v1 default).
 */
export function negotiate(req: IncomingMessage, faults?: Pick<Faults, "atomUntypedFloats">): { request?: WireCodec; response: WireCodec } {
  const request = codecForMediaType(req.headers["content-type"])
  const accept = req.headers.accept
  const response = (accept && !accept.includes("*/*") ? codecForMediaType(accept) : undefined) ?? request ?? atomCodec
  return { request, response: faults?.atomUntypedFloats ? withUntypedFloats(response) : response }
}

/** A47 (fault `atomUntypedFloats`): entries and feeds written with the Float properties untyped; JSON is unchanged. */
function withUntypedFloats(codec: WireCodec): WireCodec {
  if (codec.format !== "atom") return codec
  return {
    ...codec,
    encodeEntry: (entity, context) => codec.encodeEntry(entity, { ...context, untypedFloats: true }),
    encodeFeed: (set, entities, context) => codec.encodeFeed(set, entities, { ...context, untypedFloats: true }),
  }
}

export function requireBodyCodec(codec: WireCodec | undefined): WireCodec {
  if (!codec) {
    throw odataError(415, "UnsupportedMediaType", "Send the body as application/json or application/atom+xml (spec 4.1).")
  }
  return codec
}

/** The service root links point at: this host, in the mixed-case spelling (spec addresses). */
export function serviceRootOf(req: IncomingMessage, linkPath: string): string {
  return `http://${req.headers.host ?? "localhost"}${linkPath}`
}

/** What a POST may stand for through `X-HTTP-Method` (A5). */
const TUNNELLED_METHODS = new Set(["MERGE", "PUT", "DELETE"])

/**
 * A5: the method a request stands for. A POST carrying `X-HTTP-Method` is the method it names, as
 * WCF Data Services tunnels verbs for clients and proxies that know only GET and POST; a name it
 * does not tunnel is a 400. On any other method the header is ignored.
 */
export function requestMethod(req: IncomingMessage): string {
  const method = req.method ?? "GET"
  const header = req.headers["x-http-method"]
  if (method !== "POST" || header === undefined) return method
  const tunnelled = String(header).trim().toUpperCase()
  if (!TUNNELLED_METHODS.has(tunnelled)) {
    throw odataError(400, "BadRequest", `X-HTTP-Method: ${header} cannot be tunnelled; name MERGE, PUT or DELETE.`)
  }
  return tunnelled
}
