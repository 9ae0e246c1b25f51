import { atomCodec } from "./atom"
import { jsonCodec } from "./json"
import type { WireCodec, WireFormat } from "./types"

export * from "./types"
export { atomCodec, jsonCodec }

export function codecFor(format: WireFormat): WireCodec {
  return format === "atom" ? atomCodec : jsonCodec
}

/** The codec a Content-Type or Accept header asks for; undefined when it names neither. */
export function codecForMediaType(header: string | undefined): WireCodec | undefined {
  const value = (header ?? "").toLowerCase()
  if (value.includes("json")) return jsonCodec
  if (value.includes("atom") || value.includes("xml")) return atomCodec
  return undefined
}
