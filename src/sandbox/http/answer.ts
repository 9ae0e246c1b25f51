import type { WireCodec } from "../../protocol/codec"
import { ProtocolError } from "../../protocol/errors"
import type { SandboxResponse } from "../context"
import { odataError, SandboxHttpError } from "./errors"

/**
 * Runs a handler and turns whatever it throws into the service's error answer: one place for a
 * request on the wire and for each request inside a `$batch` (A46), so both are answered alike.
 */
export async function answer(run: () => Promise<SandboxResponse>, codec: WireCodec): Promise<SandboxResponse> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof SandboxHttpError) return encodeError(error, codec)
    if (error instanceof ProtocolError) return encodeError(odataError(400, "BadRequest", error.message), codec)
    return encodeError(odataError(500, "InternalError", `The sandbox failed: ${(error as Error).message}`), codec)
  }
}

export function encodeError(error: SandboxHttpError, codec: WireCodec): SandboxResponse {
  const body =
    error.body.kind === "odata" ? codec.encodeODataError(error.body.code, error.body.message) : codec.encodeMessages(error.body.messages)
  return { status: error.status, body, contentType: codec.responseContentType, headers: error.headers }
}
