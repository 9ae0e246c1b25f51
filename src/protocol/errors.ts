/**
 * Failures of the protocol layer itself: a body that does not decode, a value of the wrong
 * type, hostile XML. The client wraps these in its own error classes; the sandbox answers them
 * with 400.
 */
export class ProtocolError extends Error {
  constructor(
    message: string,
    readonly detail?: { property?: string }
  ) {
    super(message)
    this.name = "ProtocolError"
  }
}
